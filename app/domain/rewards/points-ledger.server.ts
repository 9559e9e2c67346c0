/**
 * Joker points move only here: the member's balance and a ledger row of every
 * movement, in the caller's transaction, so the account's 'Joker Puanlarım' shows where each point
 * came from and went (earned, spent, returned, revoked) and the two never disagree.
 *   - earned:   an order stood (paid or needing no online payment);
 *   - spent:    used at checkout (guarded: never more than the balance);
 *   - returned: used points given back (a cancelled or failed order, a return);
 *   - revoked:  earned points taken back (a cancelled order, a return), never below zero.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db, Runner } from "#app/db/client.server";
import { orders, pointEntries, users } from "#app/db/schema";

export type PointKind = "earned" | "spent" | "returned" | "revoked";

/**
 * Moves `points` for the member (a no-op for 0). `spent` is refused (false) when the balance is
 * short; `revoked` takes at most what is left. Returns whether it moved. `at`: when it happened
 * (now unless given: the demo's past orders are dated in the past).
 */
export async function movePointsIn(
  tx: Runner,
  move: { userId: number; orderId: number | null; kind: PointKind; points: number; at?: Date },
): Promise<boolean> {
  const points = Math.floor(move.points);
  if (points <= 0) return true;
  if (move.kind === "spent") {
    const taken = await tx
      .update(users)
      .set({ jokerPoints: sql`${users.jokerPoints} - ${points}` })
      .where(and(eq(users.id, move.userId), gte(users.jokerPoints, points)))
      .returning({ id: users.id });
    if (taken.length === 0) return false;
  } else if (move.kind === "revoked") {
    await tx
      .update(users)
      .set({ jokerPoints: sql`greatest(0, ${users.jokerPoints} - ${points})` })
      .where(eq(users.id, move.userId));
  } else {
    await tx
      .update(users)
      .set({ jokerPoints: sql`${users.jokerPoints} + ${points}` })
      .where(eq(users.id, move.userId));
  }
  await tx
    .insert(pointEntries)
    .values({ userId: move.userId, orderId: move.orderId, kind: move.kind, points, ...(move.at ? { createdAt: move.at } : {}) });
  return true;
}

export type LedgerRow = { id: number; kind: PointKind; points: number; orderNumber: string | null; orderHash: string | null; at: Date };

/** The member's latest point movements, newest first (point_entries_user_idx). */
export async function pointLedger(db: Db, userId: number, limit = 50): Promise<LedgerRow[]> {
  const rows = await db
    .select({
      id: pointEntries.id,
      kind: pointEntries.kind,
      points: pointEntries.points,
      orderNumber: orders.orderNumber,
      orderHash: orders.orderHash,
      at: pointEntries.createdAt,
    })
    .from(pointEntries)
    .leftJoin(orders, eq(orders.id, pointEntries.orderId))
    .where(eq(pointEntries.userId, userId))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind: r.kind as PointKind }));
}
