import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { POINT_KURUS } from "#app/domain/pricing/totals";
import { isValidVkn } from "#app/lib/tax-ids";
import { E_ARSIV_NOTE, invoiceEttn, invoiceNumber, invoiceOf, UNNAMED_CONSUMER_ID, type Invoice } from "./invoice.server";
import { anyOrder, COMPANY, HOME, order } from "#tests/support/unit/invoices";
import { SELLER } from "#app/domain/legal/seller";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Everything an invoice must add up to, in kuruş, whatever the order. */
function expectConsistent(invoice: Invoice, summary: OrderSummary) {
  for (const l of invoice.lines) expect(l.totalExclKurus + l.vatKurus).toBe(l.totalKurus);
  for (const v of invoice.vat) {
    const atRate = invoice.lines.filter((l) => l.vatRate === v.rate);
    expect(sum(atRate.map((l) => l.vatKurus)), `KDV %${v.rate}`).toBe(v.vatKurus);
    expect(sum(atRate.map((l) => l.totalExclKurus)), `matrah %${v.rate}`).toBe(v.baseKurus);
  }
  expect(invoice.vat).toEqual(summary.totals.vat);
  expect(invoice.totals.exclVatKurus).toBe(sum(invoice.vat.map((v) => v.baseKurus)));
  expect(invoice.totals.vatKurus).toBe(sum(invoice.vat.map((v) => v.vatKurus)));
  expect(invoice.totals.inclVatKurus).toBe(sum(invoice.lines.map((l) => l.totalKurus)));
  expect(invoice.totals.inclVatKurus).toBe(summary.totals.itemsTotalKurus + summary.totals.shippingKurus + summary.totals.podFeeKurus);
  expect(invoice.totals.inclVatKurus - sum(invoice.totals.paidOtherwise.map((p) => p.kurus))).toBe(invoice.totals.payableKurus);
  expect(invoice.totals.payableKurus).toBe(summary.totals.grandTotalKurus);
}

describe("invoiceOf", () => {
  it("states a card order: lines at their rates, the shipping fee at 20 %, the breakdown and totals to the kuruş", () => {
    const summary = order([
      { name: "Oyuncak Ayı", unitPriceKurus: 9_990, quantity: 2, vatRate: 10, attributes: ["Renk: Kahverengi"] },
      { name: "Bebek Tulumu", unitPriceKurus: 14_990, quantity: 1, vatRate: 20 },
    ]);
    const invoice = invoiceOf(summary)!;
    expectConsistent(invoice, summary);
    expect(invoice.lines.map((l) => [l.no, l.description, l.code, l.quantity, l.vatRate, l.totalKurus])).toEqual([
      [1, "Oyuncak Ayı (Renk: Kahverengi)", "SKU1", 2, 10, 19_980],
      [2, "Bebek Tulumu", "SKU2", 1, 20, 14_990],
      [3, "Kargo Bedeli (MNG Kargo)", null, 1, 20, 4_990],
    ]);
    // 99,90 TL at 10 %: 90,82 + 9,08; 149,90 at 20 %: 124,92 + 24,98; 49,90 at 20 %: 41,58 + 8,32.
    expect(invoice.lines[0]).toMatchObject({ unitPriceExclKurus: 9_082, vatKurus: 1_816, totalExclKurus: 18_164 });
    expect(invoice.lines[1]).toMatchObject({ unitPriceExclKurus: 12_492, vatKurus: 2_498, totalExclKurus: 12_492 });
    expect(invoice.lines[2]).toMatchObject({ unitPriceExclKurus: 4_158, vatKurus: 832, totalExclKurus: 4_158 });
    expect(invoice.vat).toEqual([
      { rate: 10, baseKurus: 18_164, vatKurus: 1_816 },
      { rate: 20, baseKurus: 16_650, vatKurus: 3_330 },
    ]);
    expect(invoice.totals).toEqual({
      exclVatKurus: 34_814,
      vatKurus: 5_146,
      inclVatKurus: 39_960,
      paidOtherwise: [],
      payableKurus: 39_960,
    });
    expect(invoice.amountInWords).toBe("Yalnız üç yüz doksan dokuz TL altmış kuruş");
    expect(invoice.paymentText).toBe("Kredi Kartı (3 + 2 taksit)");
    expect(invoice).toMatchObject({
      orderNumber: "260612123456",
      dateText: "12.06.2026",
      timeText: "14:05",
      profile: "EARSIVFATURA",
      type: "SATIŞ",
      note: E_ARSIV_NOTE,
      seller: SELLER,
    });
  });

  it("adds the door fee at 20 % beside free shipping, and names the door payment", () => {
    const summary = order([{ name: "Bebek Arabası", unitPriceKurus: 299_900, quantity: 1, vatRate: 20 }], { paymentType: "podCash" });
    expect(summary.totals).toMatchObject({ shippingKurus: 0, podFeeKurus: 1_990 });
    const invoice = invoiceOf(summary)!;
    expectConsistent(invoice, summary);
    expect(invoice.lines.map((l) => l.description)).toEqual(["Bebek Arabası", "Kapıda Ödeme Hizmet Bedeli"]);
    expect(invoice.lines[1]).toMatchObject({ vatRate: 20, totalKurus: 1_990, vatKurus: 332 });
    expect(invoice.vat).toEqual([{ rate: 20, baseKurus: 251_575, vatKurus: 50_315 }]);
    expect(invoice.paymentText).toBe("Kapıda Ödeme (Nakit)");
    expect(invoice.amountInWords).toBe("Yalnız üç bin on sekiz TL doksan kuruş");
  });

  it("states the goods in full and what Joker points and a voucher paid, down to the order's grand total", () => {
    const summary = order(
      [
        { name: "Oyun Halısı", unitPriceKurus: 45_000, quantity: 1, vatRate: 20 },
        { name: "Boyama Kitabı", unitPriceKurus: 12_345, quantity: 3, vatRate: 10 },
      ],
      { jokerPoints: 250, voucherKurus: 10_000 },
    );
    expect(summary.totals).toMatchObject({ jokerKurus: 250 * POINT_KURUS, voucherKurus: 10_000 });
    const invoice = invoiceOf(summary)!;
    expectConsistent(invoice, summary);
    expect(invoice.totals.inclVatKurus).toBe(45_000 + 37_035);
    expect(invoice.totals.paidOtherwise).toEqual([
      { label: "Joker Puan ile Ödenen (250 puan)", kurus: 25_000 },
      { label: "Hediye Çeki ile Ödenen", kurus: 10_000 },
    ]);
    expect(invoice.totals.payableKurus).toBe(47_035);
    expect(invoice.amountInWords).toBe("Yalnız dört yüz yetmiş TL otuz beş kuruş");
  });

  it("lets the largest line of a rate take the kuruş that rounding line by line loses", () => {
    // Three 0,05 TL lines at 10 %: 0 kuruş VAT each line by line, but 1 kuruş on their 0,15 TL.
    const summary = order(
      [
        { name: "Etiket A", unitPriceKurus: 5, quantity: 1, vatRate: 10 },
        { name: "Etiket B", unitPriceKurus: 6, quantity: 1, vatRate: 10 },
        { name: "Etiket C", unitPriceKurus: 5, quantity: 1, vatRate: 10 },
      ],
      { paymentType: "moneyOrder" },
    );
    expect(summary.totals.vat).toContainEqual({ rate: 10, baseKurus: 15, vatKurus: 1 });
    const invoice = invoiceOf(summary)!;
    expectConsistent(invoice, summary);
    expect(invoice.lines.slice(0, 3).map((l) => l.vatKurus)).toEqual([0, 1, 0]);
  });

  it("always adds up, whatever the lines, rates, fees, points and voucher", () => {
    fc.assert(
      fc.property(anyOrder(), (summary) => expectConsistent(invoiceOf(summary)!, summary)),
      { numRuns: 300 },
    );
  });

  it("shows an individual's T.C. Kimlik No masked as the summary page does, or the e-Arşiv placeholder", () => {
    const invoice = invoiceOf(order([{ name: "Çıngırak", unitPriceKurus: 4_990, quantity: 1, vatRate: 10 }]))!;
    expect(invoice.buyer).toEqual({
      kind: "individual",
      name: "Ayşe Yılmaz",
      addressLines: ["Moda Cad. No: 12 D: 3", "Caferağa / Kadıköy / İstanbul"],
      taxLines: ["T.C. Kimlik No: 100******46"],
      email: "ayse@example.com",
      // Unmasked for the UBL-TR XML only (ubl-tr.server.ts).
      identity: { scheme: "TCKN", id: "10000000146", taxOffice: null },
      postal: { street: "Moda Cad. No: 12 D: 3", town: "Caferağa", district: "Kadıköy", city: "İstanbul" },
    });
    const without = invoiceOf(
      order([{ name: "Çıngırak", unitPriceKurus: 4_990, quantity: 1, vatRate: 10 }], { billing: { ...HOME, identityNumber: undefined } }),
    )!;
    expect(without.buyer.taxLines).toEqual([`T.C. Kimlik No: ${UNNAMED_CONSUMER_ID}`]);
  });

  it("bills a company by its name, tax office and tax number", () => {
    const invoice = invoiceOf(order([{ name: "Oyun Parkı", unitPriceKurus: 89_900, quantity: 1, vatRate: 20 }], { billing: COMPANY }))!;
    expect(invoice.buyer).toMatchObject({
      kind: "corporate",
      name: "Minik Ticaret Ltd. Şti.",
      taxLines: ["Vergi Dairesi: Kadıköy", "VKN: 4540536920"],
    });
    const soleTrader = invoiceOf(
      order([{ name: "Oyun Parkı", unitPriceKurus: 89_900, quantity: 1, vatRate: 20 }], {
        billing: { ...COMPANY, taxNumber: "10000000146" },
      }),
    )!;
    expect(soleTrader.buyer.taxLines).toEqual(["Vergi Dairesi: Kadıköy", "T.C. Kimlik No: 10000000146"]);
  });

  it("has none for an order not paid, cancelled, or seen by someone who did not place it", () => {
    const seeds = [{ name: "Emzik", unitPriceKurus: 2_990, quantity: 1, vatRate: 10 }];
    expect(invoiceOf(order(seeds, { paymentType: "moneyOrder", summary: { status: "awaitingTransfer" } }))).toBeNull();
    expect(invoiceOf(order(seeds, { summary: { status: "cancelled" } }))).toBeNull();
    expect(invoiceOf(order(seeds, { summary: { personal: false, billingAddress: null, deliveryAddress: null } }))).toBeNull();
  });

  it("refuses to state totals that do not add up to the order's", () => {
    const summary = order([{ name: "Emzik", unitPriceKurus: 2_990, quantity: 1, vatRate: 10 }]);
    expect(() => invoiceOf({ ...summary, totals: { ...summary.totals, grandTotalKurus: summary.totals.grandTotalKurus + 1 } })).toThrow(
      /does not add up/,
    );
  });
});

describe("invoice number and ETTN", () => {
  it("numbers the invoice MDA + the order's year in Istanbul + the order id in 9 digits", () => {
    expect(invoiceNumber(123, new Date("2026-06-12T11:05:00Z"))).toBe("MDA2026000000123");
    // 31 December 22:30 UTC is already New Year's Day in Istanbul.
    expect(invoiceNumber(98_765, new Date("2026-12-31T22:30:00Z"))).toBe("MDA2027000098765");
    expect(invoiceOf(order([{ name: "Emzik", unitPriceKurus: 2_990, quantity: 1, vatRate: 10 }]))!.number).toMatch(/^MDA\d{13}$/);
  });

  it("derives the ETTN from the order hash: a version 5 UUID, the same every time, another for another order", () => {
    const ettn = invoiceEttn("p6Vq0hS1-3x_4kLmN8rT2wYzAbCdEfGh");
    expect(ettn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(invoiceEttn("p6Vq0hS1-3x_4kLmN8rT2wYzAbCdEfGh")).toBe(ettn);
    expect(invoiceEttn("q6Vq0hS1-3x_4kLmN8rT2wYzAbCdEfGh")).not.toBe(ettn);
    // Pinned (Python's uuid.uuid5 gives the same): a change of namespace or algorithm would change every invoice already issued.
    expect(ettn).toBe("37860f41-298f-5858-8484-2dae178e63bc");
  });
});

describe("the seller", () => {
  it("has a VKN with a valid check digit and a 16-digit MERSİS number", () => {
    expect(isValidVkn(SELLER.vkn)).toBe(true);
    expect(SELLER.mersisNo).toMatch(/^\d{16}$/);
  });
});
