/**
 * The e-Arşiv style invoice of a paid order, built from the order summary its
 * buyer sees (domain/orders/order-summary.server.ts), as data: the PDF (invoice-pdf.server.ts) only
 * lays it out.
 *
 * Decisions:
 * - Only a paid order has one: status 'confirmed' (paid, or needing no online payment). An order
 *   waiting for its bank transfer, or cancelled, has none; nor has a summary without personal data
 *   (a viewer who did not place the order): the buyer block is personal.
 * - Invoice number: 'MDA' + the order's year (Istanbul time) + 9 digits of the order id
 *   (MDA2026000000123); date = the order's date; ETTN = a UUID (version 5, SHA-1) of the order hash
 *   in the shop's own namespace. The same order always gets the same number and ETTN.
 * - VAT: the checkout's one rule (totals.ts vatBreakdown: products at each line's rate, shipping and
 *   door fees at 20 %). The per-rate breakdown is the order's own (summary.totals.vat); each line's
 *   VAT is the same rule applied to that line, and where rounding line by line differs from
 *   rounding the rate's sum (a kuruş or two), the largest line of that rate takes the difference,
 *   so the line table adds up to the breakdown exactly.
 * - Joker points and gift vouchers are means of payment, not discounts (totals.ts): the invoice
 *   states the goods and fees in full with their VAT, then what points and voucher paid, then the
 *   amount paid, which is the order's grand total to the kuruş (anything else throws: no invoice
 *   rather than a wrong one).
 * - Buyer: the billing address; an individual shows the T.C. Kimlik No masked as on the summary page
 *   (the e-Arşiv placeholder 11111111111 when none was given), a company its tax office and number.
 */
import crypto from "node:crypto";
import type { AddressSnapshot } from "#app/db/schema";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { vatBreakdown, type VatLine } from "#app/domain/pricing/totals";
import type { Kurus } from "#app/lib/money";
import { istanbulClock } from "#app/lib/dates";
import { maskIdentity } from "#app/lib/tax-ids";
import { amountInWords } from "./amount-in-words";
import { SELLER, type Seller } from "#app/domain/legal/seller";

export const INVOICE_PREFIX = "MDA";
/** The download's file name: 'Minik-Dunya-Fatura-260612123456.pdf' (ASCII, so every browser keeps it). */
export const invoiceFileName = (orderNumber: string) => `Minik-Dunya-Fatura-${orderNumber.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
export const E_ARSIV_NOTE = "e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.";
/** The e-Arşiv placeholder for a final consumer who gave no T.C. Kimlik No. */
export const UNNAMED_CONSUMER_ID = "11111111111";
/** The namespace of the shop's ETTNs (UUID v5 of the order hash). Never change it: it would change every ETTN. */
const ETTN_NAMESPACE = "8ca0a1de-31a2-43ba-a4e3-89e50da27e23";

export type InvoiceLine = {
  no: number;
  description: string;
  /** The product's stock code; null for the shipping and door fee lines. */
  code: string | null;
  quantity: number;
  unitPriceExclKurus: Kurus;
  /** Campaign discount (iskonto) on the line, VAT included; 0 when none. */
  discountKurus: Kurus;
  vatRate: number;
  vatKurus: Kurus;
  totalExclKurus: Kurus;
  /** VAT included. */
  totalKurus: Kurus;
};

export type InvoiceBuyer = {
  kind: "individual" | "corporate";
  /** The person, or the company's name. */
  name: string;
  addressLines: string[];
  /** 'T.C. Kimlik No: 100******46' or 'Vergi Dairesi: Kadıköy', 'VKN: 4540536920'. */
  taxLines: string[];
  email: string;
  /**
   * The buyer's identity as the UBL-TR XML states it (ubl-tr.server.ts), unmasked: a company's VKN
   * (or a sole trader's 11-digit TCKN) with its tax office, or a person's TCKN, 11111111111 when none
   * was given. The PDF shows only the masked `taxLines`.
   */
  identity: { scheme: "VKN" | "TCKN"; id: string; taxOffice: string | null };
  /** The billing address in parts (UBL-TR PostalAddress); null for an order without one. */
  postal: { street: string; town: string; district: string; city: string } | null;
};

export type Invoice = {
  number: string;
  ettn: string;
  issuedAt: Date;
  /** '12.06.2026' and '14:05', Istanbul time. */
  dateText: string;
  timeText: string;
  /** e-Arşiv's scenario and type: a sale, or a return (İade Faturası, return-invoice.server.ts). */
  profile: "EARSIVFATURA";
  type: "SATIŞ" | "İADE";
  /** A return invoice's original: the sales invoice it takes back (UBL-TR BillingReference). */
  billingReference: { number: string; issuedAt: Date } | null;
  orderNumber: string;
  seller: Seller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** The campaigns the lines' discounts come from (VAT included), named under the lines. */
  campaigns: { title: string; discountKurus: Kurus }[];
  /** Per rate: matrah (base) and KDV, rates ascending. */
  vat: VatLine[];
  totals: {
    exclVatKurus: Kurus;
    vatKurus: Kurus;
    inclVatKurus: Kurus;
    /** Joker points and gift voucher: what they paid of the total (positive amounts). */
    paidOtherwise: { label: string; kurus: Kurus }[];
    /** What the buyer paid: the order's grand total. */
    payableKurus: Kurus;
  };
  amountInWords: string;
  paymentText: string;
  note: string;
};

export function istanbulParts(date: Date) {
  const parts = istanbulClock(date);
  return { year: parts.year, dateText: `${parts.day}.${parts.month}.${parts.year}`, timeText: `${parts.hour}:${parts.minute}` };
}

/** 'MDA' + year + the order id in 9 digits: MDA2026000000123. */
export function invoiceNumber(orderId: number, orderDate: Date): string {
  return `${INVOICE_PREFIX}${istanbulParts(orderDate).year}${String(orderId % 1_000_000_000).padStart(9, "0")}`;
}

/** A UUID version 5 (RFC 9562: SHA-1 of namespace and name) of the order hash: the invoice's ETTN. */
export function invoiceEttn(orderHash: string): string {
  const namespace = Buffer.from(ETTN_NAMESPACE.replace(/-/g, ""), "hex");
  const bytes = crypto.createHash("sha1").update(namespace).update(orderHash, "utf8").digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function buyerOf(order: OrderSummary): InvoiceBuyer {
  const a: AddressSnapshot | null = order.billingAddress ?? order.deliveryAddress;
  const addressLines = a ? [a.address, [a.town, a.district, a.city].filter(Boolean).join(" / ")].filter(Boolean) : [];
  const postal = a ? { street: a.address, town: a.town ?? "", district: a.district, city: a.city } : null;
  if (a?.billingType === "corporate") {
    const taxNumber = a.taxNumber ?? "";
    const scheme = taxNumber.length === 11 ? "TCKN" : "VKN";
    return {
      kind: "corporate",
      name: a.company || a.personName,
      addressLines,
      taxLines: [`Vergi Dairesi: ${a.taxOffice ?? ""}`, `${scheme === "TCKN" ? "T.C. Kimlik No" : "VKN"}: ${taxNumber}`],
      email: order.email,
      identity: { scheme, id: taxNumber, taxOffice: a.taxOffice ?? null },
      postal,
    };
  }
  return {
    kind: "individual",
    name: a?.personName || "Nihai Tüketici",
    addressLines,
    taxLines: [`T.C. Kimlik No: ${a?.identityNumber ? maskIdentity(a.identityNumber) : UNNAMED_CONSUMER_ID}`],
    email: order.email,
    identity: { scheme: "TCKN", id: a?.identityNumber || UNNAMED_CONSUMER_ID, taxOffice: null },
    postal,
  };
}

export type Priced = Omit<InvoiceLine, "no" | "vatKurus" | "totalExclKurus"> & { vat: VatLine };

/** One line under the checkout's VAT rule: a product at its rate, a fee as fees are taxed. */
export function productLine(l: OrderSummary["lines"][number]): Priced {
  const [unit] = vatBreakdown([{ unitPriceKurus: l.unitPriceKurus, quantity: 1, vatRate: l.vatRate }], 0);
  const [vat] = vatBreakdown([l], 0);
  const description = l.attributes.length > 0 ? `${l.name} (${l.attributes.join(", ")})` : l.name;
  // Campaigns are a discount (iskonto) on the line: VAT is on what was paid for it.
  return {
    description,
    code: l.sku,
    quantity: l.quantity,
    unitPriceExclKurus: unit.baseKurus,
    discountKurus: l.campaignDiscountKurus,
    vatRate: vat.rate,
    totalKurus: l.totalPriceKurus,
    vat,
  };
}

/** The shipping and pay-at-the-door fees as invoice lines (none for a fee of 0), at the fees' VAT. */
export function feeLines(carrierName: string | null, shippingKurus: Kurus, podFeeKurus: Kurus): Priced[] {
  return [
    ...feeLine(carrierName ? `Kargo Bedeli (${carrierName})` : "Kargo Bedeli", shippingKurus),
    ...feeLine("Kapıda Ödeme Hizmet Bedeli", podFeeKurus),
  ];
}

function feeLine(description: string, kurus: Kurus): Priced[] {
  if (kurus <= 0) return [];
  const [vat] = vatBreakdown([], kurus);
  return [
    {
      description,
      code: null,
      quantity: 1,
      unitPriceExclKurus: vat.baseKurus,
      discountKurus: 0,
      vatRate: vat.rate,
      totalKurus: kurus,
      vat,
    },
  ];
}

/** Each line's VAT, made to add up per rate to the order's breakdown (the largest line takes a rounding kuruş). */
export function reconciled(priced: Priced[], breakdown: VatLine[]): InvoiceLine[] {
  const vatOf = priced.map((p) => p.vat.vatKurus);
  for (const rate of breakdown) {
    const members = priced.map((p, i) => ({ p, i })).filter(({ p }) => p.vatRate === rate.rate);
    const gross = members.reduce((sum, { p }) => sum + p.totalKurus, 0);
    if (members.length === 0 || gross !== rate.baseKurus + rate.vatKurus)
      throw new Error(`invoice lines at ${rate.rate} % do not match the order's VAT breakdown`);
    const difference = rate.vatKurus - members.reduce((sum, { i }) => sum + vatOf[i], 0);
    const largest = members.reduce((best, m) => (m.p.totalKurus > best.p.totalKurus ? m : best));
    vatOf[largest.i] += difference;
  }
  if (priced.some((p) => !breakdown.some((b) => b.rate === p.vatRate)))
    throw new Error("an invoice line has a rate the order's VAT breakdown lacks");
  return priced.map(({ vat: _vat, ...p }, i) => ({ ...p, no: i + 1, vatKurus: vatOf[i], totalExclKurus: p.totalKurus - vatOf[i] }));
}

function paymentText(order: OrderSummary): string {
  const label = order.payment?.label || order.paymentDescription;
  const card = order.payment && (order.payment.type === "creditCard" || order.payment.type === "tokenPayment");
  return card ? `${label} (${order.payment!.installmentLabel})` : label;
}

/** The invoice of this order as its buyer sees it; null when it has none (not paid, or not the buyer's view). */
export function invoiceOf(order: OrderSummary): Invoice | null {
  if (order.status !== "confirmed" || !order.personal) return null;
  const t = order.totals;
  const priced = [...order.lines.map(productLine), ...feeLines(order.carrierName, t.shippingKurus, t.podFeeKurus)];
  const lines = reconciled(priced, t.vat);
  const exclVatKurus = t.vat.reduce((sum, v) => sum + v.baseKurus, 0);
  const vatKurus = t.vat.reduce((sum, v) => sum + v.vatKurus, 0);
  const paidOtherwise = [
    ...(t.jokerKurus > 0 ? [{ label: `Joker Puan ile Ödenen (${t.jokerPointsUsed} puan)`, kurus: t.jokerKurus }] : []),
    ...(t.voucherKurus > 0 ? [{ label: "Hediye Çeki ile Ödenen", kurus: t.voucherKurus }] : []),
  ];
  const payableKurus = exclVatKurus + vatKurus - paidOtherwise.reduce((sum, p) => sum + p.kurus, 0);
  if (payableKurus !== t.grandTotalKurus) throw new Error(`invoice of order ${order.id} does not add up to its grand total`);
  const when = istanbulParts(order.createdAt);
  return {
    number: invoiceNumber(order.id, order.createdAt),
    ettn: invoiceEttn(order.orderHash),
    issuedAt: order.createdAt,
    dateText: when.dateText,
    timeText: when.timeText,
    profile: "EARSIVFATURA",
    type: "SATIŞ",
    billingReference: null,
    orderNumber: order.orderNumber,
    seller: SELLER,
    buyer: buyerOf(order),
    lines,
    campaigns: t.campaigns.map((c) => ({ title: c.title, discountKurus: c.discountKurus })),
    vat: t.vat,
    totals: { exclVatKurus, vatKurus, inclVatKurus: exclVatKurus + vatKurus, paidOtherwise, payableKurus },
    amountInWords: amountInWords(payableKurus),
    paymentText: paymentText(order),
    note: E_ARSIV_NOTE,
  };
}
