/**
 * The end of an online payment (issue 6): the bank's answer turns an `awaitingPayment` order into
 * `confirmed` (basket emptied, points earned, card saved as a token when asked, confirmation sent)
 * or `cancelled` (stock, points and voucher given back). Each runs in one transaction on the
 * locked order row and only from `awaitingPayment`, so a 3D Secure callback that arrives twice,
 * a callback racing reconciliation, or a replayed request settles the order exactly once.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { catalogItems, giftCards, orderLines, orders, payments, products, savedCards, storeStock, users } from "#app/db/schema";
import type { TransactionResult } from "#app/domain/payments/provider";
import { completeOrderIn, type OrderStatus, type Tx } from "./place-order.server";
import { sendOrderConfirmation } from "./order-notifications.server";

/** The bank's final word on a transaction, as the order needs it. */
export type BankAnswer = Omit<Partial<TransactionResult>, "status" | "reference" | "amountKurus"> & {
  status: "approved" | "declined";
  provider: string;
  transactionId: string;
};

/** Notes which bank transaction pays an order (as soon as the bank gave its id). */
export async function attachTransaction(db: Db, orderId: number, info: { provider: string; transactionId: string; maskedPan?: string; bankName?: string; cardFamily?: string }) {
  await db
    .update(payments)
    .set({ provider: info.provider, providerOrderId: info.transactionId, maskedPan: info.maskedPan, bankName: info.bankName, cardFamily: info.cardFamily, status: "awaiting3ds", updatedAt: new Date() })
    .where(eq(payments.orderId, orderId));
}

/** Applies the bank's answer; returns the order's status afterwards. */
export async function settlePayment(db: Db, orderId: number, answer: BankAnswer, options: { saveCard?: boolean } = {}): Promise<OrderStatus> {
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return null;
    if (order.status !== "awaitingPayment") return { status: order.status as OrderStatus, changed: false };
    const paymentFields = {
      provider: answer.provider,
      providerOrderId: answer.transactionId,
      maskedPan: answer.maskedPan,
      bankName: answer.bankName,
      cardFamily: answer.cardFamily,
      updatedAt: new Date(),
    };
    if (answer.status === "approved") {
      await tx.update(orders).set({ status: "confirmed" }).where(eq(orders.id, orderId));
      await tx.update(payments).set({ ...paymentFields, status: "approved", failureReason: null }).where(eq(payments.orderId, orderId));
      await completeOrderIn(tx, orderId, { awardPoints: true });
      if (options.saveCard && answer.cardToken && order.userId != null) await saveCardIn(tx, order.userId, answer);
      return { status: "confirmed" as const, changed: true };
    }
    await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, orderId));
    await tx.update(payments).set({ ...paymentFields, status: "declined", failureReason: answer.reason ?? null }).where(eq(payments.orderId, orderId));
    await releaseIn(tx, orderId);
    return { status: "cancelled" as const, changed: true };
  });
  if (!outcome) throw new Error(`order ${orderId} not found`);
  if (outcome.changed && outcome.status === "confirmed") await sendOrderConfirmation(db, orderId);
  return outcome.status;
}

async function saveCardIn(tx: Tx, userId: number, answer: BankAnswer) {
  if (!answer.cardToken || !answer.bin || !answer.last4) return;
  await tx
    .insert(savedCards)
    .values({
      userId,
      token: answer.cardToken,
      bin: answer.bin,
      last4: answer.last4,
      cardFamily: answer.cardFamily,
      bankName: answer.bankName,
    })
    .onConflictDoNothing({ target: savedCards.token });
}

/** Gives back what a cancelled order took: stock (online or the store's), Joker points, voucher. */
async function releaseIn(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const lines = await tx.select({ productId: orderLines.productId, catalogId: orderLines.catalogId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (order.deliveryType === "getShop" && order.storeId != null) {
      await tx
        .update(storeStock)
        .set({ quantity: sql`${storeStock.quantity} + ${line.quantity}` })
        .where(and(eq(storeStock.storeId, order.storeId), eq(storeStock.productId, line.productId)));
      continue;
    }
    await tx.update(products).set({ stock: sql`${products.stock} + ${line.quantity}` }).where(eq(products.id, line.productId));
    await tx.update(catalogItems).set({ totalStock: sql`${catalogItems.totalStock} + ${line.quantity}`, updatedAt: new Date() }).where(eq(catalogItems.id, line.catalogId));
  }
  if (order.userId != null && order.jokerPointsUsed > 0) {
    await tx.update(users).set({ jokerPoints: sql`${users.jokerPoints} + ${order.jokerPointsUsed}` }).where(eq(users.id, order.userId));
  }
  if (order.voucherCode && order.voucherDiscountKurus > 0) {
    await tx.update(giftCards).set({ balanceKurus: sql`${giftCards.balanceKurus} + ${order.voucherDiscountKurus}` }).where(eq(giftCards.code, order.voucherCode));
  }
}

/** Online payments still waiting after this long are asked of the bank (or given up). */
export const PAYMENT_WAIT_MS = 30 * 60 * 1000;

/**
 * Reconciliation: for every order that has waited too long for its bank answer, asks the bank what
 * happened (a payment approved at the bank whose callback never came is confirmed, not lost); an
 * order the bank never heard of, or still pending, is cancelled and its stock released.
 */
export async function reconcileWaitingPayments(
  db: Db,
  bank: { name: string; queryTransaction(id: string): Promise<{ status: "pending" | "approved" | "declined" } & Partial<Omit<BankAnswer, "status">>> },
  now = new Date(),
): Promise<{ confirmed: number; cancelled: number }> {
  const waiting = await db
    .select({ id: orders.id, transactionId: payments.providerOrderId })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.status, "awaitingPayment"), lt(orders.createdAt, new Date(now.getTime() - PAYMENT_WAIT_MS))));
  let confirmed = 0;
  let cancelled = 0;
  for (const order of waiting) {
    const answer = order.transactionId ? await bank.queryTransaction(order.transactionId) : null;
    const status = answer?.status === "approved" ? "approved" : "declined";
    const reason = answer?.status === "declined" ? answer.reason : "Ödeme zaman aşımına uğradı.";
    const after = await settlePayment(db, order.id, { ...answer, status, reason, provider: bank.name, transactionId: order.transactionId ?? "" }, { saveCard: false });
    if (after === "confirmed") confirmed++;
    else if (after === "cancelled") cancelled++;
  }
  return { confirmed, cancelled };
}
