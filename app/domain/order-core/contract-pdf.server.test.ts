import { describe, expect, it } from "vitest";
import { pdfText } from "#tests/support/pdf-text";
import { HOME } from "#tests/support/unit/invoices";
import { LEGAL_DOCUMENTS } from "#app/domain/legal/legal-documents";
import { computeTotals } from "#app/domain/pricing/totals";
import { SHOP_SETTING_DEFAULTS } from "#app/domain/settings/shop-settings";
import { contractText, renderOrderContract } from "./contract";
import { asciiName, contractDocuments, contractPdfs } from "./contract-pdf.server";

const flat = (s: string) => s.replace(/\s+/g, " ");

function contractHtml(name = "Oyuncak Ayı") {
  const lines = [
    {
      productId: 1,
      catalogId: 1,
      sku: "SKU1",
      name,
      attributesText: "Renk: Kahverengi",
      unitPriceKurus: 9_990,
      originalUnitPriceKurus: 9_990,
      quantity: 2,
      totalPriceKurus: 19_980,
      campaignDiscountKurus: 0,
      vatRate: 10,
      image: "",
      url: "",
      isGift: false,
    },
  ];
  const totals = computeTotals({
    lines,
    deliveryType: "myAddress",
    carrierPriceKurus: 4_990,
    carrierMethods: ["creditCard"],
    paymentType: "creditCard",
    settings: SHOP_SETTING_DEFAULTS,
    jokerPoints: 0,
    voucherBalanceKurus: 0,
  });
  return renderOrderContract({
    orderNumber: "260612123456",
    date: new Date("2026-06-12T11:05:00Z"),
    email: "ayse@example.com",
    deliveryType: "myAddress",
    storeName: null,
    carrierName: "MNG Kargo",
    deliveryAddress: HOME,
    billingAddress: HOME,
    paymentType: "creditCard",
    installment: 3,
    installmentExtra: 0,
    lines,
    totals,
  });
}

const order = (html: string | null) => ({ orderNumber: "260612123456", contractHtml: html, createdAt: new Date("2026-06-12T11:05:00Z") });

describe("contractPdfs", () => {
  it("makes the pre-information form and the distance sales contract two PDFs of the text the order keeps", async () => {
    const html = contractHtml();
    const pdfs = await contractPdfs(order(html));
    expect(pdfs.map((p) => p.filename)).toEqual(["On-Bilgilendirme-Formu-260612123456.pdf", "Mesafeli-Satis-Sozlesmesi-260612123456.pdf"]);
    const titles = [LEGAL_DOCUMENTS["on-bilgilendirme-formu"].title, LEGAL_DOCUMENTS["mesafeli-satis-sozlesmesi"].title];
    for (const [i, pdf] of pdfs.entries()) {
      expect(pdf.contentType).toBe("application/pdf");
      expect(pdf.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const raw = pdf.content.toString("latin1");
      expect([...new Set([...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]))].sort()).toEqual([
        "DejaVuSans",
        "DejaVuSans-Bold",
      ]);
      const { text, pages, info } = await pdfText(pdf.content);
      const t = flat(text);
      for (const expected of [
        titles[i],
        "Sipariş No: 260612123456",
        "Oyuncak Ayı (Renk: Kahverengi)",
        "SKU1",
        "Ayşe Yılmaz",
        "Moda Cad. No: 12 D: 3",
        "ayse@example.com",
        "Genel toplam (KDV dahil):",
        "MNG Kargo",
        "Kredi Kartı",
        `Sayfa 1 / ${pages.length}`,
      ])
        expect(t, expected).toContain(expected);
      // Every section of the legal text is in its copy.
      const doc = i === 0 ? LEGAL_DOCUMENTS["on-bilgilendirme-formu"] : LEGAL_DOCUMENTS["mesafeli-satis-sozlesmesi"];
      for (const section of doc.sections) expect(t, section.heading).toContain(flat(section.heading));
      expect(info).toMatchObject({ Title: `${titles[i]} (260612123456)` });
    }
    // The copy's words are the stored text's words (the same order block in both).
    const stored = flat(contractText(html));
    expect(stored).toContain("Oyuncak Ayı (Renk: Kahverengi)");
  });

  it("has none without a contract, and keeps a hostile product name as text", async () => {
    expect(await contractPdfs(order(null))).toEqual([]);
    expect(await contractPdfs(order(""))).toEqual([]);
    const [first] = await contractPdfs(order(contractHtml("<script>alert(1)</script> Ayı")));
    expect(flat((await pdfText(first.content)).text)).toContain("<script>alert(1)</script> Ayı");
  });

  it("reads the stored HTML's blocks", () => {
    const [doc] = contractDocuments(
      "<section><h2>Başlık</h2><h3>Madde 1</h3><p><strong>Alıcı:</strong> Ayşe &#38; Ali<br>İkinci satır</p><ul><li>bir</li><li>iki</li></ul><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></section>",
    );
    expect(doc).toEqual({
      title: "Başlık",
      blocks: [
        { kind: "heading", text: "Madde 1" },
        {
          kind: "paragraph",
          runs: [
            { text: "Alıcı:", bold: true },
            { text: " Ayşe & Ali\nİkinci satır", bold: false },
          ],
        },
        { kind: "list", items: ["bir", "iki"] },
        { kind: "table", header: ["A", "B"], rows: [["1", "2"]] },
      ],
    });
    expect(asciiName("Ön Bilgilendirme Formu")).toBe("On-Bilgilendirme-Formu");
  });
});
