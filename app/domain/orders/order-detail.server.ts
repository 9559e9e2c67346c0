/**
 * The order detail calls (spec section 7): `GET /ajax/get-order-detail/{orderNo}` for a web order
 * and `GET /ajax/get-order-detail-by-store/{no}?storeCode` for a store order, both answering the
 * spec's Order (section 3) plus the order detail fields (items, total_price, shipment_price,
 * pod_fee, voucher_discount, joker_point). Only the signed-in member who placed the order reads it:
 * an order of someone else answers exactly like one that does not exist ('Sipariş detayı
 * bulunmadı.'), so numbers cannot be probed; an order never paid is not an order (order-status.ts).
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders, stores } from "#app/db/schema";
import { toLira } from "#app/lib/money";
import { isPlaced } from "#app/domain/order-core/order-status";
import { isOrderHash, orderJson, summaryOf, type OrderSummary } from "./order-summary.server";

/** Order numbers are twelve digits (order-codes.ts); anything else is not looked up. */
const ORDER_NUMBER_FORMAT = /^\d{6,20}$/;
const STORE_CODE_FORMAT = /^[A-Za-z0-9_-]{1,32}$/;

export const isOrderNumber = (value: unknown): value is string => typeof value === "string" && ORDER_NUMBER_FORMAT.test(value);

async function ownOrder(db: Db, userId: number, where: SQL | undefined): Promise<OrderSummary | null> {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(and(where, eq(orders.userId, userId)))
    .limit(1);
  if (!row || !isPlaced(row.order.status)) return null;
  return summaryOf(db, { ...row.order, status: row.order.status });
}

/** Any order of this member (web or store) by its number, for the my-orders panel; or null. */
export function memberOrderByNumber(db: Db, userId: number, orderNumber: unknown): Promise<OrderSummary | null> {
  if (!isOrderNumber(orderNumber)) return Promise.resolve(null);
  return ownOrder(db, userId, eq(orders.orderNumber, orderNumber));
}

/** Any order of this member by its hash (Siparişlerim's ?hash=), or null. */
export function memberOrderByHash(db: Db, userId: number, orderHash: unknown): Promise<OrderSummary | null> {
  if (!isOrderHash(orderHash)) return Promise.resolve(null);
  return ownOrder(db, userId, eq(orders.orderHash, orderHash));
}

/** A web order of this member by its number, or null. */
export function memberOrderDetail(db: Db, userId: number, orderNumber: unknown): Promise<OrderSummary | null> {
  if (!isOrderNumber(orderNumber)) return Promise.resolve(null);
  return ownOrder(db, userId, and(eq(orders.orderNumber, orderNumber), eq(orders.isOffline, false)));
}

/** A store order of this member by its number and the store's code, or null. */
export function storeOrderDetail(db: Db, userId: number, orderNumber: unknown, storeCode: unknown): Promise<OrderSummary | null> {
  if (!isOrderNumber(orderNumber) || typeof storeCode !== "string" || !STORE_CODE_FORMAT.test(storeCode)) return Promise.resolve(null);
  return ownOrder(db, userId, and(eq(orders.orderNumber, orderNumber), eq(orders.isOffline, true), eq(stores.code, storeCode)));
}

/** The detail call's `result`: the Order and the detail fields of spec section 3, money in TL. */
export function orderDetailJson(o: OrderSummary) {
  return {
    ...orderJson(o),
    items: o.lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      attributes: l.attributes,
      quantity: l.quantity,
      unit_price: toLira(l.unitPriceKurus),
      total_price: toLira(l.totalPriceKurus),
      campaign_discount: toLira(l.campaignDiscountKurus),
      image: l.image,
      url: l.url,
      isreturn: l.returnQuantity > 0,
      returnQuantity: l.returnQuantity,
    })),
    total_price: toLira(o.totals.grandTotalKurus),
    shipment_price: toLira(o.totals.shippingKurus),
    pod_fee: toLira(o.totals.podFeeKurus),
    voucher_discount: toLira(o.totals.voucherKurus),
    joker_point: o.totals.jokerPointsUsed,
  };
}
