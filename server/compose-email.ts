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
 * templates (app/emails/) their data, which never touch the database themselves. Every e-mail is
 * drawn (templates and PDFs: with the sending, most of a delivery's processor time) on the e-mail
 * thread of lower priority (email-thread.ts), so the shoppers' requests go first.
 */
import type { EmailComposer } from "#app/domain/notifications/delivery.server";
import type { OutgoingEmail } from "#app/domain/notifications/transport";
import { orderSummaryById } from "#app/domain/orders/order-summary.server";
import { isOrderEmailKind } from "#app/emails/order-words";
import { publicOrigin } from "#app/lib/public-url.server";
import { isMessageKind, needsConsent } from "#app/domain/notifications/kinds";
import { unsubscribeExtras, unsubscribeLine } from "#app/domain/notifications/unsubscribe.server";
import type { EmailDrawing } from "./draw-email";
import { drawEmailAside } from "./email-thread";

export const composeShopEmail: EmailComposer = async (db, message): Promise<OutgoingEmail> => {
  const origin = publicOrigin();
  const generic = (body = message.body): EmailDrawing => ({ kind: "message", subject: message.subject, body, origin });
  let drawing: EmailDrawing = generic();
  let headers: Record<string, string> | undefined;
  if (isMessageKind(message.kind) && needsConsent(message.kind) && message.userId != null) {
    const unsubscribe = await unsubscribeExtras(db, message.userId);
    drawing = generic(`${message.body}\n\n${unsubscribeLine(unsubscribe.url)}`);
    headers = unsubscribe.headers;
  } else if (isOrderEmailKind(message.kind)) {
    const orderId = Number(message.data.orderId);
    const order = Number.isSafeInteger(orderId) ? await orderSummaryById(db, orderId) : null;
    const statusCode = Number(message.data.statusCode);
    if (order)
      drawing = {
        kind: message.kind,
        subject: message.subject,
        order,
        statusCode: Number.isSafeInteger(statusCode) ? statusCode : undefined,
        origin,
      };
  }
  // An order's kind that cannot be drawn for its order (an invoice e-mail with no invoice) is the generic one.
  const { attachments, ...parts } = (await drawEmailAside(drawing)) ?? (await drawEmailAside(generic()))!;
  return {
    messageId: message.messageId,
    to: message.to,
    ...parts,
    ...(attachments.length > 0 ? { attachments } : {}),
    ...(headers ? { headers } : {}),
  };
};
