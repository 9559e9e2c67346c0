/**
 * The back office's order list and its CSV export: the filters of
 * order-search.ts as SQL, newest first (created_at, id), never reading the orders a page does not
 * show. Each filter has its index (db/schema.ts orders): the order number its unique index, the
 * e-mail prefix `lower(email) text_pattern_ops`, the phones an expression index on each address
 * snapshot's phone, the store and the payment type an index with the date, the rest walks
 * `orders_created_idx` newest first and stops at the page's end. Orders never paid
 * (awaitingPayment, paymentFailed) are no orders to anybody: left out.
 *
 * `scopeStoreId`: a store manager's store (permissions.ts storeScope): every query is held to it,
 * whatever store the address asks for.
 */
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders, stores } from "#app/db/schema";
import { TR_DATE_TIME } from "#app/lib/dates";
import { orderFollowStatus } from "./order-summary.server";
import { isPlaced, type PlacedStatus } from "#app/domain/order-core/order-status";
import { BUCKET_RULES, type BucketClause, dayRange, likePrefix, ORDERS_PAGE_SIZE, type OrderFilters } from "./order-search";
import { paymentTypeLabel } from "#app/domain/order-core/payment-labels";

const PLACED = ["awaitingTransfer", "confirmed", "cancelled"] as const;

/** One clause of a bucket (order-search.ts BUCKET_RULES) as SQL. */
function clauseSql(c: BucketClause): SQL {
  const parts = [eq(orders.status, c.status)];
  if (c.codes) parts.push(inArray(orders.shipmentStatusCode, [...c.codes]));
  if (c.offline !== undefined) parts.push(eq(orders.isOffline, c.offline));
  return and(...parts)!;
}

function conditions(f: OrderFilters, scopeStoreId: number | null): SQL[] {
  const out: SQL[] = [];
  out.push(f.bucket ? or(...BUCKET_RULES[f.bucket].map(clauseSql))! : inArray(orders.status, [...PLACED]));
  if (f.orderNumber) out.push(eq(orders.orderNumber, f.orderNumber));
  if (f.email) out.push(sql`lower(${orders.email}) like ${likePrefix(f.email)}`);
  if (f.phone)
    out.push(or(sql`(${orders.deliveryAddress} ->> 'phone') = ${f.phone}`, sql`(${orders.billingAddress} ->> 'phone') = ${f.phone}`)!);
  if (f.paymentType) out.push(eq(orders.paymentType, f.paymentType));
  if (scopeStoreId != null) out.push(eq(orders.storeId, scopeStoreId));
  else if (f.storeId != null) out.push(eq(orders.storeId, f.storeId));
  const { from, to } = dayRange(f);
  if (from) out.push(gte(orders.createdAt, from));
  if (to) out.push(lt(orders.createdAt, to));
  return out;
}

export type OrderListRow = {
  orderNumber: string;
  createdAt: string;
  dateText: string;
  customer: string;
  email: string;
  phone: string;
  totalKurus: number;
  paymentType: string;
  paymentLabel: string;
  status: string;
  statusLabel: string;
  storeName: string | null;
};

const rowSelect = (db: Db) =>
  db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      email: orders.email,
      billing: orders.billingAddress,
      delivery: orders.deliveryAddress,
      totalKurus: orders.totalKurus,
      paymentType: orders.paymentType,
      paymentDescription: orders.paymentDescription,
      status: orders.status,
      code: orders.shipmentStatusCode,
      isOffline: orders.isOffline,
      storeName: stores.name,
    })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId));

type Raw = Awaited<ReturnType<ReturnType<typeof rowSelect>["limit"]>>[number];

function toRow(r: Raw): OrderListRow {
  const person = r.billing ?? r.delivery;
  const status = (isPlaced(r.status) ? r.status : "confirmed") as PlacedStatus;
  return {
    orderNumber: r.orderNumber,
    createdAt: r.createdAt.toISOString(),
    dateText: TR_DATE_TIME.format(r.createdAt),
    customer: person?.personName ?? "",
    email: r.email,
    phone: r.delivery?.phone ?? r.billing?.phone ?? "",
    totalKurus: r.totalKurus,
    paymentType: r.paymentType,
    paymentLabel: r.paymentDescription || paymentTypeLabel(r.paymentType),
    status: r.status,
    statusLabel: orderFollowStatus(status, r.code, r.isOffline).label,
    storeName: r.storeName,
  };
}

export type OrderListPage = { rows: OrderListRow[]; page: number; hasNext: boolean };

/** One page of the list, newest first (see the module comment). */
export async function searchOrders(db: Db, filters: OrderFilters, page: number, scopeStoreId: number | null): Promise<OrderListPage> {
  const found = await rowSelect(db)
    .where(and(...conditions(filters, scopeStoreId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE + 1)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  return { rows: found.slice(0, ORDERS_PAGE_SIZE).map(toRow), page, hasNext: found.length > ORDERS_PAGE_SIZE };
}

/** At most this many rows in one export. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1_000;

/**
 * Every order of the filters, newest first, a thousand at a time by keyset (created_at, id), at
 * most EXPORT_MAX_ROWS: the CSV export streams them as they come.
 */
export async function* exportOrders(
  db: Db,
  filters: OrderFilters,
  scopeStoreId: number | null,
  max = EXPORT_MAX_ROWS,
): AsyncGenerator<OrderListRow[]> {
  const where = conditions(filters, scopeStoreId);
  let after: { at: Date; id: number } | null = null;
  let sent = 0;
  while (sent < max) {
    const beyond: SQL[] = after ? [sql`(${orders.createdAt}, ${orders.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`] : [];
    const batch: Raw[] = await rowSelect(db)
      .where(and(...where, ...beyond))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(Math.min(EXPORT_BATCH, max - sent));
    if (batch.length === 0) return;
    sent += batch.length;
    const last = batch[batch.length - 1];
    after = { at: last.createdAt, id: last.id };
    yield batch.map(toRow);
    if (batch.length < EXPORT_BATCH) return;
  }
}

/** The stores to filter by (every store, by name). */
export async function storeFilterChoices(db: Db): Promise<{ value: string; label: string }[]> {
  const rows = await db.select({ id: stores.id, name: stores.name, code: stores.code }).from(stores);
  return rows.sort((a, b) => a.name.localeCompare(b.name, "tr")).map((s) => ({ value: String(s.id), label: `${s.name} (${s.code})` }));
}
