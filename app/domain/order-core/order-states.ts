/**
 * Where an order's status may go next: the one table of an order's life (order-status.ts says what
 * each status means). Pure, like fulfilment/shipment-states.ts: order-lifecycle.server.ts, the only
 * writer of orders.status, asks `orderMove` before it writes, and order-states.test.ts checks every
 * pair against a table written out by hand.
 *
 *   (placed)          → awaitingPayment   paid online: the bank's answer is out
 *                     → awaitingTransfer  paid by bank transfer: the money is still to come
 *                     → confirmed         needing no online payment (at the door, a zero total)
 *   paymentFailed     → the same three    the basket's next attempt pays this same order, priced again
 *   awaitingPayment   → confirmed         the bank said yes (its callback, or reconciliation asking it)
 *                     → paymentFailed     the bank said no, or never answered: what it held goes back
 *   awaitingTransfer  → confirmed         the transfer arrived (the back office confirms it)
 *                     → cancelled         called off before the parcel left
 *   confirmed         → cancelled         called off before the parcel left (shipment-states.ts canCancel)
 *   cancelled         final
 * Shipping and returns move the parcel (shipment-states.ts, return-states.ts), never this status.
 */
import type { OrderStatus } from "./order-status";
import type { PaymentType } from "#app/domain/pricing/totals";

/** An order before its row exists: the start of the table. */
export const PLACED = "placed";
export type OrderOrigin = OrderStatus | typeof PLACED;

/** The first statuses an order can be written with, as a new order or as a failed one paid again. */
const FIRST: readonly OrderStatus[] = ["awaitingPayment", "awaitingTransfer", "confirmed"];

const NEXT: Record<OrderOrigin, readonly OrderStatus[]> = {
  placed: FIRST,
  paymentFailed: FIRST,
  awaitingPayment: ["confirmed", "paymentFailed"],
  awaitingTransfer: ["confirmed", "cancelled"],
  confirmed: ["cancelled"],
  cancelled: [],
};

/** Every status, in the order of the table: a status added to OrderStatus must be added to the table, and is then here too. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.keys(NEXT).filter((s): s is OrderStatus => s !== PLACED);

export type OrderMove = { ok: true } | { ok: false; reason: string };

/** May an order in `from` (PLACED: not written yet) go to `to`? A refusal says why, for the logs; never shown to a shopper. */
export function orderMove(from: OrderOrigin, to: OrderStatus): OrderMove {
  return NEXT[from].includes(to) ? { ok: true } : { ok: false, reason: `sipariş durumu ${from} → ${to} geçişi yok` };
}

/** A status nothing leaves. */
export const isFinalStatus = (status: OrderStatus): boolean => NEXT[status].length === 0;

/** The status a placed order starts in: online payments wait for the bank, a transfer for the money, the rest stand now. */
export function initialStatus(type: PaymentType): OrderStatus {
  if (type === "creditCard" || type === "tokenPayment" || type === "bkmExpress" || type === "fastPay") return "awaitingPayment";
  if (type === "moneyOrder") return "awaitingTransfer";
  return "confirmed";
}
