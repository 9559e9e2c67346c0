/**
 * Failed-login throttling (PRODUCT.md): counted per identifier and per address in login_attempts.
 * From the 5th failure on, the next try waits 2^(failures-5) seconds after the last failure; from
 * the 10th failure on, the key is locked for 15 minutes (and again after every further failure).
 * A successful login resets both keys; a count left alone for a day starts over.
 */
import { inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { loginAttempts } from "#app/db/schema";

export const DELAY_AFTER = 5;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export const tooManyAttemptsMinutes = (minutes: number) => `Çok fazla hatalı deneme yaptınız. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
export const tooManyAttemptsSeconds = (seconds: number) => `Çok fazla hatalı deneme yaptınız. Lütfen ${seconds} saniye sonra tekrar deneyin.`;

/** The keys one login attempt counts against (identifier already normalised). */
export const throttleKeys = (identifier: string, ip: string) => [`id:${identifier.slice(0, 254)}`, `ip:${ip || "unknown"}`];

/** How long (ms) a key with this state must still wait; 0 when it may try now. */
export function waitFor(row: { failures: number; lockedUntil: Date | null; lastFailureAt: Date | null }, now: number): number {
  if (!row.lastFailureAt || now - row.lastFailureAt.getTime() > FORGET_AFTER_MS) return 0;
  const locked = row.lockedUntil ? row.lockedUntil.getTime() - now : 0;
  const delay = row.failures >= DELAY_AFTER ? row.lastFailureAt.getTime() + 2 ** (row.failures - DELAY_AFTER) * 1000 - now : 0;
  return Math.max(0, locked, delay);
}

/** null when the attempt may go ahead, else the Turkish refusal. */
export async function checkThrottle(db: Db, keys: string[], now = Date.now()): Promise<string | null> {
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));
  const wait = Math.max(0, ...rows.map((row) => waitFor(row, now)));
  if (wait === 0) return null;
  return wait > 60_000 ? tooManyAttemptsMinutes(Math.ceil(wait / 60_000)) : tooManyAttemptsSeconds(Math.ceil(wait / 1000));
}

/** Counts one failure against every key (atomically, so parallel attempts all count). */
export async function recordFailure(db: Db, keys: string[], now = Date.now()): Promise<void> {
  const at = new Date(now);
  const lockUntil = new Date(now + LOCK_MS);
  const forgetBefore = new Date(now - FORGET_AFTER_MS);
  for (const key of keys) {
    const failures = sql`(CASE WHEN ${loginAttempts.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz THEN 0 ELSE ${loginAttempts.failures} END) + 1`;
    await db
      .insert(loginAttempts)
      .values({ key, failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures,
          lastFailureAt: at,
          lockedUntil: sql`CASE WHEN ${failures} >= ${LOCK_AFTER} THEN ${lockUntil.toISOString()}::timestamptz ELSE NULL END`,
        },
      });
  }
}

/** A successful login: both counts start over. */
export async function resetFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}
