/**
 * Login with a one-time SMS code instead of the password (spec sections 2, 4, 5, 7, 9):
 *   1. requestLoginCode: for a well-formed mobile number and a solved captcha a code is issued (verification-codes:
 *      5 minutes, single use, 5 wrong tries, hourly limits per phone and per address) and sent by
 *      SMS only when a member has that phone. The answer is the same whether or not the phone is
 *      registered, and unknown phones use up the same limits, so the call cannot probe accounts.
 *      The phone and the redirect are kept in the session for the code popup ('Tekrar Gönder'
 *      and 'Onayla' send no phone).
 *   2. verifyLoginCode: the code of that phone; the right one signs the member in exactly like the
 *      password login (new session id, guest basket merged, failed-login count reset). Wrong codes
 *      count in the login throttle of the account (so a password lock holds here too, and wrong
 *      codes lock the password login) and of the address; an unknown phone counts on its own
 *      and is answered like a wrong code.
 */
import type { Db } from "#app/db/client.server";
import { captchaOf, spendCaptcha } from "#app/domain/captcha/captcha.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { validate } from "#app/lib/api.server";
import { formatPhone, normalizePhone } from "#app/lib/phone";
import { MOBILE_PHONE_RULE } from "#app/lib/validation";
import { findLoginUser, signIn } from "./login.server";
import { checkThrottle, loginKeys, recordFailure, resetFailures } from "#app/domain/throttle/login-throttle.server";
import { safeRedirectUrl } from "#app/lib/login-url";
import { smsLoginSendSchema, SMS_LOGIN_CODE_SENT } from "./sms-login.schema";
import { CODE_EXPIRED, CODE_WRONG, issueCode, verifyCode } from "./verification-codes.server";

export { SMS_LOGIN_CODE_SENT };

export const SMS_LOGIN_PURPOSE = "sms-login";
/** Ends with the code, like the registration SMS (phones offer to copy it). */
export const loginCodeSms = (code: string) => `Kimseyle paylaşmayınız. Minik Dünya giriş kodunuz: ${code}`;

const SESSION_KEY = "smsLogin";

type Pending = { phone: string; redirectUrl: string };

export type SmsLoginFailure = { ok: false; reason: string; status: number; errors?: Record<string, string>; expiresAt?: Date };
export type LoginCodeSent = { ok: true; message: string; phone: string; expiresAt: Date };

async function pendingOf(session: SessionHandle): Promise<Pending | null> {
  const value = (await session.get())?.data?.[SESSION_KEY];
  return value && typeof value === "object" && typeof (value as Pending).phone === "string" ? (value as Pending) : null;
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * Step 1 ('Kod Gönder', and 'Tekrar Gönder' without a phone: the one kept in the session).
 * While the last code of the phone still runs, no new code goes out and the same countdown is
 * answered.
 */
export async function requestLoginCode(
  db: Db,
  session: SessionHandle,
  body: Record<string, unknown>,
  ip: string,
): Promise<LoginCodeSent | SmsLoginFailure> {
  const pending = await pendingOf(session);
  // Only a call without any phone field is a resend; an empty field is an empty phone.
  const given = body.phoneNumber ?? body.phone;
  const v = validate(smsLoginSendSchema, { phoneNumber: given === undefined ? (pending?.phone ?? "") : text(given) });
  if (!v.ok) return { ok: false, reason: v.reason, status: 422, errors: v.errors };
  const phone = v.data.phoneNumber;
  const redirectUrl = body.redirectUrl !== undefined ? safeRedirectUrl(body.redirectUrl) : (pending?.redirectUrl ?? "/");
  const captcha = await spendCaptcha(db, captchaOf(body));
  if (!captcha.ok) return captcha;

  const member = await findLoginUser(db, phone);
  // A blocked member gets no code (the answer stays the same); their password login says why.
  const issued = await issueCode(db, {
    purpose: SMS_LOGIN_PURPOSE,
    target: phone,
    ip,
    messages: (code) =>
      member && !member.blocked
        ? [{ kind: "auth.smsLoginCode", channel: "sms", to: phone, body: loginCodeSms(code), userId: member.id }]
        : [],
  });
  if (!issued.ok && !issued.expiresAt) return { ok: false, reason: issued.reason, status: issued.status };
  await session.set({ [SESSION_KEY]: { phone, redirectUrl } satisfies Pending });
  if (!issued.ok) return { ok: true, message: SMS_LOGIN_CODE_SENT, phone: formatPhone(phone), expiresAt: issued.expiresAt! };
  return { ok: true, message: SMS_LOGIN_CODE_SENT, phone: formatPhone(phone), expiresAt: issued.expiresAt };
}

/** Step 2 ('Onayla'): `phone` from the call, else the one the code went to. */
export async function verifyLoginCode(
  db: Db,
  session: SessionHandle,
  body: Record<string, unknown>,
  ip: string,
): Promise<{ ok: true; userId: number; redirectUrl: string } | SmsLoginFailure> {
  const pending = await pendingOf(session);
  const typed = text(body.phone ?? body.phoneNumber).trim();
  const phone = typed ? normalizePhone(typed) : (pending?.phone ?? null);
  if (typed && !(phone && /^05\d{9}$/.test(phone)))
    return { ok: false, reason: MOBILE_PHONE_RULE, status: 422, errors: { phone: MOBILE_PHONE_RULE } };
  if (!phone) return { ok: false, reason: CODE_EXPIRED, status: 400 };
  const code = Array.isArray(body.code) ? body.code.join("") : text(body.code);

  const member = await findLoginUser(db, phone);
  const keys = loginKeys(member, phone, ip);
  const throttled = await checkThrottle(db, keys);
  if (throttled) return { ok: false, reason: throttled, status: 429 };

  // (Parallel wrong codes are bounded by the code's own 5 tries, counted atomically.)
  const checked = await verifyCode(db, { purpose: SMS_LOGIN_PURPOSE, target: phone, code });
  if (!checked.ok) {
    if (checked.kind === "wrong" || checked.kind === "locked") await recordFailure(db, keys);
    return { ok: false, reason: checked.reason, status: checked.kind === "format" ? 422 : 400 };
  }
  if (!member || member.blocked) {
    // Only a lucky guess gets here (the code was never sent): answered like any wrong code.
    await recordFailure(db, keys);
    return { ok: false, reason: CODE_WRONG, status: 400 };
  }
  await resetFailures(db, keys);
  const redirectUrl = body.redirectUrl !== undefined ? safeRedirectUrl(body.redirectUrl) : safeRedirectUrl(pending?.redirectUrl);
  await session.set({ [SESSION_KEY]: null });
  await signIn(db, session, member.id);
  return { ok: true, userId: member.id, redirectUrl };
}

/** Seconds until `at`, for the popup's countdown. */
export const secondsUntil = (at: Date, now = Date.now()) => Math.max(0, Math.ceil((at.getTime() - now) / 1000));
