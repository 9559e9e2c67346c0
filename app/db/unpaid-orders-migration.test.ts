/**
 * Migration 0007 on a shop that already took orders the old way (a failed card payment cancelled
 * its order, and every attempt made another): those orders become `paymentFailed`, unseen by the
 * shopper; each basket keeps one unpaid order (one still waiting for the bank first, else the
 * newest), and from then on the database refuses a second.
 */
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationTestDb } from "#tests/support/unit/migration-db";
import * as schema from "./schema";

const TAG = "0007_order_payment_attempts";

const { client, db, toBefore, toLatest, close } = await migrationTestDb(TAG);
afterAll(close);

let n = 0;
async function order(status: string, paymentType: string, cartId: number | null, paymentStatus: string) {
  n++;
  // Plain SQL of the columns the tables had then (the schema of today has columns added since).
  const { rows } = await client.query<{ id: number }>(
    `insert into orders (order_hash, order_number, email, status, payment_type, items_total_kurus, total_kurus, cart_id) values ($1, $2, 'a@example.com', $3, $4, 1000, 1000, $5) returning id`,
    [`hash-${n}-aaaaaaaaaaaaaaaa`, `10${n}`, status, paymentType, cartId],
  );
  await client.query(`insert into payments (order_id, provider, type, status, amount_kurus) values ($1, 'sandbox', $2, $3, 1000)`, [
    rows[0].id,
    paymentType,
    paymentStatus,
  ]);
  return rows[0].id;
}

describe(`migration ${TAG}`, () => {
  it("turns failed payments into unpaid orders and leaves each basket one of them", async () => {
    await toBefore();
    const declined = await order("cancelled", "creditCard", 1, "declined");
    const refunded = await order("cancelled", "creditCard", null, "refunded");
    const transfer = await order("cancelled", "moneyOrder", null, "pending");
    const waiting = await order("awaitingPayment", "creditCard", 2, "awaiting3ds");
    const laterDeclined = await order("cancelled", "bkmExpress", 2, "declined");
    const olderFailure = await order("cancelled", "creditCard", 3, "declined");
    const newerFailure = await order("cancelled", "fastPay", 3, "declined");

    await toLatest();
    const rows = new Map(
      (await db.select().from(schema.orders).orderBy(asc(schema.orders.id))).map((o) => [o.id, { status: o.status, cartId: o.cartId }]),
    );
    expect(rows.get(declined)).toEqual({ status: "paymentFailed", cartId: 1 });
    expect(rows.get(refunded)).toEqual({ status: "cancelled", cartId: null });
    expect(rows.get(transfer)).toEqual({ status: "cancelled", cartId: null });
    expect(rows.get(waiting)).toEqual({ status: "awaitingPayment", cartId: 2 });
    expect(rows.get(laterDeclined)).toEqual({ status: "paymentFailed", cartId: null });
    expect(rows.get(olderFailure)).toEqual({ status: "paymentFailed", cartId: null });
    expect(rows.get(newerFailure)).toEqual({ status: "paymentFailed", cartId: 3 });

    // From now on a basket cannot get a second unpaid order; placed ones are not counted.
    await expect(order("awaitingPayment", "creditCard", 3, "pending")).rejects.toThrow();
    await expect(order("confirmed", "creditCard", 3, "approved")).resolves.toBeGreaterThan(0);
  });
});
