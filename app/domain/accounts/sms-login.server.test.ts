import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { loginAttempts, outbox, verificationCodes } from "#app/db/schema";
import { createSessionHandle } from "#app/domain/sessions/session.server";
import { MOBILE_PHONE_RULE, PHONE_REQUIRED } from "#app/lib/validation";
import { openDbWithMember } from "#tests/support/unit/member";
import { recordFailure, throttleKeys } from "#app/domain/throttle/login-throttle.server";
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from "#app/domain/captcha/captcha.messages";
import { solvedCaptchaOf } from "#app/domain/captcha/captcha-solver.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { requestLoginCode, SMS_LOGIN_CODE_SENT, SMS_LOGIN_PURPOSE, verifyLoginCode } from "./sms-login.server";
import { CODE_EXPIRED, CODE_TOO_MANY_REQUESTS, CODE_USED, CODE_WRONG, issueCode } from "./verification-codes.server";

const MEMBER_PHONE = "05321234567";

let db: Db;
let close: () => Promise<void>;
let userId = 0;
beforeAll(async () => {
  ({ db, close, userId } = await openDbWithMember());
});
afterAll(() => close());

/** A browser stand-in keeping the session cookie; handle() is one request. */
function browser() {
  let cookie = "";
  return {
    handle: () =>
      createSessionHandle(
        db,
        cookie,
        (value) => {
          const [pair] = value.split(";");
          cookie = pair.endsWith("=") ? "" : pair;
        },
        false,
      ),
  };
}

/** 'Kod Gönder' as the page sends it: with a solved captcha. */
const requestCode = async (session: SessionHandle, body: Record<string, unknown>, ip: string) =>
  requestLoginCode(db, session, { ...body, altcha: await solvedCaptchaOf(db) }, ip);

const smsTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
const lastCode = async (to: string) => /(\d{4})$/.exec((await smsTo(to))[0].body)![1];
const failuresOf = async (key: string) => (await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)))[0]?.failures ?? 0;

describe("requestLoginCode", () => {
  it("checks the phone with the mobile rule", async () => {
    expect(await requestCode(browser().handle(), { phoneNumber: "" }, "10.2.0.1")).toMatchObject({
      ok: false,
      reason: PHONE_REQUIRED,
      status: 422,
    });
    expect(await requestCode(browser().handle(), { phoneNumber: "0212 123 45 67" }, "10.2.0.1")).toMatchObject({
      ok: false,
      reason: MOBILE_PHONE_RULE,
      status: 422,
    });
  });

  it("answers a member's phone and an unknown phone alike; only the member gets an SMS", async () => {
    const known = await requestCode(browser().handle(), { phoneNumber: "(532) 123 45 67" }, "10.2.0.2");
    const unknown = await requestCode(browser().handle(), { phoneNumber: "5329990001" }, "10.2.0.2");
    expect(known).toMatchObject({ ok: true, message: SMS_LOGIN_CODE_SENT, phone: "(532) 123 45 67" });
    expect(unknown).toMatchObject({ ok: true, message: SMS_LOGIN_CODE_SENT, phone: "(532) 999 00 01" });
    expect((await smsTo(MEMBER_PHONE))[0].body).toMatch(/Minik Dünya giriş kodunuz: \d{4}$/);
    expect(await smsTo("05329990001")).toHaveLength(0);
    // The unknown phone's attempt is recorded, so the hourly limits hold for it too.
    const rows = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, SMS_LOGIN_PURPOSE), eq(verificationCodes.target, "05329990001")));
    expect(rows).toHaveLength(1);
  });

  it("keeps the running code: asking again answers the same countdown and sends nothing", async () => {
    const b = browser();
    const first = await requestCode(b.handle(), { phoneNumber: "5329990002" }, "10.2.0.3");
    const again = await requestCode(browser().handle(), { phoneNumber: "5329990002" }, "10.2.0.4");
    expect(first.ok && again.ok && again.expiresAt.getTime()).toBe(first.ok && first.expiresAt.getTime());
    // 'Tekrar Gönder' sends no phone: the session's is used; an empty phone field is still refused.
    expect(await requestCode(b.handle(), {}, "10.2.0.3")).toMatchObject({ ok: true, phone: "(532) 999 00 02" });
    expect(await requestCode(b.handle(), { phoneNumber: "" }, "10.2.0.3")).toMatchObject({ ok: false, reason: PHONE_REQUIRED });
  });

  it("refuses past the hourly limit per phone, whether or not it is registered", async () => {
    for (let i = 0; i < 5; i++) await issueCode(db, { purpose: `other-${i}`, target: "05329990003", ip: `10.2.1.${i}` });
    expect(await requestCode(browser().handle(), { phoneNumber: "5329990003" }, "10.2.0.5")).toMatchObject({
      ok: false,
      reason: CODE_TOO_MANY_REQUESTS,
      status: 429,
    });
  });
});

describe("requestLoginCode's captcha", () => {
  it("sends no code without a solved captcha; the phone's rule comes first; a solution is used once", async () => {
    expect(await requestLoginCode(db, browser().handle(), { phoneNumber: "5321234567" }, "10.2.0.50")).toMatchObject({
      ok: false,
      reason: CAPTCHA_REQUIRED,
      status: 400,
    });
    expect(await requestLoginCode(db, browser().handle(), { phoneNumber: "12" }, "10.2.0.50")).toMatchObject({
      ok: false,
      reason: MOBILE_PHONE_RULE,
      status: 422,
    });
    const altcha = await solvedCaptchaOf(db);
    expect(await requestLoginCode(db, browser().handle(), { phoneNumber: "5329990050", altcha }, "10.2.0.50")).toMatchObject({ ok: true });
    expect(await requestLoginCode(db, browser().handle(), { phoneNumber: "5329990051", altcha }, "10.2.0.50")).toMatchObject({
      ok: false,
      reason: CAPTCHA_INVALID,
    });
    const issued = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, SMS_LOGIN_PURPOSE), eq(verificationCodes.ip, "10.2.0.50")));
    expect(issued.map((r) => r.target)).toEqual(["05329990050"]);
  });
});

describe("verifyLoginCode", () => {
  it("signs the member in with the right code once; wrong codes count as failed logins", async () => {
    const b = browser();
    await requestCode(b.handle(), { phoneNumber: "5321234567", redirectUrl: "/cart/" }, "10.2.0.10");
    const code = await lastCode(MEMBER_PHONE);
    const wrong = code === "0000" ? "1111" : "0000";
    expect(await verifyLoginCode(db, b.handle(), { code: wrong }, "10.2.0.10")).toMatchObject({ ok: false, reason: CODE_WRONG });
    expect(await failuresOf(`id:${MEMBER_PHONE}`)).toBe(1);
    expect(await failuresOf("ip:10.2.0.10")).toBe(1);

    const done = await verifyLoginCode(db, b.handle(), { code }, "10.2.0.10");
    expect(done).toEqual({ ok: true, userId, redirectUrl: "/cart/" });
    expect(await b.handle().userId()).toBe(userId);
    expect(await failuresOf(`id:${MEMBER_PHONE}`)).toBe(0);
    expect((await b.handle().get())?.data.smsLogin).toBeNull();

    // Replayed (with the phone given, from another browser): refused.
    expect(await verifyLoginCode(db, browser().handle(), { phone: "5321234567", code }, "10.2.0.11")).toMatchObject({
      ok: false,
      reason: CODE_USED,
    });
  });

  it("answers an unknown phone like a wrong code, even for the right code", async () => {
    const issued = await issueCode(db, { purpose: SMS_LOGIN_PURPOSE, target: "05329990020", ip: "10.2.0.20" });
    if (!issued.ok) throw new Error(issued.reason);
    const b = browser();
    expect(await verifyLoginCode(db, b.handle(), { phone: "05329990020", code: issued.code }, "10.2.0.20")).toMatchObject({
      ok: false,
      reason: CODE_WRONG,
    });
    expect(await b.handle().userId()).toBeNull();
  });

  it("without a phone and without a code sent, says to ask for a new code; a bad phone gets the mobile rule", async () => {
    expect(await verifyLoginCode(db, browser().handle(), { code: "1234" }, "10.2.0.21")).toMatchObject({ ok: false, reason: CODE_EXPIRED });
    expect(await verifyLoginCode(db, browser().handle(), { phone: "12", code: "1234" }, "10.2.0.21")).toMatchObject({
      ok: false,
      reason: MOBILE_PHONE_RULE,
    });
  });

  it("is refused while the phone is locked by failed logins, even with the right code", async () => {
    const phone = "05329990030";
    const b = browser();
    await requestCode(b.handle(), { phoneNumber: phone }, "10.2.0.30");
    for (let i = 0; i < 10; i++) await recordFailure(db, [throttleKeys(phone, "")[0]]);
    const answer = await verifyLoginCode(db, b.handle(), { code: "1234" }, "10.2.0.30");
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.reason).toMatch(/^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
  });

  it("holds the account lock: ten wrong passwords by e-mail refuse the member's right SMS code", async () => {
    const b = browser();
    await requestCode(b.handle(), { phoneNumber: MEMBER_PHONE }, "10.2.0.40");
    const code = await lastCode(MEMBER_PHONE);
    for (let i = 0; i < 10; i++) await recordFailure(db, [throttleKeys("ayse@example.com", "")[0]]);
    const answer = await verifyLoginCode(db, b.handle(), { code }, "10.2.0.40");
    expect(answer).toMatchObject({ ok: false, status: 429 });
    expect(!answer.ok && answer.reason).toMatch(/^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
    expect(await b.handle().userId()).toBeNull();
    await db.delete(loginAttempts);
  });

  it("counts wrong codes against the member's e-mail too", async () => {
    const b = browser();
    await requestCode(b.handle(), { phoneNumber: MEMBER_PHONE }, "10.2.0.41");
    const code = await lastCode(MEMBER_PHONE);
    expect(await verifyLoginCode(db, b.handle(), { code: code === "0000" ? "1111" : "0000" }, "10.2.0.41")).toMatchObject({
      ok: false,
      reason: CODE_WRONG,
    });
    expect(await failuresOf("id:ayse@example.com")).toBe(1);
    expect(await verifyLoginCode(db, b.handle(), { code }, "10.2.0.41")).toMatchObject({ ok: true });
    expect(await failuresOf("id:ayse@example.com")).toBe(0);
  });
});
