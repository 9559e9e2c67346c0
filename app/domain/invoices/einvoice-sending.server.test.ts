import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { einvoiceDocuments, orders } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { returnOneUnit, seedInvoiceShop } from "#tests/support/unit/refunded-returns";
import { parseXml, text } from "#tests/support/unit/ubl-xml";
import { orderSummaryById } from "#app/domain/orders/order-summary.server";
import { sendInvoices } from "./einvoice-sending.server";
import { ARCHIVE_ONLY_INTEGRATOR, type EInvoiceDocument, type InvoiceIntegrator } from "./integrator";
import { invoiceOf } from "./invoice.server";
import { invoiceXml } from "./ubl-tr.server";

let db: Db;
let close: () => Promise<void>;
let shop: Awaited<ReturnType<typeof seedInvoiceShop>>;

/** An integrator that records what it was given, and refuses while `refusing` is set. */
function recording() {
  const got: EInvoiceDocument[] = [];
  const integrator: InvoiceIntegrator & { refusing: boolean } = {
    name: "test",
    refusing: false,
    send: async (invoice) => {
      if (integrator.refusing) return { ok: false, reason: "bakımda" };
      got.push(invoice);
      return { ok: true, reference: `T-${got.length}` };
    },
  };
  return { got, integrator };
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  shop = await seedInvoiceShop(db);
});
afterAll(async () => close?.());

describe("sendInvoices", () => {
  it("stores and sends each paid order's invoice once, by its ETTN, the XML the buyer downloads; a refusal is sent again next run", async () => {
    const order = await shop.place([[shop.big, 1]]);
    const { got, integrator } = recording();
    integrator.refusing = true;
    expect(await sendInvoices(db, integrator)).toEqual({ stored: 1, sent: 0, failed: 1 });
    const [refused] = await db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.orderId, order.id));
    expect(refused).toMatchObject({ kind: "SATIS", sentAt: null, integratorReference: "bakımda" });

    integrator.refusing = false;
    expect(await sendInvoices(db, integrator)).toEqual({ stored: 0, sent: 1, failed: 0 });
    expect(await sendInvoices(db, integrator)).toEqual({ stored: 0, sent: 0, failed: 0 });
    const invoice = invoiceOf((await orderSummaryById(db, order.id))!)!;
    expect(got).toEqual([{ ettn: invoice.ettn, number: invoice.number, xml: invoiceXml(invoice), kind: "SATIS" }]);
    const [row] = await db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.orderId, order.id));
    expect(row).toMatchObject({ ettn: invoice.ettn, number: invoice.number, integratorReference: "T-1" });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("stores a refunded return's IADE invoice once with the default integrator, and keeps the XML when the order goes", async () => {
    const order = await shop.place([[shop.big, 2]]);
    const code = await returnOneUnit(db, shop.member, order);

    await sendInvoices(db, ARCHIVE_ONLY_INTEGRATOR);
    expect(await sendInvoices(db, ARCHIVE_ONLY_INTEGRATOR)).toEqual({ stored: 0, sent: 0, failed: 0 });
    const rows = await db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.orderId, order.id)).orderBy(einvoiceDocuments.id);
    expect(rows.map((r) => [r.kind, r.returnCode])).toEqual([
      ["SATIS", null],
      ["IADE", code],
    ]);
    expect(rows.every((r) => r.sentAt && r.integratorReference === `arsiv:${r.ettn}`)).toBe(true);
    const back = parseXml(rows[1].xml);
    expect(text(back, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")).toBe(rows[0].number);

    await db.delete(orders).where(eq(orders.id, order.id));
    const kept = await db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.ettn, rows[1].ettn));
    expect(kept).toMatchObject([{ orderId: null, xml: rows[1].xml }]);
  });
});
