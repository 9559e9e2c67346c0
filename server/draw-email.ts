/**
 * An e-mail drawn from what the delivery job read for it, with no database (email-thread.ts draws
 * it on the e-mail thread when the shop runs from its build, on the caller's thread otherwise):
 *   - an order's e-mail, from the buyer's view of the order: its HTML and text parts (app/emails/)
 *     and the files it carries: the confirmation the pre-information form and the distance sales
 *     contract as PDFs (the durable medium the law asks for), the invoice e-mail the e-Arşiv PDF;
 *   - any other message: the generic layout of its recorded subject and text.
 */
import { contractPdfs, type PdfAttachment } from "#app/domain/order-core/contract-pdf.server";
import { invoiceAttachmentOf } from "#app/domain/invoices/invoice-attachment.server";
import { invoiceOf, type Invoice } from "#app/domain/invoices/invoice.server";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { renderMessageEmail, renderOrderEmail } from "#app/emails/render.server";
import type { OrderEmailKind } from "#app/emails/order-words";

export type OrderEmailDrawing = { kind: OrderEmailKind; subject: string; order: OrderSummary; statusCode?: number; origin: string };
export type MessageEmailDrawing = { kind: "message"; subject: string; body: string; origin: string };
export type EmailDrawing = OrderEmailDrawing | MessageEmailDrawing;
export type DrawnEmail = { subject: string; html: string; text: string; attachments: PdfAttachment[] };

/** The files an order's e-mail carries, and the invoice it names; null: the e-mail cannot say what its kind must (no invoice). */
async function enclosures(kind: OrderEmailKind, order: OrderSummary): Promise<{ files: PdfAttachment[]; invoice?: Invoice } | null> {
  if (kind === "order.confirmation")
    return { files: order.contractHtml ? await contractPdfs({ ...order, contractHtml: order.contractHtml }) : [] };
  if (kind !== "order.invoice") return { files: [] };
  const invoice = invoiceOf(order);
  return invoice ? { files: [await invoiceAttachmentOf(invoice)], invoice } : null;
}

/** The order's e-mail, or null when its kind cannot be drawn for this order (an invoice e-mail with no invoice). */
async function drawOrderEmail({ kind, subject, order, statusCode, origin }: OrderEmailDrawing): Promise<DrawnEmail | null> {
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

/** The e-mail, or null when an order's kind cannot be drawn for its order. */
export async function drawEmail(drawing: EmailDrawing): Promise<DrawnEmail | null> {
  if (drawing.kind === "message") return { ...(await renderMessageEmail(drawing, drawing.origin)), attachments: [] };
  return drawOrderEmail(drawing);
}
