/**
 * The end of an online payment attempt. An order has one payment row per attempt,
 * the newest being its current one. The bank's answer on the current attempt of an
 * `awaitingPayment` order turns it into
 *   - `confirmed`: basket emptied, points earned, card saved as a token when asked, confirmation
 *     recorded in the same transaction (order-lifecycle.server.ts orderStandsIn);
 *   - `paymentFailed`: stock, points and voucher given back; not an order to the shopper, and the
 *     basket's next attempt pays this same order (place-order.server.ts).
 * Both moves are the order lifecycle's (order-core/order-lifecycle.server.ts markPaidIn,
 * markPaymentFailedIn); this file settles the payment attempt and asks for the move. Each runs in one transaction on the locked order row and only while that attempt is still out,
 * so a 3D Secure callback that arrives twice, a callback racing reconciliation, the late answer of
 * an attempt another one replaced, or a replayed request settles the order exactly once.
 *
 * Before a new attempt on a basket whose order still waits for the bank (the buyer closed the
 * bank's page, or opened checkout twice), `settleOpenAttempt` calls the old attempt off at the bank
 * and settles it with the bank's final word: paid after all (the order stands), or failed.
 */
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { carts, orders, payments, savedCards } from "#app/db/schema";
import { findCart, type Visitor } from "#app/domain/cart/cart.server";
import type { TransactionResult } from "#app/domain/payments/provider";
import { PAYMENT_ERROR } from "./messages";
import { logError, logger } from "#app/lib/logger.server";
import type { OrderStatus } from "#app/domain/order-core/order-status";
import { markPaidIn, markPaymentFailedIn } from "#app/domain/order-core/order-lifecycle.server";

/** The bank's final word on a transaction, as the order needs it. */
export type BankAnswer = Omit<Partial<TransactionResult>, "status" | "reference" | "amountKurus"> & {
  status: "approved" | "declined";
  provider: string;
  transactionId: string;
};

/** A payment attempt's provider before it reached one (place-order.server.ts writes it). */
export const PROVIDER_NOT_STARTED = "pending";

/** A payment attempt the bank has not answered yet. */
export const OUT_AT_BANK = ["pending", "awaiting3ds"];

/** An order's current payment attempt (its newest), or null. */
export async function currentAttempt(db: Db | Tx, orderId: number) {
  const [attempt] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return attempt ?? null;
}

/** Notes which bank transaction pays an attempt (as soon as the bank gave its id). */
export async function attachTransaction(
  db: Db,
  paymentId: number,
  info: { provider: string; transactionId: string; maskedPan?: string; bankName?: string; cardFamily?: string },
) {
  await db
    .update(payments)
    .set({
      provider: info.provider,
      providerOrderId: info.transactionId,
      maskedPan: info.maskedPan,
      bankName: info.bankName,
      cardFamily: info.cardFamily,
      status: "awaiting3ds",
      updatedAt: new Date(),
    })
    .where(eq(payments.id, paymentId));
}

/** Applies the bank's answer on a payment attempt; returns its order's status afterwards. */
export async function settlePayment(
  db: Db,
  paymentId: number,
  answer: BankAnswer,
  options: { saveCard?: boolean } = {},
): Promise<OrderStatus> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ orderId: payments.orderId, cartId: orders.cartId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentId));
    if (!row) return null;
    const { orderId } = row;
    // Locks in placeOrder's order — the basket, then its order — so a new attempt racing this answer waits instead of deadlocking.
    if (row.cartId != null) await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, row.cartId)).for("update");
    const [order] = await tx
      .select({ status: orders.status, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    // Only the current attempt of an order still waiting, and only once.
    const current = await currentAttempt(tx, orderId);
    if (order.status !== "awaitingPayment" || current?.id !== paymentId || !OUT_AT_BANK.includes(current.status))
      return { orderId, status: order.status as OrderStatus, changed: false };
    const paymentFields = {
      provider: answer.provider,
      providerOrderId: answer.transactionId,
      maskedPan: answer.maskedPan,
      bankName: answer.bankName,
      cardFamily: answer.cardFamily,
      updatedAt: new Date(),
    };
    // The attempt's row, then the order's move (order-core/order-lifecycle.server.ts, the one writer of its status).
    if (answer.status === "approved") {
      await tx
        .update(payments)
        .set({ ...paymentFields, status: "approved", failureReason: null })
        .where(eq(payments.id, paymentId));
      await markPaidIn(tx, { id: orderId, status: order.status as OrderStatus });
      if (options.saveCard && answer.cardToken && order.userId != null) await saveCardIn(tx, order.userId, answer);
      return { orderId, status: "confirmed" as const, changed: true };
    }
    await tx
      .update(payments)
      .set({ ...paymentFields, status: "declined", failureReason: answer.reason ?? null })
      .where(eq(payments.id, paymentId));
    await markPaymentFailedIn(tx, { id: orderId, status: order.status as OrderStatus });
    return { orderId, status: "paymentFailed" as const, changed: true };
  });
  if (!outcome) throw new Error(`payment ${paymentId} not found`);
  return outcome.status;
}

/** What settling needs of the bank (the payment provider, or a stand-in in tests). */
type BankWord = { status: "pending" | "approved" | "declined" } & Partial<Omit<BankAnswer, "status">>;
type Bank = { name: string; queryTransaction(id: string): Promise<BankWord>; cancelTransaction?(id: string): Promise<BankWord> };

/** The bank's final word on a transaction the shop gives up waiting for: called off when the bank can, else as it stands. */
const finalWord = (bank: Bank, transactionId: string) =>
  bank.cancelTransaction ? bank.cancelTransaction(transactionId) : bank.queryTransaction(transactionId);

/** How long a new attempt waits for another one still starting at the bank before it may take its place. */
export const START_GRACE_MS = 60 * 1000;

/**
 * Before a new attempt (another idempotency key) on the visitor's basket: its order's attempt still
 * out at the bank — a bank page closed without an answer — is called off and settled with the
 * bank's final word. Answers the order when that attempt was paid after all (it stands: nothing to
 * pay again), else null. An attempt still starting (no bank transaction yet) is left alone for
 * START_GRACE_MS: the new one is then refused as in progress (place-order.server.ts).
 */
export async function settleOpenAttempt(db: Db, bank: Bank, visitor: Visitor, idempotencyKey: string, now = new Date()) {
  const cart = await findCart(db, visitor);
  if (!cart) return null;
  const [open] = await db
    .select({
      id: orders.id,
      orderHash: orders.orderHash,
      orderNumber: orders.orderNumber,
      totalKurus: orders.totalKurus,
      key: orders.idempotencyKey,
    })
    .from(orders)
    .where(and(eq(orders.cartId, cart.id), eq(orders.status, "awaitingPayment")));
  // The same key is the same attempt asked again: it goes on where it was.
  if (!open || open.key === idempotencyKey) return null;
  const attempt = await currentAttempt(db, open.id);
  if (!attempt || !OUT_AT_BANK.includes(attempt.status)) return null;
  const transactionId = attempt.providerOrderId;
  if (!transactionId && now.getTime() - attempt.createdAt.getTime() < START_GRACE_MS) return null;
  const answer = transactionId ? await finalWord(bank, transactionId) : null;
  if (answer?.status === "pending") return null;
  const status = answer?.status === "approved" ? "approved" : "declined";
  const after = await settlePayment(
    db,
    attempt.id,
    { ...answer, status, reason: answer?.reason ?? PAYMENT_ERROR, provider: bank.name, transactionId: transactionId ?? "" },
    { saveCard: Boolean(answer?.cardToken) },
  );
  return after === "confirmed" ? open : null;
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

/** Online payment attempts still out after this long are asked of the bank (or given up). */
export const PAYMENT_WAIT_MS = 30 * 60 * 1000;

/**
 * Reconciliation: for every attempt that has waited too long for its bank answer, asks the bank
 * what happened (a payment approved at the bank whose callback never came is confirmed, not lost);
 * one the bank never heard of, or still pending (called off now), fails: its order gives back what
 * it held and waits, unpaid and unseen, for its basket's next attempt. One the bank cannot call off
 * yet (still pending after cancelTransaction) is left for the next run.
 */
export async function reconcileWaitingPayments(db: Db, bank: Bank, now = new Date()): Promise<{ confirmed: number; unpaid: number }> {
  const waiting = await db
    .select({ paymentId: payments.id, transactionId: payments.providerOrderId, provider: payments.provider })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, "awaitingPayment"),
        inArray(payments.status, OUT_AT_BANK),
        lt(payments.createdAt, new Date(now.getTime() - PAYMENT_WAIT_MS)),
      ),
    );
  let confirmed = 0;
  let unpaid = 0;
  for (const attempt of waiting) {
    // Started at another provider (the shop switched, e.g. from the sandbox to iyzico): only that
    // provider knows whether it was paid, so it is neither asked here nor given up.
    if (attempt.transactionId && attempt.provider !== bank.name && attempt.provider !== PROVIDER_NOT_STARTED) {
      logger.warn(
        { paymentId: attempt.paymentId, provider: attempt.provider },
        "Başka bir ödeme sağlayıcısında bekleyen ödeme: elle kontrol edilmeli",
      );
      continue;
    }
    let answer: BankWord | null;
    try {
      answer = attempt.transactionId ? await finalWord(bank, attempt.transactionId) : null;
    } catch (error) {
      // One attempt the bank cannot answer about does not stop the others.
      logError("Bekleyen ödeme bankaya sorulamadı", error, { paymentId: attempt.paymentId });
      continue;
    }
    // A bank that could not call the attempt off is still deciding it (iyzico completing a payment
    // while it cannot be reached): asked again on the next run, never given up as unpaid.
    if (answer?.status === "pending" && bank.cancelTransaction) continue;
    const status = answer?.status === "approved" ? "approved" : "declined";
    const reason = answer?.status === "declined" ? answer.reason : "Ödeme zaman aşımına uğradı.";
    const after = await settlePayment(
      db,
      attempt.paymentId,
      { ...answer, status, reason, provider: bank.name, transactionId: attempt.transactionId ?? "" },
      { saveCard: false },
    );
    if (after === "confirmed") confirmed++;
    else if (after === "paymentFailed") unpaid++;
  }
  return { confirmed, unpaid };
}
