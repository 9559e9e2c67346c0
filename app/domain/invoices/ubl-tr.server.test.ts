import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { all, childNames, kurus, one, parseXml, text, type XmlElement } from "#tests/support/unit/ubl-xml";
import { anyOrder, COMPANY, HOME, order } from "#tests/support/unit/invoices";
import { SELLER } from "#app/domain/legal/seller";
import { invoiceOf, UNNAMED_CONSUMER_ID } from "./invoice.server";
import { invoiceXml, UBL_CAC_NS, UBL_CBC_NS, UBL_INVOICE_NS, ublAmount } from "./ubl-tr.server";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The order of the UBL 2.1 Invoice schema's sequence, for the elements the shop writes. */
const ROOT_ORDER = [
  "UBLVersionID",
  "CustomizationID",
  "ProfileID",
  "ID",
  "CopyIndicator",
  "UUID",
  "IssueDate",
  "IssueTime",
  "InvoiceTypeCode",
  "Note",
  "DocumentCurrencyCode",
  "LineCountNumeric",
  "BillingReference",
  "Signature",
  "AccountingSupplierParty",
  "AccountingCustomerParty",
  "TaxTotal",
  "LegalMonetaryTotal",
  "InvoiceLine",
];
const LINE_ORDER = ["ID", "InvoicedQuantity", "LineExtensionAmount", "AllowanceCharge", "TaxTotal", "Item", "Price"];
const MONETARY_ORDER = [
  "LineExtensionAmount",
  "TaxExclusiveAmount",
  "TaxInclusiveAmount",
  "AllowanceTotalAmount",
  "PrepaidAmount",
  "PayableAmount",
];

/** The names appear in the schema's order (repeats together), and the required ones are there. */
function expectInOrder(names: string[], order: string[], required: string[]) {
  const positions = names.map((n) => order.indexOf(n));
  expect(positions, names.join(",")).not.toContain(-1);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  for (const r of required) expect(names, r).toContain(r);
}

/** Every amount adds up, in kuruş: lines to totals, subtotals to the tax total, what is paid. */
function expectAddsUp(doc: XmlElement) {
  const lines = all(doc, "cac:InvoiceLine");
  const taxTotal = one(doc, "cac:TaxTotal");
  const subtotals = all(taxTotal, "cac:TaxSubtotal");
  const monetary = one(doc, "cac:LegalMonetaryTotal");
  expect(text(doc, "cbc:LineCountNumeric")).toBe(String(lines.length));
  expect(sum(lines.map((l) => kurus(l, "cbc:LineExtensionAmount")))).toBe(kurus(monetary, "cbc:LineExtensionAmount"));
  expect(sum(subtotals.map((s) => kurus(s, "cbc:TaxAmount")))).toBe(kurus(taxTotal, "cbc:TaxAmount"));
  expect(sum(subtotals.map((s) => kurus(s, "cbc:TaxableAmount")))).toBe(kurus(monetary, "cbc:TaxExclusiveAmount"));
  expect(sum(lines.map((l) => kurus(l, "cac:TaxTotal/cbc:TaxAmount")))).toBe(kurus(taxTotal, "cbc:TaxAmount"));
  // Per rate: the lines at that rate add up to its subtotal.
  for (const s of subtotals) {
    const atRate = lines.filter((l) => text(l, "cac:TaxTotal/cac:TaxSubtotal/cbc:Percent") === text(s, "cbc:Percent"));
    expect(sum(atRate.map((l) => kurus(l, "cbc:LineExtensionAmount")))).toBe(kurus(s, "cbc:TaxableAmount"));
    expect(sum(atRate.map((l) => kurus(l, "cac:TaxTotal/cbc:TaxAmount")))).toBe(kurus(s, "cbc:TaxAmount"));
  }
  expect(kurus(monetary, "cbc:TaxExclusiveAmount") + kurus(taxTotal, "cbc:TaxAmount")).toBe(kurus(monetary, "cbc:TaxInclusiveAmount"));
  const prepaid = all(monetary, "cbc:PrepaidAmount").length ? kurus(monetary, "cbc:PrepaidAmount") : 0;
  expect(kurus(monetary, "cbc:TaxInclusiveAmount") - prepaid).toBe(kurus(monetary, "cbc:PayableAmount"));
  const allowances = lines.flatMap((l) => all(l, "cac:AllowanceCharge")).map((a) => kurus(a, "cbc:Amount"));
  if (allowances.length) expect(sum(allowances)).toBe(kurus(monetary, "cbc:AllowanceTotalAmount"));
  else expect(all(monetary, "cbc:AllowanceTotalAmount")).toEqual([]);
  for (const l of lines) {
    for (const a of all(l, "cac:AllowanceCharge")) {
      expect(text(a, "cbc:ChargeIndicator")).toBe("false");
      // Price × quantity − discount = the line's amount, exactly.
      expect(kurus(a, "cbc:BaseAmount")).toBe(kurus(l, "cac:Price/cbc:PriceAmount") * Number(text(l, "cbc:InvoicedQuantity")));
      expect(kurus(a, "cbc:BaseAmount") - kurus(a, "cbc:Amount")).toBe(kurus(l, "cbc:LineExtensionAmount"));
    }
  }
}

function expectStructure(doc: XmlElement) {
  expect(doc.ns).toBe(UBL_INVOICE_NS);
  expect(doc.name).toBe("Invoice");
  expect(doc.attributes["xmlns:cac"]).toBe(UBL_CAC_NS);
  expect(doc.attributes["xmlns:cbc"]).toBe(UBL_CBC_NS);
  expectInOrder(
    childNames(doc),
    ROOT_ORDER,
    ROOT_ORDER.filter((n) => n !== "BillingReference"),
  );
  expectInOrder(childNames(one(doc, "cac:LegalMonetaryTotal")), MONETARY_ORDER, [
    "LineExtensionAmount",
    "TaxExclusiveAmount",
    "TaxInclusiveAmount",
    "PayableAmount",
  ]);
  for (const l of all(doc, "cac:InvoiceLine")) {
    expectInOrder(childNames(l), LINE_ORDER, ["ID", "InvoicedQuantity", "LineExtensionAmount", "TaxTotal", "Item", "Price"]);
    expect(one(l, "cbc:InvoicedQuantity").attributes.unitCode).toBe("C62");
    expect(text(l, "cac:Item/cbc:Name")).not.toBe("");
  }
  for (const s of all(one(doc, "cac:TaxTotal"), "cac:TaxSubtotal")) {
    expect(childNames(s)).toEqual(["TaxableAmount", "TaxAmount", "Percent", "TaxCategory"]);
    expect(text(s, "cac:TaxCategory/cac:TaxScheme/cbc:Name")).toBe("KDV");
    expect(text(s, "cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode")).toBe("0015");
  }
}

describe("invoiceXml (UBL-TR 1.2 e-Arşiv)", () => {
  it("writes the invoice's head, seller, buyer, VAT per rate, totals and lines in UBL order, adding up to the PDF's figures", () => {
    const summary = order([
      { name: "Oyuncak Ayı", unitPriceKurus: 9_990, quantity: 2, vatRate: 10, attributes: ["Renk: Kahverengi"] },
      { name: "Bebek Tulumu", unitPriceKurus: 14_990, quantity: 1, vatRate: 20 },
    ]);
    const invoice = invoiceOf(summary)!;
    const doc = parseXml(invoiceXml(invoice));
    expectStructure(doc);
    expectAddsUp(doc);
    expect(text(doc, "cbc:UBLVersionID")).toBe("2.1");
    expect(text(doc, "cbc:CustomizationID")).toBe("TR1.2");
    expect(text(doc, "cbc:ProfileID")).toBe("EARSIVFATURA");
    expect(text(doc, "cbc:ID")).toBe(invoice.number);
    expect(text(doc, "cbc:ID")).toMatch(/^[A-Z]{3}\d{13}$/);
    expect(text(doc, "cbc:CopyIndicator")).toBe("false");
    expect(text(doc, "cbc:UUID")).toBe(invoice.ettn);
    expect(text(doc, "cbc:UUID")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // 12 June 2026 11:05 UTC is 14:05 in Istanbul.
    expect(text(doc, "cbc:IssueDate")).toBe("2026-06-12");
    expect(text(doc, "cbc:IssueTime")).toBe("14:05:00");
    expect(text(doc, "cbc:InvoiceTypeCode")).toBe("SATIS");
    expect(text(doc, "cbc:DocumentCurrencyCode")).toBe("TRY");
    expect(all(doc, "cac:BillingReference")).toEqual([]);

    const seller = one(doc, "cac:AccountingSupplierParty/cac:Party");
    const sellerIds = all(seller, "cac:PartyIdentification/cbc:ID");
    expect(sellerIds.map((i) => [i.attributes.schemeID, i.text])).toEqual([
      ["VKN", SELLER.vkn],
      ["MERSISNO", SELLER.mersisNo],
    ]);
    expect(text(seller, "cac:PartyName/cbc:Name")).toBe(SELLER.title);
    expect(text(seller, "cac:PartyTaxScheme/cac:TaxScheme/cbc:Name")).toBe(SELLER.taxOffice);
    expect(text(seller, "cac:PostalAddress/cbc:CityName")).toBe("İstanbul");
    expect(text(seller, "cac:PostalAddress/cac:Country/cbc:Name")).toBe("Türkiye");

    const buyer = one(doc, "cac:AccountingCustomerParty/cac:Party");
    expect(one(buyer, "cac:PartyIdentification/cbc:ID").attributes.schemeID).toBe("TCKN");
    expect(text(buyer, "cac:PartyIdentification/cbc:ID")).toBe(HOME.identityNumber);
    expect([text(buyer, "cac:Person/cbc:FirstName"), text(buyer, "cac:Person/cbc:FamilyName")]).toEqual(["Ayşe", "Yılmaz"]);
    expect(text(buyer, "cac:PostalAddress/cbc:CitySubdivisionName")).toBe("Kadıköy");

    // The same figures as the PDF's invoice, rate by rate and in total.
    const subtotals = all(one(doc, "cac:TaxTotal"), "cac:TaxSubtotal");
    expect(subtotals.map((s) => [text(s, "cbc:Percent"), kurus(s, "cbc:TaxableAmount"), kurus(s, "cbc:TaxAmount")])).toEqual(
      invoice.vat.map((v) => [String(v.rate), v.baseKurus, v.vatKurus]),
    );
    expect(kurus(one(doc, "cac:LegalMonetaryTotal"), "cbc:PayableAmount")).toBe(summary.totals.grandTotalKurus);
    expect(all(doc, "cac:InvoiceLine").map((l) => text(l, "cac:Item/cbc:Name"))).toEqual(invoice.lines.map((l) => l.description));
  });

  it("adds up with a campaign discount, a voucher, Joker points and shipping", () => {
    const summary = order(
      [
        { name: "Mama Önlüğü", unitPriceKurus: 12_990, quantity: 1, vatRate: 20, campaignDiscountKurus: 1_300 },
        { name: "Biberon", unitPriceKurus: 3_333, quantity: 3, vatRate: 10, campaignDiscountKurus: 1_001 },
        { name: "Kitap", unitPriceKurus: 4_990, quantity: 1, vatRate: 10 },
      ],
      {
        jokerPoints: 100,
        voucherKurus: 2_000,
        carrierPriceKurus: 4_990,
        campaigns: [{ id: 1, title: "Sepette %10", discountKurus: 2_301 }],
      },
    );
    const invoice = invoiceOf(summary)!;
    const doc = parseXml(invoiceXml(invoice));
    expectStructure(doc);
    expectAddsUp(doc);
    const monetary = one(doc, "cac:LegalMonetaryTotal");
    expect(kurus(monetary, "cbc:AllowanceTotalAmount")).toBeGreaterThan(0);
    expect(kurus(monetary, "cbc:PrepaidAmount")).toBe(summary.totals.jokerKurus + summary.totals.voucherKurus);
    expect(kurus(monetary, "cbc:PayableAmount")).toBe(summary.totals.grandTotalKurus);
    expect(all(doc, "cac:InvoiceLine").filter((l) => all(l, "cac:AllowanceCharge").length > 0)).toHaveLength(2);
    expect(all(doc, "cac:InvoiceLine").some((l) => text(l, "cac:Item/cbc:Name").startsWith("Kargo Bedeli"))).toBe(true);
  });

  it("always adds up, in UBL order, to the order's grand total, whatever the lines, rates, campaign discounts, fees, points and voucher", () => {
    fc.assert(
      fc.property(anyOrder(50), (summary) => {
        const doc = parseXml(invoiceXml(invoiceOf(summary)!));
        expectStructure(doc);
        expectAddsUp(doc);
        expect(kurus(one(doc, "cac:LegalMonetaryTotal"), "cbc:PayableAmount")).toBe(summary.totals.grandTotalKurus);
      }),
      { numRuns: 100 },
    );
  });

  it("bills a company by VKN and tax office, and a consumer without a T.C. Kimlik No as 11111111111", () => {
    const company = parseXml(
      invoiceXml(invoiceOf(order([{ name: "Oyun Parkı", unitPriceKurus: 89_900, quantity: 1, vatRate: 20 }], { billing: COMPANY }))!),
    );
    const party = one(company, "cac:AccountingCustomerParty/cac:Party");
    expect(one(party, "cac:PartyIdentification/cbc:ID").attributes.schemeID).toBe("VKN");
    expect(text(party, "cac:PartyIdentification/cbc:ID")).toBe(COMPANY.taxNumber);
    expect(text(party, "cac:PartyName/cbc:Name")).toBe(COMPANY.company);
    expect(text(party, "cac:PartyTaxScheme/cac:TaxScheme/cbc:Name")).toBe(COMPANY.taxOffice);
    expect(all(party, "cac:Person")).toEqual([]);

    const anonymous = parseXml(
      invoiceXml(
        invoiceOf(
          order([{ name: "Çıngırak", unitPriceKurus: 4_990, quantity: 1, vatRate: 10 }], {
            billing: { ...HOME, identityNumber: undefined },
          }),
        )!,
      ),
    );
    const consumer = one(anonymous, "cac:AccountingCustomerParty/cac:Party");
    expect(one(consumer, "cac:PartyIdentification/cbc:ID").attributes.schemeID).toBe("TCKN");
    expect(text(consumer, "cac:PartyIdentification/cbc:ID")).toBe(UNNAMED_CONSUMER_ID);
  });

  it("escapes what a buyer typed through the library: markup in a name stays text", () => {
    const billing = { ...HOME, personName: 'Ali <b>"Veli"</b> & Oğul', address: "Sok. </cbc:StreetName><x/>" };
    const xml = invoiceXml(invoiceOf(order([{ name: "Emzik", unitPriceKurus: 2_990, quantity: 1, vatRate: 10 }], { billing }))!);
    const party = one(parseXml(xml), "cac:AccountingCustomerParty/cac:Party");
    expect(text(party, "cac:PostalAddress/cbc:StreetName")).toBe(billing.address);
    expect(text(party, "cac:Person/cbc:FamilyName")).toBe("Oğul");
  });

  it("writes kuruş as two decimals without floating point", () => {
    expect([0, 5, 99, 100, 123_45, 1_000_000_01].map(ublAmount)).toEqual(["0.00", "0.05", "0.99", "1.00", "123.45", "1000000.01"]);
  });
});
