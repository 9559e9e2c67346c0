import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { openTestDb } from "#tests/support/unit/test-db";
import type { Db } from "#app/db/client.server";
import { consents, outbox, users, verificationCodes } from "#app/db/schema";
import { createSessionHandle } from "#app/domain/sessions/session.server";
import { FIRSTNAME_RULE, LETTERS_ONLY_RULE, PASSWORD_REPEAT_MISMATCH, PASSWORD_RULE } from "#app/lib/validation";
import { verifyPassword } from "./password.server";
import { safeRedirectUrl as safeRedirect } from "#app/lib/login-url";
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from "#app/domain/captcha/captcha.messages";
import { solvedCaptchaOf } from "#app/domain/captcha/captcha-solver.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import {
  ACCOUNT_EXISTS,
  NO_PENDING_REGISTRATION,
  completeRegistration,
  resendRegistrationCode,
  startRegistration,
} from "./registration.server";
import { CODE_EXPIRED, CODE_STILL_VALID, CODE_USED, CODE_WRONG } from "./verification-codes.server";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db
    .insert(users)
    .values({ email: "uye@example.com", phone: "05321234567", passwordHash: "x", firstname: "Üye", lastname: "Deneme" });
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

const form = (over: Record<string, unknown> = {}) => ({
  firstname: "Ayşe Gül",
  lastname: "Çağlayan",
  phone: "(532) 555 00 01",
  email: "Ayse@Example.com",
  password: "Minik123",
  passwordRepeat: "Minik123",
  gender: "K",
  membership: "on",
  kvkk: "on",
  ...over,
});

/** The two steps that send an SMS, with a solved captcha as the page sends them. */
const start = async (session: SessionHandle, body: Record<string, unknown>, ip: string) =>
  startRegistration(db, session, { ...body, altcha: await solvedCaptchaOf(db) }, ip);
const resend = async (session: SessionHandle, ip: string) => resendRegistrationCode(db, session, ip, await solvedCaptchaOf(db));

async function lastSmsCode(to: string): Promise<string> {
  const [message] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return /(\d{4})$/.exec(message.body)![1];
}

describe("registration", () => {
  it("sends a code, creates the verified member with consents and signs in", async () => {
    const b = browser();
    const started = await start(b.handle(), form({ marketing: "on", redirectUrl: "/cart" }), "10.1.1.1");
    expect(started).toMatchObject({ ok: true, phone: "(532) 555 00 01" });
    const [sms] = await db.select().from(outbox).where(eq(outbox.to, "05325550001"));
    expect(sms.body).toMatch(/^Minik Dünya üyelik doğrulama kodunuz: \d{4}$/);
    const session = await b.handle().get();
    expect(JSON.stringify(session?.data)).not.toContain("Minik123");

    const done = await completeRegistration(db, b.handle(), await lastSmsCode("05325550001"), "10.1.1.1");
    expect(done).toMatchObject({ ok: true, redirectUrl: "/cart" });
    const [user] = await db.select().from(users).where(eq(users.email, "ayse@example.com"));
    expect(user).toMatchObject({ firstname: "Ayşe Gül", lastname: "Çağlayan", phone: "05325550001", gender: "K" });
    expect(user.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword("Minik123", user.passwordHash)).toBe(true);
    expect(await b.handle().userId()).toBe(user.id);
    const rows = await db.select().from(consents).where(eq(consents.userId, user.id));
    const member = String(user.id);
    expect(rows.map((r) => [r.kind, r.subject, r.granted, r.source, r.ip]).sort()).toEqual([
      ["kvkk", member, true, "web-kayit", "10.1.1.1"],
      ["marketing_email", "ayse@example.com", true, "web-kayit", "10.1.1.1"],
      ["marketing_sms", "05325550001", true, "web-kayit", "10.1.1.1"],
      ["membership", member, true, "web-kayit", "10.1.1.1"],
    ]);
  });

  it("records marketing consent as refused when the box is not ticked", async () => {
    const b = browser();
    await start(b.handle(), form({ email: "mehmet@example.com", phone: "5325550002" }), "10.1.1.2");
    const done = await completeRegistration(db, b.handle(), await lastSmsCode("05325550002"), "10.1.1.2");
    if (!done.ok) throw new Error(done.reason);
    const rows = await db.select().from(consents).where(eq(consents.userId, done.userId));
    expect(rows.filter((r) => r.kind.startsWith("marketing")).map((r) => r.granted)).toEqual([false, false]);
    expect(done.redirectUrl).toBe("/");
  });

  it("refuses a registered e-mail or phone with one neutral message", async () => {
    const byEmail = await start(browser().handle(), form({ email: "UYE@example.com", phone: "5325550003" }), "10.1.1.3");
    const byPhone = await start(browser().handle(), form({ email: "yeni@example.com", phone: "0532 123 45 67" }), "10.1.1.3");
    expect(byEmail).toMatchObject({ ok: false, reason: ACCOUNT_EXISTS });
    expect(byPhone).toMatchObject({ ok: false, reason: ACCOUNT_EXISTS });
    expect(await db.select().from(outbox).where(eq(outbox.to, "05325550003"))).toHaveLength(0);
  });

  it("gives every field its message", async () => {
    const result = await startRegistration(
      db,
      browser().handle(),
      {
        firstname: "A",
        lastname: "Yılmaz1",
        phone: "0212 123 45 67",
        email: "x@",
        password: "abcdefg",
        passwordRepeat: "abc",
        membership: "",
        kvkk: undefined,
      },
      "10.1.1.4",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      firstname: FIRSTNAME_RULE,
      lastname: LETTERS_ONLY_RULE,
      phone: expect.stringContaining("cep telefonu"),
      email: "Lütfen e-mail adresinizi kontrol ediniz.",
      password: PASSWORD_RULE,
      passwordRepeat: PASSWORD_REPEAT_MISMATCH,
      membership: "Lütfen üyelik sözleşmesini onaylayın.",
      kvkk: expect.stringContaining("KVKK"),
    });
  });

  it("wrong, then replayed, then expired codes are refused", async () => {
    const b = browser();
    await start(b.handle(), form({ email: "zeynep@example.com", phone: "5325550004" }), "10.1.1.5");
    const code = await lastSmsCode("05325550004");
    const wrong = code === "0000" ? "1111" : "0000";
    expect(await completeRegistration(db, b.handle(), wrong, "10.1.1.5")).toMatchObject({ ok: false, reason: CODE_WRONG });
    await db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.target, "05325550004"));
    expect(await completeRegistration(db, b.handle(), code, "10.1.1.5")).toMatchObject({ ok: false, reason: CODE_EXPIRED });
    expect(await db.select().from(users).where(eq(users.email, "zeynep@example.com"))).toHaveLength(0);

    // After expiry a new code may be sent; it works once, and the session no longer holds the form.
    expect((await resend(b.handle(), "10.1.1.5")).ok).toBe(true);
    const fresh = await lastSmsCode("05325550004");
    expect((await completeRegistration(db, b.handle(), fresh, "10.1.1.5")).ok).toBe(true);
    expect(await completeRegistration(db, b.handle(), fresh, "10.1.1.5")).toMatchObject({ ok: false, reason: NO_PENDING_REGISTRATION });
  });

  it("a code replayed by another visitor for the same phone is refused", async () => {
    const a = browser();
    await start(a.handle(), form({ email: "ali@example.com", phone: "5325550005" }), "10.1.1.6");
    const code = await lastSmsCode("05325550005");
    // A second visitor tries the same phone while the code runs: refused, no new SMS.
    const other = browser();
    expect(await start(other.handle(), form({ email: "veli@example.com", phone: "5325550005" }), "10.1.1.7")).toMatchObject({
      ok: false,
      reason: CODE_STILL_VALID,
    });
    expect((await completeRegistration(db, a.handle(), code, "10.1.1.6")).ok).toBe(true);
    expect(await completeRegistration(db, other.handle(), code, "10.1.1.7")).toMatchObject({ ok: false, reason: CODE_USED });
  });

  it("resend is refused while the code runs; sending the form again keeps the running code", async () => {
    const b = browser();
    const first = await start(b.handle(), form({ email: "deniz@example.com", phone: "5325550006" }), "10.1.1.8");
    expect(await resend(b.handle(), "10.1.1.8")).toMatchObject({ ok: false, reason: CODE_STILL_VALID });
    const again = await start(b.handle(), form({ email: "deniz@example.com", phone: "5325550006", firstname: "Deniz" }), "10.1.1.8");
    expect(again.ok && first.ok && again.expiresAt.getTime()).toBe(first.ok && first.expiresAt.getTime());
    expect(await db.select().from(outbox).where(eq(outbox.to, "05325550006"))).toHaveLength(1);
    expect(await resend(browser().handle(), "10.1.1.9")).toMatchObject({ ok: false, reason: NO_PENDING_REGISTRATION });
  });

  it("redirects only to this shop's paths", () => {
    expect(safeRedirect("/payment/checkout")).toBe("/payment/checkout");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
  });

  it("sends no code without a solved captcha, and says nothing about the account before it", async () => {
    const smsBefore = (await db.select().from(outbox)).length;
    const b = browser();
    expect(await startRegistration(db, b.handle(), form({ email: "kimlik@example.com", phone: "5325550010" }), "10.1.1.10")).toMatchObject({
      ok: false,
      reason: CAPTCHA_REQUIRED,
      status: 400,
    });
    // A taken e-mail gets the captcha message too: the account question comes after the captcha.
    expect(
      await startRegistration(db, b.handle(), form({ email: "UYE@example.com", phone: "5325550011", altcha: "sahte" }), "10.1.1.10"),
    ).toMatchObject({
      ok: false,
      reason: CAPTCHA_INVALID,
    });
    // Field errors come first, without using a captcha up.
    expect(await startRegistration(db, b.handle(), form({ firstname: "A" }), "10.1.1.10")).toMatchObject({ ok: false, status: 422 });
    // A solution is used once.
    const altcha = await solvedCaptchaOf(db);
    expect(
      await startRegistration(db, b.handle(), form({ email: "kimlik@example.com", phone: "5325550010", altcha }), "10.1.1.10"),
    ).toMatchObject({ ok: true });
    expect(
      await startRegistration(db, browser().handle(), form({ email: "kimlik2@example.com", phone: "5325550012", altcha }), "10.1.1.10"),
    ).toMatchObject({
      ok: false,
      reason: CAPTCHA_INVALID,
    });
    expect(await resendRegistrationCode(db, b.handle(), "10.1.1.10", undefined)).toMatchObject({ ok: false, reason: CAPTCHA_REQUIRED });
    expect((await db.select().from(outbox)).length).toBe(smsBefore + 1);
  });
});
