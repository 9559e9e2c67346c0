/**
 * Sending the e-Arşiv invoices (docs/orders.md, "Invoices"): every paid order's sales invoice and
 * every refunded return's return invoice, each once, as UBL-TR XML, through the integrator
 * (integrator.ts). Run by the `invoices.send` job every 10 minutes (server/jobs.ts): an invoice goes
 * out within minutes of the payment or the refund, and a run that dies is simply run again.
 *
 * Once per invoice, by its ETTN:
 *   1. the XML is stored first, in `einvoice_documents` (ETTN unique; a second insert does nothing),
 *      so what is sent is exactly what is kept, and the XML of an invoice never changes once stored;
 *   2. a stored row not yet sent is handed to the integrator; its yes marks the row sent (`sent_at`,
 *      its reference). A refusal or a throw leaves the row unsent, for the next run.
 * Two runs at once (two processes) may both hand the same row over: the integrator takes an ETTN it
 * knows as done (integrator.ts), so the invoice still exists once.
 *
 * The invoice is built as its buyer downloads it (orderSummaryById → invoiceOf, return-invoice
 * .server.ts), so the stored XML and the download agree.
 */
import { and, asc, eq, isNull, notExists, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { einvoiceDocuments, orders, returnRequests } from "#app/db/schema";
import { orderSummaryById } from "#app/domain/orders/order-summary.server";
import { logger } from "#app/lib/logger.server";
import type { InvoiceIntegrator } from "./integrator";
import { invoiceOf, type Invoice } from "./invoice.server";
import { returnInvoiceByCode } from "./return-invoice.server";
import { invoiceXml, ublTypeCode } from "./ubl-tr.server";

/** At most this many new invoices are stored in one run; the next run takes the rest. */
const BATCH = 100;

/** Stores an invoice's XML once (by ETTN); answers whether this call stored it. */
export async function storeInvoiceXml(db: Db, invoice: Invoice, orderId: number, returnCode: string | null = null): Promise<boolean> {
  const stored = await db
    .insert(einvoiceDocuments)
    .values({ ettn: invoice.ettn, orderId, number: invoice.number, kind: ublTypeCode(invoice), returnCode, xml: invoiceXml(invoice) })
    .onConflictDoNothing()
    .returning({ id: einvoiceDocuments.id });
  return stored.length > 0;
}

/**
 * One invoice stored (1) or not (0). An invoice that does not add up (invoiceOf throws rather than
 * state a wrong total) is logged for the back office and skipped: the others still go out.
 */
async function storingEach(orderId: number, store: () => Promise<boolean>): Promise<number> {
  try {
    return (await store()) ? 1 : 0;
  } catch (error) {
    logger.error({ orderId, reason: error instanceof Error ? error.message : String(error) }, "e-Arşiv faturası hazırlanamadı");
    return 0;
  }
}

/** Paid orders with no stored sales invoice, and refunded returns with no stored return invoice: stored now. */
async function storeNewInvoices(db: Db): Promise<number> {
  let stored = 0;
  const paid = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "confirmed"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(einvoiceDocuments)
            .where(and(eq(einvoiceDocuments.orderId, orders.id), eq(einvoiceDocuments.kind, "SATIS"))),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  for (const { id } of paid)
    stored += await storingEach(id, async () => {
      const summary = await orderSummaryById(db, id);
      const invoice = summary && invoiceOf(summary);
      return !!invoice && (await storeInvoiceXml(db, invoice, id));
    });
  const returned = await db
    .selectDistinct({ orderId: returnRequests.orderId, code: returnRequests.code })
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.status, "refunded"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(einvoiceDocuments)
            .where(eq(einvoiceDocuments.returnCode, returnRequests.code)),
        ),
      ),
    )
    .limit(BATCH);
  for (const { orderId, code } of returned)
    stored += await storingEach(orderId, async () => {
      const summary = await orderSummaryById(db, orderId);
      const sale = summary && invoiceOf(summary);
      const back = sale && (await returnInvoiceByCode(db, summary, sale, code));
      return !!back && (await storeInvoiceXml(db, back, orderId, code));
    });
  return stored;
}

/** Stores the new invoices, then hands every unsent one to the integrator; answers the counts. */
export async function sendInvoices(db: Db, integrator: InvoiceIntegrator): Promise<{ stored: number; sent: number; failed: number }> {
  const stored = await storeNewInvoices(db);
  const unsent = await db
    .select()
    .from(einvoiceDocuments)
    .where(isNull(einvoiceDocuments.sentAt))
    .orderBy(asc(einvoiceDocuments.id))
    .limit(BATCH);
  let sent = 0;
  let failed = 0;
  for (const row of unsent) {
    const kind = row.kind === "IADE" ? "IADE" : "SATIS";
    const answer = await integrator
      .send({ ettn: row.ettn, number: row.number, xml: row.xml, kind })
      .catch((error: unknown) => ({ ok: false as const, reason: error instanceof Error ? error.message : String(error) }));
    if (answer.ok) {
      await db
        .update(einvoiceDocuments)
        .set({ sentAt: new Date(), integratorReference: answer.reference ?? integrator.name })
        .where(and(eq(einvoiceDocuments.id, row.id), isNull(einvoiceDocuments.sentAt)));
      sent++;
    } else {
      await db.update(einvoiceDocuments).set({ integratorReference: answer.reason }).where(eq(einvoiceDocuments.id, row.id));
      logger.warn({ number: row.number, integrator: integrator.name, reason: answer.reason }, "e-Arşiv faturası entegratöre gönderilemedi");
      failed++;
    }
  }
  return { stored, sent, failed };
}
