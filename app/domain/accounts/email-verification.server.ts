/**
 * E-mail verification (spec sections 2, 5, 7): POST /kullanici/send-email-confirm sends a
 * single-use link valid 24 hours to the member's e-mail (at most 3 an hour); opening
 * /kullanici/eposta-dogrula/{token} sets email_verified_at. Tokens are stored only as their
 * SHA-256 in verification_codes (purpose 'email-verify', target the user id); changing the e-mail
 * voids the links still pending.
 */
import { href } from "react-router";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { EMAIL_PATTERN, INVALID_EMAIL } from "#app/lib/validation";
import { claimLinkToken, issueLinkToken, tokensIssuedSince, voidLinkTokens } from "./link-tokens.server";

export const VERIFICATION_SENT = "Doğrulama bağlantısı e-posta adresinize gönderildi. Bağlantı 24 saat geçerlidir.";
export const ALREADY_VERIFIED = "E-posta adresiniz zaten doğrulanmış.";
export const TOO_MANY_VERIFICATIONS = "Son bir saat içinde çok fazla doğrulama e-postası istediniz. Lütfen daha sonra tekrar deneyin.";
export const EMAIL_VERIFIED = "E-posta adresiniz doğrulandı. Teşekkür ederiz!";
export const VERIFICATION_LINK_INVALID =
  "Bu doğrulama bağlantısı daha önce kullanılmış ya da süresi dolmuş. Üyelik bilgilerim sayfasından yeni bir bağlantı isteyebilirsiniz.";

const PURPOSE = "email-verify";
const TTL_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const MAX_PER_HOUR = 3;

export async function sendEmailVerification(
  db: Db,
  input: { userId: number; ip: string; origin: string },
): Promise<{ ok: boolean; message: string; limited?: boolean }> {
  const [user] = await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, input.userId));
  if (!user || !EMAIL_PATTERN.test(user.email)) return { ok: false, message: INVALID_EMAIL };
  if (user.verifiedAt) return { ok: false, message: ALREADY_VERIFIED };
  if ((await tokensIssuedSince(db, PURPOSE, { target: String(input.userId) }, new Date(Date.now() - HOUR_MS))) >= MAX_PER_HOUR)
    return { ok: false, message: TOO_MANY_VERIFICATIONS, limited: true };

  // The e-mail is recorded with the link (link-tokens.server.ts: the same transaction).
  await issueLinkToken(db, {
    purpose: PURPOSE,
    target: String(input.userId),
    ip: input.ip,
    ttlMs: TTL_MS,
    messages: (token) => [
      {
        kind: "auth.emailVerification",
        channel: "email",
        to: user.email,
        subject: "Minik Dünya e-posta doğrulama",
        body: `E-posta adresinizi doğrulamak için bu bağlantıyı 24 saat içinde açın: ${input.origin}${href("/kullanici/eposta-dogrula/:token", { token })}\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
        userId: input.userId,
      },
    ],
  });
  return { ok: true, message: VERIFICATION_SENT };
}

/** Uses a link once (claimed atomically: a replay or a parallel second open fails). */
export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  const target = await claimLinkToken(db, PURPOSE, token);
  if (!target) return false;
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, Number(target)));
  return true;
}

/** The e-mail changed: links sent to the old address no longer verify anything. */
export async function voidEmailVerifications(db: Db, userId: number): Promise<void> {
  await voidLinkTokens(db, PURPOSE, String(userId));
}
