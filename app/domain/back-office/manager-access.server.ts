/**
 * Who may use the back office (/yonetim; PRODUCT.md: managers only, with a second factor).
 * Managers are not shop members: they have their own table, login (/yonetim/giris: e-mail and
 * password), sessions and cookie (manager-session.server.ts), and prove each session with an SMS
 * code sent to their phone (/yonetim/dogrulama; in demo mode read at /__dev/outbox). A member's
 * shop session opens nothing here. Every back-office loader and action is guarded by
 * `requireManager` (app/http/require-manager.server.ts), which answers the refusals.
 *
 * Failed logins slow down as the shop's do (login-throttle.server.ts) on keys of their own
 * (`yonetim:id:…`, `yonetim:ip:…`), and after a failure the next attempt needs the captcha.
 * Wrong SMS codes are capped per manager, across resends, and lock the manager (manager-lock.server.ts).
 */
import { href } from "react-router";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { managers } from "#app/db/schema";
import { LOGIN_FAILED } from "#app/domain/accounts/login.server";
import { addressKey, claimAttempt, needsCaptcha, resetFailures, throttleKeys } from "#app/domain/throttle/login-throttle.server";
import { hashPassword, verifyPassword } from "#app/domain/accounts/password.server";
import { safeRedirectUrl } from "#app/lib/login-url";
import { issueCode, verifyCode } from "#app/domain/accounts/verification-codes.server";
import { CAPTCHA_REQUIRED, spendCaptcha } from "#app/domain/captcha/captcha.server";
import { normalizedEmail } from "#app/lib/validation";
import { hiddenPhone } from "#app/lib/phone";
import { recordAudit } from "#app/domain/audit/audit.server";
import { BACK_OFFICE_LOGIN_REQUIRED, CODE_SENT, managerCodeSms, NO_MANAGER_PHONE } from "./back-office.messages";
import { countWrongCode, holdManager, lockedUntil, MANAGER_LOCKED } from "./manager-lock.server";
import {
  startManagerSession,
  verifyManagerSession,
  endManagerSession,
  endUnverifiedSessionsOf,
  type ManagerSession,
  type SessionManager,
} from "./manager-session.server";

/** Back-office codes a manager's phone may receive in an hour (the shop's codes: 5). */
export const MANAGER_CODES_PER_HOUR = 20;
export const BACK_OFFICE_CODE_PURPOSE = "back-office";
/** The login's query parameter that says the manager has just been locked (`?kilit=1`). */
export const LOCKED_PARAM = "kilit";

/** A signed-in, verified manager, as every back-office page and call gets it. */
export type Manager = SessionManager & { roleLabel: string; sessionId: string };

/** /yonetim/giris?redirectUrl=… of the page asked. */
export const loginUrlFor = (next: string) => `${href("/yonetim/giris")}?redirectUrl=${encodeURIComponent(next)}`;
/** /yonetim/dogrulama?redirectUrl=…: the SMS code step, then the page asked. */
export const verifyUrlFor = (next: string) => `${href("/yonetim/dogrulama")}?redirectUrl=${encodeURIComponent(next)}`;

/** Where to go after the login: a back-office page, else the panel. */
export function backOfficeTarget(value: unknown): string {
  const to = safeRedirectUrl(value);
  const panel = href("/yonetim");
  return to === panel || to.startsWith(`${panel}/`) || to.startsWith(`${panel}?`) ? to : panel;
}

/** The login's throttle keys: the shop's, under a prefix of their own. */
const LOGIN_KEY_PREFIX = "yonetim:";
const loginKeys = (email: string, ip: string) => throttleKeys(email, ip).map((key) => LOGIN_KEY_PREFIX + key);

/** Whether the login form shows the captcha from the start: this address failed lately. */
export const managerLoginNeedsCaptcha = (db: Db, ip: string) => needsCaptcha(db, [LOGIN_KEY_PREFIX + addressKey(ip)]);

let dummyHash: Promise<string> | null = null;

export type ManagerLogin =
  | { ok: true; cookie: string }
  | { ok: false; reason: string; captcha: boolean; /** the right password of a locked manager */ locked?: true };

/**
 * The password step: checks e-mail and password (one generic failure that never tells whether
 * the manager exists or is inactive; unknown e-mails pay for a password check too), counting
 * failures before the check so parallel guesses cannot pass the lock together. A right password
 * starts an unverified session and sends the SMS code; answers the session's Set-Cookie.
 */
export async function signInManager(
  db: Db,
  input: { email: string; password: string; ip: string; captcha?: unknown; userAgent: string | null },
): Promise<ManagerLogin> {
  const email = normalizedEmail(input.email);
  if (!email || !input.password) return { ok: false, reason: LOGIN_FAILED, captcha: false };
  const keys = loginKeys(email, input.ip);
  const captcha = input.captcha ? await spendCaptcha(db, input.captcha) : ({ ok: false, reason: CAPTCHA_REQUIRED, status: 400 } as const);
  const refused = await claimAttempt(db, keys, captcha);
  if (refused) return { ok: false, reason: refused, captcha: true };

  const [manager] = await db
    .select({
      id: managers.id,
      passwordHash: managers.passwordHash,
      phone: managers.phone,
      active: managers.active,
      lockedAt: managers.lockedAt,
    })
    .from(managers)
    .where(eq(managers.email, email));
  dummyHash ??= hashPassword("dummy-password-1");
  const matches = await verifyPassword(input.password.slice(0, 1024), manager?.passwordHash ?? (await dummyHash));
  if (!manager || !manager.active || !matches) return { ok: false, reason: LOGIN_FAILED, captcha: true };
  await resetFailures(db, keys);
  // Told only after the right password (so it says nothing about who is a manager): no session, no SMS.
  if (lockedUntil(manager.lockedAt)) return { ok: false, reason: MANAGER_LOCKED, captcha: false, locked: true };
  const cookie = await startManagerSession(db, manager.id, input.userAgent);
  // The code goes out at once; the verification page says where (or why not) and can send again.
  await sendManagerCode(db, manager);
  return { ok: true, cookie };
}

export type CodeStep = { ok: true; message: string } | { ok: false; reason: string };

/**
 * Sends the manager a code by SMS (one at a time, a few an hour: verification-codes.server.ts). A
 * code still running is not sent again: the one already sent stays good. A locked manager gets none.
 */
export async function sendManagerCode(db: Db, manager: { id: number; phone: string | null }): Promise<CodeStep> {
  if (!manager.phone) return { ok: false, reason: NO_MANAGER_PHONE };
  const [row] = await db.select({ lockedAt: managers.lockedAt }).from(managers).where(eq(managers.id, manager.id));
  if (lockedUntil(row?.lockedAt ?? null)) return { ok: false, reason: MANAGER_LOCKED };
  // A manager's code goes out only after their right password, so it cannot be used to flood a
  // phone: it counts neither towards the address's hourly codes (shop visitors share an office's
  // address with managers) nor, at the shop's 5, towards the phone's (a manager signs in again on
  // each device and after each 12-hour session).
  const issued = await issueCode(db, {
    purpose: BACK_OFFICE_CODE_PURPOSE,
    target: manager.phone,
    ip: "",
    maxPerTargetHour: MANAGER_CODES_PER_HOUR,
    messages: (code) => [
      { kind: "backOffice.managerCode", channel: "sms", to: manager.phone!, body: managerCodeSms(code), data: { managerId: manager.id } },
    ],
  });
  if (!issued.ok)
    return issued.expiresAt ? { ok: true, message: CODE_SENT(hiddenPhone(manager.phone)) } : { ok: false, reason: issued.reason };
  return { ok: true, message: CODE_SENT(hiddenPhone(manager.phone)) };
}

export type CodeCheck =
  | { ok: true; cookie: string }
  | { ok: false; reason: string; /** the manager is locked: their unverified sessions have ended */ locked?: true };

/**
 * Checks the code, in one transaction that holds the manager's row (manager-lock.server.ts): a
 * locked manager's code is not looked at; a wrong one is counted (five wrong tries end a code; the
 * caps lock the manager). A right one verifies the session under a new token, notes the manager's
 * last login and records 'manager.login'. Answers the new Set-Cookie value.
 */
export async function verifyManagerCode(db: Db, session: ManagerSession, code: string, now = new Date()): Promise<CodeCheck> {
  const { manager } = session;
  if (!manager.phone) return { ok: false, reason: NO_MANAGER_PHONE };
  const phone = manager.phone;
  return db.transaction(async (tx): Promise<CodeCheck> => {
    const held = await holdManager(tx, manager.id, now);
    if (!held) return { ok: false, reason: BACK_OFFICE_LOGIN_REQUIRED };
    if (held.locked) {
      // A session started before the lock, or a guess that waited for the one that locked.
      await endUnverifiedSessionsOf(tx, manager.id);
      return { ok: false, reason: MANAGER_LOCKED, locked: true };
    }
    const checked = await verifyCode(tx as unknown as Db, { purpose: BACK_OFFICE_CODE_PURPOSE, target: phone, code: code.trim(), now });
    if (!checked.ok) {
      if (checked.guessed && (await countWrongCode(tx, manager, now))) return { ok: false, reason: MANAGER_LOCKED, locked: true };
      return { ok: false, reason: checked.reason };
    }
    const renewed = await verifyManagerSession(tx, session.id);
    if (!renewed) return { ok: false, reason: BACK_OFFICE_LOGIN_REQUIRED };
    await tx.update(managers).set({ lastLoginAt: now }).where(eq(managers.id, manager.id));
    await recordAudit(tx, manager, {
      action: "manager.login",
      entity: { type: "manager", id: manager.id },
      summary: "Yönetim paneline giriş yaptı.",
    });
    return { ok: true, cookie: renewed };
  });
}

/** Logs out: the session ends; a verified one records 'manager.logout' in the same transaction. */
export async function signOutManager(db: Db, manager: Pick<Manager, "id" | "sessionId">): Promise<void> {
  await db.transaction(async (tx) => {
    if (await endManagerSession(tx, manager.sessionId)) {
      await recordAudit(tx, manager, {
        action: "manager.logout",
        entity: { type: "manager", id: manager.id },
        summary: "Yönetim panelinden çıkış yaptı.",
      });
    }
  });
}
