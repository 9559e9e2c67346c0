/**
 * The back office's dashboard (/yonetim): what a manager reads first — today's and
 * this month's sales, the orders by where they stand, sales per day for 30 days and per payment
 * type, the ten best sellers, the variants running low, and the comments and returns waiting.
 *
 * Decisions:
 *   - A sale is a placed order that is paid or needs no online payment (status `confirmed`: card,
 *     door, zero total; a bank transfer once it is confirmed), at its order date, its grand total
 *     (shipping included); a cancelled order is not a sale. Store orders count with the web's.
 *   - Days and months are Türkiye's (Europe/Istanbul, UTC+3 all year).
 *   - Where orders stand: the open work first (transfers to confirm, parcels to pack, on the way),
 *     then what ended; over every order placed (unpaid attempts are not orders).
 *   - Low stock: active variants with 1 to LOW_STOCK_MAX units left, the fewest first; sold-out
 *     variants are counted apart (a list of them would be all zeros).
 *   - Messages that did not go out: those given up in the last day and pending ones long past their
 *     time (the delivery job is not keeping up, or not running), per channel
 *     (notifications/message-admin.server.ts deliveryWarning), for the roles that resend them.
 * Every query reads an index (orders_status_created_idx, order_lines by order, products_low_stock_idx,
 * comments_pending_idx, return_requests_open_idx, outbox_failed_recent_idx, outbox_due_idx); none
 * reads the catalogue, all orders' lines or the whole outbox.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { paymentTypeLabel } from "#app/domain/order-core/payment-labels";
import { countWaitingComments } from "#app/domain/comments/comments.server";
import { deliveryWarning } from "#app/domain/notifications/message-admin.server";
import { addDays, dayInTurkey, istanbulDayStart } from "#app/lib/dates";
import { orderBucket, type OrderBucket } from "#app/domain/orders/order-search";
import { refundWarningBefore } from "#app/domain/orders/return-states";
import {
  DASHBOARD_DAYS,
  LOW_STOCK_MAX,
  DASHBOARD_BUCKETS,
  type Dashboard,
  type DashboardParts,
  type DaySales,
  type SalesFigure,
  type SalesPart,
} from "./dashboard";

const BEST_SELLERS = 10;
const LOW_STOCK_ROWS = 10;

const ALL_PARTS: DashboardParts = { sales: true, bestSellers: true, stock: true, comments: true, deliveries: true, storeId: null };
const none = Promise.resolve([] as never[]);

/** How long a dashboard read is reused per process for the same parts (the page says when it was read). */
const CACHE_MS = 15_000;
const cache = new WeakMap<Db, Map<string, { at: number; dashboard: Promise<Dashboard> }>>();

/** Drops this process's kept dashboards (after a change it shows, such as messages resent): the next read is fresh. */
export function forgetDashboard(db: Db): void {
  cache.delete(db);
}

/** loadDashboard, reused for CACHE_MS per database and parts: an overview a few seconds old, read once for every manager. */
export function cachedDashboard(db: Db, parts: DashboardParts): Promise<Dashboard> {
  let byParts = cache.get(db);
  if (!byParts) cache.set(db, (byParts = new Map()));
  const key = JSON.stringify(parts);
  const hit = byParts.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.dashboard;
  const dashboard = loadDashboard(db, new Date(), parts);
  byParts.set(key, { at: Date.now(), dashboard });
  dashboard.catch(() => byParts.delete(key));
  return dashboard;
}

export async function loadDashboard(db: Db, now = new Date(), parts: DashboardParts = ALL_PARTS): Promise<Dashboard> {
  const today = dayInTurkey(now);
  const firstDay = addDays(today, 1 - DASHBOARD_DAYS);
  // Both are real days (worked out from today), so they have a start.
  const firstDayStart = istanbulDayStart(firstDay)!;
  const monthStart = istanbulDayStart(`${today.slice(0, 7)}-01`)!;
  const since = new Date(Math.min(firstDayStart.getTime(), monthStart.getTime()));
  // A store manager's figures: the orders of their store (orders.store_id).
  const ofStore = parts.storeId == null ? sql`` : sql` AND o.store_id = ${parts.storeId}`;

  const [sales, statuses, returns, best, low, soldOut, comments, deliveries] = await Promise.all([
    // Paid orders since the earlier of the 30 days' first day and the month's: per Türkiye day and payment type.
    parts.sales
      ? queryRows<{ day: string; payment_type: string; sales: string | number; orders: string | number }>(
          db,
          sql`SELECT to_char(o.created_at AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM-DD') AS day, o.payment_type,
                     sum(o.total_kurus) AS sales, count(*) AS orders
              FROM orders o WHERE o.status = 'confirmed' AND o.created_at >= ${since} AND o.created_at <= ${now}${ofStore}
              GROUP BY 1, 2`,
        )
      : none,
    parts.sales
      ? queryRows<{ status: string; code: number; offline: boolean; n: string | number }>(
          db,
          sql`SELECT o.status, o.shipment_status_code AS code, o.is_offline AS offline, count(*) AS n
              FROM orders o WHERE o.status IN ('awaitingTransfer', 'confirmed', 'cancelled')${ofStore} GROUP BY 1, 2, 3`,
        )
      : none,
    parts.sales
      ? queryRows<{ n: string | number; due: string | number }>(
          db,
          // Received returns whose refund is in its last days, or late (the 14 days of orders/return-states.ts).
          sql`SELECT count(DISTINCT r.code) AS n,
                     count(DISTINCT r.code) FILTER (WHERE r.status = 'received' AND r.updated_at < ${refundWarningBefore(now)}) AS due
              FROM return_requests r JOIN orders o ON o.id = r.order_id
              WHERE r.status IN ('requested', 'approved', 'received')${ofStore}`,
        )
      : none,
    parts.bestSellers
      ? queryRows<{ catalog_id: number; name: string; quantity: string | number; sales: string | number }>(
          db,
          // The 30 days' orders first, then their lines by order_lines_order_idx (a join let the
          // planner read every order line of the shop).
          sql`SELECT l.catalog_id, min(c.name) AS name, sum(l.quantity - l.return_quantity) AS quantity, sum(l.total_price_kurus) AS sales
              FROM order_lines l JOIN catalog_items c ON c.id = l.catalog_id
              WHERE l.order_id = ANY(ARRAY(SELECT o.id FROM orders o WHERE o.status = 'confirmed' AND o.created_at >= ${firstDayStart} AND o.created_at <= ${now}${ofStore}))
                AND c.status = 'active'
              GROUP BY l.catalog_id ORDER BY 3 DESC, 4 DESC, 1 LIMIT ${BEST_SELLERS}`,
        )
      : none,
    parts.stock
      ? queryRows<{ id: number; catalog_id: number; sku: string; name: string; stock: number }>(
          db,
          sql`SELECT id, catalog_id, sku, name, stock FROM products
              WHERE status = 'active' AND stock BETWEEN 1 AND ${LOW_STOCK_MAX} ORDER BY stock, id LIMIT ${LOW_STOCK_ROWS}`,
        )
      : none,
    parts.stock
      ? queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM products WHERE status = 'active' AND stock = 0`)
      : none,
    parts.comments ? countWaitingComments(db) : null,
    parts.deliveries ? deliveryWarning(db, now) : null,
  ]);

  return {
    at: now.toISOString(),
    sales: parts.sales
      ? salesPart(sales, statuses, { waiting: Number(returns[0]?.n ?? 0), dueSoon: Number(returns[0]?.due ?? 0) }, today, firstDay)
      : null,
    bestSellers: parts.bestSellers
      ? best.map((r) => ({ catalogId: Number(r.catalog_id), name: r.name, quantity: Number(r.quantity), salesKurus: Number(r.sales) }))
      : null,
    stock: parts.stock
      ? {
          lowStock: low.map((r) => ({
            productId: Number(r.id),
            catalogId: Number(r.catalog_id),
            sku: r.sku,
            name: r.name,
            stock: Number(r.stock),
          })),
          soldOutVariants: Number(soldOut[0]?.n ?? 0),
        }
      : null,
    waitingComments: comments,
    deliveries,
  };
}

type SalesRow = { day: string; payment_type: string; sales: string | number; orders: string | number };
type StatusRow = { status: string; code: number; offline: boolean; n: string | number };

function salesPart(
  sales: SalesRow[],
  statuses: StatusRow[],
  returns: { waiting: number; dueSoon: number },
  today: string,
  firstDay: string,
): SalesPart {
  const perDayMap = new Map<string, SalesFigure>();
  const byType = new Map<string, SalesFigure>();
  const month: SalesFigure = { salesKurus: 0, orders: 0 };
  const monthKey = today.slice(0, 7);
  for (const r of sales) {
    const figure = { salesKurus: Number(r.sales), orders: Number(r.orders) };
    if (r.day >= firstDay) {
      add(perDayMap, r.day, figure);
      add(byType, r.payment_type, figure);
    }
    if (r.day.startsWith(monthKey)) {
      month.salesKurus += figure.salesKurus;
      month.orders += figure.orders;
    }
  }
  const perDay: DaySales[] = [];
  for (let i = 0; i < DASHBOARD_DAYS; i++) {
    const day = addDays(firstDay, i);
    perDay.push({ day, ...(perDayMap.get(day) ?? { salesKurus: 0, orders: 0 }) });
  }
  const bucketCounts = new Map<OrderBucket, number>();
  for (const r of statuses) {
    const bucket = orderBucket(r.status, Number(r.code), r.offline === true);
    if (bucket) bucketCounts.set(bucket, (bucketCounts.get(bucket) ?? 0) + Number(r.n));
  }
  return {
    today: perDayMap.get(today) ?? { salesKurus: 0, orders: 0 },
    month,
    byStatus: DASHBOARD_BUCKETS.map((b) => ({ ...b, count: bucketCounts.get(b.key) ?? 0 })),
    perDay,
    byPaymentType: [...byType.entries()]
      .map(([type, f]) => ({ type, label: paymentTypeLabel(type), ...f }))
      .sort((a, b) => b.salesKurus - a.salesKurus || a.type.localeCompare(b.type)),
    waitingReturns: returns.waiting,
    returnsDueSoon: returns.dueSoon,
  };
}

function add(map: Map<string, SalesFigure>, key: string, figure: SalesFigure) {
  const current = map.get(key) ?? { salesKurus: 0, orders: 0 };
  map.set(key, { salesKurus: current.salesKurus + figure.salesKurus, orders: current.orders + figure.orders });
}
