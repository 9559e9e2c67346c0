/**
 * One-time 4-digit codes sent by SMS (registration now, SMS login later), per (purpose, target).
 *   - stored as a salted SHA-256, never in clear; valid 5 minutes (spec section 9); single use
 *   - at most 5 wrong tries per code, then a new code is needed
 *   - one live code per (purpose, target): a new one only once the last has run out (the page's
 *     countdown, spec section 4), was used, or was locked by wrong tries
 *   - at most 5 codes per target and 20 per address in an hour
 * Issuing runs under a transaction-scoped advisory lock on (purpose, target), so two requests at
 * once cannot both send a code; the SMS that carries it is recorded in the same transaction (the
 * outbox), so a code issued is a code sent.
 */
import crypto from "node:crypto";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { verificationCodes } from "#app/db/schema";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import {
  CODE_EXPIRED,
  CODE_FORMAT,
  CODE_LENGTH,
  CODE_LOCKED,
  CODE_STILL_VALID,
  CODE_TOO_MANY_REQUESTS,
  CODE_TTL_MS,
  CODE_USED,
  CODE_WRONG,
} from "./verification-codes.messages";

export * from "./verification-codes.messages";

export const MAX_WRONG_TRIES = 5;
export const MAX_CODES_PER_TARGET_HOUR = 5;
export const MAX_CODES_PER_IP_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export type IssueResult =
  | { ok: true; code: string; expiresAt: Date }
  | { ok: false; reason: string; status: 429; /** set when a live code is still running */ expiresAt?: Date };

/** `guessed`: a code was compared and did not match (a wrong guess, whatever the reason says). */
export type VerifyResult =
  { ok: true } | { ok: false; kind: "wrong" | "expired" | "used" | "locked" | "format"; reason: string; guessed?: true };

function digest(salt: string, purpose: string, target: string, code: string): string {
  return crypto.createHash("sha256").update(`${salt}:${purpose}:${target}:${code}`).digest("base64url");
}

const hashCode = (purpose: string, target: string, code: string) => {
  const salt = crypto.randomBytes(16).toString("base64url");
  return `${salt}$${digest(salt, purpose, target, code)}`;
};

function matches(stored: string, purpose: string, target: string, code: string): boolean {
  const [salt, hash] = stored.split("$");
  if (!salt || !hash) return false;
  const a = Buffer.from(digest(salt, purpose, target, code));
  const b = Buffer.from(hash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const randomCode = () => String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");

type Row = typeof verificationCodes.$inferSelect;

async function latest(db: Db, purpose: string, target: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

const isLive = (row: Row | undefined, now: Date): row is Row =>
  !!row && !row.consumedAt && row.attempts < MAX_WRONG_TRIES && row.expiresAt.getTime() > now.getTime();

/** When the live code of (purpose, target) runs out, or null when there is none. */
export async function liveCodeExpiry(db: Db, purpose: string, target: string, now = new Date()): Promise<Date | null> {
  const row = await latest(db, purpose, target);
  return isLive(row, now) ? row.expiresAt : null;
}

/**
 * Creates a code for (purpose, target) unless a live one exists or a rate limit is reached;
 * `messages` (the SMS carrying the code) are recorded in the same transaction.
 */
export async function issueCode(
  db: Db,
  input: { purpose: string; target: string; ip: string; now?: Date; maxPerTargetHour?: number; messages?: (code: string) => Message[] },
): Promise<IssueResult> {
  const { purpose, target, ip } = input;
  const maxPerTarget = input.maxPerTargetHour ?? MAX_CODES_PER_TARGET_HOUR;
  const now = input.now ?? new Date();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${target}`}))`);
    const last = await latest(tx as unknown as Db, purpose, target);
    if (isLive(last, now)) return { ok: false, reason: CODE_STILL_VALID, status: 429, expiresAt: last.expiresAt } as const;
    const [perTarget] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, hourAgo)));
    const [perIp] = ip
      ? await tx
          .select({ n: count() })
          .from(verificationCodes)
          .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, hourAgo)))
      : [{ n: 0 }];
    if (perTarget.n >= maxPerTarget || perIp.n >= MAX_CODES_PER_IP_HOUR) {
      return { ok: false, reason: CODE_TOO_MANY_REQUESTS, status: 429 } as const;
    }
    const code = randomCode();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await tx
      .insert(verificationCodes)
      .values({ purpose, target, ip: ip || null, codeHash: hashCode(purpose, target, code), expiresAt, createdAt: now });
    if (input.messages) await recordMessages(tx, input.messages(code));
    return { ok: true, code, expiresAt } as const;
  });
}

/** Checks a code against the newest code of (purpose, target); a right code is used up. */
export async function verifyCode(db: Db, input: { purpose: string; target: string; code: string; now?: Date }): Promise<VerifyResult> {
  const { purpose, target } = input;
  const now = input.now ?? new Date();
  const code = input.code.trim();
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return { ok: false, kind: "format", reason: CODE_FORMAT };
  const row = await latest(db, purpose, target);
  if (!row) return { ok: false, kind: "expired", reason: CODE_EXPIRED };
  if (row.consumedAt) return { ok: false, kind: "used", reason: CODE_USED };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, kind: "expired", reason: CODE_EXPIRED };
  if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, kind: "locked", reason: CODE_LOCKED };
  const open = and(
    eq(verificationCodes.id, row.id),
    sql`${verificationCodes.consumedAt} is null`,
    sql`${verificationCodes.attempts} < ${MAX_WRONG_TRIES}`,
  );
  if (matches(row.codeHash, purpose, target, code)) {
    const used = await db.update(verificationCodes).set({ consumedAt: now }).where(open).returning({ id: verificationCodes.id });
    return used.length ? { ok: true } : { ok: false, kind: "used", reason: CODE_USED };
  }
  const [tried] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(open)
    .returning({ attempts: verificationCodes.attempts });
  if (!tried || tried.attempts >= MAX_WRONG_TRIES) return { ok: false, kind: "locked", reason: CODE_LOCKED, guessed: true };
  return { ok: false, kind: "wrong", reason: CODE_WRONG, guessed: true };
}
