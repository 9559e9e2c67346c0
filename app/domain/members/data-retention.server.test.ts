/**
 * The retention sweep on a real database: of each kind, the rows older than its period go and the
 * newer ones stay (guest baskets with their lines, a member's basket kept whatever its age; codes;
 * failed logins, a running lock kept; expired sessions; delivered messages, a pending one kept);
 * small batches delete everything; a second sweep finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { seedItem } from "#tests/support/unit/orders";
import { cartItems, carts, loginAttempts, outbox, sessions, users, verificationCodes } from "#app/db/schema";
import { daysBefore, RETENTION_DAYS } from "#app/domain/legal/retention-periods";
import { purgeOutlivedData } from "./data-retention.server";

let db: Db;
let close: () => Promise<void>;
let productId = 0;
const now = new Date("2026-06-01T12:00:00Z");
const days = (n: number) => daysBefore(now, n);
const hoursAfter = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ({
    variantIds: [productId],
  } = await seedItem(db, { name: "Oyuncak Tren", slug: "tren" }, [{ sku: "TRN-1", priceKurus: 100, stock: 5 }]));
});
afterAll(async () => close?.());

describe("purgeOutlivedData", () => {
  it("deletes what outlived its period and keeps the rest", async () => {
    const [member] = await db
      .insert(users)
      .values({ email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Yılmaz" })
      .returning();
    const basket = (userId: number | null, updatedAt: Date) => ({ sessionId: "s", userId, updatedAt, createdAt: updatedAt });
    const [oldGuest, newGuest, oldMember] = await db
      .insert(carts)
      .values([
        basket(null, hoursAfter(days(RETENTION_DAYS.guestBasket), -1)),
        basket(null, hoursAfter(days(RETENTION_DAYS.guestBasket), 1)),
        basket(member.id, days(400)),
      ])
      .returning();
    await db.insert(cartItems).values([oldGuest, newGuest].map((c) => ({ cartId: c.id, productId, quantity: 1 })));

    const code = (expiresAt: Date) => ({ purpose: "sms-login", target: "05321234567", codeHash: "x", expiresAt });
    const [oldCode, newCode] = await db
      .insert(verificationCodes)
      .values([code(hoursAfter(days(RETENTION_DAYS.codeGrace), -1)), code(hoursAfter(days(RETENTION_DAYS.codeGrace), 1))])
      .returning();

    await db.insert(loginAttempts).values([
      { key: "id:eski", failures: 3, lastFailureAt: days(RETENTION_DAYS.loginFailures + 1) },
      { key: "id:yeni", failures: 3, lastFailureAt: days(RETENTION_DAYS.loginFailures - 1) },
      { key: "id:kilitli", failures: 12, lastFailureAt: days(RETENTION_DAYS.loginFailures + 1), lockedUntil: hoursAfter(now, 1) },
    ]);

    await db.insert(sessions).values([
      { id: "bitmis", userId: member.id, expiresAt: hoursAfter(now, -1) },
      { id: "gecerli", userId: member.id, expiresAt: hoursAfter(now, 1) },
    ]);

    const message = (state: string, createdAt: Date) => ({
      kind: "auth.smsLoginCode",
      channel: "sms",
      to: "05321234567",
      body: "kod",
      state,
      createdAt,
    });
    const old = hoursAfter(days(RETENTION_DAYS.sentMessages), -1);
    const [oldSent, oldPending, newSent] = await db
      .insert(outbox)
      .values([message("sent", old), message("pending", old), message("sent", hoursAfter(days(RETENTION_DAYS.sentMessages), 1))])
      .returning();

    expect(await purgeOutlivedData(db, now, 2)).toEqual({ guestBaskets: 1, codes: 1, loginFailures: 1, sessions: 1, messages: 1 });

    expect((await db.select({ id: carts.id }).from(carts)).map((c) => c.id).sort()).toEqual([newGuest.id, oldMember.id].sort());
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, oldGuest.id))).toEqual([]);
    expect(
      (
        await db
          .select({ id: verificationCodes.id })
          .from(verificationCodes)
          .where(inArray(verificationCodes.id, [oldCode.id, newCode.id]))
      ).map((c) => c.id),
    ).toEqual([newCode.id]);
    expect((await db.select({ key: loginAttempts.key }).from(loginAttempts)).map((r) => r.key).sort()).toEqual(["id:kilitli", "id:yeni"]);
    expect((await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id)).toEqual(["gecerli"]);
    expect((await db.select({ id: outbox.id }).from(outbox)).map((m) => m.id).sort()).toEqual([oldPending.id, newSent.id].sort());
    expect(oldSent.id).toBeGreaterThan(0);

    // Once is enough: the next sweep finds nothing.
    expect(await purgeOutlivedData(db, now)).toEqual({ guestBaskets: 0, codes: 0, loginFailures: 0, sessions: 0, messages: 0 });
  });

  it("deletes a backlog larger than a batch, batch by batch", async () => {
    const old = days(RETENTION_DAYS.guestBasket + 5);
    await db.insert(carts).values(Array.from({ length: 7 }, () => ({ sessionId: "s", updatedAt: old, createdAt: old })));
    expect((await purgeOutlivedData(db, now, 3)).guestBaskets).toBe(7);
  });
});
