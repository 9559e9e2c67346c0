/**
 * Single-use tokens carried in a link (password reset, e-mail verification): 32 random bytes,
 * stored only as their SHA-256 in verification_codes under a purpose, with the user id as target.
 * Using one claims its row atomically, so a replay or a parallel second open fails.
 */
import crypto from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { verificationCodes } from "#app/db/schema";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";

const digest = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");

const liveToken = (purpose: string, token: string) =>
  and(
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.codeHash, digest(token)),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, new Date()),
  );

/** How many tokens of a purpose went to a target (or from an address) since a moment. */
export async function tokensIssuedSince(db: Db, purpose: string, by: { target: string } | { ip: string }, since: Date): Promise<number> {
  const who = "target" in by ? eq(verificationCodes.target, by.target) : eq(verificationCodes.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), who, gt(verificationCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** Stores a new token and returns it in clear (it only ever leaves in the link). */
export async function issueLinkToken(
  db: Db,
  input: { purpose: string; target: string; ip: string; ttlMs: number; messages?: (token: string) => Message[] },
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  // The message carrying the link is recorded in the same transaction (the outbox): a link issued is a link sent.
  await db.transaction(async (tx) => {
    await tx.insert(verificationCodes).values({
      purpose: input.purpose,
      target: input.target,
      codeHash: digest(token),
      ip: input.ip,
      expiresAt: new Date(Date.now() + input.ttlMs),
    });
    if (input.messages) await recordMessages(tx, input.messages(token));
  });
  return token;
}

/** Whether a token can still be used (without using it). */
export async function isLinkTokenLive(db: Db, purpose: string, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db.select({ id: verificationCodes.id }).from(verificationCodes).where(liveToken(purpose, token)).limit(1);
  return Boolean(row);
}

/** Uses a token once; answers its target, or null when it is unknown, used or expired. */
export async function claimLinkToken(db: Db, purpose: string, token: string): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [claimed] = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(liveToken(purpose, token))
    .returning({ target: verificationCodes.target });
  return claimed?.target ?? null;
}

/** Voids every unused token of a purpose for a target. */
export async function voidLinkTokens(db: Db, purpose: string, target: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)));
}
