/**
 * Failed-login throttling (PRODUCT.md): counted in login_attempts per account and per address.
 * An attempt on a member's account counts against every identifier of the account (its e-mail and
 * its phone), so ten guesses lock the account whichever identifier is typed; an identifier that
 * names no account counts on its own (the answer never tells which case it was).
 * From the 5th failure on, the next try waits 2^(failures-5) seconds after the last failure; from
 * the 10th failure on, the key is locked for 15 minutes (and again after every further failure).
 * After a failure (CAPTCHA_AFTER) the next password attempt on any of those keys needs a solved
 * captcha (spec section 8: "captcha resets" with each failed login).
 * A successful login resets the keys; a count left alone for a day starts over.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { loginAttempts } from "#app/db/schema";
import type { CaptchaCheck } from "#app/domain/captcha/captcha.server";

export const DELAY_AFTER = 5;
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures (on any key of the attempt) from which a password login needs a solved captcha. */
export const CAPTCHA_AFTER = 1;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export const tooManyAttemptsMinutes = (minutes: number) =>
  `Çok fazla hatalı deneme yaptınız. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
export const tooManyAttemptsSeconds = (seconds: number) =>
  `Çok fazla hatalı deneme yaptınız. Lütfen ${seconds} saniye sonra tekrar deneyin.`;

const identifierKey = (identifier: string) => `id:${identifier.slice(0, 254)}`;
export const addressKey = (ip: string) => `ip:${ip || "unknown"}`;

/** The keys of one identifier (already normalised) and one address. */
export const throttleKeys = (identifier: string, ip: string) => [identifierKey(identifier), addressKey(ip)];

/**
 * The keys a login attempt counts against: the e-mail and phone of the account the identifier
 * names, or the typed identifier when it names none; and the address.
 */
export function loginKeys(account: { email: string; phone: string | null } | null, identifier: string, ip: string): string[] {
  const identifiers = account ? [account.email, account.phone].filter((v): v is string => Boolean(v)) : [identifier];
  return [...identifiers.map(identifierKey), addressKey(ip)];
}

type Row = { failures: number; lockedUntil: Date | null; lastFailureAt: Date | null };

/** The failures of a key that still count (a day without one forgets them). */
const liveFailures = (row: Row, now: number) =>
  !row.lastFailureAt || now - row.lastFailureAt.getTime() > FORGET_AFTER_MS ? 0 : row.failures;

/** How long (ms) a key with this state must still wait; 0 when it may try now. */
export function waitFor(row: Row, now: number): number {
  if (!row.lastFailureAt || liveFailures(row, now) === 0) return 0;
  const locked = row.lockedUntil ? row.lockedUntil.getTime() - now : 0;
  const delay = row.failures >= DELAY_AFTER ? row.lastFailureAt.getTime() + 2 ** (row.failures - DELAY_AFTER) * 1000 - now : 0;
  return Math.max(0, locked, delay);
}

/** The refusal for a wait of this many ms. */
const waitMessage = (wait: number) =>
  wait > 60_000 ? tooManyAttemptsMinutes(Math.ceil(wait / 60_000)) : tooManyAttemptsSeconds(Math.ceil(wait / 1000));

const rowsOf = (db: Db, keys: string[]) => db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys));

/** null when the attempt may go ahead, else the Turkish refusal. */
export async function checkThrottle(db: Db, keys: string[], now = Date.now()): Promise<string | null> {
  const rows = await rowsOf(db, keys);
  const wait = Math.max(0, ...rows.map((row) => waitFor(row, now)));
  return wait === 0 ? null : waitMessage(wait);
}

/** Whether the next attempt on these keys needs a solved captcha. */
export async function needsCaptcha(db: Db, keys: string[], now = Date.now()): Promise<boolean> {
  return (await rowsOf(db, keys)).some((row) => liveFailures(row, now) >= CAPTCHA_AFTER);
}

/**
 * Takes one attempt against the keys before the password is checked: refused (the Turkish wait)
 * while any key must wait, or (when `captcha` is given: the password login) for want of a
 * solved captcha once a key has failed; else counted as a failure at once (resetFailures clears
 * it when the password is right). The keys' rows are locked for the check and the count, in one
 * order, so parallel guesses queue here: once the 5th failure is counted the next one waits, and
 * once the first is counted the next one needs a captcha, however many arrive together.
 * (Checking first and counting after the password check would let every guess sent at the same
 * moment through.)
 */
export async function claimAttempt(db: Db, keys: string[], captcha?: CaptchaCheck, now = Date.now()): Promise<string | null> {
  const sorted = [...new Set(keys)].sort();
  return db.transaction(async (tx) => {
    await tx
      .insert(loginAttempts)
      .values(sorted.map((key) => ({ key })))
      .onConflictDoNothing();
    const rows = await tx.select().from(loginAttempts).where(inArray(loginAttempts.key, sorted)).orderBy(loginAttempts.key).for("update");
    const wait = Math.max(0, ...rows.map((row) => waitFor(row, now)));
    if (wait > 0) return waitMessage(wait);
    if (captcha && !captcha.ok && rows.some((row) => liveFailures(row, now) >= CAPTCHA_AFTER)) return captcha.reason;
    await recordFailure(tx as unknown as Db, sorted, now);
    return null;
  });
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

/**
 * A successful login: the counts of its keys start over. One key at a time, so this never holds
 * one row while waiting for another (an attempt holding them in its own order could deadlock it).
 */
export async function resetFailures(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
