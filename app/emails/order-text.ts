/**
 * The plain-text part of an order's e-mail (RFC 2046 multipart/alternative: what a text-only
 * client shows): the same words (order-words.ts) and the same rows (order-view.ts) as the HTML part
 * (order-emails.tsx), in the same order, one block after another, with the shop's foot.
 */
import { TEXT_FOOTER } from "./layout";
import type { InfoBlock, LineView, OrderView, TotalsRow } from "./order-view";
import type { OrderEmailKind, Words } from "./order-words";

const heading = (title: string) => title.toLocaleUpperCase("tr-TR");
const rows = (list: TotalsRow[]) => list.map((r) => `${r.label}: ${r.value}`);
/** A block of the order (an address, the payment) under its heading in capitals; a note's title, a sentence, as it is. */
const block = (b: InfoBlock, shout = true) => [shout ? heading(b.title) : b.title, ...b.lines].join("\n");

function lineText(line: LineView, prices: boolean, review: boolean): string {
  return [
    `- ${line.name}`,
    ...(line.details.length > 0 ? [`  ${line.details.join(" · ")}`] : []),
    ...line.notes.map((n) => `  ${n}`),
    prices ? `  ${line.unit} = ${line.total}` : `  ${line.quantity} adet`,
    ...(review && line.reviewHref ? [`  Değerlendir: ${line.reviewHref}`] : []),
  ].join("\n");
}

const linesText = (view: OrderView, prices: boolean, review = false) => view.lines.map((l) => lineText(l, prices, review)).join("\n");

function body(kind: OrderEmailKind, view: OrderView): string[] {
  switch (kind) {
    case "order.confirmation":
      return [
        `${heading("Sipariş Özeti")} (${view.units} ürün)\n${linesText(view, true)}`,
        [
          heading("Ödeme Özeti"),
          ...rows(view.totals),
          `Genel Toplam (KDV Dahil): ${view.grandTotal}`,
          ...rows(view.vat),
          ...rows(view.charged),
        ].join("\n"),
        ...(view.pointsNote ? [view.pointsNote] : []),
        ...[view.delivery, view.billing, view.payment].filter((b): b is InfoBlock => b !== null).map((b) => block(b)),
      ];
    case "order.shipped":
      return [
        `${heading("Gönderideki Ürünler")} (${view.units} ürün)\n${linesText(view, false)}`,
        ...(view.delivery ? [block(view.delivery)] : []),
      ];
    case "order.delivered":
      return [
        `${heading("Ürünlerinizi değerlendirin")}\nDeneyiminizi paylaşarak diğer anne babalara yol gösterin.\n${linesText(view, false, true)}`,
      ];
    case "order.notDelivered":
      return view.delivery ? [block(view.delivery)] : [];
    case "order.invoice":
      return [];
  }
}

/** The text part of the e-mail. */
export function orderEmailText(kind: OrderEmailKind, view: OrderView, words: Words): string {
  const ask = words.ask ? [block(words.ask, false)] : [];
  const parts = [
    words.title,
    words.lead,
    ...(kind === "order.notDelivered" ? ask : []),
    words.facts.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `${words.action.label}: ${words.action.href}`,
    ...(kind === "order.notDelivered" ? [] : ask),
    ...body(kind, view),
    ...words.notes.map((n) => [block(n, false), ...(n.link ? [`${n.link.label}: ${n.link.href}`] : [])].join("\n")),
    ...words.small,
  ];
  return `${parts.join("\n\n")}\n\n${TEXT_FOOTER}\n`;
}
