/**
 * The back office's second factor under attack, over real HTTP: one right password buys only
 * WRONG_CODES_PER_HOUR wrong SMS codes, however many codes are resent, then the manager is locked:
 * the half-logged-in session ends, every active owner gets an e-mail (no code, no password), the
 * audit log says so, and the right password is told in Turkish that the account is locked (no SMS
 * goes out). An owner's 'Kilidi aç' on /yonetim/yoneticiler lifts it (audited). Wrong codes sent
 * together are counted one by one (on PostgreSQL they really run together): never past the cap.
 * (The day's cap, resends and the lock lifting by itself after LOCK_HOURS: manager-lock.server.test.ts.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CODE_WRONG } from "#app/domain/accounts/verification-codes.messages";
import { MANAGER_NOT_LOCKED, MANAGER_UNLOCKED } from "#app/domain/back-office/back-office.messages";
import { MANAGER_LOCKED, WRONG_CODES_PER_HOUR } from "#app/domain/back-office/manager-lock.server";
import { MANAGER_COOKIE } from "#app/domain/back-office/manager-session.server";
import {
  auditRows,
  backOfficeJson,
  backOfficePost,
  demoManager,
  managerCode,
  newManagerBy,
  postCode,
  postLogin,
  verifiedManager,
  type Visitor,
} from "../support/back-office";
import { request, setCookies } from "../support/http";
import { outbox, visitor } from "../support/visitor";

let owner: Visitor;

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
}, 120_000);

type ManagerRow = { id: number; email: string; role: string; active: boolean; lockedUntil: string | null };
const managerList = async () => (await backOfficeJson<{ managers: ManagerRow[] }>(owner, "/yonetim/yoneticiler")).body.managers;
const smsTo = async (phone: string) => (await outbox()).filter((m) => m.channel === "sms" && m.to === phone).length;
const wrongFor = (code: string) => (code === "0000" ? "1111" : "0000");
const escaped = (text: string) => text.replace(/'/g, "&#x27;");

describe("wrong SMS codes in the back office", () => {
  it("lock the manager at the hour's cap: session ended, owners e-mailed, audited, the right password told so; an owner unlocks", async () => {
    const account = await newManagerBy(owner, "orders");
    const v = visitor();
    expect((await postLogin(v, account)).status).toBe(302);
    const halfLoggedIn = v.managerCookieHeader();
    const code = await managerCode(account.phone);
    for (let i = 1; i < WRONG_CODES_PER_HOUR; i++) {
      const wrong = await postCode(v, wrongFor(code));
      expect(wrong.status, `wrong code ${i}`).toBe(400);
      expect(await wrong.text()).toContain(CODE_WRONG);
    }
    const locked = await postCode(v, wrongFor(code));
    expect(locked.status).toBe(302);
    expect(locked.headers.get("location")).toBe("/yonetim/giris?kilit=1");
    expect(setCookies(locked).find((c) => c.name === MANAGER_COOKIE)?.value).toBe("");
    expect((await v.page("/yonetim/giris?kilit=1")).html).toContain(escaped(MANAGER_LOCKED));
    // The password-only session is gone: the right code cannot be tried with it any more.
    const after = await request("/yonetim/dogrulama", {
      method: "POST",
      headers: { Accept: "text/html", Cookie: halfLoggedIn, "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=verify&code=${code}`,
    });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/yonetim\/giris\?redirectUrl=/);

    // Every active owner is told, and only they; no code or password in the mail.
    const owners = (await managerList()).filter((m) => m.role === "owner" && m.active).map((m) => m.email);
    expect(owners).toContain(demoManager("owner").email);
    const mails = (await outbox()).filter(
      (m) => m.channel === "email" && m.subject === `Yönetici hesabı kilitlendi: ${account.name}` && m.body.includes(account.email),
    );
    expect(mails.map((m) => m.to).sort()).toEqual([...owners].sort());
    for (const mail of mails) {
      expect(mail.body).toContain("/yonetim/yoneticiler");
      expect(mail.body).not.toContain(code);
      expect(mail.body).not.toContain(account.password);
    }
    const [lockRow] = await auditRows(owner, `islem=manager.lock&tur=manager&kayit=${account.id}`);
    expect(lockRow).toMatchObject({ action: "manager.lock", managerName: account.name });
    expect(lockRow.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "wrongCodesHour", after: String(WRONG_CODES_PER_HOUR) })]),
    );
    expect((await managerList()).find((m) => m.id === account.id)?.lockedUntil).toBeTruthy();

    // The right password now: told the account is locked, no session, no SMS.
    const sms = await smsTo(account.phone);
    const again = await postLogin(visitor(), account);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(escaped(MANAGER_LOCKED));
    expect(setCookies(again).map((c) => c.name)).not.toContain(MANAGER_COOKIE);
    // A wrong password still gets the general answer (nothing said about the lock).
    expect(await (await postLogin(visitor(), { ...account, password: "Yanlis123" })).text()).not.toContain(escaped(MANAGER_LOCKED));
    expect(await smsTo(account.phone)).toBe(sms);

    // 'Kilidi aç' on the owner's Yöneticiler page: recorded; the manager signs in again.
    const page = await owner.page("/yonetim/yoneticiler");
    expect(page.html).toContain("Kilidi aç");
    expect(await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "unlock", id: String(account.id) })).toMatchObject({
      status: 200,
      body: { success: true, message: MANAGER_UNLOCKED },
    });
    expect(await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "unlock", id: String(account.id) })).toMatchObject({
      status: 422,
      body: { success: false, reason: MANAGER_NOT_LOCKED },
    });
    const [unlockRow] = await auditRows(owner, `islem=manager.unlock&tur=manager&kayit=${account.id}`);
    expect(unlockRow).toMatchObject({ action: "manager.unlock", managerName: demoManager("owner").name });
    expect((await managerList()).find((m) => m.id === account.id)?.lockedUntil).toBeNull();
    await verifiedManager(account);
  });

  it("counts wrong codes sent together one by one: never more than the cap, one lock", async () => {
    const account = await newManagerBy(owner, "catalogue");
    const v = visitor();
    expect((await postLogin(v, account)).status).toBe(302);
    const code = await managerCode(account.phone);
    const answers = await Promise.all(Array.from({ length: 3 * WRONG_CODES_PER_HOUR }, () => postCode(v, wrongFor(code))));
    const texts = await Promise.all(answers.map((a) => a.text()));
    const wrong = answers.filter((a, i) => a.status === 400 && texts[i].includes(CODE_WRONG));
    // At most the cap less one are told 'wrong' (a wrong one's page may find its session already
    // ended by the lock and go to the login instead); the others: the lock, or the login.
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.length).toBeLessThanOrEqual(WRONG_CODES_PER_HOUR - 1);
    for (const a of answers.filter((x) => !wrong.includes(x))) expect(a.headers.get("location")).toMatch(/^\/yonetim\/giris\?/);
    expect(answers.filter((a) => a.headers.get("location") === "/yonetim/giris?kilit=1").length).toBeGreaterThan(0);
    // One lock, at exactly the cap: no guess was counted past it.
    const rows = await auditRows(owner, `islem=manager.lock&tur=manager&kayit=${account.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "wrongCodesHour", after: String(WRONG_CODES_PER_HOUR) }),
        expect.objectContaining({ field: "wrongCodesDay", after: String(WRONG_CODES_PER_HOUR) }),
      ]),
    );
    // And the right code does not open the back office afterwards.
    const right = await postCode(v, code);
    expect(right.headers.get("location")).not.toBe("/yonetim");
    expect((await postLogin(visitor(), account)).status).toBe(200);
    expect((await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "unlock", id: String(account.id) })).status).toBe(200);
  });
});
