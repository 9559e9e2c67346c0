/**
 * The back office's own login over real HTTP: /yonetim/giris (e-mail and
 * password, a plain form), the SMS code at /yonetim/dogrulama, the `md_yonetim` cookie, logging
 * out, throttling and the captcha on keys apart from the shop's, and a manager deactivated or
 * given another role losing access at once. Managers made for the test by the demo owner at
 * /yonetim/yoneticiler (each change leaves its audit row).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILED } from "#app/domain/accounts/login.server";
import { CAPTCHA_REQUIRED } from "#app/domain/captcha/captcha.messages";
import { CODE_WRONG } from "#app/domain/accounts/verification-codes.messages";
import { BACK_OFFICE_LOGIN_REQUIRED, LOGGED_OUT, NO_PERMISSION } from "#app/domain/back-office/back-office.messages";
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
import { solvedCaptcha } from "../support/captcha";
import { request, setCookies } from "../support/http";
import { visitor } from "../support/visitor";

let owner: Visitor;

/** A new manager made by the owner (its creation's one audit row checked). */
const newManager = (role: string, extra: Record<string, string> = {}) => newManagerBy(owner, role, extra);

const answerOf = async (response: Response) => ({ status: response.status, html: await response.text() });

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
});

describe("the back office's login", () => {
  it("is a page of its own; the shop's member session never opens the back office", async () => {
    const page = await visitor().page("/yonetim/giris?redirectUrl=%2Fyonetim%2Fkayitlar");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Yönetim Girişi");
    expect(page.html).toMatch(/<form [^>]*action="\/yonetim\/giris(\?[^"]*)?" method="post">/);
    expect(page.html).toContain('name="redirectUrl" value="/yonetim/kayitlar"');
    // A redirect elsewhere is not followed: the login goes to the panel.
    expect((await visitor().page("/yonetim/giris?redirectUrl=https%3A%2F%2Fevil.example")).html).toContain(
      'name="redirectUrl" value="/yonetim"',
    );

    const member = visitor();
    expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
    const refused = await member.page("/yonetim");
    expect(refused.status).toBe(403);
    expect(refused.html).toContain(BACK_OFFICE_LOGIN_REQUIRED);
    // A manager's e-mail and password are not a member's login either.
    expect(await visitor().login(demoManager("owner").email, demoManager("owner").password)).toMatchObject({ success: false });
  });

  it("takes the right password to the SMS code, and only a verified session opens the back office", async () => {
    const account = await newManager("catalogue");
    const v = visitor();
    const login = await postLogin(v, account, { redirectUrl: "/yonetim/yorumlar" });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/yonetim/dogrulama?redirectUrl=%2Fyonetim%2Fyorumlar");
    const [cookie] = setCookies(login).filter((c) => c.name === MANAGER_COOKIE);
    expect(cookie.attributes.get("path")).toBe("/yonetim");
    expect(cookie.attributes.get("samesite")?.toLowerCase()).toBe("strict");
    expect(cookie.attributes.has("httponly")).toBe(true);
    // PUBLIC_URL is http here: no Secure (with https it is).
    expect(cookie.attributes.has("secure")).toBe(false);
    expect(Number(cookie.attributes.get("max-age"))).toBe(12 * 3600);
    // The shop's session cookie is not what opens the back office, and the login made none.
    expect(setCookies(login).map((c) => c.name)).not.toContain("sid");

    // The cookie alone, before the code: every page sends to the code.
    const early = await v.page("/yonetim/yorumlar");
    expect(early.status).toBe(302);
    expect(early.location).toBe("/yonetim/dogrulama?redirectUrl=%2Fyonetim%2Fyorumlar");
    const codePage = await v.page("/yonetim/dogrulama?redirectUrl=%2Fyonetim%2Fyorumlar");
    expect(codePage.html).toContain(`${account.phone.slice(0, 4)} *** ** ${account.phone.slice(-2)}`);

    const wrong = await postCode(v, "0000", "/yonetim/yorumlar");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(CODE_WRONG);
    const right = await postCode(v, await managerCode(account.phone), "/yonetim/yorumlar");
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/yonetim/yorumlar");
    // The session is verified under a new token: the one seen before the code opens nothing.
    const [renewed] = setCookies(right).filter((c) => c.name === MANAGER_COOKIE);
    expect(renewed.value).not.toBe(cookie.value);
    const stale = await request("/yonetim/yorumlar", { headers: { Accept: "text/html", Cookie: `${MANAGER_COOKIE}=${cookie.value}` } });
    expect(stale.status).toBe(403);
    expect((await v.page("/yonetim/yorumlar")).status).toBe(200);
    // The frame names the manager and their role, with only their sections.
    const panel = await v.page("/yonetim");
    expect(panel.status).toBe(200);
    expect(panel.html).toContain("Deneme Yönetici");
    expect(panel.html).toContain("Katalog Ekibi");
    expect(panel.html).toContain('href="/yonetim/yorumlar"');
    expect(panel.html).not.toContain('href="/yonetim/kayitlar"');
    // Signed in already: the login page goes on.
    expect((await v.page("/yonetim/giris?redirectUrl=%2Fyonetim%2Fyorumlar")).location).toBe("/yonetim/yorumlar");

    const login2 = await auditRows(owner, `islem=manager.login&tur=manager&kayit=${account.id}`);
    expect(login2.map((r) => [r.managerName, r.summary])).toEqual([["Deneme Yönetici", "Yönetim paneline giriş yaptı."]]);
  });

  it("refuses a wrong password, asks for the captcha after a failure and slows down, on keys apart from the shop's", async () => {
    const account = await newManager("orders");
    const v = visitor();
    const json = async (extra: Record<string, string>) =>
      (
        await v.send("/yonetim/giris", { method: "POST", body: { email: account.email, password: "Yanlis123", ...extra }, form: true })
      ).json() as Promise<{ error: string; captcha: boolean }>;
    expect(await json({})).toMatchObject({ error: LOGIN_FAILED, captcha: true });
    // From the first failure on, the captcha is needed.
    expect(await json({})).toMatchObject({ error: CAPTCHA_REQUIRED });
    const page = await v.page("/yonetim/giris");
    expect(page.html).toContain("data-captcha");
    for (let i = 0; i < 4; i++) expect(await json({ altcha: await solvedCaptcha() })).toMatchObject({ error: LOGIN_FAILED });
    // Five failures: the next try waits a second; after a sixth, two. Solutions are found first,
    // so the tries below come within those two seconds, even with the right password.
    await new Promise((r) => setTimeout(r, 1_100));
    const solutions = [await solvedCaptcha(), await solvedCaptcha(), await solvedCaptcha()];
    expect(await json({ altcha: solutions[0] })).toMatchObject({ error: LOGIN_FAILED });
    expect((await json({ altcha: solutions[1], password: account.password })).error).toMatch(
      /^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\.$/,
    );
    // From another address the account is held too (its key is the e-mail).
    const held = await visitor().send("/yonetim/giris", {
      method: "POST",
      body: { email: account.email, password: account.password, altcha: solutions[2] },
      form: true,
    });
    expect(((await held.json()) as { error: string }).error).toMatch(/^Çok fazla hatalı deneme/);
    // The shop's login from the same address is not slowed by the back office's failures.
    expect(await v.login("uye@example.com", "Deneme123")).toMatchObject({ success: true });
    // An e-mail nobody has gets the same answer as a wrong password.
    expect(
      await (
        await visitor().send("/yonetim/giris", { method: "POST", body: { email: "kimse@example.com", password: "Yanlis123" }, form: true })
      ).json(),
    ).toMatchObject({ error: LOGIN_FAILED });
  });

  it("logs out: the session ends, the cookie goes, and the logout is recorded", async () => {
    const account = await newManager("catalogue");
    const v = await verifiedManager(account);
    const cookie = v.managerCookieHeader();
    const out = await v.send("/yonetim/cikis", { method: "POST", accept: "text/html" });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/yonetim/giris?cikis=1");
    expect(setCookies(out).find((c) => c.name === MANAGER_COOKIE)?.value).toBe("");
    expect(await (await request("/yonetim", { headers: { Accept: "text/html", Cookie: cookie } })).status).toBe(403);
    expect((await v.page("/yonetim/giris?cikis=1")).html).toContain(LOGGED_OUT);
    const rows = await auditRows(owner, `tur=manager&kayit=${account.id}`);
    expect(rows.map((r) => r.action)).toEqual(["manager.logout", "manager.login", "manager.create"]);
  });

  it("refuses an inactive manager at once, and a new role holds at once, each change recorded once", async () => {
    const account = await newManager("catalogue");
    const v = await verifiedManager(account);
    expect((await v.page("/yonetim/yorumlar")).status).toBe(200);

    // The owner moves them to the orders team: the comments are not theirs any more.
    expect(
      (await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "role", id: String(account.id), role: "orders" })).body,
    ).toMatchObject({ success: true });
    const moved = await answerOf(await v.send("/yonetim/yorumlar", { accept: "text/html" }));
    expect(moved.status).toBe(403);
    expect(moved.html).toContain(NO_PERMISSION);
    const roleRows = await auditRows(owner, `islem=manager.role&kayit=${account.id}`);
    expect(roleRows).toHaveLength(1);
    expect(roleRows[0].changes).toEqual([{ field: "role", label: "Rol", before: "Katalog Ekibi", after: "Sipariş Ekibi" }]);

    // Deactivated: the open session is refused at the next request, and the password no longer works.
    expect(
      (await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "active", id: String(account.id), active: "0" })).body,
    ).toMatchObject({ success: true });
    expect((await v.page("/yonetim")).status).toBe(403);
    const again = visitor();
    expect(
      await (
        await again.send("/yonetim/giris", { method: "POST", body: { email: account.email, password: account.password }, form: true })
      ).json(),
    ).toMatchObject({ error: LOGIN_FAILED });
    expect((await auditRows(owner, `islem=manager.deactivate&kayit=${account.id}`)).map((r) => r.changes)).toEqual([
      [{ field: "active", label: "Etkin", before: "Evet", after: "Hayır" }],
    ]);

    // The owner cannot switch themselves off, nor demote themselves.
    const { body } = await backOfficeJson<{ selfId: number }>(owner, "/yonetim/yoneticiler");
    expect((await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "active", id: String(body.selfId), active: "0" })).status).toBe(
      422,
    );
    expect((await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "role", id: String(body.selfId), role: "orders" })).status).toBe(
      422,
    );
  });

  it("sets a new password for a manager who forgot theirs: their open session ends, the new password logs in, the old does not", async () => {
    const account = await newManager("orders");
    const v = await verifiedManager(account);
    const short = await backOfficePost<{ success: boolean; errors: Record<string, string> }>(owner, "/yonetim/yoneticiler", {
      intent: "password",
      id: String(account.id),
      password: "kisa",
    });
    expect(short.status).toBe(422);
    expect(short.body.errors[`password-${account.id}`]).toBeTruthy();
    expect(
      (await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "password", id: String(account.id), password: "YeniSifre9" })).body,
    ).toMatchObject({ success: true });
    expect((await v.page("/yonetim")).status).toBe(403);
    const old = visitor();
    expect(
      await (
        await old.send("/yonetim/giris", { method: "POST", body: { email: account.email, password: account.password }, form: true })
      ).json(),
    ).toMatchObject({ error: LOGIN_FAILED });
    await verifiedManager({ ...account, password: "YeniSifre9" });
    const rows = await auditRows(owner, `islem=manager.password&kayit=${account.id}`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("YeniSifre9");
    // Only an owner may, and not for themselves.
    expect(
      (await backOfficePost(v, "/yonetim/yoneticiler", { intent: "password", id: String(account.id), password: "YeniSifre9" })).status,
    ).toBe(403);
    const { body } = await backOfficeJson<{ selfId: number }>(owner, "/yonetim/yoneticiler");
    expect(
      (await backOfficePost(owner, "/yonetim/yoneticiler", { intent: "password", id: String(body.selfId), password: "YeniSifre9" })).status,
    ).toBe(422);
  });

  it("checks the new-manager form on the server with the Turkish messages, keeping what was typed", async () => {
    const refused = await backOfficePost<{ success: boolean; errors: Record<string, string>; values: Record<string, string> }>(
      owner,
      "/yonetim/yoneticiler",
      {
        intent: "create",
        email: "yanlis",
        name: "Ali",
        phone: "123",
        role: "store",
        storeId: "",
        password: "kisa",
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      email: "Lütfen e-mail adresinizi kontrol ediniz.",
      name: "Lütfen yöneticinin adını ve soyadını giriniz.",
      password: "Şifreniz en az 7 karakter olmalı, harf ve rakam içermelidir.",
    });
    expect(refused.body.values).toMatchObject({ email: "yanlis", name: "Ali", role: "store" });
    expect(JSON.stringify(refused.body)).not.toContain("kisa");
    // The same e-mail twice.
    const taken = await backOfficePost<{ reason: string }>(owner, "/yonetim/yoneticiler", {
      intent: "create",
      email: demoManager("orders").email,
      name: "Başka Kişi",
      phone: "05551112233",
      role: "orders",
      password: "Sifre1234",
    });
    expect(taken.body.reason).toBe("Bu e-posta adresiyle kayıtlı bir yönetici zaten var.");
  });
});
