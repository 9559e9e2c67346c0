/**
 * Siparişlerim (spec section 2 "My orders", section 8 "redirectMyOrders sends to
 * /kullanici/siparislerim"): one page of a member's orders, newest first, ten a page, each as a
 * card needs it: number, date, where it stands, how it was paid and delivered, the total, how many
 * products, and the first three products' images and names. Only orders whose user_id is the
 * member's: another member's orders never appear; nor does one that was never paid (waiting for
 * the bank, or its payment failed: order-status.ts), however often the payment was tried.
 */
import { and, count, desc, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orderLines, orders, stores } from "#app/db/schema";
import { orderFollowStatus, type FollowTone } from "./order-summary.server";
import { paymentTypeLabel } from "#app/domain/order-core/payment-labels";
import { summaryUrl } from "#app/domain/order-core/order-links";
import { FULFILMENT_LABELS, orderFulfilment, UNPAID_STATUSES, type PlacedStatus } from "#app/domain/order-core/order-status";
import { shipsParcel } from "#app/domain/fulfilment/parcel-lines.server";
import { TR_DATE_TIME } from "#app/lib/dates";

export const ORDERS_PER_PAGE = 10;
/** How many product images a card shows; the rest are counted ('+2'). */
export const PREVIEW_LINES = 3;

export type MemberOrderStatus = { label: string; tone: FollowTone };

/**
 * Where a member's order stands, in one word for the list: the same words as the order's own
 * follow-up (orderFollowStatus: 'Ödeme Bekleniyor' before the transfer arrives, then spec section
 * 4's shipment status, 'Sipariş Alındı' until the parcel moves; 'İptal Edildi'), so the list and
 * the panel beside it never disagree. (An order never paid is not in the list.)
 */
export function memberOrderStatus(status: PlacedStatus, shipmentCode: number, isOffline: boolean, byEmail = false): MemberOrderStatus {
  const { label, tone } = orderFollowStatus(status, shipmentCode, isOffline, byEmail);
  return { label, tone };
}

export type OrderPreview = { name: string; image: string };

export type MemberOrder = {
  orderNumber: string;
  orderHash: string;
  /** The order's summary page (its detail until the orders page has its own panel). */
  detailUrl: string;
  /** ISO time, for <time dateTime>. */
  date: string;
  /** '12 Haziran 2025 14:05' (Istanbul time), formatted here so page and hydration agree. */
  dateText: string;
  status: PlacedStatus;
  statusLabel: string;
  statusTone: FollowTone;
  paymentLabel: string;
  totalKurus: number;
  deliveryType: "myAddress" | "getShop";
  /** 'Adrese Teslim', 'Mağazadan Teslim', 'Mağaza Alışverişi', 'E-posta ile Teslim' (order-status.ts FULFILMENT_LABELS). */
  deliveryLabel: string;
  storeName: string | null;
  /** A store sale's store code (its detail is GET /ajax/get-order-detail-by-store/{no}?storeCode); null for a web order. */
  storeCode: string | null;
  lineCount: number;
  /** Units over all lines (2 × A + 1 × B = 3). */
  unitCount: number;
  previews: OrderPreview[];
};

export type MemberOrdersPage = { orders: MemberOrder[]; total: number; page: number; pageCount: number; perPage: number };

/** The member's orders: theirs, and placed (never one that was not paid). */
const placedOrdersOf = (userId: number) => and(eq(orders.userId, userId), notInArray(orders.status, [...UNPAID_STATUSES]));

/** A page of the member's orders, newest first (orders_user_created_idx reads just that page). */
const pageOfOrders = (db: Db, userId: number, page: number) =>
  db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      orderHash: orders.orderHash,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentType: orders.paymentType,
      paymentDescription: orders.paymentDescription,
      totalKurus: orders.totalKurus,
      deliveryType: orders.deliveryType,
      isOffline: orders.isOffline,
      shipmentStatusCode: orders.shipmentStatusCode,
      storeName: stores.name,
      ships: shipsParcel(orders.id),
      storeCode: stores.code,
    })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(placedOrdersOf(userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE);

/**
 * The member's orders on `page` (from 1; a page past the last shows the last one). `total` counts
 * all their orders. The count and the page are asked at the same time; only a page past the last
 * asks again.
 */
export async function listMemberOrders(db: Db, userId: number, page = 1): Promise<MemberOrdersPage> {
  const asked = Math.max(1, Math.floor(page) || 1);
  const [[{ total }], firstTry] = await Promise.all([
    db.select({ total: count() }).from(orders).where(placedOrdersOf(userId)),
    pageOfOrders(db, userId, asked),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const current = Math.min(asked, pageCount);
  const rows = current === asked ? firstTry : await pageOfOrders(db, userId, current);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { orders: [], total, page: current, pageCount, perPage: ORDERS_PER_PAGE };

  // Each order's first lines (by id, as the summary lists them) with the order's line and unit counts.
  const ranked = db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      image: orderLines.image,
      rank: sql<number>`row_number() over (partition by ${orderLines.orderId} order by ${orderLines.id})`.as("rank"),
      lineCount: sql<number>`count(*) over (partition by ${orderLines.orderId})`.as("line_count"),
      unitCount: sql<number>`sum(${orderLines.quantity}) over (partition by ${orderLines.orderId})`.as("unit_count"),
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .as("ranked");
  const lineRows = await db.select().from(ranked).where(lte(ranked.rank, PREVIEW_LINES)).orderBy(ranked.orderId, ranked.rank);

  const previews = new Map<number, { lineCount: number; unitCount: number; items: OrderPreview[] }>();
  for (const line of lineRows) {
    const entry = previews.get(line.orderId) ?? { lineCount: Number(line.lineCount), unitCount: Number(line.unitCount), items: [] };
    entry.items.push({ name: line.name, image: line.image });
    previews.set(line.orderId, entry);
  }

  return {
    orders: rows.map((r) => {
      const status = r.status as PlacedStatus;
      const fulfilment = orderFulfilment({ isOffline: r.isOffline, deliveryType: r.deliveryType, ships: r.ships });
      const shown = memberOrderStatus(status, r.shipmentStatusCode, r.isOffline, fulfilment === "email");
      const lines = previews.get(r.id);
      return {
        orderNumber: r.orderNumber,
        orderHash: r.orderHash,
        detailUrl: summaryUrl(r.orderHash),
        date: r.createdAt.toISOString(),
        dateText: TR_DATE_TIME.format(r.createdAt),
        status,
        statusLabel: shown.label,
        statusTone: shown.tone,
        paymentLabel: r.paymentDescription || paymentTypeLabel(r.paymentType),
        totalKurus: r.totalKurus,
        deliveryType: r.deliveryType === "getShop" ? "getShop" : "myAddress",
        deliveryLabel: FULFILMENT_LABELS[fulfilment],
        storeName: r.storeName ?? null,
        storeCode: r.isOffline ? (r.storeCode ?? null) : null,
        lineCount: lines?.lineCount ?? 0,
        unitCount: lines?.unitCount ?? 0,
        previews: lines?.items ?? [],
      };
    }),
    total,
    page: current,
    pageCount,
    perPage: ORDERS_PER_PAGE,
  };
}
