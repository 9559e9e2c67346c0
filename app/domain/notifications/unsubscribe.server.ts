/**
 * Leaving the shop's commercial e-mail in one click (PRODUCT.md "Turkish law": marketing only with
 * recorded consent, withdrawn as easily as given; RFC 2369 List-Unsubscribe and RFC 8058 one-click).
 *
 * Every commercial e-mail (kinds.ts: class 'commercial') carries, in its headers and its foot, the
 * address /bildirim/abonelikten-cik/{token}: the member's id and an HMAC of it under a key the shop
 * keeps for itself (server_secrets), so no one can make the link of another member, and the link
 * holds no e-mail address. It never expires: an old e-mail's link must still work.
 *   - A mail provider's one-click POST (`List-Unsubscribe=One-Click`) withdraws at once, with no
 *     page, no cookie and no Origin (RFC 8058 3.2).
 *   - A person opening the link sees the page and presses the button (a GET changes nothing: link
 *     scanners and previews open every link of an e-mail).
 * The withdrawal is a consents row (marketing_email, granted false, source 'e-posta-abonelik', the
 * member's current address): from then on the delivery job sends the member no commercial e-mail
 * (delivery.server.ts checks at sending time too). Service e-mails (orders, codes) are unaffected.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { href } from "react-router";
import type { Db } from "#app/db/client.server";
import { serverSecret } from "#app/db/server-secrets.server";
import { users } from "#app/db/schema";
import { publicUrl } from "#app/lib/public-url.server";
import { mayReceiveCommercial, recordMarketingConsent } from "./consent.server";

/** The consent source of a withdrawal through the e-mail's link or a mail provider's one-click. */
export const EMAIL_UNSUBSCRIBE_SOURCE = "e-posta-abonelik";

/** The page's address for a token (the route's path; routes.ts). */
export const unsubscribePath = (token: string) => href("/bildirim/abonelikten-cik/:token", { token });

const signatureOf = async (db: Db, userId: number) =>
  crypto
    .createHmac("sha256", await serverSecret(db, "email-unsubscribe"))
    .update(`unsubscribe:email:${userId}`)
    .digest("base64url")
    .slice(0, 32);

/** The member's token: '{id}.{signature}'. */
export async function unsubscribeToken(db: Db, userId: number): Promise<string> {
  return `${userId}.${await signatureOf(db, userId)}`;
}

/** The member the token was made for, or null for a token the shop did not make. */
export async function memberOfToken(db: Db, token: string): Promise<number | null> {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(await signatureOf(db, userId));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
}

/** The foot of a commercial e-mail's text. */
export const unsubscribeLine = (url: string) =>
  `Kampanya, indirim ve etkinlik e-postalarımızı almak istemiyorsanız aboneliğinizi buradan sonlandırabilirsiniz: ${url}`;

/** What a commercial e-mail adds: its unsubscribe address and the headers mail providers read. */
export async function unsubscribeExtras(db: Db, userId: number): Promise<{ url: string; headers: Record<string, string> }> {
  const url = publicUrl(unsubscribePath(await unsubscribeToken(db, userId)));
  return { url, headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

/** Where the token's member stands: unknown token, or whether commercial e-mail goes to them now, and to which address (masked on the page). */
export type UnsubscribeState = { found: false } | { found: true; userId: number; email: string; subscribed: boolean };

export async function unsubscribeState(db: Db, token: string): Promise<UnsubscribeState> {
  const userId = await memberOfToken(db, token);
  if (userId == null) return { found: false };
  const [user] = await db.select({ email: users.email, erasedAt: users.erasedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.erasedAt) return { found: false };
  return { found: true, userId, email: user.email, subscribed: await mayReceiveCommercial(db, userId, "email") };
}

/**
 * Withdraws the token's member's consent to commercial e-mail; a member already out is left as is
 * (no second row). False for a token the shop did not make or a member no longer there.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<boolean> {
  const state = await unsubscribeState(db, token);
  if (!state.found) return false;
  if (state.subscribed)
    await recordMarketingConsent(db, {
      userId: state.userId,
      channel: "email",
      subject: state.email,
      granted: false,
      source: EMAIL_UNSUBSCRIBE_SOURCE,
      at: now,
    });
  return true;
}
