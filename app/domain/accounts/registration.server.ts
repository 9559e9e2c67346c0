/**
 * Registration with an SMS code (spec sections 2, 4, 5, 9):
 *   1. startRegistration: the form is checked, then its captcha (before an SMS goes out, and
 *      before the shop says whether the e-mail or phone is taken), an e-mail or phone already
 *      registered is refused without saying which, the pending registration (password already
 *      hashed) is kept in the session and a code goes to the phone by SMS;
 *   2. resendRegistrationCode: a new code once the last one has run out (a captcha again);
 *   3. completeRegistration: the right code creates the member (phone verified), records the
 *      consents and signs the member in.
 */
import { eq, or } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { consents, users } from "#app/db/schema";
import { captchaOf, spendCaptcha } from "#app/domain/captcha/captcha.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { validate } from "#app/lib/api.server";
import { formatPhone } from "#app/lib/phone";
import { registrationInput, registrationSchema } from "./registration.schema";
import { hashPassword } from "./password.server";
import { issueCode, liveCodeExpiry, verifyCode } from "./verification-codes.server";
import { safeRedirectUrl } from "#app/lib/login-url";

export const REGISTRATION_PURPOSE = "register";
export const CONSENT_SOURCE = "web-kayit";
export const ACCOUNT_EXISTS = "Bu bilgilerle üyelik oluşturulamadı. Bilgilerinizi kontrol edin ya da giriş yapın.";
export const NO_PENDING_REGISTRATION = "Kayıt bilgileriniz bulunamadı. Lütfen formu yeniden doldurun.";
export const codeSms = (code: string) => `Minik Dünya üyelik doğrulama kodunuz: ${code}`;

const PENDING_KEY = "pendingRegistration";

type Pending = {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  passwordHash: string;
  gender: string | null;
  /** Consent to commercial SMS and e-mail, each as ticked. */
  marketingSms: boolean;
  marketingEmail: boolean;
  redirectUrl: string;
};

export type Failure = { ok: false; reason: string; status: number; errors?: Record<string, string>; expiresAt?: Date };
export type CodeSent = { ok: true; expiresAt: Date; phone: string };

async function pendingOf(session: SessionHandle): Promise<Pending | null> {
  const data = (await session.get())?.data?.[PENDING_KEY];
  return data && typeof data === "object" ? (data as Pending) : null;
}

async function accountExists(db: Db, emailAddress: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, emailAddress), eq(users.phone, phone)))
    .limit(1);
  return !!row;
}

async function sendCode(db: Db, phone: string, ip: string): Promise<CodeSent | Failure> {
  const issued = await issueCode(db, {
    purpose: REGISTRATION_PURPOSE,
    target: phone,
    ip,
    messages: (code) => [{ kind: "auth.registrationCode", channel: "sms", to: phone, body: codeSms(code) }],
  });
  if (!issued.ok) return issued;
  return { ok: true, expiresAt: issued.expiresAt, phone: formatPhone(phone) };
}

/** Step 1: the form. */
export async function startRegistration(
  db: Db,
  session: SessionHandle,
  body: Record<string, unknown>,
  ip: string,
): Promise<CodeSent | Failure> {
  const { input, fieldOf } = registrationInput(body);
  const v = validate(registrationSchema, input);
  if (!v.ok)
    return {
      ok: false,
      reason: v.reason,
      status: 422,
      errors: Object.fromEntries(Object.entries(v.errors).map(([field, message]) => [fieldOf(field), message])),
    };
  const form = v.data;
  const captcha = await spendCaptcha(db, captchaOf(body));
  if (!captcha.ok) return captcha;
  if (await accountExists(db, form.email, form.phone)) return { ok: false, reason: ACCOUNT_EXISTS, status: 409 };
  const previous = await pendingOf(session);
  const pending: Pending = {
    firstname: form.firstname,
    lastname: form.lastname,
    phone: form.phone,
    email: form.email,
    passwordHash: await hashPassword(form.password),
    gender: form.gender ?? null,
    marketingSms: form.marketingSms || form.marketing,
    marketingEmail: form.marketingEmail || form.marketing,
    redirectUrl: safeRedirectUrl(body.redirectUrl),
  };
  // The same visitor sends the form again while their code still runs: keep that code.
  const running = previous?.phone === form.phone ? await liveCodeExpiry(db, REGISTRATION_PURPOSE, form.phone) : null;
  await session.set({ [PENDING_KEY]: pending });
  if (running) return { ok: true, expiresAt: running, phone: formatPhone(form.phone) };
  return sendCode(db, form.phone, ip);
}

/** "Tekrar Gönder" (`captcha`: its solution): refused while the last code still runs (the countdown). */
export async function resendRegistrationCode(db: Db, session: SessionHandle, ip: string, captcha: unknown): Promise<CodeSent | Failure> {
  const pending = await pendingOf(session);
  if (!pending) return { ok: false, reason: NO_PENDING_REGISTRATION, status: 409 };
  const solved = await spendCaptcha(db, captcha);
  if (!solved.ok) return solved;
  return sendCode(db, pending.phone, ip);
}

/** Step 2: the code. Creates the member, records consents, signs in. */
export async function completeRegistration(
  db: Db,
  session: SessionHandle,
  code: unknown,
  ip: string,
): Promise<{ ok: true; userId: number; redirectUrl: string } | Failure> {
  const pending = await pendingOf(session);
  if (!pending) return { ok: false, reason: NO_PENDING_REGISTRATION, status: 409 };
  const checked = await verifyCode(db, {
    purpose: REGISTRATION_PURPOSE,
    target: pending.phone,
    code: typeof code === "string" ? code : "",
  });
  if (!checked.ok) return { ok: false, reason: checked.reason, status: checked.kind === "format" ? 422 : 400 };
  const userId = await createMember(db, pending, ip);
  if (userId === null) {
    await session.set({ [PENDING_KEY]: null });
    return { ok: false, reason: ACCOUNT_EXISTS, status: 409 };
  }
  await session.set({ [PENDING_KEY]: null });
  await session.setUser(userId);
  return { ok: true, userId, redirectUrl: pending.redirectUrl };
}

/** Inserts the member and the consents in one transaction; null when the e-mail or phone was taken meanwhile. */
async function createMember(db: Db, p: Pending, ip: string): Promise<number | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: p.email,
        phone: p.phone,
        passwordHash: p.passwordHash,
        firstname: p.firstname,
        lastname: p.lastname,
        gender: p.gender,
        phoneVerifiedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return null;
    // The subject is what the consent is about: the member, or the phone / e-mail a message would go to.
    const row = (kind: string, subject: string, granted: boolean) => ({
      userId: user.id,
      subject,
      kind,
      granted,
      source: CONSENT_SOURCE,
      ip: ip || null,
      createdAt: now,
    });
    const member = String(user.id);
    await tx
      .insert(consents)
      .values([
        row("membership", member, true),
        row("kvkk", member, true),
        row("marketing_sms", p.phone, p.marketingSms === true),
        row("marketing_email", p.email, p.marketingEmail === true),
      ]);
    return user.id;
  });
}
