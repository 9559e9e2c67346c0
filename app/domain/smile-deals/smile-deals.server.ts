/**
 * Smile deal requests ('Gülümseten Fırsat', the campaigns page): a checked phone and product link
 * stored in smile_deals with the member when signed in, for customer service to call back.
 *
 * At most MAX_PER_ADDRESS_HOUR requests an hour from one client address, kept only as an HMAC with
 * a key of the shop's own (server_secrets), never the address. The count and the insert run in one
 * transaction under an advisory lock on that key, so requests sent at the same moment cannot all
 * slip under the limit; the limit is counted over the stored rows themselves (smile_deals_ip_idx),
 * as the contact form counts its messages (domain/contact/contact.server.ts).
 *
 * Nothing is sent to the typed phone (no SMS: anyone may type anyone's number) and nothing of the
 * request is logged: the page's answer is the acknowledgement.
 */
import crypto from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { smileDeals } from "#app/db/schema";
import { serverSecret } from "#app/db/server-secrets.server";
import { SMILE_DEAL_SENT, type SmileDeal } from "./smile-deal.schema";

export const MAX_PER_ADDRESS_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const tooManySmileDeals = (minutes: number) =>
  `Kısa süre içinde çok fazla talep gönderildi. Lütfen ${minutes} dakika sonra tekrar deneyin.`;

export type SmileDealOutcome = { ok: true; id: number; message: string } | { ok: false; reason: string; status: 429 };

/** The client address as stored: an HMAC with the shop's own key, so the table holds no address. */
async function addressHash(db: Db, ip: string): Promise<string> {
  const key = await serverSecret(db, "smile-deal-address");
  return crypto.createHmac("sha256", key).update(ip).digest("base64url");
}

/** How long (ms) until the address may send one more request; 0: now. */
async function waitFor(db: Db, ipHash: string, now: number): Promise<number> {
  const newest = await db
    .select({ at: smileDeals.createdAt })
    .from(smileDeals)
    .where(and(eq(smileDeals.ipHash, ipHash), gt(smileDeals.createdAt, new Date(now - HOUR_MS))))
    .orderBy(desc(smileDeals.createdAt))
    .limit(MAX_PER_ADDRESS_HOUR);
  // The oldest of the hour's requests leaves the hour at this moment; the count is then under the limit.
  return newest.length < MAX_PER_ADDRESS_HOUR ? 0 : Math.max(1, newest[MAX_PER_ADDRESS_HOUR - 1].at.getTime() + HOUR_MS - now);
}

/** Stores a checked request, unless its address reached the hourly limit (then the Turkish refusal with the minutes to wait, 429). */
export async function submitSmileDeal(
  db: Db,
  input: { deal: SmileDeal; userId: number | null; ip: string; now?: Date },
): Promise<SmileDealOutcome> {
  const now = input.now ?? new Date();
  const ipHash = input.ip ? await addressHash(db, input.ip) : null;
  const stored = await db.transaction(async (tx): Promise<{ wait: number } | { id: number }> => {
    if (ipHash) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`smile-deal:ip:${ipHash}`}))`);
      const wait = await waitFor(tx as unknown as Db, ipHash, now.getTime());
      if (wait > 0) return { wait };
    }
    const [row] = await tx
      .insert(smileDeals)
      .values({ userId: input.userId, phone: input.deal.smilePhone, link: input.deal.smileLink, ipHash, createdAt: now })
      .returning({ id: smileDeals.id });
    return { id: row.id };
  });
  if ("wait" in stored) return { ok: false, reason: tooManySmileDeals(Math.ceil(stored.wait / 60_000)), status: 429 };
  return { ok: true, id: stored.id, message: SMILE_DEAL_SENT };
}
