/**
 * The retention sweep (KVKK 6698 art. 7: personal data whose purpose is gone is deleted; the
 * Regulation on Erasure, art. 11: periodic destruction): deletes what has outlived the periods of
 * legal/retention-periods.ts, the same numbers the KVKK notice shows. Run daily by the job queue
 * (queue `data.retention`, server/jobs.ts).
 *
 * Only what is safe to lose:
 *   - guest baskets (no member) untouched for RETENTION_DAYS.guestBasket, with their lines;
 *   - SMS codes and link tokens past their expiry plus the grace (the hourly limits count only the
 *     last hour, so nothing they need goes);
 *   - failed-login counters whose last failure is older than RETENTION_DAYS.loginFailures and that
 *     lock nothing (the throttle forgets a count after a day anyway);
 *   - expired sessions (nobody can use them);
 *   - recorded messages older than RETENTION_DAYS.sentMessages that are no longer being delivered
 *     (sent or failed; a pending one is left to the delivery job).
 * Orders, invoices and what belongs to them are never touched here (kept 10 years: VUK, TTK).
 *
 * Each kind is deleted in batches of RETENTION_BATCH rows, each batch its own short statement, so a
 * sweep never holds many locks nor a long transaction while the shop serves. Running twice is
 * harmless (a second run finds nothing), so the job may run at least once.
 */
import { and, inArray, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server";
import { carts, loginAttempts, outbox, sessions, verificationCodes } from "#app/db/schema";
import { daysBefore, RETENTION_DAYS } from "#app/domain/legal/retention-periods";

/** Rows deleted per statement. */
export const RETENTION_BATCH = 500;

export type RetentionCounts = {
  guestBaskets: number;
  codes: number;
  loginFailures: number;
  sessions: number;
  messages: number;
};

/** Deletes the rows of `table` matching `where`, RETENTION_BATCH at a time (by key), until none is left; how many went. */
async function deleteInBatches(db: Db, table: PgTable, key: PgColumn, where: SQL | undefined, batch = RETENTION_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const chunk = db.select({ key }).from(table).where(where).limit(batch);
    const gone = await db.delete(table).where(inArray(key, chunk)).returning({ key });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}

/** One sweep (see the module comment); `now` for tests. */
export async function purgeOutlivedData(db: Db, now = new Date(), batch = RETENTION_BATCH): Promise<RetentionCounts> {
  const guestBaskets = await deleteInBatches(
    db,
    carts,
    carts.id,
    and(isNull(carts.userId), lt(carts.updatedAt, daysBefore(now, RETENTION_DAYS.guestBasket))),
    batch,
  );
  const codes = await deleteInBatches(
    db,
    verificationCodes,
    verificationCodes.id,
    lt(verificationCodes.expiresAt, daysBefore(now, RETENTION_DAYS.codeGrace)),
    batch,
  );
  const loginFailures = await deleteInBatches(
    db,
    loginAttempts,
    loginAttempts.key,
    and(
      or(isNull(loginAttempts.lastFailureAt), lt(loginAttempts.lastFailureAt, daysBefore(now, RETENTION_DAYS.loginFailures))),
      or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
    ),
    batch,
  );
  const expiredSessions = await deleteInBatches(db, sessions, sessions.id, lt(sessions.expiresAt, now), batch);
  const messages = await deleteInBatches(
    db,
    outbox,
    outbox.id,
    and(lt(outbox.createdAt, daysBefore(now, RETENTION_DAYS.sentMessages)), ne(outbox.state, "pending")),
    batch,
  );
  return { guestBaskets, codes, loginFailures, sessions: expiredSessions, messages };
}
