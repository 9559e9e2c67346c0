import { describe, expect, it } from "vitest";
import { contrastRatio, mix, parseHex, readableOnWhite } from "./colour";

describe("colour", () => {
  it("parses long and short hex, and falls back to a calm blue on anything else", () => {
    expect(parseHex("#f97316")).toEqual([249, 115, 22]);
    expect(parseHex("#f73")).toEqual([255, 119, 51]);
    expect(parseHex("url(javascript:1)")).toEqual([96, 165, 250]);
  });

  it("mixes towards a second colour", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mix("#123456", "#ffffff", 0)).toBe("#123456");
  });

  it("measures WCAG contrast: black on white is 21, a colour on itself 1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#f97316", "#f97316")).toBeCloseTo(1, 5);
    expect(contrastRatio("#f97316", "#ffffff")).toBeLessThan(3);
  });

  it("keeps a colour that already reads on white and darkens one that does not, no further than needed", () => {
    expect(readableOnWhite("#1e3a8a", 4.5)).toBe("#1e3a8a");
    const orange = readableOnWhite("#f97316", 3);
    expect(contrastRatio(orange, "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(orange, "#ffffff")).toBeLessThan(4);
    expect(contrastRatio(readableOnWhite("#ffffff", 4.5), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});
