import { describe, expect, it } from "vitest";
import { pdfText } from "#tests/support/pdf-text";
import { renderInvoicePdf } from "./invoice-pdf.server";
import { E_ARSIV_NOTE, invoiceOf } from "./invoice.server";
import { COMPANY, order } from "#tests/support/unit/invoices";
import { SELLER } from "#app/domain/legal/seller";

const flat = (s: string) => s.replace(/\s+/g, " ");

describe("renderInvoicePdf", () => {
  it("writes one A4 page of extractable text in DejaVu Sans, Turkish letters included, with the invoice's metadata", async () => {
    const invoice = invoiceOf(
      order(
        [
          { name: "Oyuncak Ayı", unitPriceKurus: 9_990, quantity: 2, vatRate: 10, attributes: ["Renk: Kahverengi"] },
          { name: "Bebek Tulumu Çiçekli", unitPriceKurus: 14_990, quantity: 1, vatRate: 20 },
        ],
        { jokerPoints: 0, voucherKurus: 5_000 },
      ),
    )!;
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // Only the two DejaVu faces are embedded (subsets: 'ABCDEF+DejaVuSans').
    expect([...new Set([...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]))].sort()).toEqual([
      "DejaVuSans",
      "DejaVuSans-Bold",
    ]);

    const { pages, text, info } = await pdfText(pdf);
    expect(pages).toHaveLength(1);
    const t = flat(text);
    for (const expected of [
      "Minik Dünya",
      "e-Arşiv Fatura",
      SELLER.title,
      `VKN: ${SELLER.vkn}`,
      `Mersis No: ${SELLER.mersisNo}`,
      "SAYIN",
      "Ayşe Yılmaz",
      "T.C. Kimlik No: 100******46",
      invoice.number,
      invoice.ettn,
      "12.06.2026 14:05",
      "260612123456",
      "EARSIVFATURA",
      "SATIŞ",
      "Oyuncak Ayı (Renk: Kahverengi)",
      "Bebek Tulumu Çiçekli",
      "Kargo Bedeli (MNG Kargo)",
      "KDV %10",
      "KDV %20",
      "Hediye Çeki ile Ödenen",
      "-50,00 TL",
      "Ödenecek Tutar",
      "349,60 TL",
      "Yalnız üç yüz kırk dokuz TL altmış kuruş",
      "Kredi Kartı (3 + 2 taksit)",
      E_ARSIV_NOTE,
      "Sayfa 1 / 1",
    ]) {
      expect(t, expected).toContain(expected);
    }
    for (const letter of ["ğ", "ş", "ı", "İ", "ç", "ö", "ü", "Ç", "Ö", "Ü", "Ş"]) expect(t, letter).toContain(letter);
    // The buyer's full identity number is never written.
    expect(t).not.toContain("10000000146");
    expect(info).toMatchObject({ Title: `e-Arşiv Fatura ${invoice.number}`, Author: SELLER.title });
  });

  it("continues a long line table on further pages, with its header, and names the invoice and the page count on each", async () => {
    const seeds = Array.from({ length: 60 }, (_, i) => ({
      name: `Ürün ${i + 1} — uzun bir ürün adı, iki satıra sığsın diye yazıldı`,
      unitPriceKurus: 1_000 + i,
      quantity: 1,
      vatRate: i % 2 ? 10 : 20,
    }));
    const invoice = invoiceOf(order(seeds, { billing: COMPANY }))!;
    const { pages } = await pdfText(await renderInvoicePdf(invoice));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(flat(page)).toContain(`Sayfa ${i + 1} / ${pages.length}`);
      if (i > 0) expect(flat(page)).toContain(`e-Arşiv Fatura ${invoice.number} (devam)`);
      // Each page with lines starts them with the table's header.
      if (/Ürün \d+ —/.test(page)) expect(flat(page)).toContain("Mal / Hizmet");
    });
    // The totals and the amount in words stay together.
    expect(flat(pages.at(-1)!)).toContain("Ödenecek Tutar");
    expect(flat(pages.at(-1)!)).toContain(invoice.amountInWords);
    const all = flat(pages.join(" "));
    for (const n of [1, 30, 60]) expect(all).toContain(`Ürün ${n} —`);
    expect(all).toContain("Minik Ticaret Ltd. Şti.");
    expect(all).toContain("Vergi Dairesi: Kadıköy");
    expect(all).toContain(invoice.amountInWords);
  });
});
