import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "#app/lib/colour";
import { CampaignCarousel, type CampaignSlide } from "./campaign-carousel";

const slide = (colorFrom: string): CampaignSlide => ({
  id: 1,
  title: "Kış Montlarında %40 İndirim",
  description: "",
  discountPercent: 40,
  link: "/kategori/mont",
  colorFrom,
  colorTo: "#0ea5e9",
  endsAt: "2026-12-01T00:00:00Z",
});

const render = (colorFrom: string) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(CampaignCarousel, { slides: [slide(colorFrom)], serverNow: "2026-11-28T12:00:00Z" })),
  );

function badgeColour(colorFrom: string): string {
  const html = render(colorFrom);
  const colour = /<span class="text-5xl font-black" style="color:(#[0-9a-f]{6})">/.exec(html)?.[1];
  if (!colour) throw new Error("no discount badge in the slide");
  return colour;
}

describe("campaign carousel", () => {
  it("draws the big discount figure on white in a shade of the campaign's colour that reads (WCAG large text, 3:1)", () => {
    // '#f97316' is the campaign form's default colour: on white it is 2.8:1.
    expect(contrastRatio(badgeColour("#f97316"), "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(badgeColour("#fde047"), "#ffffff")).toBeGreaterThanOrEqual(3);
  });

  it("keeps a dark campaign colour as it was picked", () => {
    expect(badgeColour("#1e3a8a")).toBe("#1e3a8a");
  });

  it("shades the slide's gradient so its white text reads on both ends (4.5:1), whatever the picks", () => {
    for (const pick of ["#f59e0b", "#fde047", "#f97316"]) {
      const stops = /linear-gradient\(120deg, (#[0-9a-f]{6}), (#[0-9a-f]{6})\)/.exec(render(pick));
      expect(stops, pick).not.toBeNull();
      for (const stop of stops!.slice(1)) expect(contrastRatio(stop, "#ffffff"), `${pick} → ${stop}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
