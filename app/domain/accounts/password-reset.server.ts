/**
 * Password reset (spec section 5: the identifier follows the login rule, a leading 0 for a numeric
 * one): a single-use link valid 30 minutes goes to the account's e-mail (or by SMS when the member
 * named their phone). The token is stored only as its SHA-256 in verification_codes
 * (purpose 'password-reset', target the user id). The answer never tells whether an account exists.
 */
import { href } from "react-router";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import type { Message } from "#app/domain/notifications/messages.server";
import { normalizeIdentifier } from "#app/lib/phone";
import { claimLinkToken, isLinkTokenLive, issueLinkToken, tokensIssuedSince, voidLinkTokens } from "./link-tokens.server";
import { findLoginUser } from "./login.server";
import { resetFailures, throttleKeys } from "#app/domain/throttle/login-throttle.server";
import { hashPassword } from "./password.server";
import { PASSWORD_RESET_PURPOSE as PURPOSE, storeNewPassword } from "./new-password.server";

export * from "./password-reset.messages";

const TTL_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MAX_PER_ACCOUNT_HOUR = 3;
const MAX_PER_IP_HOUR = 20;

/** Sends a reset link when the identifier names an account (and limits allow); always resolves the same way. */
export async function requestPasswordReset(db: Db, input: { identifier: string; ip: string; origin: string }): Promise<void> {
  const identifier = normalizeIdentifier(input.identifier);
  const user = await findLoginUser(db, identifier);
  // A blocked member gets no link (the answer is the same as for anyone).
  if (!user || user.blocked) return;
  const since = new Date(Date.now() - HOUR_MS);
  if ((await tokensIssuedSince(db, PURPOSE, { target: String(user.id) }, since)) >= MAX_PER_ACCOUNT_HOUR) return;
  if ((await tokensIssuedSince(db, PURPOSE, { ip: input.ip }, since)) >= MAX_PER_IP_HOUR) return;

  // Only the newest link works: every earlier one is voided as this one is issued.
  await voidLinkTokens(db, PURPOSE, String(user.id));
  const [account] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, user.id));
  // The link's message is recorded with the link (link-tokens.server.ts: the same transaction).
  const messages = (token: string): Message[] => {
    const link = `${input.origin}${href("/kullanici/sifre-yenile/:token", { token })}`;
    const common = { kind: "auth.passwordReset", userId: user.id } as const;
    if (!identifier.includes("@") && account.phone)
      return [
        { ...common, channel: "sms", to: account.phone, body: `Minik Dünya şifre yenileme bağlantınız (30 dakika geçerli): ${link}` },
      ];
    return [
      {
        ...common,
        channel: "email",
        to: account.email,
        subject: "Minik Dünya şifre yenileme",
        body: `Şifrenizi yenilemek için bu bağlantıyı 30 dakika içinde açın: ${link}\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
      },
    ];
  };
  await issueLinkToken(db, { purpose: PURPOSE, target: String(user.id), ip: input.ip, ttlMs: TTL_MS, messages });
}

/** Whether a link can still be used (the page shows the form or the expiry notice). */
export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  return isLinkTokenLive(db, PURPOSE, token);
}

/**
 * Uses the link once (the row is claimed atomically, so a replay or a parallel second submit
 * fails), sets the new password (voiding every other link, ending every session of the account)
 * and clears its login throttle.
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  const target = await claimLinkToken(db, PURPOSE, token);
  if (!target) return false;
  const user = await storeNewPassword(db, { userId: Number(target), passwordHash, keepSessionId: null });
  if (user)
    await resetFailures(
      db,
      [user.email, user.phone].filter((v): v is string => Boolean(v)).map((id) => throttleKeys(id, "")[0]),
    );
  return true;
}
