/**
 * Paying an iyzico payment back (docs/iyzico-reference.md §7.1, §7.2), once.
 *
 * A refund of the shop's (its `key`: the refunds row) is asked of iyzico item by item: each
 * returned line from its own basket item's payment transaction (`POST /payment/refund` with that
 * item's paymentTransactionId, for at most what is left of it), the items named first, then the
 * others when more is due (the shipping fee). A refund of the whole order when nothing was refunded
 * yet cancels the payment instead (`POST /payment/cancel`: all of it back, nothing to wait for),
 * which iyzico takes only on the day of the payment; refused, the items are refunded.
 *
 * Each ask is written down before it is made (`iyzico_refunds`, 'sending', unique per key and item):
 * asking again with the same key asks iyzico nothing more, so a repeated refund is never paid twice.
 * An ask whose answer was lost stays 'sending' and is not made again: the refund answers that the
 * operator must check it in iyzico's panel.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { iyzicoRefunds, iyzicoTransactions } from "#app/db/schema";
import { IyzicoUnavailable, iyzicoPrice, kurusOf, type IyzicoClient } from "./iyzico-client.server";
import type { RefundOptions } from "./provider";

type Row = typeof iyzicoTransactions.$inferSelect;

/** The item id of a whole payment's cancellation. */
const WHOLE = "*";

export const REFUND_UNKNOWN = "İade isteğinin sonucu alınamadı: iyzico panelinden kontrol edilmeli.";
export const REFUND_NOT_POSSIBLE = "Onaylanmamış bir ödeme iade edilemez.";
export const REFUND_TOO_MUCH = "İade tutarı ödemenin iade edilebilir tutarını aşıyor.";

/** Kuruş iyzico has paid back of a transaction (refunds done, or its cancellation); with `key`, of that refund only. */
export async function refundedKurus(db: Db, transactionId: string, key?: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${iyzicoRefunds.amountKurus}), 0)::int` })
    .from(iyzicoRefunds)
    .where(
      and(
        eq(iyzicoRefunds.transactionId, transactionId),
        eq(iyzicoRefunds.status, "done"),
        key === undefined ? undefined : eq(iyzicoRefunds.refundKey, key),
      ),
    );
  return Number(row?.sum ?? 0);
}

type Part = { itemId: string; paymentTransactionId: string; amountKurus: number };

/** How much of each item is left to refund, after everything asked so far (done or still out). */
async function leftPerItem(db: Db, row: Row): Promise<Map<string, number>> {
  const asked = await db
    .select({ itemId: iyzicoRefunds.itemId, amountKurus: iyzicoRefunds.amountKurus })
    .from(iyzicoRefunds)
    .where(and(eq(iyzicoRefunds.transactionId, row.id), inArray(iyzicoRefunds.status, ["sending", "done"])));
  const left = new Map((row.items ?? []).map((item) => [item.itemId, item.paidKurus]));
  for (const a of asked) {
    if (a.itemId === WHOLE) return new Map();
    left.set(a.itemId, (left.get(a.itemId) ?? 0) - a.amountKurus);
  }
  return left;
}

/** The parts of `amountKurus`: the named items first, then the others, each up to what is left of it. */
function planParts(row: Row, left: Map<string, number>, amountKurus: number, first: readonly string[]): Part[] | null {
  const items = row.items ?? [];
  const ordered = [...items.filter((i) => first.includes(i.itemId)), ...items.filter((i) => !first.includes(i.itemId))];
  const parts: Part[] = [];
  let rest = amountKurus;
  for (const item of ordered) {
    const part = Math.min(rest, Math.max(0, left.get(item.itemId) ?? 0));
    if (part <= 0) continue;
    parts.push({ itemId: item.itemId, paymentTransactionId: item.paymentTransactionId, amountKurus: part });
    rest -= part;
    if (rest === 0) return parts;
  }
  return null;
}

/** Writes an ask down before it is made; false when this key already asked for this item. */
async function claim(db: Db, transactionId: string, key: string, itemId: string, amountKurus: number, now: Date): Promise<boolean> {
  const made = await db
    .insert(iyzicoRefunds)
    .values({ transactionId, refundKey: key, itemId, amountKurus, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: iyzicoRefunds.id });
  return made.length > 0;
}

async function settle(db: Db, transactionId: string, key: string, itemId: string, outcome: { ok: true } | { ok: false; reason: string }) {
  await db
    .update(iyzicoRefunds)
    .set({ status: outcome.ok ? "done" : "failed", reason: outcome.ok ? null : outcome.reason, doneAt: new Date() })
    .where(and(eq(iyzicoRefunds.transactionId, transactionId), eq(iyzicoRefunds.refundKey, key), eq(iyzicoRefunds.itemId, itemId)));
}

/** One call to iyzico for an ask already written down; its answer is written too (a lost one leaves it 'sending'). */
async function ask(
  db: Db,
  row: Row,
  key: string,
  itemId: string,
  call: () => Promise<{ ok: true } | { ok: false; reason: string }>,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    const outcome = await call();
    await settle(db, row.id, key, itemId, outcome);
    return outcome;
  } catch (error) {
    if (error instanceof IyzicoUnavailable) return { ok: false, reason: REFUND_UNKNOWN };
    throw error;
  }
}

/** An ask of this key still out (its answer lost) stops the refund; refused asks were not paid: dropped, to be asked again. */
async function stillOut(db: Db, row: Row, key: string): Promise<boolean> {
  const mine = and(eq(iyzicoRefunds.transactionId, row.id), eq(iyzicoRefunds.refundKey, key));
  const [out] = await db
    .select({ id: iyzicoRefunds.id })
    .from(iyzicoRefunds)
    .where(and(mine, eq(iyzicoRefunds.status, "sending")))
    .limit(1);
  if (out) return true;
  await db.delete(iyzicoRefunds).where(and(mine, eq(iyzicoRefunds.status, "failed")));
  return false;
}

export async function iyzicoRefund(
  db: Db,
  client: IyzicoClient,
  row: Row,
  amountKurus: number,
  options: RefundOptions,
  now: Date,
): Promise<{ ok: boolean; reason?: string }> {
  if (!Number.isSafeInteger(amountKurus) || amountKurus <= 0) throw new RangeError(`iyzico: a refund of ${amountKurus} kuruş`);
  if (row.status !== "approved" || !row.paymentId) return { ok: false, reason: REFUND_NOT_POSSIBLE };
  const key = options.key ?? `tek-${now.getTime()}-${Math.random().toString(36).slice(2)}`;
  if (await stillOut(db, row, key)) return { ok: false, reason: REFUND_UNKNOWN };
  // What this key had paid back before stays; only the rest is asked.
  const due = amountKurus - (await refundedKurus(db, row.id, key));
  if (due <= 0) return { ok: true };

  // The whole order, nothing refunded yet: the payment is cancelled the same day (§7.1), which gives
  // the buyer everything back, an installment plan's difference too.
  if (due >= row.priceKurus && (await refundedKurus(db, row.id)) === 0 && (await claim(db, row.id, key, WHOLE, row.amountKurus, now))) {
    const cancelled = await ask(db, row, key, WHOLE, async () => {
      const answer = await client.call("cancel", "create", {
        locale: "tr",
        conversationId: row.reference,
        paymentId: row.paymentId,
        reason: "buyer_request",
      });
      // iyzico does not sign a cancellation (§7.1): it must at least be about this payment, in full.
      if (answer.status === "success" && String(answer.paymentId) === row.paymentId && kurusOf(answer.price) === row.amountKurus)
        return { ok: true };
      return { ok: false, reason: answer.errorMessage ? String(answer.errorMessage) : "İptal edilemedi." };
    });
    if (cancelled.ok || cancelled.reason === REFUND_UNKNOWN) return cancelled;
    // Not cancelled (after the day's end): refunded item by item below.
    await db
      .delete(iyzicoRefunds)
      .where(and(eq(iyzicoRefunds.transactionId, row.id), eq(iyzicoRefunds.refundKey, key), eq(iyzicoRefunds.itemId, WHOLE)));
  }

  const parts = planParts(row, await leftPerItem(db, row), due, options.items ?? []);
  if (!parts) return { ok: false, reason: REFUND_TOO_MUCH };
  for (const part of parts) {
    if (!(await claim(db, row.id, key, part.itemId, part.amountKurus, now))) return { ok: false, reason: REFUND_UNKNOWN };
    const outcome = await ask(db, row, key, part.itemId, async () => {
      const answer = await client.call("refund", "create", {
        locale: "tr",
        conversationId: row.reference,
        paymentTransactionId: part.paymentTransactionId,
        price: iyzicoPrice(part.amountKurus),
        currency: "TRY",
        reason: "buyer_request",
      });
      if (answer.status !== "success") return { ok: false, reason: answer.errorMessage ? String(answer.errorMessage) : "İade yapılamadı." };
      const genuine =
        client.signedBy(answer, ["paymentId", "price", "currency", "conversationId"]) &&
        answer.conversationId === row.reference &&
        String(answer.paymentId) === row.paymentId &&
        kurusOf(answer.price) === part.amountKurus;
      // An answer iyzico did not sign as itself says nothing of what it did: left for the operator.
      if (!genuine) throw new IyzicoUnavailable("refund answer not signed");
      return { ok: true };
    });
    if (!outcome.ok) return outcome;
  }
  return { ok: true };
}
