import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#app/db/client.server";
import { loginAttempts } from "#app/db/schema";
import { openDbWithMember } from "#tests/support/unit/member";
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from "#app/domain/captcha/captcha.messages";
import { solvedCaptchaOf } from "#app/domain/captcha/captcha-solver.server";
import { authenticate, LOGIN_FAILED, loginNeedsCaptcha, safeRedirectUrl } from "./login.server";
import {
  checkThrottle,
  DELAY_AFTER,
  LOCK_AFTER,
  recordFailure,
  resetFailures,
  throttleKeys,
  waitFor,
} from "#app/domain/throttle/login-throttle.server";

let db: Db;
let close: () => Promise<void>;
let userId = 0;

beforeAll(async () => {
  ({ db, close, userId } = await openDbWithMember());
});
afterAll(() => close());
// The clock stands still in every test unless the test moves it: the waits start at 1 s (DELAY_AFTER),
// and on a busy machine a few password checks can outlast one, so a guess meant to be refused would
// rightly be checked again.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const THROTTLED = /^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/;
const failed = { ok: false, reason: LOGIN_FAILED, captcha: true };

/** One password login, with a solved captcha unless told otherwise. */
const login = async (identifier: string, password: string, ip: string, captcha = true) =>
  authenticate(db, { identifier, password, ip, captcha: captcha ? await solvedCaptchaOf(db) : undefined });

let address = 0;
/** A login attempt from an address of its own, so only the identifier's (account's) count matters. */
const attempt = (identifier: string, password: string, captcha = true) =>
  login(identifier, password, `10.9.${Math.floor(++address / 250)}.${address % 250}`, captcha);

describe("authenticate", () => {
  it("accepts the e-mail in any case and the phone with or without the leading 0", async () => {
    for (const identifier of ["ayse@example.com", " AYSE@Example.com ", "05321234567", "5321234567", "(532) 123 45 67"]) {
      expect(await login(identifier, "Deneme123", "10.0.0.1", false)).toEqual({ ok: true, userId });
    }
  });

  it("gives one generic answer for a wrong password and for an unknown account", async () => {
    expect(await login("ayse@example.com", "yanlis123", "10.0.0.2")).toEqual(failed);
    expect(await login("kimse@example.com", "Deneme123", "10.0.0.2")).toEqual(failed);
    expect(await login("", "Deneme123", "10.0.0.2")).toEqual({ ok: false, reason: LOGIN_FAILED, captcha: false });
    await db.delete(loginAttempts);
  });

  it("throttles an address after repeated failures, even with the right password", async () => {
    for (let i = 0; i < 5; i++) await login(`x${i}@example.com`, "a", "10.0.0.3");
    const refused = await login("ayse@example.com", "Deneme123", "10.0.0.3");
    expect(refused).toMatchObject({ ok: false, captcha: true });
    expect(!refused.ok && refused.reason).toMatch(THROTTLED);
  });
});

describe("the captcha after failed logins", () => {
  it("the first attempt needs none; after a failure the account and the address need one", async () => {
    await db.delete(loginAttempts);
    expect(await login("ayse@example.com", "Yanlis123", "10.0.1.1", false)).toEqual(failed);
    expect(await loginNeedsCaptcha(db, "10.0.1.1")).toBe(true);
    expect(await loginNeedsCaptcha(db, "10.0.1.2")).toBe(false);
    // The right password without a captcha: refused, not counted, from any address and by phone too.
    for (const [identifier, ip] of [
      ["ayse@example.com", "10.0.1.1"],
      ["05321234567", "10.0.1.2"],
      ["kimse@example.com", "10.0.1.1"],
    ]) {
      expect(await login(identifier, "Deneme123", ip, false)).toEqual({ ok: false, reason: CAPTCHA_REQUIRED, captcha: true });
    }
    expect(await authenticate(db, { identifier: "ayse@example.com", password: "Deneme123", ip: "10.0.1.2", captcha: "garbage" })).toEqual({
      ok: false,
      reason: CAPTCHA_INVALID,
      captcha: true,
    });
    expect(await checkThrottle(db, [throttleKeys("ayse@example.com", "")[0]])).toBeNull();
    expect(await login("ayse@example.com", "Deneme123", "10.0.1.2")).toEqual({ ok: true, userId });
    // The success cleared the account: its next login needs no captcha again.
    expect(await login("05321234567", "Deneme123", "10.0.1.3", false)).toEqual({ ok: true, userId });
  });

  it("a solution is used once", async () => {
    await db.delete(loginAttempts);
    expect(await login("ayse@example.com", "Yanlis123", "10.0.1.4", false)).toEqual(failed);
    const solution = await solvedCaptchaOf(db);
    expect(await authenticate(db, { identifier: "ayse@example.com", password: "Yanlis123", ip: "10.0.1.4", captcha: solution })).toEqual(
      failed,
    );
    expect(await authenticate(db, { identifier: "ayse@example.com", password: "Deneme123", ip: "10.0.1.4", captcha: solution })).toEqual({
      ok: false,
      reason: CAPTCHA_INVALID,
      captcha: true,
    });
    await db.delete(loginAttempts);
  });

  it("lets one of many parallel guesses without a captcha through", async () => {
    await db.delete(loginAttempts);
    const answers = await Promise.all(Array.from({ length: 10 }, () => attempt("ayse@example.com", "Yanlis123", false)));
    expect(answers.filter((a) => !a.ok && a.reason === LOGIN_FAILED)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok && a.reason === CAPTCHA_REQUIRED)).toHaveLength(9);
    await db.delete(loginAttempts);
  });
});

describe("the account lock", () => {
  const lockedFor15 = "Çok fazla hatalı deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.";

  /** LOCK_AFTER wrong passwords typed as `identifier`, a minute apart (past each delay). */
  async function lockBy(identifier: string) {
    let now = Date.now();
    for (let i = 0; i < LOCK_AFTER; i++) {
      vi.setSystemTime((now += 60_000));
      expect(await attempt(identifier, "Yanlis123")).toEqual(failed);
    }
    return now;
  }

  it("ten wrong passwords by e-mail lock the phone login, whatever its form; the lock ends after 15 minutes", async () => {
    await db.delete(loginAttempts);
    const at = await lockBy("AYSE@example.com");
    for (const identifier of ["05321234567", "5321234567", "ayse@example.com"])
      expect(await attempt(identifier, "Deneme123")).toEqual({ ok: false, reason: lockedFor15, captcha: true });
    vi.setSystemTime(at + 15 * 60_000 + 1000);
    expect(await attempt("5321234567", "Deneme123")).toEqual({ ok: true, userId });
    // The success reset the account: both identifiers start over.
    expect(await checkThrottle(db, [throttleKeys("ayse@example.com", "")[0], throttleKeys("05321234567", "")[0]])).toBeNull();
  });

  it("ten wrong passwords by phone lock the e-mail login", async () => {
    await db.delete(loginAttempts);
    await lockBy("532 123 45 67");
    expect(await attempt("ayse@example.com", "Deneme123")).toEqual({ ok: false, reason: lockedFor15, captcha: true });
    await db.delete(loginAttempts);
  });

  it("an unknown identifier counts on its own and is answered exactly like a member's", async () => {
    await db.delete(loginAttempts);
    for (let i = 0; i < DELAY_AFTER; i++) {
      expect(await attempt("kimse@example.com", "Yanlis123")).toEqual(await attempt("ayse@example.com", "Yanlis123"));
    }
    const [unknown, known] = [await attempt("kimse@example.com", "Yanlis123"), await attempt("05321234567", "Yanlis123")];
    expect(!unknown.ok && unknown.reason).toMatch(THROTTLED);
    expect(!known.ok && known.reason).toMatch(THROTTLED);
    // Another unknown identifier is not touched by either.
    expect(await attempt("baskasi@example.com", "Yanlis123")).toEqual(failed);
    await db.delete(loginAttempts);
  });

  it("lets no more parallel guesses through than one at a time would", async () => {
    await db.delete(loginAttempts);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? "ayse@example.com" : "05321234567", "Yanlis123")),
    );
    // From the 5th counted failure on the account has to wait: every guess after it is refused unchecked.
    expect(answers.filter((a) => !a.ok && a.reason === LOGIN_FAILED)).toHaveLength(DELAY_AFTER);
    expect(answers.filter((a) => !a.ok && THROTTLED.test(a.reason))).toHaveLength(20 - DELAY_AFTER);
    await db.delete(loginAttempts);
  });
});

describe("throttle", () => {
  const row = (failures: number, lastAgoMs: number, lockedForMs?: number, now = 1_000_000_000) => ({
    failures,
    lastFailureAt: new Date(now - lastAgoMs),
    lockedUntil: lockedForMs === undefined ? null : new Date(now + lockedForMs),
  });
  it("waits 2^(n-5) s from the 5th failure and forgets after a day", () => {
    expect(waitFor(row(4, 0), 1_000_000_000)).toBe(0);
    expect(waitFor(row(5, 0), 1_000_000_000)).toBe(1000);
    expect(waitFor(row(8, 0), 1_000_000_000)).toBe(8000);
    expect(waitFor(row(8, 9000), 1_000_000_000)).toBe(0);
    expect(waitFor(row(12, 25 * 3600_000, 1000), 1_000_000_000)).toBe(0);
  });

  it("locks a key for 15 minutes at 10 failures; success resets", async () => {
    const keys = throttleKeys("lock@example.com", "10.0.0.9");
    const now = Date.now();
    for (let i = 0; i < 9; i++) await recordFailure(db, keys, now);
    expect(await checkThrottle(db, keys, now + 60_000)).toBeNull();
    await recordFailure(db, keys, now);
    expect(await checkThrottle(db, keys, now + 60_000)).toBe("Çok fazla hatalı deneme yaptınız. Lütfen 14 dakika sonra tekrar deneyin.");
    expect(await checkThrottle(db, [keys[0]], now + 15 * 60_000 + 1)).toBeNull();
    await resetFailures(db, keys);
    expect(await checkThrottle(db, keys, now)).toBeNull();
  });
});

describe("safeRedirectUrl", () => {
  it("keeps same-origin paths only", () => {
    expect(safeRedirectUrl("/sepet?x=1")).toBe("/sepet?x=1");
    for (const bad of ["//evil.com", "/\\evil.com", "https://evil.com", "javascript:alert(1)", "", undefined, "/a\nb"])
      expect(safeRedirectUrl(bad)).toBe("/");
  });
});
