import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openDbWithMember } from "#tests/support/unit/member";
import { outbox, users, verificationCodes } from "#app/db/schema";
import { verifyPassword } from "./password.server";
import { isResetTokenValid, requestPasswordReset, resetPassword } from "./password-reset.server";

let db: Db;
let close: () => Promise<void>;
let userId = 0;

beforeAll(async () => {
  ({ db, close, userId } = await openDbWithMember());
});
afterAll(() => close());

async function lastToken(): Promise<string> {
  const [message] = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  return /sifre-yenile\/([A-Za-z0-9_-]+)/.exec(message.body)![1];
}

describe("password reset", () => {
  it("stores only the token's hash, uses it once, and refuses an expired link", async () => {
    await requestPasswordReset(db, { identifier: "ayse@example.com", ip: "10.1.1.1", origin: "https://shop.test" });
    const token = await lastToken();
    const rows = await db.select().from(verificationCodes).where(eq(verificationCodes.purpose, "password-reset"));
    expect(rows.every((r) => r.codeHash !== token)).toBe(true);
    expect(await isResetTokenValid(db, token)).toBe(true);
    expect(await resetPassword(db, token, "YeniSifre1")).toBe(true);
    expect(await resetPassword(db, token, "Baska1234")).toBe(false);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(await verifyPassword("YeniSifre1", user.passwordHash)).toBe(true);

    await requestPasswordReset(db, { identifier: "5321234567", ip: "10.1.1.1", origin: "https://shop.test" });
    const late = await lastToken();
    await db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.purpose, "password-reset"));
    expect(await isResetTokenValid(db, late)).toBe(false);
    expect(await resetPassword(db, late, "Baska1234")).toBe(false);
  });

  it("sends at most 3 links per account an hour", async () => {
    const before = (await db.select().from(outbox)).length;
    for (let i = 0; i < 5; i++)
      await requestPasswordReset(db, { identifier: "ayse@example.com", ip: `10.1.2.${i}`, origin: "https://shop.test" });
    expect((await db.select().from(outbox)).length - before).toBe(1); // two were sent by the test above
  });
});
