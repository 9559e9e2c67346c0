/**
 * An order's life: the only writer of `orders.status` (order-status-writers.test.ts refuses any
 * other). Each move is named after what happened, asks the table first (order-states.ts: a move it
 * does not list throws, a bug and never a shopper's answer), writes the status with a guarded
 * update, and does what the move means:
 *   - openOrderIn:          placed (or a failed order paid again) → its first status;
 *   - orderStandsIn:        a new order that needs no online payment: its basket emptied, the
 *                           buyer's confirmation recorded, and once paid (not a transfer's wait)
 *                           what a paid order does;
 *   - markPaidIn:           awaitingPayment → confirmed: basket emptied, confirmation recorded,
 *                           what a paid order does;
 *   - markPaymentFailedIn:  awaitingPayment → paymentFailed: everything it held given back;
 *   - confirmTransferIn:    awaitingTransfer → confirmed: what a paid order does;
 *   - cancelIn:             awaitingTransfer | confirmed → cancelled: everything it held given back,
 *                           and the points it earned taken back.
 * "What a paid order does" (orderPaidIn): a gift order's units count as bought on their list, its
 * gift cards' codes are made and e-mailed, the member earns the order's points. "Given back"
 * (releaseIn): gift list counts, stock (catalog/stock.server.ts), Joker points used, voucher amount.
 *
 * Every function runs inside its caller's transaction, after the caller locked the order's row
 * (FOR UPDATE) and checked the move is wanted (with its own words for the shopper or the manager).
 * Lock order, as placeIn's (checkout/place-order.server.ts): gift list items, then variants
 * (ascending), then the member's row.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "#app/db/client.server";
import { cartItems, carts, giftCards, orderLines, orders } from "#app/db/schema";
import { putBackStockIn } from "#app/domain/catalog/stock.server";
import { issueGiftCardsIn } from "#app/domain/gift-cards/issue-gift-cards.server";
import { countGiftPurchasesIn, returnGiftPurchasesIn } from "#app/domain/member-lists/gift-purchases.server";
import { movePointsIn } from "#app/domain/rewards/points-ledger.server";
import { newOrderHash } from "./order-codes";
import { recordOrderConfirmationIn } from "./order-notifications.server";
import { initialStatus, orderMove, PLACED } from "./order-states";
import type { OrderStatus } from "./order-status";
import type { PaymentType } from "#app/domain/pricing/totals";

type OrderRow = typeof orders.$inferSelect;
/** A placed order's row as the checkout writes it; its status and (for a new order) its hash are the lifecycle's. */
export type PlacedOrderValues = Omit<typeof orders.$inferInsert, "status" | "orderHash" | "id">;

/** Writes `to` over `from`, as the table allows; the row is the caller's, locked. */
async function moveIn(tx: Tx, orderId: number, from: OrderStatus, to: OrderStatus): Promise<void> {
  const move = orderMove(from, to);
  if (!move.ok) throw new Error(`${move.reason} (sipariş ${orderId})`);
  const moved = await tx
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw new Error(`sipariş ${orderId} ${from} değil: durumu ${to} yapılamadı`);
}

/**
 * Writes a placed order's row in the status its payment type starts it in (order-states.ts
 * initialStatus): a new row with a new hash, or over the basket's failed order (`unpaid`, locked by
 * the caller), which keeps its number and hash.
 */
export async function openOrderIn(
  tx: Tx,
  values: PlacedOrderValues,
  unpaid: { id: number; status: OrderStatus } | null,
): Promise<{ order: OrderRow; status: OrderStatus }> {
  const status = initialStatus(values.paymentType as PaymentType);
  const move = orderMove(unpaid ? unpaid.status : PLACED, status);
  if (!move.ok) throw new Error(move.reason);
  const [order] = unpaid
    ? await tx
        .update(orders)
        .set({ ...values, status })
        .where(and(eq(orders.id, unpaid.id), eq(orders.status, unpaid.status)))
        .returning()
    : await tx
        .insert(orders)
        .values({ ...values, status, orderHash: newOrderHash() })
        .returning();
  if (!order) throw new Error(`sipariş ${unpaid?.id} ${unpaid?.status} değil: yeniden yazılamadı`);
  return { order, status };
}

/** The lines an order takes out of its basket. */
type BasketLine = { productId: number; quantity: number; isGift: boolean };
type StandingOrder = { id: number; cartId: number | null; userId: number | null; points: number; lines: BasketLine[] };

/**
 * A new order stands (it needs no online payment: at the door, a zero total, or a bank transfer's
 * wait; or the bank said yes: markPaidIn): the ordered units leave the basket it came from, the
 * buyer's confirmation (e-mail and SMS) is recorded in this same transaction — once per order, so a
 * replayed bank callback records nothing new — and, when `paid` (not a transfer still to come), the
 * shop does what a paid order does. Inside the transaction that wrote it (openOrderIn).
 */
export async function orderStandsIn(tx: Tx, order: StandingOrder, options: { paid: boolean }): Promise<void> {
  if (order.cartId != null) {
    for (const line of order.lines) {
      const where = and(eq(cartItems.cartId, order.cartId), eq(cartItems.productId, line.productId), eq(cartItems.isGift, line.isGift));
      await tx.delete(cartItems).where(and(where, sql`${cartItems.quantity} <= ${line.quantity}`));
      await tx
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
        .where(and(where, sql`${cartItems.quantity} > ${line.quantity}`));
    }
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, order.cartId));
  }
  await recordOrderConfirmationIn(tx, order.id);
  if (options.paid) await orderPaidIn(tx, order);
}

/** The bank said yes (its callback, or reconciliation asking it): awaitingPayment → confirmed; the basket emptied, what a paid order does. */
export async function markPaidIn(tx: Tx, order: { id: number; status: OrderStatus }): Promise<void> {
  await moveIn(tx, order.id, order.status, "confirmed");
  const [row] = await tx
    .select({ id: orders.id, cartId: orders.cartId, userId: orders.userId, points: orders.jokerPointsEarned })
    .from(orders)
    .where(eq(orders.id, order.id));
  const bought =
    row.cartId == null
      ? []
      : await tx
          .select({ productId: orderLines.productId, quantity: orderLines.quantity, isGift: orderLines.isGift })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id));
  await orderStandsIn(tx, { ...row, lines: bought }, { paid: true });
}

/** The bank said no, or never answered: awaitingPayment → paymentFailed; everything the order held goes back, and the basket's next attempt pays it again. */
export async function markPaymentFailedIn(tx: Tx, order: { id: number; status: OrderStatus }): Promise<void> {
  await moveIn(tx, order.id, order.status, "paymentFailed");
  await releaseIn(tx, order.id);
}

/** The bank transfer arrived: awaitingTransfer → confirmed; what a paid order does. */
export async function confirmTransferIn(tx: Tx, order: Pick<OrderRow, "id" | "status" | "userId" | "jokerPointsEarned">): Promise<void> {
  await moveIn(tx, order.id, order.status as OrderStatus, "confirmed");
  await orderPaidIn(tx, { id: order.id, userId: order.userId, points: order.jokerPointsEarned });
}

/**
 * The order is called off before its parcel left: → cancelled. Everything it held goes back (the
 * same as an unpaid order's), and the points it earned (a confirmed order earned them) go too.
 */
export async function cancelIn(tx: Tx, order: Pick<OrderRow, "id" | "status" | "userId" | "jokerPointsEarned">): Promise<void> {
  await moveIn(tx, order.id, order.status as OrderStatus, "cancelled");
  await releaseIn(tx, order.id);
  if (order.status === "confirmed" && order.jokerPointsEarned > 0 && order.userId != null) {
    await movePointsIn(tx, { userId: order.userId, orderId: order.id, kind: "revoked", points: order.jokerPointsEarned });
  }
}

/**
 * What the shop does once an order's money is in (the bank's yes, a confirmed bank transfer, an
 * order that needs no online payment): a gift order's units count as bought on their list (once;
 * before the member's row, the lock order of placeIn), its gift cards' codes are made and e-mailed
 * (once), and the member earns the order's points.
 */
async function orderPaidIn(tx: Tx, order: { id: number; userId: number | null; points: number }): Promise<void> {
  await countGiftPurchasesIn(tx, order.id);
  await issueGiftCardsIn(tx, order.id);
  if (order.userId != null && order.points > 0) {
    await movePointsIn(tx, { userId: order.userId, orderId: order.id, kind: "earned", points: order.points });
  }
}

/** Gives back what an order held: gift list counts, stock (online or the store's), Joker points, voucher. */
async function releaseIn(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  // A cancelled gift order's units are wanted again on their list (first: gift items before variants, as placeIn locks them).
  await returnGiftPurchasesIn(tx, orderId);
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  await putBackStockIn(tx, lines, order.deliveryType === "getShop" ? order.storeId : null);
  if (order.userId != null && order.jokerPointsUsed > 0) {
    await movePointsIn(tx, { userId: order.userId, orderId, kind: "returned", points: order.jokerPointsUsed });
  }
  if (order.voucherCode && order.voucherDiscountKurus > 0) {
    await tx
      .update(giftCards)
      .set({ balanceKurus: sql`${giftCards.balanceKurus} + ${order.voucherDiscountKurus}` })
      .where(eq(giftCards.code, order.voucherCode));
  }
}
