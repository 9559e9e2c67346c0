/**
 * A member cancels an order that has not left the warehouse (issue 14): received or being
 * packaged (shipment-states.ts: isCancellable), web orders only. In one transaction, with the
 * order locked: the parcel's 'cancelled by the shopper' step (13), the order 'cancelled', its stock,
 * Joker points used and voucher amount given back (releaseIn, the same as an unpaid order's), the
 * points it earned taken back, and for an order paid online a pending refund of what was paid.
 * Then the refund is paid out through the payment provider (refunds.server.ts: once, even if this
 * is retried) and the buyer gets an e-mail saying so (the outbox).
 * Someone else's order, an unknown hash or an order never paid answer like a missing order.
 */
import { movePointsIn } from "#app/domain/rewards/points-ledger.server";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders } from "#app/db/schema";
import { releaseIn } from "#app/domain/checkout/settle-order.server";
import { moveShipmentIn } from "#app/domain/fulfilment/fulfil.server";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { ALREADY_CANCELLED, CANNOT_CANCEL, ORDER_NOT_FOUND } from "./messages";
import { sendCancellationNotice } from "./order-notifications.server";
import { isOrderHash } from "./order-summary.server";
import { canCancel, isPlaced } from "./order-status";
import { GIFT_CARD_NOT_CANCELLABLE, giftCardsIssued } from "#app/domain/gift-cards/issue-gift-cards.server";
import { payPendingRefunds, scheduleRefundIn } from "./refunds.server";

/** The shopper's own cancellation code (spec section 4: 13 or 15 cancelled). */
const CANCELLED_BY_SHOPPER = 13;

export type CancelResult = { ok: true; refundKurus: number } | { ok: false; reason: string };

export async function cancelMemberOrder(db: Db, bank: Pick<PaymentProvider, "queryTransaction" | "refund">, userId: number, orderHash: unknown): Promise<CancelResult> {
  if (!isOrderHash(orderHash)) return { ok: false, reason: ORDER_NOT_FOUND };
  const result = await db.transaction(async (tx): Promise<CancelResult & { orderId?: number; paidByTransfer?: boolean }> => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderHash, orderHash)).for("update");
    if (!order || order.userId !== userId || !isPlaced(order.status)) return { ok: false, reason: ORDER_NOT_FOUND };
    if (order.status === "cancelled") return { ok: false, reason: ALREADY_CANCELLED };
    if (!canCancel(order)) return { ok: false, reason: CANNOT_CANCEL };
    if (await giftCardsIssued(tx, order.id)) return { ok: false, reason: GIFT_CARD_NOT_CANCELLABLE };
    const moved = await moveShipmentIn(tx, order.id, { toCode: CANCELLED_BY_SHOPPER });
    if (!moved.applied) return { ok: false, reason: CANNOT_CANCEL };
    await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    await releaseIn(tx, order.id);
    // Points are earned when the order stands (paid or needing no online payment): they go back too.
    if (order.status === "confirmed" && order.jokerPointsEarned > 0) {
      await movePointsIn(tx, { userId, orderId: order.id, kind: "revoked", points: order.jokerPointsEarned });
    }
    const refundKurus = await scheduleRefundIn(tx, order.id, order.totalKurus, "cancel");
    return { ok: true, refundKurus, orderId: order.id, paidByTransfer: order.status === "confirmed" && order.paymentType === "moneyOrder" };
  });
  if (!result.ok || result.orderId == null) return result;
  await payPendingRefunds(db, bank, { orderId: result.orderId });
  await sendCancellationNotice(db, result.orderId, { refundKurus: result.refundKurus, paidByTransfer: Boolean(result.paidByTransfer) });
  return { ok: true, refundKurus: result.refundKurus };
}
