/**
 * The pre-information form and the distance sales contract filled with one order's data
 * (PRODUCT.md "Turkish law"): the buyer sees this text before paying, it is stored with the order
 * and e-mailed. The general terms come from the shop's legal documents (one text for the
 * /sozlesmeler pages and the order copy); the order block names buyer, addresses, products,
 * prices, delivery and payment.
 */
import { LEGAL_DOCUMENTS, type LegalDocument } from "#app/domain/legal/legal-documents";
import type { AddressSnapshot } from "#app/db/schema";
import { formatMoney, formatShipping } from "#app/lib/money";
import type { ContractData } from "./order-data";
import { paymentTypeLabel } from "./payment-type-labels";

/** The contract's date and time in Istanbul, as toLocaleString("tr-TR") writes it (made once: a formatter costs more to make than to use). */
const CONTRACT_DATE = new Intl.DateTimeFormat("tr-TR", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function addressBlock(title: string, a: AddressSnapshot | null): string {
  if (!a) return "";
  const place = [a.town, a.district, a.city].filter(Boolean).join(" / ");
  const billing =
    a.billingType === "corporate"
      ? `<br>${esc(a.company ?? "")} — ${esc(a.taxOffice ?? "")} V.D. ${esc(a.taxNumber ?? "")}`
      : a.identityNumber
        ? `<br>T.C. Kimlik No: ${esc(a.identityNumber)}`
        : "";
  return `<p><strong>${title}:</strong> ${esc(a.personName)}, ${esc(a.address)}, ${esc(place)}, Tel: ${esc(a.phone)}${billing}</p>`;
}

function orderBlock(d: ContractData): string {
  const rows = d.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.name)}${l.attributesText ? ` (${esc(l.attributesText)})` : ""}</td><td>${esc(l.sku)}</td><td>${l.quantity}</td><td>${formatMoney(l.unitPriceKurus)}</td><td>%${l.vatRate}</td><td>${formatMoney(l.unitPriceKurus * l.quantity)}</td></tr>`,
    )
    .join("");
  const t = d.totals;
  const vat = t.vat.map((v) => `KDV %${v.rate}: ${formatMoney(v.vatKurus)}`).join(", ");
  const delivery =
    d.deliveryType === "getShop"
      ? `Mağazadan teslim alma: ${esc(d.storeName ?? "")}`
      : `Adrese teslimat${d.carrierName ? ` (${esc(d.carrierName)})` : ""}`;
  const installment = d.installment > 1 ? `${d.installment}${d.installmentExtra ? ` + ${d.installmentExtra}` : ""} taksit` : "Peşin";
  return [
    `<h3>Sipariş bilgileri</h3>`,
    `<p><strong>Sipariş No:</strong> ${esc(d.orderNumber)} — <strong>Tarih:</strong> ${CONTRACT_DATE.format(d.date)}</p>`,
    `<p><strong>Alıcı e-posta:</strong> ${esc(d.email)}</p>`,
    d.giftRecipient
      ? `<p><strong>Teslimat adresi:</strong> Hediye listesi sahibi ${esc(d.giftRecipient)} adına, listesinde seçtiği teslimat adresi</p>`
      : addressBlock("Teslimat adresi", d.deliveryAddress),
    addressBlock("Fatura adresi", d.billingAddress),
    `<p><strong>Teslimat:</strong> ${delivery}</p>`,
    `<table><thead><tr><th>Ürün</th><th>Stok kodu</th><th>Adet</th><th>Birim fiyat</th><th>KDV</th><th>Tutar</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>Ürün toplamı: ${formatMoney(t.itemsTotalKurus)}</p>`,
    // Each campaign the order is priced with, its own line.
    ...t.campaigns.map((c) => `<p>Kampanya indirimi — ${esc(c.title)}: -${formatMoney(c.discountKurus)}</p>`),
    `<p>Kargo: ${formatShipping(t.shippingKurus)}${t.podFeeKurus ? ` · Kapıda ödeme hizmet bedeli: ${formatMoney(t.podFeeKurus)}` : ""}${t.jokerKurus ? ` · Joker puan: -${formatMoney(t.jokerKurus)}` : ""}${t.voucherKurus ? ` · Hediye çeki: -${formatMoney(t.voucherKurus)}` : ""}</p>`,
    `<p><strong>Genel toplam (KDV dahil):</strong> ${formatMoney(t.grandTotalKurus)} (${vat})</p>`,
    `<p><strong>Ödeme şekli:</strong> ${esc(paymentTypeLabel(d.paymentType))}${d.paymentType === "creditCard" || d.paymentType === "tokenPayment" ? `, ${installment}` : ""}</p>`,
  ].join("\n");
}

function documentHtml(doc: LegalDocument, order: string): string {
  const sections = doc.sections
    .map(
      (s) =>
        `<h3>${esc(s.heading)}</h3>${s.paragraphs.map((p) => `<p>${esc(p)}</p>`).join("")}${s.list ? `<ul>${s.list.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>` : ""}`,
    )
    .join("\n");
  return `<section><h2>${esc(doc.title)}</h2>\n${order}\n${sections}</section>`;
}

/** Both texts for this order, as HTML (stored with the order, shown before paying, e-mailed). */
export function renderOrderContract(d: ContractData): string {
  const order = orderBlock(d);
  return [
    documentHtml(LEGAL_DOCUMENTS["on-bilgilendirme-formu"], order),
    documentHtml(LEGAL_DOCUMENTS["mesafeli-satis-sozlesmesi"], order),
  ].join("\n");
}

/** The same text without tags, for the e-mail copy. */
export function contractText(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|tr|li|section)>/g, "\n")
    .replace(/<\/t[dh]>/g, " | ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
