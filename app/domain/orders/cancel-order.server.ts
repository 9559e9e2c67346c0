/**
 * A member (or, from the back office, the shop) cancels an order that has not left the
 * warehouse: received or being
 * packaged (shipment-states.ts: isCancellable), web orders only. In one transaction, with the
 * order locked: the parcel's 'cancelled by the shopper' step (13), the order 'cancelled', its stock,
 * Joker points used and voucher amount given back and the points it earned taken back
 * (order-core/order-lifecycle.server.ts cancelIn), and for an order paid online a pending refund
 * of what was paid.
 * The buyer's e-mail saying so is recorded in the same transaction (the outbox: sent after the
 * commit). Then the refund is paid out through the payment provider (refunds.server.ts: once, even
 * if this is retried).
 * Someone else's order, an unknown hash or an order never paid answer like a missing order.
 */
import { eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { orders } from "#app/db/schema";
import { cancelIn } from "#app/domain/order-core/order-lifecycle.server";
import { moveShipmentIn } from "#app/domain/fulfilment/fulfil.server";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { ALREADY_CANCELLED, CANNOT_CANCEL, ORDER_NOT_FOUND } from "./messages";
import { recordCancellationNoticeIn } from "#app/domain/order-core/order-notifications.server";
import { isOrderHash } from "./order-summary.server";
import { isPlaced } from "#app/domain/order-core/order-status";
import { canCancel } from "#app/domain/fulfilment/shipment-states";
import { GIFT_CARD_NOT_CANCELLABLE, giftCardsIssued } from "#app/domain/gift-cards/issue-gift-cards.server";
import { payPendingRefunds, refundableMoneyIn, scheduleRefundIn } from "./refunds.server";

/** Spec section 4: 13 cancelled by the shopper, 15 by the shop. */
const CANCELLED_BY_SHOPPER = 13;
const CANCELLED_BY_SHOP = 15;

export type CancelResult = { ok: true; refundKurus: number } | { ok: false; reason: string };

type Bank = Pick<PaymentProvider, "queryTransaction" | "refund">;
type OrderRow = typeof orders.$inferSelect;
/** Runs inside the cancellation's transaction once the order is cancelled (the back office's audit row). */
export type CancelHook = (tx: Tx, order: OrderRow, refundKurus: number) => Promise<void>;

/** The member cancels their own order (`orderHash`); see the module comment. */
export function cancelMemberOrder(db: Db, bank: Bank, userId: number, orderHash: unknown): Promise<CancelResult> {
  if (!isOrderHash(orderHash)) return Promise.resolve({ ok: false, reason: ORDER_NOT_FOUND });
  return cancelOrder(db, bank, { by: "shopper", where: eq(orders.orderHash, orderHash), userId });
}

/** The shop (a manager in the back office) cancels an order with the same rules and refund; `hook` writes the audit row in the same transaction. */
export function cancelOrderByShop(db: Db, bank: Bank, orderId: number, hook: CancelHook): Promise<CancelResult> {
  return cancelOrder(db, bank, { by: "shop", where: eq(orders.id, orderId), hook });
}

async function cancelOrder(
  db: Db,
  bank: Bank,
  how: { by: "shopper" | "shop"; where: SQL; userId?: number; hook?: CancelHook },
): Promise<CancelResult> {
  const result = await db.transaction(async (tx): Promise<CancelResult & { orderId?: number }> => {
    const [order] = await tx.select().from(orders).where(how.where).for("update");
    if (!order || (how.by === "shopper" && order.userId !== how.userId) || !isPlaced(order.status))
      return { ok: false, reason: ORDER_NOT_FOUND };
    if (order.status === "cancelled") return { ok: false, reason: ALREADY_CANCELLED };
    if (!canCancel(order)) return { ok: false, reason: CANNOT_CANCEL };
    if (await giftCardsIssued(tx, order.id)) return { ok: false, reason: GIFT_CARD_NOT_CANCELLABLE };
    const moved = await moveShipmentIn(tx, order.id, { toCode: how.by === "shop" ? CANCELLED_BY_SHOP : CANCELLED_BY_SHOPPER });
    if (!moved.applied) return { ok: false, reason: CANNOT_CANCEL };
    // Cancelled, everything it held given back, the points it earned taken back (the lifecycle's move).
    await cancelIn(tx, order);
    // The whole total, less anything already paid back (never more than the order collected).
    const refundKurus = await scheduleRefundIn(tx, order.id, await refundableMoneyIn(tx, order.id), "cancel");
    await how.hook?.(tx, order, refundKurus);
    const paidByTransfer = order.status === "confirmed" && order.paymentType === "moneyOrder";
    await recordCancellationNoticeIn(tx, order.id, { refundKurus, paidByTransfer, byShop: how.by === "shop" });
    return { ok: true, refundKurus, orderId: order.id };
  });
  if (!result.ok || result.orderId == null) return result;
  await payPendingRefunds(db, bank, { orderId: result.orderId });
  return { ok: true, refundKurus: result.refundKurus };
}
