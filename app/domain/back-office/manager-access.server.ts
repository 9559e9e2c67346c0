/**
 * Who may use the back office (/yonetim; PRODUCT.md: managers only, with a second factor). A manager
 * signs in like any account (/kullanici/kullanici-giris: its throttling, captcha and encrypted
 * password), then proves the session with an SMS code sent to their phone (/yonetim/dogrulama; in
 * demo mode it is read at /__dev/outbox). The proof is kept in the session for BACK_OFFICE_HOURS
 * and belongs to that manager: a new login makes a new session, which starts without it.
 *   - a guest is sent to the login page and comes back;
 *   - a signed-in account that is not a manager gets 403 (the role is read from the database on
 *     every request, so a demoted manager loses access at once);
 *   - a manager without the code is sent to /yonetim/dogrulama.
 */
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { loginUrlReturningTo, safeRedirectUrl } from "#app/domain/accounts/login-url";
import { issueCode, verifyCode } from "#app/domain/accounts/verification-codes.server";
import { sendSms } from "#app/domain/notifications/messages.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";

export const BACK_OFFICE_CODE_PURPOSE = "back-office";
export const BACK_OFFICE_HOURS = 12;
export const VERIFY_PATH = "/yonetim/dogrulama";
export const NOT_A_MANAGER = "Bu sayfa yalnızca mağaza yöneticileri içindir.";
export const NO_MANAGER_PHONE = "Hesabınızda doğrulama kodu gönderilecek bir telefon yok. Yöneticiyi --phone ile yeniden kaydedin.";
export const managerCodeSms = (code: string) => `Kimseyle paylaşmayınız. Minik Dünya yönetim paneli doğrulama kodunuz: ${code}`;

const SESSION_KEY = "backOffice";
/** '0532 *** ** 77': enough to know which phone, not the number. */
const hiddenPhone = (phone: string) => `${phone.slice(0, 4)} *** ** ${phone.slice(-2)}`;
type Proof = { userId: number; at: number };

export type Manager = { id: number; name: string; phone: string | null; maskedPhone: string | null };

async function managerById(db: Db, userId: number): Promise<Manager | null> {
  const [row] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "manager")));
  return row ? { id: row.id, name: `${row.firstname} ${row.lastname}`.trim(), phone: row.phone, maskedPhone: row.phone ? hiddenPhone(row.phone) : null } : null;
}

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The signed-in manager, before the second factor (the verification page): else a redirect or 403. */
export async function requireSignedInManager(request: Request, db: Db, session: SessionHandle): Promise<Manager> {
  const userId = await session.userId();
  if (userId == null) throw redirect(loginUrlReturningTo(here(request)));
  const manager = await managerById(db, userId);
  if (!manager) throw data({ message: NOT_A_MANAGER }, { status: 403 });
  return manager;
}

/** Whether this session proved the manager's code within BACK_OFFICE_HOURS. */
async function proven(session: SessionHandle, managerId: number, now = Date.now()): Promise<boolean> {
  const proof = (await session.get())?.data?.[SESSION_KEY] as Proof | undefined;
  return proof?.userId === managerId && typeof proof.at === "number" && now - proof.at < BACK_OFFICE_HOURS * 3_600_000;
}

/** Every back-office page and call: the manager, with the second factor proven; else a redirect or 403. */
export async function requireManager(request: Request, db: Db, session: SessionHandle): Promise<Manager> {
  const manager = await requireSignedInManager(request, db, session);
  if (!(await proven(session, manager.id))) throw redirect(`${VERIFY_PATH}?redirectUrl=${encodeURIComponent(here(request))}`);
  return manager;
}

export type CodeStep = { ok: true; message: string; expiresAt?: Date } | { ok: false; reason: string };

/** Sends the manager a code by SMS (one at a time, a few an hour: verification-codes.server.ts). */
export async function sendManagerCode(db: Db, manager: Manager, ip: string): Promise<CodeStep> {
  if (!manager.phone) return { ok: false, reason: NO_MANAGER_PHONE };
  const issued = await issueCode(db, { purpose: BACK_OFFICE_CODE_PURPOSE, target: manager.phone, ip });
  if (!issued.ok) return issued.expiresAt ? { ok: true, message: `Kod ${manager.maskedPhone} numarasına gönderildi.`, expiresAt: issued.expiresAt } : { ok: false, reason: issued.reason };
  await sendSms(db, manager.phone, managerCodeSms(issued.code));
  return { ok: true, message: `Kod ${manager.maskedPhone} numarasına gönderildi.`, expiresAt: issued.expiresAt };
}

/** Checks the code (five wrong tries end it); a right one proves the session. Answers where to go. */
export async function verifyManagerCode(db: Db, session: SessionHandle, manager: Manager, code: string, redirectUrl: unknown): Promise<{ ok: true; to: string } | { ok: false; reason: string }> {
  if (!manager.phone) return { ok: false, reason: NO_MANAGER_PHONE };
  const checked = await verifyCode(db, { purpose: BACK_OFFICE_CODE_PURPOSE, target: manager.phone, code: code.trim() });
  if (!checked.ok) return { ok: false, reason: checked.reason };
  await session.set({ [SESSION_KEY]: { userId: manager.id, at: Date.now() } satisfies Proof });
  const to = safeRedirectUrl(redirectUrl);
  return { ok: true, to: to.startsWith("/yonetim") ? to : "/yonetim/yorumlar" };
}
