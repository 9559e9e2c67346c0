/**
 * How the delivery job composes a recorded e-mail (domain/notifications/delivery.server.ts
 * EmailComposer), picking the template by the message's kind:
 *   - an order's kinds with a template of their own (app/emails/order-words.ts ORDER_EMAIL_KINDS)
 *     are drawn from the buyer's own view of the order (orders/order-summary.server.ts), read when
 *     the e-mail leaves; the confirmation carries the pre-information form and the distance sales
 *     contract as PDFs (the durable medium the law asks for), the invoice e-mail the e-Arşiv PDF;
 *   - every other kind, and an order's e-mail whose order can no longer be read (or whose invoice
 *     cannot be issued), is the generic layout of its recorded subject and text;
 *   - a commercial kind (kinds.ts) carries its unsubscribe link at its foot and in the headers mail
 *     providers read (List-Unsubscribe, RFC 2369; one-click, RFC 8058: unsubscribe.server.ts).
 * A composition root like jobs.ts: it reads the database through the domain and hands the
 * templates (app/emails/) their data, which never touch the database themselves.
 */
import type { EmailComposer } from "#app/domain/notifications/delivery.server";
import type { OutgoingEmail } from "#app/domain/notifications/transport";
import { contractPdfs, type PdfAttachment } from "#app/domain/order-core/contract-pdf.server";
import { invoiceAttachmentOf } from "#app/domain/invoices/invoice-attachment.server";
import { invoiceOf, type Invoice } from "#app/domain/invoices/invoice.server";
import { orderSummaryById, type OrderSummary } from "#app/domain/orders/order-summary.server";
import { composeMessageEmail, renderOrderEmail } from "#app/emails/render.server";
import { isOrderEmailKind, type OrderEmailKind } from "#app/emails/order-words";
import { publicOrigin } from "#app/lib/public-url.server";
import { isMessageKind, needsConsent } from "#app/domain/notifications/kinds";
import { unsubscribeExtras, unsubscribeLine } from "#app/domain/notifications/unsubscribe.server";

/** The files an order's e-mail carries, and the invoice it names; null: the e-mail cannot say what its kind must (no invoice). */
async function enclosures(kind: OrderEmailKind, order: OrderSummary): Promise<{ files: PdfAttachment[]; invoice?: Invoice } | null> {
  if (kind === "order.confirmation")
    return { files: order.contractHtml ? await contractPdfs({ ...order, contractHtml: order.contractHtml }) : [] };
  if (kind !== "order.invoice") return { files: [] };
  const invoice = invoiceOf(order);
  return invoice ? { files: [await invoiceAttachmentOf(invoice)], invoice } : null;
}

export const composeShopEmail: EmailComposer = async (db, message): Promise<OutgoingEmail> => {
  if (isMessageKind(message.kind) && needsConsent(message.kind) && message.userId != null) {
    const { url, headers } = await unsubscribeExtras(db, message.userId);
    return composeMessageEmail({ ...message, body: `${message.body}\n\n${unsubscribeLine(url)}` }, { headers });
  }
  const orderId = Number(message.data.orderId);
  const kind = isOrderEmailKind(message.kind) ? message.kind : null;
  const order = kind && Number.isSafeInteger(orderId) ? await orderSummaryById(db, orderId) : null;
  const enclosed = kind && order ? await enclosures(kind, order) : null;
  if (!kind || !order || !enclosed) return composeMessageEmail(message);
  const statusCode = Number(message.data.statusCode);
  const { subject, html, text } = await renderOrderEmail(
    kind,
    message.subject,
    order,
    {
      attachments: enclosed.files.map((f) => f.filename),
      invoice: enclosed.invoice,
      statusCode: Number.isSafeInteger(statusCode) ? statusCode : undefined,
    },
    publicOrigin(),
  );
  return {
    messageId: message.messageId,
    to: message.to,
    subject,
    html,
    text,
    ...(enclosed.files.length > 0 ? { attachments: enclosed.files } : {}),
  };
};
