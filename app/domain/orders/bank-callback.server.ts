/**
 * The bank's answer arriving at the shop (3D Secure, BKM Express, fast pay all post a signed form
 * to /payment/callback): the signature is checked, the bank is asked for its final word on that
 * transaction (the posted status is never trusted on its own), and the order is settled once.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders, payments } from "#app/db/schema";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { PAYMENT_DECLINED, PAYMENT_ERROR } from "./messages";
import { settlePayment } from "./settle-order.server";

export type CallbackOutcome =
  | { ok: true; orderHash: string; orderNumber: string; guest: boolean }
  | { ok: false; reason: string; guest: boolean | null };

export async function handleBankCallback(db: Db, bank: PaymentProvider, form: Record<string, string>): Promise<CallbackOutcome> {
  const verified = await bank.verifyCallback(form);
  if (!verified) return { ok: false, reason: PAYMENT_ERROR, guest: null };
  const [row] = await db
    .select({ orderId: orders.id, orderHash: orders.orderHash, orderNumber: orders.orderNumber, userId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerOrderId, verified.transactionId))
    .limit(1);
  if (!row) return { ok: false, reason: PAYMENT_ERROR, guest: null };
  const guest = row.userId == null;
  const answer = await bank.queryTransaction(verified.transactionId);
  if (answer.status === "pending") return { ok: false, reason: PAYMENT_ERROR, guest };
  const status = await settlePayment(
    db,
    row.orderId,
    { ...answer, status: answer.status, provider: bank.name, transactionId: verified.transactionId },
    { saveCard: Boolean(answer.cardToken) },
  );
  if (status === "confirmed") return { ok: true, orderHash: row.orderHash, orderNumber: row.orderNumber, guest };
  return { ok: false, reason: answer.reason ? `${PAYMENT_DECLINED} ${answer.reason}` : PAYMENT_DECLINED, guest };
}
