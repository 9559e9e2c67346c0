import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { returnOneUnit, seedInvoiceShop } from "#tests/support/unit/refunded-returns";
import { all, kurus, one, parseXml, text } from "#tests/support/unit/ubl-xml";
import { orderSummaryById } from "#app/domain/orders/order-summary.server";
import { advanceReturn } from "#app/domain/orders/returns.server";
import { createSandboxProvider } from "#app/domain/payments/sandbox-provider.server";
import { invoiceOf } from "./invoice.server";
import { refundedReturnCodesOf, returnInvoiceByCode, RETURN_INVOICE_PREFIX } from "./return-invoice.server";
import { invoiceXml } from "./ubl-tr.server";

let db: Db;
let close: () => Promise<void>;
let shop: Awaited<ReturnType<typeof seedInvoiceShop>>;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  shop = await seedInvoiceShop(db);
});
afterAll(async () => close?.());

describe("the return invoice (İade Faturası)", () => {
  it("states a refunded return's units as UBL-TR IADE, referencing the sales invoice, adding up to what was given back", async () => {
    const order = await shop.place([
      [shop.big, 2],
      [shop.small, 1],
    ]);
    const code = await returnOneUnit(db, shop.member, order, false);
    const summary = (await orderSummaryById(db, order.id))!;
    const sale = invoiceOf(summary)!;
    // Not refunded yet: no return invoice.
    expect(await returnInvoiceByCode(db, summary, sale, code)).toBeNull();
    const bank = createSandboxProvider(db);
    for (const to of ["approved", "received", "refunded"] as const)
      expect(await advanceReturn(db, bank, code, to)).toMatchObject({ ok: true });
    expect(await refundedReturnCodesOf(db, order.id)).toEqual([code]);

    const after = (await orderSummaryById(db, order.id))!;
    const back = (await returnInvoiceByCode(db, after, invoiceOf(after)!, code))!;
    expect(back.number).toMatch(new RegExp(`^${RETURN_INVOICE_PREFIX}\\d{13}$`));
    expect(back.ettn).not.toBe(sale.ettn);
    expect((await returnInvoiceByCode(db, after, invoiceOf(after)!, code))!.ettn).toBe(back.ettn);
    expect(await returnInvoiceByCode(db, after, invoiceOf(after)!, "IAD-YOKYOK")).toBeNull();

    const doc = parseXml(invoiceXml(back));
    expect(text(doc, "cbc:ProfileID")).toBe("EARSIVFATURA");
    expect(text(doc, "cbc:InvoiceTypeCode")).toBe("IADE");
    expect(text(doc, "cbc:ID")).toBe(back.number);
    const reference = one(doc, "cac:BillingReference/cac:InvoiceDocumentReference");
    expect(text(reference, "cbc:ID")).toBe(sale.number);
    expect(text(reference, "cbc:IssueDate")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Only the unit that came back, at what it was paid; no shipping or door fee.
    const lines = all(doc, "cac:InvoiceLine");
    expect(lines.map((l) => [text(l, "cac:Item/cac:SellersItemIdentification/cbc:ID"), text(l, "cbc:InvoicedQuantity")])).toEqual([
      ["AYI-B", "1"],
    ]);
    const monetary = one(doc, "cac:LegalMonetaryTotal");
    expect(kurus(monetary, "cbc:PayableAmount")).toBe(60_000);
    expect(kurus(monetary, "cbc:TaxExclusiveAmount") + kurus(doc, "cac:TaxTotal/cbc:TaxAmount")).toBe(
      kurus(monetary, "cbc:TaxInclusiveAmount"),
    );
    expect(sum(lines.map((l) => kurus(l, "cbc:LineExtensionAmount")))).toBe(kurus(monetary, "cbc:LineExtensionAmount"));
    expect(sum(all(one(doc, "cac:TaxTotal"), "cac:TaxSubtotal").map((s) => kurus(s, "cbc:TaxAmount")))).toBe(
      kurus(doc, "cac:TaxTotal/cbc:TaxAmount"),
    );
  });

  it("states the shipping fee too when the return completes a whole withdrawal (the fee was refunded with it)", async () => {
    const order = await shop.place([[shop.small, 1]]);
    const summary = (await orderSummaryById(db, order.id))!;
    const shipping = summary.totals.shippingKurus;
    expect(shipping, "the order paid a shipping fee").toBeGreaterThan(0);
    const code = await returnOneUnit(db, shop.member, order);
    const after = (await orderSummaryById(db, order.id))!;
    const back = (await returnInvoiceByCode(db, after, invoiceOf(after)!, code))!;
    const doc = parseXml(invoiceXml(back));
    const names = all(doc, "cac:InvoiceLine").map((l) => text(l, "cac:Item/cbc:Name"));
    expect(names.some((n) => n.startsWith("Kargo Bedeli"))).toBe(true);
    const monetary = one(doc, "cac:LegalMonetaryTotal");
    expect(kurus(monetary, "cbc:PayableAmount")).toBe(summary.lines[0].totalPriceKurus + shipping + summary.totals.podFeeKurus);
    expect(sum(all(doc, "cac:InvoiceLine").map((l) => kurus(l, "cbc:LineExtensionAmount")))).toBe(
      kurus(monetary, "cbc:LineExtensionAmount"),
    );
  });
});
