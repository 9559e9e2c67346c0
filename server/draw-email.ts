/**
 * An order's e-mail drawn from the buyer's view of the order, with no database: its HTML and text
 * parts (app/emails/) and the files it carries: the confirmation the pre-information form and the
 * distance sales contract as PDFs (the durable medium the law asks for), the invoice e-mail the
 * e-Arşiv PDF. compose-email.ts reads the order and hands it here, on the drawing thread when the
 * shop runs from its build (email-drawing-thread.ts), in its own thread otherwise.
 */
import { contractPdfs, type PdfAttachment } from "#app/domain/order-core/contract-pdf.server";
import { invoiceAttachmentOf } from "#app/domain/invoices/invoice-attachment.server";
import { invoiceOf, type Invoice } from "#app/domain/invoices/invoice.server";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { renderOrderEmail } from "#app/emails/render.server";
import type { OrderEmailKind } from "#app/emails/order-words";

export type OrderEmailDrawing = { kind: OrderEmailKind; subject: string; order: OrderSummary; statusCode?: number; origin: string };
export type DrawnOrderEmail = { subject: string; html: string; text: string; attachments: PdfAttachment[] };

/** The files an order's e-mail carries, and the invoice it names; null: the e-mail cannot say what its kind must (no invoice). */
async function enclosures(kind: OrderEmailKind, order: OrderSummary): Promise<{ files: PdfAttachment[]; invoice?: Invoice } | null> {
  if (kind === "order.confirmation")
    return { files: order.contractHtml ? await contractPdfs({ ...order, contractHtml: order.contractHtml }) : [] };
  if (kind !== "order.invoice") return { files: [] };
  const invoice = invoiceOf(order);
  return invoice ? { files: [await invoiceAttachmentOf(invoice)], invoice } : null;
}

/** The e-mail, or null when its kind cannot be drawn for this order (an invoice e-mail with no invoice). */
export async function drawOrderEmail({ kind, subject, order, statusCode, origin }: OrderEmailDrawing): Promise<DrawnOrderEmail | null> {
  const enclosed = await enclosures(kind, order);
  if (!enclosed) return null;
  const rendered = await renderOrderEmail(
    kind,
    subject,
    order,
    { attachments: enclosed.files.map((f) => f.filename), invoice: enclosed.invoice, statusCode },
    origin,
  );
  return { ...rendered, attachments: enclosed.files };
}
