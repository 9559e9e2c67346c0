/**
 * The bank's answer arriving at the shop (3D Secure, BKM Express, fast pay all post a signed form
 * to /payment/callback): the signature is checked, the bank is asked for its final word on that
 * transaction (the posted status is never trusted on its own), and the payment attempt it belongs
 * to is settled once (an attempt another one replaced changes nothing).
 *
 * The order is settled whoever brings the answer back: a bank's page posting from its own site
 * sends no SameSite cookie, and the shopper may come back at another host name. The outcome says
 * whether this request's session placed the order (`ownSession`), so the page can say when it did
 * not instead of showing somebody else's (or an empty) basket.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders, payments } from "#app/db/schema";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { PAYMENT_DECLINED, PAYMENT_ERROR } from "./messages";
import { settlePayment } from "./settle-order.server";
import { logger } from "#app/lib/logger.server";
import { placedBy, type OrderViewer } from "#app/domain/order-core/order-viewer.server";

export type CallbackOutcome =
  | { ok: true; orderHash: string; orderNumber: string; guest: boolean; ownSession: boolean }
  | { ok: false; reason: string; guest: boolean | null; ownSession: boolean };

export async function handleBankCallback(
  db: Db,
  bank: PaymentProvider,
  form: Record<string, string>,
  viewer: OrderViewer,
): Promise<CallbackOutcome> {
  const verified = await bank.verifyCallback(form);
  if (!verified) return { ok: false, reason: PAYMENT_ERROR, guest: null, ownSession: viewer.sessionId != null };
  const [row] = await db
    .select({
      paymentId: payments.id,
      orderHash: orders.orderHash,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      cartId: orders.cartId,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerOrderId, verified.transactionId))
    .limit(1);
  if (!row) return { ok: false, reason: PAYMENT_ERROR, guest: null, ownSession: viewer.sessionId != null };
  const settled = await settle(db, bank, row, verified.transactionId);
  return { ...settled, ownSession: await placedBy(db, row, viewer) };
}

type Settled = { ok: true; orderHash: string; orderNumber: string; guest: boolean } | { ok: false; reason: string; guest: boolean };

/** The bank's final word on the attempt, applied once. */
async function settle(
  db: Db,
  bank: PaymentProvider,
  row: { paymentId: number; orderHash: string; orderNumber: string; userId: number | null },
  transactionId: string,
): Promise<Settled> {
  const guest = row.userId == null;
  const answer = await bank.queryTransaction(transactionId);
  if (answer.status === "pending") return { ok: false, reason: PAYMENT_ERROR, guest };
  const status = await settlePayment(
    db,
    row.paymentId,
    { ...answer, status: answer.status, provider: bank.name, transactionId: transactionId },
    { saveCard: Boolean(answer.cardToken) },
  );
  if (answer.status === "approved") {
    const [attempt] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, row.paymentId));
    if (attempt?.status === "approved") return { ok: true, orderHash: row.orderHash, orderNumber: row.orderNumber, guest };
    await giveBackStray(db, bank, row.paymentId, transactionId, answer.amountKurus);
  }
  if (status === "confirmed") return { ok: true, orderHash: row.orderHash, orderNumber: row.orderNumber, guest };
  return { ok: false, reason: answer.reason ? `${PAYMENT_DECLINED} ${answer.reason}` : PAYMENT_DECLINED, guest };
}

/**
 * The bank took money for an attempt the shop had already given up on (a provider that cannot call
 * a waiting payment off, and a buyer who still answered its page): the money goes back, and the
 * attempt says so; failing that, the operator is told.
 */
async function giveBackStray(db: Db, bank: PaymentProvider, paymentId: number, transactionId: string, amountKurus: number) {
  const refunded = bank.refund ? await bank.refund(transactionId, amountKurus) : { ok: false, reason: "no refunds" };
  if (refunded.ok) await db.update(payments).set({ status: "refunded", updatedAt: new Date() }).where(eq(payments.id, paymentId));
  else
    logger.error(
      { paymentId, reason: refunded.reason },
      "Bırakılmış bir ödeme denemesi bankada onaylandı, iade edilemedi: elle iade gerekiyor",
    );
}
