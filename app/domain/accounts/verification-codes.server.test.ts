import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDb } from "#tests/support/unit/test-db";
import type { Db } from "#app/db/client.server";
import { verificationCodes } from "#app/db/schema";
import {
  CODE_EXPIRED,
  CODE_LOCKED,
  CODE_STILL_VALID,
  CODE_TOO_MANY_REQUESTS,
  CODE_USED,
  CODE_WRONG,
  issueCode,
  liveCodeExpiry,
  verifyCode,
} from "./verification-codes.server";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(() => close());

const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);

async function issued(target: string, ip = "10.0.0.1", now?: Date) {
  const result = await issueCode(db, { purpose: "test", target, ip, now });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe("verification codes", () => {
  it("issues a 4-digit code valid 5 minutes, stored only as a hash", async () => {
    const now = new Date();
    const { code, expiresAt } = await issued("05300000001", "10.0.0.1", now);
    expect(code).toMatch(/^\d{4}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(5 * 60_000);
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.target, "05300000001"));
    expect(row.codeHash).not.toContain(code);
    expect(row.ip).toBe("10.0.0.1");
  });

  it("a right code works once; the replay is refused", async () => {
    const { code } = await issued("05300000002");
    expect(await verifyCode(db, { purpose: "test", target: "05300000002", code })).toEqual({ ok: true });
    expect(await verifyCode(db, { purpose: "test", target: "05300000002", code })).toMatchObject({
      ok: false,
      kind: "used",
      reason: CODE_USED,
    });
  });

  it("a code is checked only for its own purpose and target", async () => {
    const { code } = await issued("05300000003");
    expect(await verifyCode(db, { purpose: "other", target: "05300000003", code })).toMatchObject({ ok: false, reason: CODE_EXPIRED });
    expect(await verifyCode(db, { purpose: "test", target: "05300000004", code })).toMatchObject({ ok: false });
  });

  it("refuses a new code while the last one runs, allows one after it ran out", async () => {
    const now = new Date();
    const first = await issued("05300000005", "10.0.0.2", now);
    const again = await issueCode(db, { purpose: "test", target: "05300000005", ip: "10.0.0.2", now: minutes(4, now) });
    expect(again).toMatchObject({ ok: false, reason: CODE_STILL_VALID, status: 429 });
    expect(again.ok ? null : again.expiresAt).toEqual(first.expiresAt);
    expect(await liveCodeExpiry(db, "test", "05300000005", now)).toEqual(first.expiresAt);
    const later = minutes(5, now);
    expect(await liveCodeExpiry(db, "test", "05300000005", later)).toBeNull();
    expect((await issueCode(db, { purpose: "test", target: "05300000005", ip: "10.0.0.2", now: later })).ok).toBe(true);
  });

  it("an expired code gets the expiry message, even when it is right", async () => {
    const { code } = await issued("05300000006");
    await db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, "05300000006"));
    expect(await verifyCode(db, { purpose: "test", target: "05300000006", code })).toMatchObject({
      ok: false,
      kind: "expired",
      reason: CODE_EXPIRED,
    });
  });

  it("locks a code after 5 wrong tries, then even the right code fails", async () => {
    const { code } = await issued("05300000007");
    const wrong = code === "0000" ? "1111" : "0000";
    for (let i = 1; i <= 4; i++) {
      expect(await verifyCode(db, { purpose: "test", target: "05300000007", code: wrong })).toMatchObject({
        kind: "wrong",
        reason: CODE_WRONG,
      });
    }
    expect(await verifyCode(db, { purpose: "test", target: "05300000007", code: wrong })).toMatchObject({
      kind: "locked",
      reason: CODE_LOCKED,
    });
    expect(await verifyCode(db, { purpose: "test", target: "05300000007", code })).toMatchObject({ kind: "locked" });
    // A locked code no longer blocks a new one.
    expect((await issueCode(db, { purpose: "test", target: "05300000007", ip: "10.0.0.1" })).ok).toBe(true);
  });

  it("refuses malformed codes without counting them", async () => {
    await issued("05300000008");
    expect(await verifyCode(db, { purpose: "test", target: "05300000008", code: "12a4" })).toMatchObject({ kind: "format" });
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.target, "05300000008"));
    expect(row.attempts).toBe(0);
  });

  it("allows at most 5 codes per target in an hour", async () => {
    let now = new Date();
    for (let i = 0; i < 5; i++, now = minutes(5, now)) await issued("05300000009", "10.0.0.3", now);
    expect(await issueCode(db, { purpose: "test", target: "05300000009", ip: "10.0.0.4", now })).toMatchObject({
      ok: false,
      reason: CODE_TOO_MANY_REQUESTS,
    });
  });

  it("allows at most 20 codes per address in an hour", async () => {
    const now = new Date();
    for (let i = 0; i < 20; i++) await issued(`0531000${String(i).padStart(4, "0")}`, "10.9.9.9", now);
    expect(await issueCode(db, { purpose: "test", target: "05319999999", ip: "10.9.9.9", now })).toMatchObject({
      ok: false,
      reason: CODE_TOO_MANY_REQUESTS,
    });
    expect((await issueCode(db, { purpose: "test", target: "05319999999", ip: "10.9.9.8", now })).ok).toBe(true);
  });
});
