import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { pdfText } from "#tests/support/pdf-text";
import { BOLD, REGULAR, openShopPdf } from "./pdf-fonts.server";

/** One page with `text` in both faces. */
function pdfOf(text: string): Promise<Buffer> {
  const { doc, done } = openShopPdf({ margins: { top: 50, bottom: 50, left: 50, right: 50 }, info: { Title: text } });
  doc.font(REGULAR).text(text);
  doc.font(BOLD).text(text);
  doc.end();
  return done;
}

describe("openShopPdf", () => {
  it("draws in DejaVu Sans only, and each document's letters come out as letters whatever was drawn before", async () => {
    // The parts of a composed letter ('C' of 'Ç', 'I' of 'İ', 'O' of 'Ö') go into the first
    // document's subset; the fonts are parsed once per process and shared by every document.
    await pdfOf("Çiçek İpek Ödeme Şeker Ğ");
    const pdf = await pdfOf("Cayma hakkı: Iğdır, Ordu, Sivas, Gaziantep");
    const raw = pdf.toString("latin1");
    expect([...new Set([...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]))].sort()).toEqual([
      "DejaVuSans",
      "DejaVuSans-Bold",
    ]);
    const { text } = await pdfText(pdf);
    expect(text.match(/Cayma hakkı: Iğdır, Ordu, Sivas, Gaziantep/g)).toHaveLength(2);
  });

  it("lays a word out as the font does, the same in every document (layouts are kept across documents)", () => {
    const fresh = create(readFileSync(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"))) as Font;
    const words = "Mesafeli Satış Sözleşmesi: AVATAR Tğ İade";
    const expected = (fresh.layout(words).advanceWidth * 12) / fresh.unitsPerEm;
    const kept = new Set<unknown>();
    for (let i = 0; i < 3; i++) {
      const { doc } = openShopPdf({ margins: { top: 50, bottom: 50, left: 50, right: 50 }, info: { Title: "t" } });
      doc.fontSize(12);
      expect(doc.widthOfString(words)).toBeCloseTo(expected, 6);
      expect(doc.widthOfString(words)).toBeCloseTo(expected, 6);
      // pdfkit's own store of a document's layouts (EmbeddedFont.layoutCache), shared: a pdfkit that renames it is caught here.
      kept.add((doc as unknown as { _font: { layoutCache: unknown } })._font.layoutCache);
      doc.end();
    }
    expect(kept.size).toBe(1);
  });
});
