/**
 * The invoice PDF of a paid order as an e-mail attachment (the invoice e-mail, PRODUCT.md "Going
 * live"): the same invoice and the same file the buyer downloads from /siparis/fatura/{hash}
 * (invoice.server.ts, invoice-pdf.server.ts), built from the buyer's own view of the order.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders } from "#app/db/schema";
import { isPlaced } from "#app/domain/order-core/order-status";
import type { PdfAttachment } from "#app/domain/order-core/contract-pdf.server";
import { summaryOf } from "#app/domain/orders/order-summary.server";
import { renderInvoicePdf } from "./invoice-pdf.server";
import { invoiceFileName, invoiceOf } from "./invoice.server";

/** The order's invoice as a PDF attachment; null when it has none (unknown, not paid, cancelled). */
export async function invoicePdfAttachment(db: Db, orderId: number): Promise<PdfAttachment | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !isPlaced(order.status)) return null;
  const invoice = invoiceOf(await summaryOf(db, { ...order, status: order.status }));
  if (!invoice) return null;
  return { filename: invoiceFileName(invoice.orderNumber), content: await renderInvoicePdf(invoice), contentType: "application/pdf" };
}
