import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { openDbWithMember } from "./login-test-member.server";
import { authenticate, LOGIN_FAILED, safeRedirectUrl } from "./login.server";
import { checkThrottle, recordFailure, resetFailures, throttleKeys, waitFor } from "./login-throttle.server";

let db: Db;
let close: () => Promise<void>;
let userId = 0;

beforeAll(async () => {
  ({ db, close, userId } = await openDbWithMember());
});
afterAll(() => close());

describe("authenticate", () => {
  it("accepts the e-mail in any case and the phone with or without the leading 0", async () => {
    for (const identifier of ["ayse@example.com", " AYSE@Example.com ", "05321234567", "5321234567", "(532) 123 45 67"]) {
      expect(await authenticate(db, { identifier, password: "Deneme123", ip: "10.0.0.1" })).toEqual({ ok: true, userId });
    }
  });

  it("gives one generic answer for a wrong password and for an unknown account", async () => {
    expect(await authenticate(db, { identifier: "ayse@example.com", password: "yanlis123", ip: "10.0.0.2" })).toEqual({ ok: false, reason: LOGIN_FAILED });
    expect(await authenticate(db, { identifier: "kimse@example.com", password: "Deneme123", ip: "10.0.0.2" })).toEqual({ ok: false, reason: LOGIN_FAILED });
    expect(await authenticate(db, { identifier: "", password: "Deneme123", ip: "10.0.0.2" })).toEqual({ ok: false, reason: LOGIN_FAILED });
  });

  it("throttles an address after repeated failures, even with the right password", async () => {
    for (let i = 0; i < 5; i++) await authenticate(db, { identifier: `x${i}@example.com`, password: "a", ip: "10.0.0.3" });
    const refused = await authenticate(db, { identifier: "ayse@example.com", password: "Deneme123", ip: "10.0.0.3" });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/);
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
    for (const bad of ["//evil.com", "/\\evil.com", "https://evil.com", "javascript:alert(1)", "", undefined, "/a\nb"]) expect(safeRedirectUrl(bad)).toBe("/");
  });
});
