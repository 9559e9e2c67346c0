/**
 * An order as its e-mails say it: the buyer's own order summary (orders/order-summary.server.ts
 * `summaryOf`, the thank-you page's data) read into the rows, blocks and links that both parts of
 * an e-mail print, the HTML (order-parts.tsx) and the plain text (order-text.ts), so the two parts
 * and the order's page say the same: the same lines with the page's prices, the same totals rows
 * in the same order with the same names (components/order-summary/order-totals.tsx), the same
 * delivery and billing blocks (order-details.tsx). Pure: no HTML is written here.
 *
 * Every text the order holds (a product's name, a campaign's title, an address, a gift note) is
 * clipped (`clip`): a space-free run longer than MAX_WORD is cut with '…', a field at MAX_FIELD.
 * Links are built from the shop's origin (PUBLIC_URL) and its routes, never from a request.
 */
import { href } from "react-router";
import type { AddressSnapshot } from "#app/db/schema";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import { returnPageUrl, reviewUrl, summaryUrl } from "#app/domain/order-core/order-links";
import type { OrderSummary, SummaryLine } from "#app/domain/orders/order-summary.server";
import { groupPan } from "#app/domain/payments/card-families";
import { TR_DATE_TIME } from "#app/lib/dates";
import { formatMoney, formatShipping } from "#app/lib/money";
import { maskIdentity } from "#app/lib/tax-ids";
import { cut, cutText, isOwnLink } from "./message-text";

/** The longest a field of the order is printed (a name, an address line, a note). */
export const MAX_FIELD = 200;

/** A text of the order on one line, with the e-mail's cuts (message-text.ts) and at most `max` characters. */
export const clip = (text: string | null | undefined, max = MAX_FIELD) => cut(cutText((text ?? "").replace(/\s+/g, " ").trim()), max);

/** A row of the totals: 'minus' and 'free' print green, as on the page. */
export type TotalsRow = { label: string; value: string; tone: "plain" | "minus" | "free" };

export type LineView = {
  name: string;
  /** 'Beden: 2 Yaş', 'Renk: Mavi' … */
  details: string[];
  quantity: number;
  /** The page's words: '2 adet × 149,90 TL' and the line's amount (unit price × quantity; campaigns are rows of the totals). */
  unit: string;
  total: string;
  /** Notes the page prints under the name: 'Hediye listesinden', '1 adet iade edildi'. */
  notes: string[];
  /** The product page at its comments ('Değerlendir'); null for a gift card or a line without a page of the shop. */
  reviewHref: string | null;
};

/** A block of the order's details: a heading and its lines (an address, a store, the payment). */
export type InfoBlock = { title: string; lines: string[] };

export type OrderView = {
  orderNumber: string;
  dateText: string;
  /** The order's page: where it stands, its parcel's tracking (whoever placed it sees it whole). */
  orderUrl: string;
  /** The member's return page; null for a guest's order (their way is the contact page). */
  returnUrl: string | null;
  contactUrl: string;
  units: number;
  lines: LineView[];
  totals: TotalsRow[];
  grandTotal: string;
  vat: TotalsRow[];
  /** A card paid in installments: what the bank charges ('Taksit farkı', 'Kartınızdan çekilen'). */
  charged: TotalsRow[];
  /** 'Bu siparişten 12 Joker puan kazandınız'; null when the order earns none. */
  pointsNote: string | null;
  delivery: InfoBlock | null;
  billing: InfoBlock | null;
  payment: InfoBlock;
  /** The shop's account, for an order waiting for its bank transfer. */
  transfer: InfoBlock | null;
  /** The first parcel's carrier and tracking code (null until booked). */
  carrier: string | null;
  trackingCode: string | null;
  /** Who took the parcel and when ('Ayşe Yılmaz', '14 Haziran 2026 11:20'); null until delivered. */
  receivedBy: string | null;
};

const origin = (base: string) => base.replace(/\/+$/, "");

/** A path of the shop as an absolute link, or null when `path` is not one of its own. */
function ownLink(base: string, path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  const url = `${origin(base)}${path}`;
  return isOwnLink(url, origin(base)) ? url : null;
}

function lineView(line: SummaryLine, base: string): LineView {
  const notes: string[] = [];
  if (line.isGift) notes.push("Hediye listesinden");
  if (line.returnQuantity > 0)
    notes.push(line.returnQuantity === line.quantity ? "İade edildi" : `${line.returnQuantity} adet iade edildi`);
  return {
    name: clip(line.name),
    details: line.attributes.map((a) => clip(a)).filter(Boolean),
    quantity: line.quantity,
    unit: `${line.quantity} adet × ${formatMoney(line.unitPriceKurus)}`,
    total: formatMoney(line.unitPriceKurus * line.quantity),
    notes,
    reviewHref: isGiftCardSku(line.sku) ? null : ownLink(base, reviewUrl(line.url)),
  };
}

/** The rows of components/order-summary/order-totals.tsx, in its order, with its names and signs. */
function totalsRows(order: OrderSummary): TotalsRow[] {
  const t = order.totals;
  const rows: TotalsRow[] = [{ label: "Ürün Toplamı", value: formatMoney(t.itemsTotalKurus), tone: "plain" }];
  for (const c of t.campaigns) rows.push({ label: clip(c.title), value: `−${formatMoney(c.discountKurus)}`, tone: "minus" });
  if (t.jokerKurus > 0)
    rows.push({ label: `Joker Puan (${t.jokerPointsUsed} puan)`, value: `-${formatMoney(t.jokerKurus)}`, tone: "minus" });
  // Nothing shipped (a store sale, gift cards by e-mail): no shipping row, unless it was charged.
  if (order.fulfilment === "address" || order.fulfilment === "pickup" || t.shippingKurus > 0)
    rows.push({ label: "Kargo", value: formatShipping(t.shippingKurus), tone: t.shippingKurus === 0 ? "free" : "plain" });
  if (t.podFeeKurus > 0) rows.push({ label: "Kapıda Ödeme Hizmet Bedeli", value: formatMoney(t.podFeeKurus), tone: "plain" });
  if (t.voucherKurus > 0) rows.push({ label: "Hediye Çeki", value: `-${formatMoney(t.voucherKurus)}`, tone: "minus" });
  return rows;
}

function chargedRows(order: OrderSummary): TotalsRow[] {
  const p = order.payment;
  if (!p || p.installmentDifferenceKurus === 0 || order.status === "cancelled") return [];
  return [
    { label: "Taksit farkı", value: formatMoney(p.installmentDifferenceKurus), tone: "plain" },
    {
      label: order.status === "confirmed" ? "Kartınızdan çekilen" : "Kartınızdan çekilecek",
      value: `${formatMoney(p.chargedKurus)}, ${p.installmentLabel}`,
      tone: "plain",
    },
  ];
}

/** An address as order-details.tsx prints it; a bill adds the company's tax details or the masked identity number. */
function addressLines(a: AddressSnapshot, billing: boolean): string[] {
  const lines = [clip(a.personName), clip(a.address), clip([a.town, a.district, a.city].filter(Boolean).join(" / ")), clip(a.phone)];
  if (billing && a.billingType === "corporate") lines.push(clip(`${a.company ?? ""} — ${a.taxOffice ?? ""} V.D. ${a.taxNumber ?? ""}`));
  if (billing && a.billingType !== "corporate" && a.identityNumber) lines.push(`T.C. Kimlik No: ${maskIdentity(a.identityNumber)}`);
  return lines.filter(Boolean);
}

function storeLines(store: NonNullable<OrderSummary["store"]>): string[] {
  return [
    clip(store.name),
    clip(store.address),
    clip(store.city),
    `Tel: ${clip(store.phone)}`,
    `Çalışma saatleri: ${clip(store.openingHours)}`,
  ];
}

/** Where the order goes, as DeliveryCard (order-details.tsx) says it; null when the page shows no block (a gift list's order). */
function deliveryBlock(order: OrderSummary): InfoBlock | null {
  const store = order.store ? storeLines(order.store) : ["Mağaza bilgisi bulunamadı."];
  if (order.fulfilment === "storeSale") return { title: "Mağaza Alışverişi", lines: store };
  if (order.fulfilment === "email") {
    const to = order.emailedTo ? `${clip(order.emailedTo)} adresine` : "hediye listesi sahibinin e-posta adresine";
    return { title: "Teslimat", lines: [`Hediye kartı kodu ${to} e-posta ile gönderilir.`] };
  }
  if (order.hideAddresses) return null;
  if (order.fulfilment === "pickup") return { title: "Mağazadan Teslim Alma", lines: store };
  const lines = order.deliveryAddress ? addressLines(order.deliveryAddress, false) : ["Adres bilgisi bulunamadı."];
  if (order.carrierName) lines.push(`Kargo firması: ${clip(order.carrierName)}`);
  if (order.giftNote) lines.push(`Hediye notu: “${clip(order.giftNote)}”`);
  return { title: "Teslimat Adresi", lines };
}

function paymentBlock(order: OrderSummary): InfoBlock {
  const p = order.payment;
  const lines = [clip(p?.label ?? order.paymentDescription)];
  if (p?.maskedPan) lines.push(groupPan(p.maskedPan));
  if (p?.bankName) lines.push(`${clip(p.bankName)}${p.cardFamily ? ` · ${clip(p.cardFamily)}` : ""}`);
  if (p && (p.maskedPan || p.type === "creditCard" || p.type === "tokenPayment")) lines.push(`Taksit: ${p.installmentLabel}`);
  if (p?.type === "podCash" || p?.type === "podCredit") lines.push("Ödemenizi siparişinizi teslim alırken yapacaksınız.");
  return { title: "Ödeme Bilgileri", lines };
}

function transferBlock(order: OrderSummary): InfoBlock | null {
  const transfer = order.payment?.transfer;
  if (order.status !== "awaitingTransfer" || !transfer) return null;
  return {
    title: "Havale / EFT ile ödemenizi bekliyoruz",
    lines: [
      `Banka: ${transfer.bankName}`,
      `Alıcı: ${transfer.accountName}`,
      `IBAN: ${transfer.iban}`,
      `Açıklama: ${order.orderNumber}`,
      `Tutar: ${formatMoney(order.totals.grandTotalKurus)}`,
    ],
  };
}

function pointsNote(order: OrderSummary): string | null {
  // As PointsNote (order-details.tsx): a cancelled or wholly returned order keeps none of its points.
  if (!order.memberOrder || order.pointsEarned <= 0 || order.status === "cancelled" || order.follow.step < 0) return null;
  return order.status === "confirmed"
    ? `Bu siparişten ${order.pointsEarned} Joker puan kazandınız`
    : `Ödemeniz onaylandığında bu siparişten ${order.pointsEarned} Joker puan kazanacaksınız`;
}

/** The order as its e-mails print it; `base` is the shop's origin (PUBLIC_URL). */
export function orderView(order: OrderSummary, base: string): OrderView {
  const parcel = order.shipments.find((s) => s.trackingCode) ?? order.shipments[0] ?? null;
  const received =
    parcel?.receiverName && parcel.processDate && order.follow.step === 3
      ? `${clip(parcel.receiverName)}, ${TR_DATE_TIME.format(parcel.processDate)}`
      : null;
  return {
    orderNumber: order.orderNumber,
    dateText: order.dateText,
    orderUrl: `${origin(base)}${summaryUrl(order.orderHash)}`,
    returnUrl: order.memberOrder ? `${origin(base)}${returnPageUrl(order.orderHash)}` : null,
    contactUrl: `${origin(base)}${href("/bize-ulasin")}`,
    units: order.lines.reduce((sum, l) => sum + l.quantity, 0),
    lines: order.lines.map((l) => lineView(l, base)),
    totals: totalsRows(order),
    grandTotal: formatMoney(order.totals.grandTotalKurus),
    vat: order.totals.vat.map((v) => ({ label: `KDV %${v.rate}`, value: formatMoney(v.vatKurus), tone: "plain" as const })),
    charged: chargedRows(order),
    pointsNote: pointsNote(order),
    delivery: deliveryBlock(order),
    billing:
      order.hideAddresses || !order.billingAddress ? null : { title: "Fatura Adresi", lines: addressLines(order.billingAddress, true) },
    payment: paymentBlock(order),
    transfer: transferBlock(order),
    carrier: parcel?.name ? clip(parcel.name) : order.carrierName ? clip(order.carrierName) : null,
    trackingCode: parcel?.trackingCode ?? null,
    receivedBy: received,
  };
}
