/**
 * The recurring orders of subscriptions: the `subscriptions.run` job (every
 * 10 minutes, domain/jobs) runs `runDueSubscriptions`, which for each active subscription whose
 * send date has come (in Türkiye) places that date's order once, pays it with the member's saved
 * card, and moves the send date on by the subscription's weeks.
 *
 * Once per send date, whatever runs it (the job twice, two processes at once, a retry after a
 * crash): one transaction per subscription (placeDue)
 *   1. inserts the subscription_runs row (subscription, send date) FIRST — its primary key lets one
 *      run have it; a second run waits for the first's commit, finds the row and does nothing;
 *   2. locks the subscription and checks it is still active and still due on that date (a pause or
 *      cancel that committed just before wins, and nothing is placed);
 *   3. places the order by the shop's order rules (checkout/place-order.server.ts placeLinesIn:
 *      priced from the database with the campaigns running now, stock reserved without going below
 *      zero, idempotency key `abonelik:{id}:{date}`), or — sold out, or no longer for sale — records
 *      `skippedStock`, places nothing and tells the member (e-mail and SMS, in the same transaction);
 *   4. moves the send date on (send-dates.ts: a date missed is not made up for).
 * A subscription whose address or saved card is gone is paused instead and the member told.
 *
 * Then the order is paid outside the transaction (a bank call never holds the stock rows' locks):
 * a merchant-initiated charge of the saved card (PaymentProvider.chargeSavedCard: no CVC, no 3D
 * Secure page, once per order number at the bank) and the bank's answer settled by settle-order —
 * approved: confirmed, the order e-mail recorded once (in settle-order's transaction); declined: stock given back, the run marked
 * `paymentFailed` (a guarded update) and the member told once. A run that died between its commit
 * and the bank's answer leaves its order waiting: the next run finds it (finishOpenRuns) and asks
 * the bank again with the same order number, so the card is charged at most once.
 *
 * Nothing personal is logged: counts only.
 */
import { and, asc, eq, gte, inArray, like, lte, notInArray, sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "#app/db/client.server";
import { orders, savedCards, shippingCompanies, subscriptionRuns, subscriptions, users } from "#app/db/schema";
import { getAddress } from "#app/domain/addresses/addresses.server";
import { addressSnapshot } from "#app/domain/addresses/address.schema";
import { loadCategoryTree, type CategoryTree } from "#app/domain/categories/categories.server";
import { carrierTakes } from "#app/domain/pricing/carrier-payments";
import { renderOrderContract } from "#app/domain/order-core/contract";
import { placeLinesIn, type PlacedOrder } from "#app/domain/checkout/place-order.server";
import { currentAttempt, PAYMENT_WAIT_MS, settlePayment } from "#app/domain/checkout/settle-order.server";
import { paymentTypeLabel } from "#app/domain/order-core/payment-labels";
import { NO_BUYER_IP, type PaymentProvider } from "#app/domain/payments/provider";
import { paymentOrderOf } from "#app/domain/checkout/payment-order.server";
import { logError, logger } from "#app/lib/logger.server";
import { dayInTurkey, nextSendDate } from "./send-dates";
import { notifyPaused, notifyPaymentFailed, notifySkipped, type Member } from "./subscription-notices.server";

/** The idempotency key of a subscription's order for a send date (checkout's keys never hold ':'). */
export const subscriptionOrderKey = (subscriptionId: number, dueDate: string) => `abonelik:${subscriptionId}:${dueDate}`;
const KEY_PATTERN = /^abonelik:(\d{1,10}):(\d{4}-\d{2}-\d{2})$/;

/** How a subscription's orders are described (the order pages, the contract). */
export const SUBSCRIPTION_PAYMENT_DESCRIPTION = `${paymentTypeLabel("tokenPayment")} (Abonelik)`;

/** Subscriptions taken per look at the due ones. */
const BATCH = 50;
/**
 * An order of a run that died before the bank's answer is asked again only this long: later,
 * reconciliation (payments.reconcile, after PAYMENT_WAIT_MS) settles it with the bank alone.
 */
const RETRY_PAYMENT_WITHIN_MS = PAYMENT_WAIT_MS - 5 * 60 * 1000;
/** Failed orders looked at for a member not yet told (a run that died after the bank declined). */
const TELL_FAILED_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

export type RunReport = { placed: number; paid: number; skippedStock: number; paymentFailed: number; paused: number };

type Due = { subscriptionId: number; dueDate: string; userId: number; token: string; order: PlacedOrder };

class NotDue extends Error {}

/** Places, pays and moves on every subscription due today (see the file's comment). */
export async function runDueSubscriptions(db: Db, bank: PaymentProvider, options: { now?: Date; origin: string }): Promise<RunReport> {
  const now = options.now ?? new Date();
  const report: RunReport = { placed: 0, paid: 0, skippedStock: 0, paymentFailed: 0, paused: 0 };
  if (!bank.chargeSavedCard) throw new Error(`payment provider ${bank.name} cannot charge saved cards: subscriptions wait`);
  const today = dayInTurkey(now);
  const tree = await loadCategoryTree(db);
  // A subscription whose turn threw (logged) is not taken again in this run: the next run retries it.
  const failed: number[] = [];
  for (;;) {
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, "active"),
          lte(subscriptions.estimatedSendDate, today),
          failed.length ? notInArray(subscriptions.id, failed) : undefined,
        ),
      )
      .orderBy(asc(subscriptions.estimatedSendDate), asc(subscriptions.id))
      .limit(BATCH);
    for (const { id } of due) {
      try {
        const outcome = await placeDue(db, id, today, tree, options.origin);
        if (outcome.kind === "placed") {
          report.placed++;
          const paid = await payDue(db, bank, outcome.due, options.origin);
          if (paid === "confirmed") report.paid++;
          else if (paid === "paymentFailed") report.paymentFailed++;
        } else if (outcome.kind !== "none") report[outcome.kind]++;
      } catch (error) {
        failed.push(id);
        logError("Abonelik siparişi işlenemedi", error, { subscription: id });
      }
    }
    if (due.length < BATCH) break;
  }
  const finished = await finishOpenRuns(db, bank, now, options.origin, new Set(failed));
  report.paid += finished.paid;
  report.paymentFailed += finished.paymentFailed;
  if (Object.values(report).some((n) => n > 0)) logger.info(report, "Abonelik siparişleri işlendi");
  return report;
}

type Placement = { kind: "placed"; due: Due } | { kind: "skippedStock" | "paused" | "none" };

/** Steps 1 to 4 of the file's comment for one subscription, in one transaction. */
async function placeDue(db: Db, subscriptionId: number, today: string, tree: CategoryTree, origin: string): Promise<Placement> {
  try {
    const placement = await db.transaction(async (tx): Promise<Placement> => {
      // 1. The run's record, first: (subscription, send date) is its primary key.
      const [run] = await queryRows<{ due_date: string }>(
        tx as unknown as Db,
        sql`INSERT INTO subscription_runs (subscription_id, due_date, outcome)
            SELECT id, estimated_send_date, 'placed' FROM subscriptions
            WHERE id = ${subscriptionId} AND status = 'active' AND estimated_send_date <= ${today}::date
            ON CONFLICT DO NOTHING
            RETURNING due_date::text AS due_date`,
      );
      if (!run) return { kind: "none" };
      const dueDate = run.due_date;
      // 2. The subscription, locked; paused, cancelled or moved meanwhile: nothing happened.
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
      if (!sub || sub.status !== "active" || sub.estimatedSendDate !== dueDate) throw new NotDue();
      const next = nextSendDate(dueDate, sub.weekInterval, today);
      const [member] = await tx
        .select({ email: users.email, firstname: users.firstname, phone: users.phone })
        .from(users)
        .where(eq(users.id, sub.userId));
      const address = sub.addressId == null ? null : await getAddress(tx, sub.userId, sub.addressId);
      const [card] =
        sub.savedCardId == null
          ? []
          : await tx
              .select({ token: savedCards.token, last4: savedCards.last4 })
              .from(savedCards)
              .where(and(eq(savedCards.id, sub.savedCardId), eq(savedCards.userId, sub.userId)));
      const notice = { member: member as Member, packageName: sub.packageName, dueDate, nextDate: next, origin };

      if (!address || !card) {
        // Nowhere to send it or nothing to pay with: paused (no run for this date), the member told.
        await tx.delete(subscriptionRuns).where(and(eq(subscriptionRuns.subscriptionId, sub.id), eq(subscriptionRuns.dueDate, dueDate)));
        await tx.update(subscriptions).set({ status: "paused" }).where(eq(subscriptions.id, sub.id));
        await notifyPaused(tx, { ...notice, missing: address ? "card" : "address" });
        return { kind: "paused" };
      }

      // 3. The order, by the shop's rules.
      const snapshot = addressSnapshot(address);
      const placed = await placeLinesIn(
        tx,
        {
          idempotencyKey: subscriptionOrderKey(sub.id, dueDate),
          visitor: { sessionId: null, userId: sub.userId },
          email: member.email,
          deliveryType: "myAddress",
          shippingCompanyId: await carrierFor(tx),
          storeId: null,
          deliveryAddress: snapshot,
          billingAddress: snapshot,
          paymentType: "tokenPayment",
          installment: 1,
          installmentExtra: 0,
          jokerPoints: 0,
          voucherCode: null,
          paymentDescription: SUBSCRIPTION_PAYMENT_DESCRIPTION,
          renderContract: renderOrderContract,
        },
        [{ productId: sub.productId, quantity: sub.quantity }],
        tree,
      );
      // Refused for another reason than stock (no carrier takes cards): the shop's to mend; rolled back and tried again next run.
      if (!placed.ok && !placed.soldOut) throw new Error(`subscription order refused: ${placed.reason}`);

      // 4. The send date moves on either way.
      await tx.update(subscriptions).set({ estimatedSendDate: next }).where(eq(subscriptions.id, sub.id));
      if (!placed.ok) {
        await tx
          .update(subscriptionRuns)
          .set({ outcome: "skippedStock" })
          .where(and(eq(subscriptionRuns.subscriptionId, sub.id), eq(subscriptionRuns.dueDate, dueDate)));
        await notifySkipped(tx, notice);
        return { kind: "skippedStock" };
      }
      await tx
        .update(subscriptionRuns)
        .set({ orderId: placed.order.id })
        .where(and(eq(subscriptionRuns.subscriptionId, sub.id), eq(subscriptionRuns.dueDate, dueDate)));
      // Nothing to pay (a campaign took it all): it stands now (its confirmation recorded by placeLinesIn).
      if (placed.order.status !== "awaitingPayment") return { kind: "none" };
      return { kind: "placed", due: { subscriptionId: sub.id, dueDate, userId: sub.userId, token: card.token, order: placed.order } };
    });
    return placement;
  } catch (error) {
    if (error instanceof NotDue) return { kind: "none" };
    throw error;
  }
}

/** The carrier of subscription orders: the cheapest active one that takes card payments. */
async function carrierFor(tx: Tx): Promise<number | null> {
  const carriers = await tx
    .select({
      id: shippingCompanies.id,
      price: shippingCompanies.salePriceKurus,
      fee: shippingCompanies.serviceFeeKurus,
      methods: shippingCompanies.paymentMethods,
    })
    .from(shippingCompanies)
    .where(eq(shippingCompanies.active, true));
  const taking = carriers
    .filter((c) => carrierTakes(c.methods, "tokenPayment"))
    .sort((a, b) => a.price + a.fee - (b.price + b.fee) || a.id - b.id);
  return taking[0]?.id ?? null;
}

/**
 * Charges the saved card for a placed order and settles the bank's answer (see the file's comment).
 * `paymentFailed` when this run marked the run failed (and told the member); `other` when the order
 * still waits, or another run got there first.
 */
async function payDue(db: Db, bank: PaymentProvider, due: Due, origin: string): Promise<"confirmed" | "paymentFailed" | "other"> {
  const answer = await bank.chargeSavedCard!({
    reference: due.order.orderNumber,
    amountKurus: due.order.totalKurus,
    token: due.token,
    holderUserId: due.userId,
    // Nobody is at the screen: no buyer's address to tell a provider that asks for the order.
    ...(bank.needsOrder ? { order: await paymentOrderOf(db, due.order.id, NO_BUYER_IP) } : {}),
  });
  const status = await settlePayment(db, due.order.paymentId, {
    status: answer.status,
    reason: answer.reason,
    provider: bank.name,
    transactionId: answer.transactionId,
    maskedPan: answer.maskedPan,
    bankName: answer.bankName,
    cardFamily: answer.cardFamily,
  });
  if (status === "confirmed") return "confirmed";
  if (status === "paymentFailed" && (await markPaymentFailed(db, due.subscriptionId, due.dueDate, answer.reason ?? null, origin)))
    return "paymentFailed";
  return "other";
}

/** The run's outcome becomes paymentFailed and the member is told, once (a guarded update in the same transaction); false when it already was. */
async function markPaymentFailed(db: Db, subscriptionId: number, dueDate: string, reason: string | null, origin: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .update(subscriptionRuns)
      .set({ outcome: "paymentFailed" })
      .where(
        and(
          eq(subscriptionRuns.subscriptionId, subscriptionId),
          eq(subscriptionRuns.dueDate, dueDate),
          eq(subscriptionRuns.outcome, "placed"),
        ),
      )
      .returning({ id: subscriptionRuns.subscriptionId });
    if (!run) return false;
    const [sub] = await tx
      .select({
        packageName: subscriptions.packageName,
        next: subscriptions.estimatedSendDate,
        email: users.email,
        firstname: users.firstname,
        phone: users.phone,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, subscriptionId));
    if (sub) await notifyPaymentFailed(tx, { member: sub, packageName: sub.packageName, dueDate, nextDate: sub.next, origin, reason });
    return true;
  });
}

/**
 * Runs left half-done (see the file's comment): a subscription order still waiting for its payment
 * is charged again (the same order number: the bank answers its first charge), one whose payment
 * failed without the member being told is marked and told. Only orders a run placed count: the
 * run's own order id must match (a key alone proves nothing).
 */
async function finishOpenRuns(
  db: Db,
  bank: PaymentProvider,
  now: Date,
  origin: string,
  skip: Set<number>,
): Promise<{ paid: number; paymentFailed: number }> {
  const out = { paid: 0, paymentFailed: 0 };
  const open = await db
    .select({
      id: orders.id,
      status: orders.status,
      key: orders.idempotencyKey,
      createdAt: orders.createdAt,
      orderNumber: orders.orderNumber,
      totalKurus: orders.totalKurus,
      userId: orders.userId,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["awaitingPayment", "paymentFailed"]),
        gte(orders.createdAt, new Date(now.getTime() - TELL_FAILED_WITHIN_MS)),
        like(orders.idempotencyKey, "abonelik:%"),
      ),
    );
  for (const order of open) {
    const [, idText, dueDate] = KEY_PATTERN.exec(order.key ?? "") ?? [];
    if (!idText) continue;
    const subscriptionId = Number(idText);
    // Failed in this run already (logged): the next run tries again.
    if (skip.has(subscriptionId)) continue;
    const [run] = await db
      .select({ outcome: subscriptionRuns.outcome, orderId: subscriptionRuns.orderId })
      .from(subscriptionRuns)
      .where(and(eq(subscriptionRuns.subscriptionId, subscriptionId), eq(subscriptionRuns.dueDate, dueDate)));
    if (!run || run.orderId !== order.id || run.outcome !== "placed" || order.userId == null) continue;
    try {
      if (order.status === "paymentFailed") {
        if (await markPaymentFailed(db, subscriptionId, dueDate, (await currentAttempt(db, order.id))?.failureReason ?? null, origin))
          out.paymentFailed++;
        continue;
      }
      if (now.getTime() - order.createdAt.getTime() > RETRY_PAYMENT_WITHIN_MS) continue;
      const attempt = await currentAttempt(db, order.id);
      const [card] = await db
        .select({ token: savedCards.token })
        .from(subscriptions)
        .innerJoin(savedCards, and(eq(savedCards.id, subscriptions.savedCardId), eq(savedCards.userId, subscriptions.userId)))
        .where(eq(subscriptions.id, subscriptionId));
      if (!attempt || !card) continue;
      const paid = await payDue(
        db,
        bank,
        {
          subscriptionId,
          dueDate,
          userId: order.userId,
          token: card.token,
          order: {
            id: order.id,
            paymentId: attempt.id,
            orderNumber: order.orderNumber,
            orderHash: "",
            status: "awaitingPayment",
            paymentType: "tokenPayment",
            totalKurus: order.totalKurus,
            replay: true,
          },
        },
        origin,
      );
      if (paid === "confirmed") out.paid++;
      else if (paid === "paymentFailed") out.paymentFailed++;
    } catch (error) {
      logError("Abonelik ödemesi tamamlanamadı", error, { subscription: subscriptionId });
    }
  }
  return out;
}
