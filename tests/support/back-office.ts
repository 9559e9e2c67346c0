/**
 * The back office in HTTP tests: signing a manager in at /yonetim/giris (e-mail, password, and the
 * captcha once asked), the SMS code read from the outbox, a verified session; the demo managers.
 */
import { expect } from "vitest";
import { DEMO_MANAGER_PASSWORD, DEMO_MANAGERS } from "#app/demo/managers.server";
import type { ManagerRole } from "#app/domain/permissions/permissions";
import { solvedCaptcha } from "./captcha";
import { outbox, stamp, visitor } from "./visitor";

export type Visitor = ReturnType<typeof visitor>;
export type ManagerAccount = { email: string; password: string; phone: string; name: string };

/** The demo manager of a role (yonetici@, siparis@, katalog@, magaza@ … example.com), with the demo password. */
export function demoManager(role: ManagerRole): ManagerAccount {
  const m = DEMO_MANAGERS.find((d) => d.role === role)!;
  return { email: m.email, password: DEMO_MANAGER_PASSWORD, phone: m.phone, name: m.name };
}

/** The newest back-office SMS code sent to this phone. */
export async function managerCode(phone: string): Promise<string> {
  const sms = (await outbox()).find((m) => m.channel === "sms" && m.to === phone && m.body.includes("yönetim paneli"));
  expect(sms, `no back-office code sent to ${phone}`).toBeTruthy();
  return sms!.body.slice(-4);
}

/** The password step as the form sends it; answers the raw answer (302 to the code on success). */
export function postLogin(v: Visitor, account: { email: string; password: string }, extra: Record<string, string> = {}) {
  return v.send("/yonetim/giris", {
    method: "POST",
    body: { email: account.email, password: account.password, redirectUrl: "/yonetim", ...extra },
    form: true,
    accept: "text/html",
  });
}

/** The SMS code step as the form sends it. */
export function postCode(v: Visitor, code: string, redirectUrl = "/yonetim") {
  return v.send("/yonetim/dogrulama", { method: "POST", body: { intent: "verify", code, redirectUrl }, form: true, accept: "text/html" });
}

/** A visitor signed in to the back office as this manager, SMS code entered (the captcha is solved when asked). */
export async function verifiedManager(account: ManagerAccount, v: Visitor = visitor()): Promise<Visitor> {
  let login = await postLogin(v, account);
  if (login.status !== 302) login = await postLogin(v, account, { altcha: await solvedCaptcha() });
  expect(login.status, `${account.email} password step`).toBe(302);
  expect(login.headers.get("location")).toBe("/yonetim/dogrulama?redirectUrl=%2Fyonetim");
  const verified = await postCode(v, await managerCode(account.phone));
  expect(verified.status, `${account.email} code step`).toBe(302);
  expect(verified.headers.get("location")).toBe("/yonetim");
  return v;
}

/** A page's loader data as a JSON call (the back office's pages answer JSON callers: `handle.json`). */
export async function backOfficeJson<T = Record<string, unknown>>(v: Visitor, path: string): Promise<{ status: number; body: T }> {
  const response = await v.send(path, { accept: "application/json" });
  return { status: response.status, body: (await response.json()) as T };
}

/** A form post to a back-office page, answered as JSON. */
export async function backOfficePost<T = Record<string, unknown>>(
  v: Visitor,
  path: string,
  body: Record<string, string>,
): Promise<{ status: number; body: T }> {
  const response = await v.send(path, { method: "POST", body, form: true, accept: "application/json" });
  return { status: response.status, body: (await response.json()) as T };
}

type AuditRowJson = {
  id: number;
  action: string;
  managerName: string | null;
  summary: string;
  entityId: string | null;
  changes: { field: string; before: string; after: string }[];
};

/** The audit log's rows for a query (`tur=comment&kayit=12`), newest first, as an owner reads them. */
export async function auditRows(owner: Visitor, query: string): Promise<AuditRowJson[]> {
  const { status, body } = await backOfficeJson<{ rows: AuditRowJson[] }>(owner, `/yonetim/kayitlar?${query}`);
  expect(status).toBe(200);
  return body.rows;
}

/**
 * In a browser, on /yonetim/giris: e-mail and password, then the SMS code read from the outbox;
 * waits for the page the login goes on to.
 */
export async function logInToBackOffice(page: import("playwright-core").Page, account: ManagerAccount, next: string) {
  await page.getByLabel("E-posta", { exact: true }).fill(account.email);
  await page.getByLabel("Şifre", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/yonetim/dogrulama");
  await page.getByLabel("Doğrulama kodu").fill(await managerCode(account.phone));
  await page.getByRole("button", { name: "Doğrula", exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** A new manager made by an owner at /yonetim/yoneticiler; checks the one audit row of its creation, which never holds the password. */
export async function newManagerBy(
  owner: Visitor,
  role: string,
  extra: Record<string, string> = {},
): Promise<ManagerAccount & { id: number }> {
  const n = stamp();
  const account = { email: `yonetici-${n}@example.com`, password: `Sifre${n}`, phone: `0553${n.slice(0, 7)}`, name: "Deneme Yönetici" };
  const made = await backOfficePost<{ success: boolean; reason: string }>(owner, "/yonetim/yoneticiler", {
    intent: "create",
    ...account,
    role,
    ...extra,
  });
  expect(made.body, made.body.reason).toMatchObject({ success: true });
  const { body } = await backOfficeJson<{ managers: { id: number; email: string }[] }>(owner, "/yonetim/yoneticiler");
  const id = body.managers.find((m) => m.email === account.email)!.id;
  const rows = await auditRows(owner, `tur=manager&kayit=${id}`);
  expect(rows.map((r) => r.action)).toEqual(["manager.create"]);
  expect(JSON.stringify(rows)).not.toContain(account.password);
  return { ...account, id };
}
