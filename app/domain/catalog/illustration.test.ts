import { describe, expect, it } from "vitest";
import { categoryKinds, categorySvg, ILLUSTRATION_KINDS, PRODUCT_IMAGE_COUNT, productSvg } from "./illustration";

const visibleText = (svg: string) => svg.replace(/<title>[\s\S]*?<\/title>/g, "").match(/<text[\s>]/g);

describe("product pictures", () => {
  it("draws every kind as a complete 275×290 SVG", () => {
    for (const kind of ILLUSTRATION_KINDS) {
      const svg = productSvg({ kind, colorHex: "#f472b6", index: 0 });
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 275 290"');
      // A real drawing, not an empty box.
      expect((svg.match(/<(path|circle|rect|ellipse)\b/g) ?? []).length).toBeGreaterThan(8);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(visibleText(svg)).toBeNull();
    }
  });

  it("is pure and varies by gallery index", () => {
    const a = productSvg({ kind: "stroller", colorHex: "#60a5fa", index: 1 });
    expect(productSvg({ kind: "stroller", colorHex: "#60a5fa", index: 1 })).toBe(a);
    const all = new Set(
      Array.from({ length: PRODUCT_IMAGE_COUNT }, (_, i) => productSvg({ kind: "stroller", colorHex: "#60a5fa", index: i })),
    );
    expect(all.size).toBe(PRODUCT_IMAGE_COUNT);
  });

  it("uses the item colour and copes with odd input", () => {
    expect(productSvg({ kind: "teddy", colorHex: "#a78bfa" })).toContain("#a78bfa");
    const odd = productSvg({ kind: "no-such-kind", colorHex: "not a colour", index: 99 });
    expect(odd).toContain("<svg");
    expect(odd).not.toMatch(/NaN|undefined/);
  });

  it("escapes the label it puts in the title", () => {
    const svg = productSvg({ kind: "box", colorHex: "#ffffff", label: `Çocuk "Işık" <b>&` });
    expect(svg).toContain("<title>Çocuk &quot;Işık&quot; &lt;b&gt;&amp;</title>");
  });
});

describe("category pictures", () => {
  it("draws known slugs, areas and unknown slugs", () => {
    for (const slug of ["bebek", "giyim", "oyuncak", "ev", "aydinlatma", "bebek-arabasi", "bilinmeyen"]) {
      const svg = categorySvg({ slug, area: "ev", colorHex: "#34d399", name: "Ev & Yaşam" });
      expect(svg).toContain('viewBox="0 0 400 300"');
      expect(svg).toContain("<title>Ev &amp; Yaşam</title>");
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(visibleText(svg)).toBeNull();
    }
    expect(categoryKinds("bebek")).toContain("stroller");
    expect(categoryKinds("yeni-alt-kategori", "oyuncak")).toEqual(categoryKinds("oyuncak"));
  });
});
