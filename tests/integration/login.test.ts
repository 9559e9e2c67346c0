/**
 * Login and logout over real HTTP (spec sections 2, 4, 5, 7, 8; PRODUCT.md): the demo member by
 * e-mail and by phone without the leading 0, the one generic failure, the one-time secretId,
 * throttling per identifier and per address, giris-yapti-mi, the guest basket joining the
 * member's at login. Each test speaks from its own address (X-Forwarded-For, trusted from the
 * local proxy) so throttling counts do not leak between tests.
 */
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";
import { encryptPassword } from "#app/lib/login-encryption";
import { request, setCookies } from "../support/http";
import { solvedCaptcha } from "../support/captcha";
import { newMember } from "../support/visitor";

const LOGIN_FAILED = "Lütfen Giriş Bilgilerinizi Kontrol Ediniz.";
const SECRET_EXPIRED = "Oturum süreniz doldu, lütfen sayfayı yenileyip tekrar deneyin.";
const CAPTCHA_REQUIRED = "Lütfen robot olmadığınızı doğrulayın.";
const CAPTCHA_INVALID = "Robot doğrulamasının süresi doldu. Lütfen yeniden doğrulayın.";
const THROTTLED = /^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/;
const MEMBER = { email: "uye@example.com", password: "Deneme123", phone: "05321234567" };

type Answer = {
  success: boolean;
  reason: string;
  redirectUrl?: string | null;
  isLoggedIn?: boolean;
  captcha?: boolean;
  cart?: { quantity: number; items: { id: number; quantity: number }[] };
};

let addressCounter = 0;

/** A browser stand-in: one address, a cookie jar for the session. */
function visitor(ip = `198.51.100.${++addressCounter}`) {
  let cookie = "";
  async function send(pathname: string, init: { method?: string; body?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Accept: "application/json", "X-Forwarded-For": ip, ...init.headers };
    if (cookie) headers.Cookie = cookie;
    if (init.body) headers["Content-Type"] = "application/json";
    const response = await request(pathname, {
      method: init.method ?? "GET",
      headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const sid = setCookies(response).find((c) => c.name === SESSION_COOKIE);
    if (sid) cookie = sid.value ? `${SESSION_COOKIE}=${sid.value}` : "";
    return response;
  }
  /** Opens the login page and reads its one-time secret. */
  async function secret() {
    const response = await send("/kullanici/kullanici-giris", { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const secretId = /name="secretId" value="([^"]+)"/.exec(html)?.[1];
    const publicKey = /data-public-key="([^"]+)"/.exec(html)?.[1];
    expect(secretId && publicKey, "the login page carries a secretId and a public key").toBeTruthy();
    return { secretId: secretId!, publicKey: publicKey! };
  }
  /**
   * A login with a solved captcha (`extra` may replace it, e.g. altcha: "" to send none), made ready
   * to send: tests of the throttle send it right after the failures, since its first wait is one
   * second and getting ready (the page, the sealing, the captcha) takes about that on a busy machine.
   */
  async function prepareLogin(identifier: string, password: string, extra: Record<string, unknown> = {}) {
    const sealed = await encryptPassword(password, await secret());
    const body = { identifier, altcha: await solvedCaptcha(), ...sealed, ...extra };
    return async () => {
      const response = await send("/kullanici/kullanici-giris", { method: "POST", body });
      return { response, body: (await response.json()) as Answer };
    };
  }
  const login = async (identifier: string, password: string, extra: Record<string, unknown> = {}) =>
    (await prepareLogin(identifier, password, extra))();
  async function json(pathname: string, init: { method?: string; body?: Record<string, unknown> } = {}) {
    return (await (await send(pathname, init)).json()) as Answer;
  }
  return { ip, send, secret, login, prepareLogin, json, cookie: () => cookie };
}

describe("login", () => {
  it("logs the demo member in by e-mail; giris-yapti-mi follows; the session id changes", async () => {
    const v = visitor();
    expect(await v.json("/kullanici/giris-yapti-mi")).toEqual({ success: true, isLoggedIn: false });
    await v.secret();
    const guestCookie = v.cookie();
    const { response, body } = await v.login(MEMBER.email.toUpperCase(), MEMBER.password, { redirectUrl: "/cart" });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, reason: "", redirectUrl: "/cart" });
    expect(v.cookie()).not.toBe(guestCookie);
    expect(await v.json("/kullanici/giris-yapti-mi")).toEqual({ success: true, isLoggedIn: true });
    // The header asks who is signed in after the page loads; the page itself is the same for everyone.
    expect(await v.json("/kullanici/oturum-bilgisi")).toMatchObject({ success: true, user: { firstname: "Ayşe" } });
    const page = await (await v.send("/", { headers: { Accept: "text/html" } })).text();
    expect(page).not.toContain("Ayşe");
  });

  it("logs in by phone without the leading 0; an unsafe redirectUrl becomes /", async () => {
    const v = visitor();
    const { body } = await v.login(MEMBER.phone.slice(1), MEMBER.password, { redirectUrl: "//evil.example/x" });
    expect(body).toMatchObject({ success: true, redirectUrl: "/" });
    expect((await v.json("/kullanici/giris-yapti-mi")).isLoggedIn).toBe(true);
  });

  it("answers a wrong password and an unknown account with the same message", async () => {
    const v = visitor();
    const wrong = await v.login(MEMBER.email, "Yanlis123");
    const unknown = await v.login("kimse-yok@example.com", MEMBER.password);
    expect(wrong.body).toMatchObject({ success: false, reason: LOGIN_FAILED });
    expect(unknown.body).toMatchObject({ success: false, reason: LOGIN_FAILED });
    expect((await v.json("/kullanici/giris-yapti-mi")).isLoggedIn).toBe(false);
    // The right password still works afterwards (and resets the count).
    expect((await v.login(MEMBER.email, MEMBER.password)).body.success).toBe(true);
  });

  it("refuses a reused or unknown secretId and a tampered ciphertext", async () => {
    const v = visitor();
    const secret = await v.secret();
    const sealed = await encryptPassword("Yanlis123", secret);
    const first = await v.json("/kullanici/kullanici-giris", { method: "POST", body: { identifier: MEMBER.email, ...sealed } });
    expect(first.reason).toBe(LOGIN_FAILED);
    const again = await v.json("/kullanici/kullanici-giris", {
      method: "POST",
      body: { identifier: MEMBER.email, ...(await encryptPassword(MEMBER.password, secret)) },
    });
    expect(again).toMatchObject({ success: false, reason: SECRET_EXPIRED });
    const unknown = await v.json("/kullanici/kullanici-giris", {
      method: "POST",
      body: { identifier: MEMBER.email, ...sealed, secretId: "yok" },
    });
    expect(unknown).toMatchObject({ success: false, reason: SECRET_EXPIRED });

    const fresh = await encryptPassword(MEMBER.password, await v.secret());
    const tampered = fresh.password.startsWith("A") ? `B${fresh.password.slice(1)}` : `A${fresh.password.slice(1)}`;
    const answer = await v.json("/kullanici/kullanici-giris", {
      method: "POST",
      body: { identifier: MEMBER.email, ...fresh, password: tampered },
    });
    expect(answer).toMatchObject({ success: false, reason: LOGIN_FAILED });
    expect((await v.json("/kullanici/giris-yapti-mi")).isLoggedIn).toBe(false);
  });

  it("takes a plain password only from a same-origin request", async () => {
    const v = visitor();
    const { secretId } = await v.secret();
    const crossless = await v.json("/kullanici/kullanici-giris", {
      method: "POST",
      body: { identifier: MEMBER.email, password: MEMBER.password, secretId },
    });
    expect(crossless).toMatchObject({ success: false, reason: LOGIN_FAILED });
    const again = await v.secret();
    const sameOrigin = await v.send("/kullanici/kullanici-giris", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
      body: { identifier: MEMBER.email, password: MEMBER.password, secretId: again.secretId, altcha: await solvedCaptcha() },
    });
    expect(((await sameOrigin.json()) as Answer).success).toBe(true);
  });

  it("throttles repeated failures per address, even for the right password", async () => {
    const v = visitor();
    // Ready in a session of its own from the same address (a session keeps its last five login secrets).
    const right = await visitor(v.ip).prepareLogin(MEMBER.email, MEMBER.password);
    for (let i = 0; i < 5; i++) expect((await v.login(`yok${i}@example.com`, "Yanlis123")).body.reason).toBe(LOGIN_FAILED);
    const refused = await right();
    expect(refused.body.success).toBe(false);
    expect(refused.body.reason).toMatch(THROTTLED);
  });

  it("throttles repeated failures per identifier, whatever the address", async () => {
    const identifier = `hedef-${Date.now()}@example.com`;
    const sixth = await visitor().prepareLogin(identifier, "Yanlis123");
    for (let i = 0; i < 5; i++) expect((await visitor().login(identifier, "Yanlis123")).body.reason).toBe(LOGIN_FAILED);
    expect((await sixth()).body.reason).toMatch(THROTTLED);
  });

  it("counts failures per account: wrong passwords by e-mail hold back the phone login", async () => {
    const member = await newMember();
    const phone = "055" + /^deniz\.(\d{8})@/.exec(member.email)![1];
    const byPhone = await Promise.all([phone, phone.slice(1)].map((identifier) => visitor().prepareLogin(identifier, member.password)));
    for (let i = 0; i < 5; i++) expect((await visitor().login(member.email, "Yanlis123")).body.reason).toBe(LOGIN_FAILED);
    // Right password, other identifier, other address: the account waits.
    for (const send of byPhone) expect((await send()).body.reason).toMatch(THROTTLED);
  });

  it("after a failed login asks for the captcha: on the page, from this address and for the account from any address", async () => {
    const member = await newMember();
    const v = visitor();
    expect(await (await v.send("/kullanici/kullanici-giris", { headers: { Accept: "text/html" } })).text()).not.toContain("data-captcha");
    // The first attempt needs none.
    expect((await v.login(member.email, "Yanlis123", { altcha: "" })).body).toMatchObject({
      success: false,
      reason: LOGIN_FAILED,
      captcha: true,
    });
    expect(await (await v.send("/kullanici/kullanici-giris", { headers: { Accept: "text/html" } })).text()).toContain("data-captcha");

    // Now the right password alone is not enough, from here or from another address.
    for (const who of [v, visitor()]) {
      expect((await who.login(member.email, member.password, { altcha: "" })).body).toMatchObject({
        success: false,
        reason: CAPTCHA_REQUIRED,
        captcha: true,
      });
      expect((await who.json("/kullanici/giris-yapti-mi")).isLoggedIn).toBe(false);
    }
    // Forged, oversized, replayed: refused, and none of them counts as a guess.
    const used = await solvedCaptcha();
    expect((await v.login(member.email, "Yanlis124", { altcha: used })).body.reason).toBe(LOGIN_FAILED);
    for (const altcha of [used, "bm90IGEgc29sdXRpb24=", "A".repeat(20_000), { challenge: {}, solution: {} }]) {
      expect((await v.login(member.email, member.password, { altcha })).body).toMatchObject({
        success: false,
        reason: CAPTCHA_INVALID,
        captcha: true,
      });
    }
    // A fresh solution lets the right password in; that clears the account and the address.
    expect((await v.login(member.email, member.password)).body.success).toBe(true);
    expect(await (await v.send("/kullanici/kullanici-giris", { headers: { Accept: "text/html" } })).text()).not.toContain("data-captcha");
    expect((await visitor().login(member.email, member.password, { altcha: "" })).body.success).toBe(true);
  });

  it("parallel guesses: one gets through without a captcha, five with one; the rest wait unchecked", async () => {
    const member = await newMember();
    /** Twelve attempts prepared (page, secret, captcha), then sent at the same moment. */
    const burst = async (captcha: boolean) => {
      const prepared = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const v = visitor();
          const sealed = await encryptPassword("Yanlis123", await v.secret());
          return { v, body: { identifier: member.email, ...sealed, altcha: captcha ? await solvedCaptcha() : "" } };
        }),
      );
      return Promise.all(prepared.map(({ v, body }) => v.json("/kullanici/kullanici-giris", { method: "POST", body })));
    };
    const bare = await burst(false);
    expect(bare.filter((a) => a.reason === LOGIN_FAILED)).toHaveLength(1);
    expect(bare.filter((a) => a.reason === CAPTCHA_REQUIRED)).toHaveLength(11);
    const solved = await burst(true);
    // The 5th counted failure makes the account wait: 4 more guesses, then only refusals.
    expect(solved.filter((a) => a.reason === LOGIN_FAILED)).toHaveLength(4);
    expect(solved.filter((a) => THROTTLED.test(a.reason))).toHaveLength(8);
  });

  it("GET /captcha/challenge hands out a new signed challenge, never cached", async () => {
    const [a, b] = [await request("/captcha/challenge"), await request("/captcha/challenge")];
    expect(a.headers.get("cache-control")).toBe("no-store");
    const [first, second] = (await Promise.all([a.json(), b.json()])) as { parameters: Record<string, unknown>; signature: string }[];
    expect(first.parameters).toMatchObject({
      algorithm: "PBKDF2/SHA-256",
      cost: expect.any(Number),
      keyPrefix: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(second.signature).not.toBe(first.signature);
  });

  it("logs out with POST /kullanici/cikis; GET only goes home", async () => {
    const v = visitor();
    expect((await v.login(MEMBER.email, MEMBER.password)).body.success).toBe(true);
    const get = await v.send("/kullanici/cikis", { headers: { Accept: "text/html" } });
    expect(get.status).toBe(302);
    expect((await v.json("/kullanici/giris-yapti-mi")).isLoggedIn).toBe(true);
    expect(await v.json("/kullanici/cikis", { method: "POST" })).toMatchObject({ success: true });
    expect(v.cookie()).toBe("");
    expect((await v.json("/kullanici/giris-yapti-mi")).isLoggedIn).toBe(false);
  });

  it("merges the guest basket into the member's basket at login", async () => {
    const member = visitor();
    expect((await member.login(MEMBER.email, MEMBER.password)).body.success).toBe(true);
    const before = (await member.json("/cart/mini")).cart!;

    const guest = visitor();
    let added: Answer | undefined;
    for (let productId = 1; productId <= 200 && !added?.success; productId++)
      added = await guest.json("/cart/add", { method: "POST", body: { productId, quantity: 1 } });
    expect(added?.success, "a demo variant can be added").toBe(true);
    const line = added!.cart!.items[0];
    expect((await guest.login(MEMBER.phone, MEMBER.password)).body.success).toBe(true);
    const after = (await guest.json("/cart/mini")).cart!;
    expect(after.quantity).toBe(before.quantity + 1);
    expect(after.items.some((item) => item.id === line.id)).toBe(true);
    expect((await member.json("/cart/mini")).cart!.quantity).toBe(before.quantity + 1);
  });
});

describe("password reset", () => {
  const RESET_SENT = "Bilgileriniz sistemimizde kayıtlı ise şifre yenileme bağlantısı gönderildi. Bağlantı 30 dakika geçerlidir.";
  const PASSWORD_RULE = "Şifreniz en az 7 karakter olmalı, harf ve rakam içermelidir.";
  const PASSWORD_MISMATCH = "Yeni Şifre, Yeni Şifre Tekrarı ile uyuşmuyor.";
  const LINK_INVALID =
    "Şifre yenileme bağlantısının süresi dolmuş ya da bağlantı daha önce kullanılmış. Lütfen yeni bir bağlantı isteyiniz.";
  type Sent = { channel: string; to: string; body: string };
  const outbox = async () => (await (await request("/__dev/outbox")).json()) as Sent[];
  /** 'Bağlantı Gönder' as the page sends it: with a solved captcha. */
  const reset = async (v: ReturnType<typeof visitor>, identifier: string) =>
    v.json("/kullanici/sifremi-unuttum", { method: "POST", body: { identifier, altcha: await solvedCaptcha() } });

  it("sends no link without a solved captcha (it may go by SMS), and takes a solution once", async () => {
    const v = visitor();
    const before = (await outbox()).length;
    expect(await v.json("/kullanici/sifremi-unuttum", { method: "POST", body: { identifier: MEMBER.phone } })).toMatchObject({
      success: false,
      reason: CAPTCHA_REQUIRED,
    });
    const altcha = await solvedCaptcha();
    expect(
      await v.json("/kullanici/sifremi-unuttum", { method: "POST", body: { identifier: "kimse-yok@example.com", altcha } }),
    ).toMatchObject({ success: true });
    expect(await v.json("/kullanici/sifremi-unuttum", { method: "POST", body: { identifier: MEMBER.phone, altcha } })).toMatchObject({
      success: false,
      reason: CAPTCHA_INVALID,
    });
    expect((await outbox()).length).toBe(before);
    // The page (no JavaScript needed to read it) says it too, and keeps what was typed.
    const page = await v.send("/kullanici/sifremi-unuttum", {
      method: "POST",
      body: { identifier: "yok@example.com" },
      headers: { Accept: "text/html" },
    });
    const html = await page.text();
    expect(html).toContain(CAPTCHA_REQUIRED);
    expect(html).toContain('value="yok@example.com"');
  });

  it("answers the same for an unknown account and sends nothing", async () => {
    const before = (await outbox()).length;
    const v = visitor();
    expect(await reset(v, "kimse-yok@example.com")).toMatchObject({ success: true, message: RESET_SENT });
    expect(await reset(v, "5559998877")).toMatchObject({ success: true, message: RESET_SENT });
    expect((await outbox()).length).toBe(before);
  });

  it("sends a single-use link by SMS for the phone without its leading 0; the link sets the password once and ends the sessions", async () => {
    const loggedIn = visitor();
    expect((await loggedIn.login(MEMBER.email, MEMBER.password)).body.success).toBe(true);

    const v = visitor();
    expect(await reset(v, MEMBER.phone.slice(1))).toMatchObject({ success: true, message: RESET_SENT });
    const sms = (await outbox()).find((m) => m.channel === "sms" && m.to === MEMBER.phone && m.body.includes("/kullanici/sifre-yenile/"));
    expect(sms, "the reset SMS is in the outbox").toBeTruthy();
    const path = new URL(/https?:\/\/\S+/.exec(sms!.body)![0]).pathname;

    const page = await v.send(path, { headers: { Accept: "text/html" } });
    expect(await page.text()).toContain("Yeni Şifre Tekrarı");
    expect(await v.json(path, { method: "POST", body: { password: "kisa1", passwordRepeat: "kisa1" } })).toMatchObject({
      success: false,
      reason: PASSWORD_RULE,
    });
    expect(await v.json(path, { method: "POST", body: { password: "Deneme123", passwordRepeat: "Deneme124" } })).toMatchObject({
      success: false,
      reason: PASSWORD_MISMATCH,
    });
    // The same password again, so the demo member stays as every other test expects it.
    expect(await v.json(path, { method: "POST", body: { password: MEMBER.password, passwordRepeat: MEMBER.password } })).toMatchObject({
      success: true,
    });
    expect(await v.json(path, { method: "POST", body: { password: MEMBER.password, passwordRepeat: MEMBER.password } })).toMatchObject({
      success: false,
      reason: LINK_INVALID,
    });
    expect(await (await v.send(path, { headers: { Accept: "text/html" } })).text()).toContain(LINK_INVALID);

    expect((await loggedIn.json("/kullanici/giris-yapti-mi")).isLoggedIn).toBe(false);
    expect((await visitor().login(MEMBER.email, MEMBER.password)).body.success).toBe(true);
  });

  it("sends the link by e-mail for the e-mail address", async () => {
    await reset(visitor(), "UYE@example.com");
    const mail = (await outbox()).find(
      (m) => m.channel === "email" && m.to === MEMBER.email && m.body.includes("/kullanici/sifre-yenile/"),
    );
    expect(mail, "the reset e-mail is in the outbox").toBeTruthy();
  });
});
