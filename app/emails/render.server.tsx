/**
 * Rendering the shop's e-mails: the HTML layout and the plain-text part of each (RFC 2046
 * multipart/alternative: a client shows the HTML, a text-only one the text).
 *   - The generic one: a message as the shop records it (a subject and a body of plain text, every
 *     message has them). Links in the body become links only when they point at PUBLIC_URL
 *     (message-text.ts).
 *   - An order's e-mails (order-emails.tsx): drawn from the buyer's own view of the order, one
 *     template per kind (order-words.ts ORDER_EMAIL_KINDS).
 * Every string is escaped by React; a huge name is cut (MAX_WORD).
 */
import { render } from "@react-email/render";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { publicOrigin } from "#app/lib/public-url.server";
import { TEXT_FOOTER } from "./layout";
import { MessageEmail } from "./message-email";
import { cutText, subjectLine } from "./message-text";
import { OrderEmail } from "./order-emails";
import { orderEmailText } from "./order-text";
import { orderView } from "./order-view";
import { orderEmailWords, type OrderEmailExtra, type OrderEmailKind } from "./order-words";

export type RenderedEmail = { subject: string; html: string; text: string };

/** The HTML and text parts of a message; `origin` is the shop's address (PUBLIC_URL by default). */
export async function renderMessageEmail(
  message: { subject: string; body: string },
  origin: string = publicOrigin(),
): Promise<RenderedEmail> {
  const subject = subjectLine(message.subject);
  const html = await render(<MessageEmail subject={subject} body={message.body} origin={origin} />);
  return { subject, html, text: `${cutText(message.body).trimEnd()}\n\n${TEXT_FOOTER}\n` };
}

/** An order's e-mail of this kind, with its recorded subject; `origin` is the shop's address (PUBLIC_URL by default). */
export async function renderOrderEmail(
  kind: OrderEmailKind,
  subject: string,
  order: OrderSummary,
  extra: OrderEmailExtra = {},
  origin: string = publicOrigin(),
): Promise<RenderedEmail> {
  const view = orderView(order, origin);
  const words = orderEmailWords(kind, order, view, extra);
  const html = await render(<OrderEmail kind={kind} view={view} words={words} origin={origin} />);
  return { subject: subjectLine(subject), html, text: orderEmailText(kind, view, words) };
}
