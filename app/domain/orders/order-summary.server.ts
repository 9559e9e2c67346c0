/**
 * The order summary / thank-you page's data (spec sections 2 and 3 "Order", "Totals",
 * "Order summary"): one order by its hash with its lines, payment, delivery, totals with the VAT
 * breakdown, Joker points and each product's follow-up status.
 *
 * Who sees what: the full view (names, addresses, phone, e-mail, identity number, card, gift note,
 * contract) belongs to whoever placed the order: its member, or for a guest order the session
 * whose basket made it. Anyone else holding the hash (a forwarded link, another browser, another
 * member) sees the order without any personal data: number, date, status, products and totals.
 * An order that was never paid (order-status.ts) is no order to the shopper: it answers like an
 * unknown hash.
 */
import { and, asc, count, desc, eq, inArray, max } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import {
  cities,
  orderCampaigns,
  orderLines,
  orders,
  payments,
  returnRequests,
  shipmentEvents,
  shipments,
  shippingCompanies,
  stores,
  type AddressSnapshot,
} from "#app/db/schema";
import { STAGE_CODES, stageOf } from "#app/domain/fulfilment/shipment-states";
import { toLira } from "#app/lib/money";
import { BANK_TRANSFER, paymentTypeLabel } from "#app/domain/order-core/payment-labels";
import { EMAILED, isPlaced, orderFulfilment, type OrderFulfilment, type PlacedStatus } from "#app/domain/order-core/order-status";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import { returnWindowEnd, returnWindowState } from "./return-states";
import { placedBy, type OrderViewer } from "#app/domain/order-core/order-viewer.server";

export type { OrderViewer };
import { POINT_KURUS, vatBreakdown, type VatLine } from "#app/domain/pricing/totals";
import { TR_DATE, TR_DATE_TIME } from "#app/lib/dates";
import { orderInstallmentLabel } from "#app/domain/payments/card-families";

/** What an order hash looks like (newOrderHash: 24 bytes in base64url); anything else is not looked up. */
const HASH_FORMAT = /^[A-Za-z0-9_-]{16,64}$/;
export const isOrderHash = (value: unknown): value is string => typeof value === "string" && HASH_FORMAT.test(value);

export type FollowTone = "waiting" | "active" | "done" | "problem";
export type FollowStatus = {
  label: string;
  tone: FollowTone;
  /** The spec's progress step reached (section 4): 0 received, 1 preparing, 2 shipped, 3 delivered; -1 when the order will not go on. */
  step: number;
};

/**
 * A web order's shipment status code (spec section 4): 1 being packaged; 2 or 3 shipped; 9, 10, 11
 * delivered; 12 or 14 could not be delivered; 13 or 15 cancelled; 999 returned; any other: received.
 * Store orders always show delivered.
 */
export function shipmentStatus(code: number, isOffline = false): FollowStatus {
  if (isOffline) return { label: "Teslim Edildi", tone: "done", step: 3 };
  if (code === 1) return { label: "Hazırlanıyor", tone: "active", step: 1 };
  if (code === 2 || code === 3) return { label: "Kargoya Verildi", tone: "active", step: 2 };
  if (code === 9 || code === 10 || code === 11) return { label: "Teslim Edildi", tone: "done", step: 3 };
  if (code === 12 || code === 14) return { label: "Teslim Edilemedi", tone: "problem", step: 2 };
  if (code === 13 || code === 15) return { label: "İptal Edildi", tone: "problem", step: -1 };
  if (code === 999) return { label: "İade Edildi", tone: "problem", step: -1 };
  return { label: "Sipariş Alındı", tone: "active", step: 0 };
}

/**
 * The order's own follow-up status: before the payment arrives nothing moves; a cancelled order
 * stops. `byEmail`: gift cards alone (or a gift card line), whose codes went out by e-mail the
 * moment the order stood: no parcel to follow.
 */
export function orderFollowStatus(status: PlacedStatus, code: number, isOffline: boolean, byEmail = false): FollowStatus {
  if (status === "cancelled") return { label: "İptal Edildi", tone: "problem", step: -1 };
  if (status === "awaitingTransfer") return { label: "Ödeme Bekleniyor", tone: "waiting", step: 0 };
  if (byEmail && !isOffline) return { label: EMAILED, tone: "done", step: 3 };
  return shipmentStatus(code, isOffline);
}

/** When the order's parcel was delivered (its last delivered step), or null. */
export async function deliveredAtOf(db: Db | Tx, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(shipmentEvents.processDate) })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(and(eq(shipments.orderId, orderId), inArray(shipmentEvents.statusCode, [...STAGE_CODES.delivered])));
  return row?.at ? new Date(row.at) : null;
}

export type SummaryLine = {
  id: number;
  productId: number;
  catalogId: number;
  sku: string;
  name: string;
  /** 'Beden: 2 Yaş', 'Renk: Mavi' … */
  attributes: string[];
  unitPriceKurus: number;
  quantity: number;
  /** What the line cost after campaigns. */
  totalPriceKurus: number;
  /** The line's share of the campaigns (unit price × quantity − totalPriceKurus). */
  campaignDiscountKurus: number;
  vatRate: number;
  image: string;
  url: string;
  isGift: boolean;
  returnQuantity: number;
  follow: FollowStatus;
};

export type SummaryPayment = {
  type: string;
  label: string;
  /** pending, awaiting3ds, approved, declined, refunded */
  status: string;
  maskedPan: string | null;
  bankName: string | null;
  cardFamily: string | null;
  installment: number;
  installmentExtra: number;
  installmentLabel: string;
  /** What the bank charges: the order total plus the installment plan's difference. */
  chargedKurus: number;
  installmentDifferenceKurus: number;
  providerOrderId: string | null;
  failureReason: string | null;
  /** The shop's account for a bank transfer (Havale / EFT). */
  transfer: typeof BANK_TRANSFER | null;
};

export type SummaryStore = { name: string; address: string; city: string; phone: string; openingHours: string };

export type SummaryShipment = {
  name: string;
  receiverName: string | null;
  processDate: Date | null;
  number: string;
  companyCode: string | null;
  statusDescription: string;
  trackingCode: string | null;
};

export type OrderSummary = {
  id: number;
  orderHash: string;
  orderNumber: string;
  createdAt: Date;
  /** '12 Haziran 2025 14:05' (Istanbul time), formatted here so page and hydration agree. */
  dateText: string;
  email: string;
  status: PlacedStatus;
  /** The order belongs to a member (whose account lists it under Siparişlerim). */
  memberOrder: boolean;
  /** The viewer placed the order and sees its personal data; false: everything personal is left out. */
  personal: boolean;
  isOffline: boolean;
  deliveryType: "myAddress" | "getShop";
  /** How the order reaches the shopper (order-status.ts): a parcel, a pickup, a store sale, or e-mailed gift cards. */
  fulfilment: OrderFulfilment;
  /** Gift cards alone: the address their codes were e-mailed to (the buyer's); null for a gift list's owner, whose address the buyer never sees. */
  emailedTo: string | null;
  carrierName: string | null;
  store: SummaryStore | null;
  deliveryAddress: AddressSnapshot | null;
  billingAddress: AddressSnapshot | null;
  /** A GIFT line: no address blocks. */
  hideAddresses: boolean;
  giftNote: string | null;
  paymentDescription: string;
  payment: SummaryPayment | null;
  totals: {
    itemsTotalKurus: number;
    /** Each campaign the order was priced with, as it stood at payment (its own line). */
    campaigns: { id: number; title: string; discountKurus: number }[];
    campaignDiscountKurus: number;
    totalDiscountKurus: number;
    jokerPointsUsed: number;
    jokerKurus: number;
    shippingKurus: number;
    podFeeKurus: number;
    voucherKurus: number;
    grandTotalKurus: number;
    vat: VatLine[];
  };
  pointsEarned: number;
  shipmentStatusCode: number;
  follow: FollowStatus;
  /** Whether a return may be asked for now (return-states.ts returnWindowState: 'İade Talebi' is offered). */
  returnOpen: boolean;
  /** The last day of the return window ('24 Kasım 2026') once the parcel is delivered; else null. */
  returnUntilText: string | null;
  /** Whether the order has return requests (their page shows where they stand). */
  hasReturns: boolean;
  shipments: SummaryShipment[];
  lines: SummaryLine[];
  /** The pre-information form and distance sales contract as accepted (HTML escaped when it was made). */
  contractHtml: string;
};

/** The order as anyone holding its hash may see it: no name, address, phone, e-mail, card, note or contract. */
export function withoutPersonalData(summary: OrderSummary): OrderSummary {
  return {
    ...summary,
    personal: false,
    email: "",
    emailedTo: null,
    deliveryAddress: null,
    billingAddress: null,
    hideAddresses: true,
    giftNote: null,
    payment: summary.payment && { ...summary.payment, maskedPan: null, providerOrderId: null },
    shipments: summary.shipments.map((s) => ({ ...s, receiverName: null })),
    contractHtml: "",
  };
}

/** The order behind a hash as this viewer may see it (see the top of this file), or null when there is none. */
export async function loadOrderSummary(db: Db, orderHash: unknown, viewer: OrderViewer): Promise<OrderSummary | null> {
  if (!isOrderHash(orderHash)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.orderHash, orderHash)).limit(1);
  if (!order || !isPlaced(order.status)) return null;
  const summary = await summaryOf(db, { ...order, status: order.status });
  return (await placedBy(db, order, viewer)) ? summary : withoutPersonalData(summary);
}

/**
 * The whole order by its id as its owner sees it, or null for an unknown or never-paid order: what
 * the order's e-mails say (they go to the address the order was placed with) and its invoice.
 */
export async function orderSummaryById(db: Db, orderId: number): Promise<OrderSummary | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || !isPlaced(order.status)) return null;
  return summaryOf(db, { ...order, status: order.status });
}

/** The whole order as its owner sees it (callers check who asks first). */
export async function summaryOf(
  db: Db,
  order: typeof orders.$inferSelect & { status: PlacedStatus },
  now = new Date(),
): Promise<OrderSummary> {
  const stage = stageOf(order.shipmentStatusCode);
  const afterDelivery = !order.isOffline && (stage === "delivered" || stage === "returned");
  const [lineRows, [payment], shipmentRows, [carrier], [store], campaignRows, deliveredAt, [returns]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    // The attempt that paid it (the current one).
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id)).limit(1),
    db
      .select({ shipment: shipments, companyCode: shippingCompanies.code, companyTitle: shippingCompanies.title })
      .from(shipments)
      .leftJoin(shippingCompanies, eq(shippingCompanies.id, shipments.shippingCompanyId))
      .where(eq(shipments.orderId, order.id))
      .orderBy(asc(shipments.id)),
    order.shippingCompanyId != null
      ? db.select({ title: shippingCompanies.title }).from(shippingCompanies).where(eq(shippingCompanies.id, order.shippingCompanyId))
      : Promise.resolve([]),
    order.storeId != null
      ? db
          .select({ name: stores.name, address: stores.address, phone: stores.phone, openingHours: stores.openingHours, city: cities.name })
          .from(stores)
          .innerJoin(cities, eq(cities.id, stores.cityId))
          .where(eq(stores.id, order.storeId))
      : Promise.resolve([]),
    order.campaignDiscountKurus > 0
      ? db
          .select({ id: orderCampaigns.campaignId, title: orderCampaigns.title, discountKurus: orderCampaigns.discountKurus })
          .from(orderCampaigns)
          .where(eq(orderCampaigns.orderId, order.id))
          .orderBy(asc(orderCampaigns.position))
      : Promise.resolve([]),
    // Only a delivered parcel has a return window, and only then can it have returns.
    afterDelivery ? deliveredAtOf(db, order.id) : Promise.resolve(null),
    afterDelivery
      ? db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.orderId, order.id))
      : Promise.resolve([{ n: 0 }]),
  ]);

  const status = order.status;
  const parcelLines = lineRows.filter((l) => !isGiftCardSku(l.sku));
  const fulfilment = orderFulfilment({ isOffline: order.isOffline, deliveryType: order.deliveryType, ships: parcelLines.length > 0 });
  const follow = orderFollowStatus(status, order.shipmentStatusCode, order.isOffline, fulfilment === "email");
  const returnState = returnWindowState(
    {
      status,
      isOffline: order.isOffline,
      stage,
      deliveredAt,
      parcelLines: parcelLines.length,
      returnableUnits: parcelLines.reduce((sum, l) => sum + Math.max(0, l.quantity - l.returnQuantity), 0),
    },
    now,
  );
  const lines: SummaryLine[] = lineRows.map((l) => ({
    id: l.id,
    productId: l.productId,
    catalogId: l.catalogId,
    sku: l.sku,
    name: l.name,
    attributes: l.attributesText ? l.attributesText.split(", ").filter(Boolean) : [],
    unitPriceKurus: l.unitPriceKurus,
    quantity: l.quantity,
    totalPriceKurus: l.totalPriceKurus,
    campaignDiscountKurus: l.campaignDiscountKurus,
    vatRate: l.vatRate,
    image: l.image,
    url: l.url,
    isGift: l.isGift,
    returnQuantity: l.returnQuantity,
    follow:
      l.returnQuantity > 0 && l.returnQuantity >= l.quantity
        ? { label: "İade Edildi", tone: "problem", step: -1 }
        : isGiftCardSku(l.sku)
          ? orderFollowStatus(status, order.shipmentStatusCode, order.isOffline, true)
          : follow,
  }));

  const jokerKurus = order.jokerPointsUsed * POINT_KURUS;
  const giftListOrder = lines.some((l) => l.isGift);
  const chargedKurus = payment?.amountKurus ?? order.totalKurus;
  return {
    id: order.id,
    orderHash: order.orderHash,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    dateText: TR_DATE_TIME.format(order.createdAt),
    email: order.email,
    status,
    memberOrder: order.userId != null,
    personal: true,
    isOffline: order.isOffline,
    deliveryType: order.deliveryType === "getShop" ? "getShop" : "myAddress",
    fulfilment,
    emailedTo: fulfilment === "email" && order.giftListId == null ? order.email : null,
    carrierName: carrier?.title ?? null,
    store: store ?? null,
    // A gift list's order ships to the list owner, whose address the buyer never sees.
    deliveryAddress: giftListOrder ? null : (order.deliveryAddress ?? null),
    billingAddress: order.billingAddress ?? null,
    hideAddresses: giftListOrder || lines.some((l) => isGiftCardSku(l.sku)),
    giftNote: order.giftNote,
    paymentDescription: order.paymentDescription || paymentTypeLabel(order.paymentType),
    payment: payment
      ? {
          type: payment.type,
          label: order.paymentDescription || paymentTypeLabel(payment.type),
          status: payment.status,
          maskedPan: payment.maskedPan,
          bankName: payment.bankName,
          cardFamily: payment.cardFamily,
          installment: payment.installment,
          installmentExtra: payment.installmentExtra,
          installmentLabel: orderInstallmentLabel(payment.installment, payment.installmentExtra),
          chargedKurus,
          installmentDifferenceKurus: chargedKurus - order.totalKurus,
          providerOrderId: payment.providerOrderId,
          failureReason: payment.failureReason,
          transfer: payment.type === "moneyOrder" ? BANK_TRANSFER : null,
        }
      : null,
    totals: {
      itemsTotalKurus: order.itemsTotalKurus,
      campaigns: campaignRows,
      campaignDiscountKurus: order.campaignDiscountKurus,
      totalDiscountKurus: order.totalDiscountKurus,
      jokerPointsUsed: order.jokerPointsUsed,
      jokerKurus,
      shippingKurus: order.shipmentPriceKurus,
      podFeeKurus: order.podPriceKurus,
      voucherKurus: order.voucherDiscountKurus,
      grandTotalKurus: order.totalKurus,
      // The same rule as at checkout (pricing/totals.ts): products at each line's rate, fees at 20 %.
      vat: vatBreakdown(lineRows, order.shipmentPriceKurus + order.podPriceKurus),
    },
    pointsEarned: order.jokerPointsEarned,
    shipmentStatusCode: order.shipmentStatusCode,
    follow,
    returnOpen: returnState === "open",
    returnUntilText: deliveredAt ? TR_DATE.format(returnWindowEnd(deliveredAt)) : null,
    hasReturns: (returns?.n ?? 0) > 0,
    shipments: shipmentRows.map(({ shipment: s, companyCode, companyTitle }) => ({
      name: companyTitle ?? "",
      receiverName: s.receiverName,
      processDate: s.processDate,
      number: s.number,
      companyCode,
      statusDescription: s.statusDescription,
      trackingCode: s.trackingCode,
    })),
    lines,
    contractHtml: order.contractHtml ?? "",
  };
}

const placeJson = (a: AddressSnapshot | null) => (a ? { address: a.address, city: a.city, district: a.district } : null);

/**
 * The spec's Order (section 3) as JSON: money as TL numbers, addresses as {address, city, district}.
 * `isreturn` tells whether units of the line were returned (`returnQuantity` how many).
 */
export function orderJson(o: OrderSummary) {
  return {
    orderhash: o.orderHash,
    ordernumber: o.orderNumber,
    providerorderid: o.payment?.providerOrderId ?? null,
    date: o.createdAt.toISOString(),
    status: o.status,
    isoffline: o.isOffline,
    storename: o.store?.name ?? null,
    paymentdescription: o.paymentDescription,
    totaldiscount: toLira(o.totals.totalDiscountKurus),
    podprice: toLira(o.totals.podFeeKurus),
    itemstotal: toLira(o.totals.itemsTotalKurus),
    /** Each campaign the order was priced with, and what they took off together. */
    campaigns: o.totals.campaigns.map((c) => ({ id: c.id, title: c.title, discount: toLira(c.discountKurus) })),
    campaigndiscount: toLira(o.totals.campaignDiscountKurus),
    shippmentprice: toLira(o.totals.shippingKurus),
    total: toLira(o.totals.grandTotalKurus),
    billing_address: placeJson(o.billingAddress),
    delivery_address: placeJson(o.deliveryAddress),
    shipment_status_code: o.shipmentStatusCode,
    shipments: o.shipments.map((s) => ({
      name: s.name,
      receiver_name: s.receiverName,
      process_date: s.processDate?.toISOString() ?? null,
      number: s.number,
      company_code: s.companyCode,
      status_description: s.statusDescription,
      /** With company_code, what GET /cargo/ajax/cargoTracking asks for (null until the parcel ships). */
      tracking_code: s.trackingCode,
    })),
    products: o.lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      unit_price: toLira(l.unitPriceKurus),
      total_price: toLira(l.totalPriceKurus),
      campaign_discount: toLira(l.campaignDiscountKurus),
      quantity: l.quantity,
      image: l.image,
      catalog_id: l.catalogId,
      product_id: l.productId,
      url: l.url,
      isreturn: l.returnQuantity > 0,
      returnQuantity: l.returnQuantity,
    })),
  };
}

export type OrderJson = ReturnType<typeof orderJson>;
