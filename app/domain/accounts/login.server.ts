/**
 * Login by e-mail or phone with a password (spec sections 2, 5, 8; PRODUCT.md). One generic
 * failure that never tells whether the account exists (unknown identifiers still pay for a
 * password check); failures are throttled per account (every identifier of it) and per address,
 * and after a failure the next attempt needs a solved captcha (spec section 8).
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { mergeGuestCart } from "#app/domain/cart/cart.server";
import { CAPTCHA_REQUIRED, spendCaptcha } from "#app/domain/captcha/captcha.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { normalizeIdentifier } from "#app/lib/phone";
import { hashPassword, verifyPassword } from "./password.server";
import { clearLoginSecrets } from "./login-secret.server";
import { addressKey, claimAttempt, loginKeys, needsCaptcha, resetFailures } from "#app/domain/throttle/login-throttle.server";
import { safeRedirectUrl } from "#app/lib/login-url";

export { safeRedirectUrl };

export const LOGIN_FAILED = "Lütfen Giriş Bilgilerinizi Kontrol Ediniz.";
/**
 * A blocked member's login (domain/members): said only after the right password or SMS code, so
 * it tells nobody else that the account exists; never the reason the manager wrote.
 */
export const ACCOUNT_BLOCKED = "Hesabınız kullanıma kapatılmıştır. Bilgi için lütfen müşteri hizmetlerimizle iletişime geçiniz.";

/** A refusal says whether the form must show the captcha for the next attempt. */
export type LoginResult = { ok: true; userId: number } | { ok: false; reason: string; captcha: boolean };

/** Hash checked for unknown identifiers, so they take as long as wrong passwords. */
let dummyHash: Promise<string> | null = null;

export type LoginUser = { id: number; passwordHash: string; email: string; phone: string | null; blocked: boolean };

/** The member an identifier names: an e-mail (lower-cased) or a phone (leading 0 added). */
export async function findLoginUser(db: Db, identifier: string): Promise<LoginUser | null> {
  const normalized = normalizeIdentifier(identifier);
  if (!normalized || normalized.length > 254) return null;
  const column = normalized.includes("@") ? users.email : users.phone;
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      email: users.email,
      phone: users.phone,
      blockedAt: users.blockedAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(column, normalized))
    .limit(1);
  // An erased member is nobody (their e-mail is a placeholder and the phone gone anyway).
  if (!row || row.erasedAt) return null;
  return { id: row.id, passwordHash: row.passwordHash, email: row.email, phone: row.phone, blocked: row.blockedAt != null };
}

/** Whether the login form shows the captcha from the start: this address failed lately. */
export const loginNeedsCaptcha = (db: Db, ip: string) => needsCaptcha(db, [addressKey(ip)]);

/**
 * Checks identifier and password, counting failures. Does not touch the session. `captcha` is the
 * widget's solution (the form field); it is used up when given, and needed once the account, the
 * typed identifier or the address has failed.
 */
export async function authenticate(
  db: Db,
  input: { identifier: string; password: string; ip: string; captcha?: unknown },
): Promise<LoginResult> {
  const identifier = normalizeIdentifier(input.identifier);
  if (!identifier || !input.password) return { ok: false, reason: LOGIN_FAILED, captcha: false };
  const user = await findLoginUser(db, identifier);
  const keys = loginKeys(user, identifier, input.ip);
  const captcha = input.captcha ? await spendCaptcha(db, input.captcha) : ({ ok: false, reason: CAPTCHA_REQUIRED, status: 400 } as const);
  // Counted before the password is checked, so parallel guesses cannot pass the lock together.
  const refused = await claimAttempt(db, keys, captcha);
  if (refused) return { ok: false, reason: refused, captcha: true };

  dummyHash ??= hashPassword("dummy-password-1");
  const matches = await verifyPassword(input.password.slice(0, 1024), user?.passwordHash ?? (await dummyHash));
  if (!user || !matches) return { ok: false, reason: LOGIN_FAILED, captcha: true };
  await resetFailures(db, keys);
  if (user.blocked) return { ok: false, reason: ACCOUNT_BLOCKED, captcha: false };
  return { ok: true, userId: user.id };
}

/** Signs the member in: a new session id (no fixation), then the guest basket joins theirs. */
export async function signIn(db: Db, session: SessionHandle, userId: number): Promise<void> {
  const guestSessionId = (await session.get())?.id ?? null;
  await clearLoginSecrets(session);
  await session.setUser(userId);
  if (guestSessionId) await mergeGuestCart(db, guestSessionId, userId);
}

/** A browser request from the shop's own pages (the plain-password fallback needs one). */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === (request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return false;
  }
}
