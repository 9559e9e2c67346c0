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
});
