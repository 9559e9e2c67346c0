/**
 * Paying money back: a cancelled order's online payment, or a return's share of it.
 * The decision is a `refunds` row written 'pending' in the transaction that cancels the order or
 * accepts the return; this module pays it out through the payment provider, once:
 *   1. a refund is claimed by one runner (pending → paying, a single UPDATE), so two processes
 *      never pay the same row;
 *   2. before paying, the bank is asked how much of the transaction it has already refunded: if a
 *      runner died between the bank's yes and its own note, the money went back already and the
 *      row is only marked done — a refund is never paid twice;
 *   3. the bank's answer marks it 'done' or 'failed' (with the bank's reason, for the back office).
 * A row left 'paying' by a runner that died is taken up again after STALE_MS.
 * Orders paid at the door or by bank transfer have no online payment to reverse: they get no row
 * (their money goes back by transfer, arranged by customer service).
 */
import { and, eq, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { orders, payments, refunds, returnRequests } from "#app/db/schema";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { lineItemId } from "#app/domain/payments/payment-basket";

const STALE_MS = 10 * 60 * 1000;

type Refunder = Pick<PaymentProvider, "queryTransaction"> & { refund?: PaymentProvider["refund"] };

/**
 * The money of the order not yet paid back: its total minus every refund row it has (pending,
 * paying, done, and failed ones too, which the back office retries). A cancellation and a return
 * never refund more than this (withdrawal-refund.ts), so an order's refunds never add up to more
 * than it collected. Call it in the transaction that decides the refund, with the order locked.
 */
export async function refundableMoneyIn(tx: Tx, orderId: number): Promise<number> {
  const [order] = await tx.select({ totalKurus: orders.totalKurus }).from(orders).where(eq(orders.id, orderId));
  const [{ refunded }] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amountKurus}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return order ? Math.max(0, order.totalKurus - refunded) : 0;
}

/** Writes a pending refund of `amountKurus` from the order's approved online payment; answers the amount (0: nothing to refund online). */
export async function scheduleRefundIn(
  tx: Tx,
  orderId: number,
  amountKurus: number,
  reason: "cancel" | "return",
  returnRequestId: number | null = null,
): Promise<number> {
  if (amountKurus <= 0) return 0;
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    // Paid through the provider (not 'shop': at the door, by transfer, nothing to pay), approved.
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, "approved"),
        ne(payments.provider, "shop"),
        isNotNull(payments.providerOrderId),
      ),
    )
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  if (!paid) return 0;
  await tx.insert(refunds).values({ orderId, paymentId: paid.id, amountKurus, reason, returnRequestId });
  return amountKurus;
}

/** Pays out the pending refunds (of one order, or all); answers how many were paid and how many failed. */
export async function payPendingRefunds(
  db: Db,
  bank: Refunder,
  options: { orderId?: number; now?: Date } = {},
): Promise<{ done: number; failed: number }> {
  const now = options.now ?? new Date();
  const due = or(eq(refunds.status, "pending"), and(eq(refunds.status, "paying"), lt(refunds.doneAt, new Date(now.getTime() - STALE_MS))));
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(options.orderId == null ? due : and(due, eq(refunds.orderId, options.orderId)))
    .orderBy(refunds.id)
    .limit(100);
  let done = 0;
  let failed = 0;
  for (const { id } of rows) {
    // Claimed by this runner only ('paying'; doneAt holds when, for the stale rule).
    const [claimed] = await db
      .update(refunds)
      .set({ status: "paying", doneAt: now })
      .where(and(eq(refunds.id, id), due))
      .returning();
    if (!claimed?.paymentId) continue;
    const [payment] = await db.select({ transactionId: payments.providerOrderId }).from(payments).where(eq(payments.id, claimed.paymentId));
    const outcome = await payOut(db, bank, claimed, payment?.transactionId ?? null);
    await db
      .update(refunds)
      .set({ status: outcome.ok ? "done" : "failed", failureReason: outcome.ok ? null : outcome.reason, doneAt: new Date() })
      .where(eq(refunds.id, id));
    if (outcome.ok) {
      done++;
      await markPaymentRefunded(db, claimed.paymentId);
    } else failed++;
  }
  return { done, failed };
}

async function payOut(
  db: Db,
  bank: Refunder,
  refund: typeof refunds.$inferSelect,
  transactionId: string | null,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (!transactionId || !bank.refund) return { ok: false, reason: "Ödeme sağlayıcısı iade desteklemiyor." };
  // What the shop has already paid back of this payment, before this refund.
  const [{ before }] = await db
    .select({ before: sql<number>`coalesce(sum(${refunds.amountKurus}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, refund.paymentId!), eq(refunds.status, "done")));
  const atBank = (await bank.queryTransaction(transactionId)).refundedKurus ?? 0;
  if (atBank >= before + refund.amountKurus) return { ok: true };
  const answer = await bank.refund(transactionId, refund.amountKurus, {
    key: `refund-${refund.id}`,
    items: await returnedItems(db, refund),
  });
  return answer.ok ? { ok: true } : { ok: false, reason: answer.reason ?? "İade yapılamadı." };
}

/**
 * The payment basket's items a return's refund is for (payments/payment-basket.ts: 'L<order line
 * id>'): every line of the return (its rows share the code of the one the refund names).
 */
async function returnedItems(db: Db, refund: typeof refunds.$inferSelect): Promise<string[]> {
  if (refund.returnRequestId == null) return [];
  const [named] = await db.select({ code: returnRequests.code }).from(returnRequests).where(eq(returnRequests.id, refund.returnRequestId));
  if (!named) return [];
  const lines = await db
    .select({ orderLineId: returnRequests.orderLineId })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, refund.orderId), eq(returnRequests.code, named.code)));
  return lines.map((l) => lineItemId(l.orderLineId));
}

/** A payment wholly paid back reads 'refunded'. */
async function markPaymentRefunded(db: Db, paymentId: number) {
  await db
    .update(payments)
    .set({ status: "refunded", updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, paymentId),
        inArray(payments.status, ["approved"]),
        sql`${payments.amountKurus} <= (select coalesce(sum(amount_kurus), 0) from refunds where payment_id = ${paymentId} and status = 'done')`,
      ),
    );
}
