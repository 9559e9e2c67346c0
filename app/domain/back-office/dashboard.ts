/**
 * The dashboard's shapes and rules that the page shares with the server (dashboard.server.ts reads
 * the figures): what a sale is and where an order stands are decided there and here, in one place.
 */
import { ORDER_BUCKETS, type OrderBucket } from "#app/domain/orders/order-search";
import type { DeliveryWarning } from "#app/domain/notifications/message-admin";

export const LOW_STOCK_MAX = 5;
export const DASHBOARD_DAYS = 30;

export type SalesFigure = { salesKurus: number; orders: number };
export type DaySales = SalesFigure & { day: string };
export type PaymentTypeSales = SalesFigure & { type: string; label: string };
export type StatusCount = { key: OrderBucket; label: string; count: number };
export type BestSeller = { catalogId: number; name: string; quantity: number; salesKurus: number };
export type LowStockVariant = { productId: number; catalogId: number; sku: string; name: string; stock: number };

/** Paid sales and where orders stand (managers who read orders; a store manager's own store's). */
export type SalesPart = {
  today: SalesFigure;
  month: SalesFigure;
  byStatus: StatusCount[];
  /** DASHBOARD_DAYS days, oldest first, every day present (0 when nothing sold). */
  perDay: DaySales[];
  byPaymentType: PaymentTypeSales[];
  /** Return requests not yet refunded or rejected (one per return code). */
  waitingReturns: number;
  /** Of those, received ones whose refund is in its last days of the 14, or late. */
  returnsDueSoon: number;
};

export type Dashboard = {
  /** When it was read (the page says so). */
  at: string;
  /** Each part is null where the manager's role does not show it. */
  sales: SalesPart | null;
  bestSellers: BestSeller[] | null;
  stock: { lowStock: LowStockVariant[]; soldOutVariants: number } | null;
  waitingComments: number | null;
  /** Messages that did not go out (failed lately, or late pending ones), for those who resend them; null also when nothing is wrong. */
  deliveries: DeliveryWarning | null;
};

/** Which parts to read, and the store a store manager's figures are limited to (null: the whole shop). */
export type DashboardParts = {
  sales: boolean;
  bestSellers: boolean;
  stock: boolean;
  comments: boolean;
  /** The outgoing messages' warning (notifications.write). */
  deliveries?: boolean;
  storeId: number | null;
};

/** The order buckets in the order the dashboard lists them, with the order list's names (orders/order-search.ts). */
export const DASHBOARD_BUCKETS: readonly { key: OrderBucket; label: string }[] = (Object.keys(ORDER_BUCKETS) as OrderBucket[]).map(
  (key) => ({ key, label: ORDER_BUCKETS[key] }),
);
