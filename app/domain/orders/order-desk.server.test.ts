/**
 * The back office's order moves on a real in-memory database: a confirmed transfer does what a paid
 * order gets (points earned, payment approved) once, with its audit row in the same transaction; a
 * store manager reaches only their store's orders; the packing slip never prints prices of a gift.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, managers, orders, payments, users } from "#app/db/schema";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { confirmOrderTransfer, findManagedOrder, packingSlip } from "./order-desk.server";

let db: Db;
let close: () => Promise<void>;
let member: number;
let toy: number;
let carrier: number;
let owner: { id: number; role: "owner"; storeId: null };
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ({
    variantIds: [toy],
  } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [{ sku: "AYI", priceKurus: 60_000, stock: 100 }]));
  ({ carrier } = await seedDelivery(db, []));
  [{ id: member }] = await db
    .insert(users)
    .values({ email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", phone: "05321234567" })
    .returning();
  const [m] = await db.insert(managers).values({ email: "y@example.com", name: "Yönetici", passwordHash: "x", role: "owner" }).returning();
  owner = { id: m.id, role: "owner", storeId: null };
});
afterAll(async () => close?.());

const points = async () => (await db.select({ points: users.jokerPoints }).from(users).where(eq(users.id, member)))[0].points;

describe("the back office's order moves", () => {
  it("confirms a transfer once: paid, points earned, payment approved, one audit row", async () => {
    const order = await kit.place([[toy, 1]], member);
    expect(order.status).toBe("awaitingTransfer");
    const before = await points();
    expect(await confirmOrderTransfer(db, owner, order.orderNumber)).toEqual({ ok: true, message: "Havale ödemesi onaylandı." });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("confirmed");
    expect(await points()).toBe(before + order.jokerPointsEarned);
    expect((await db.select().from(payments).where(eq(payments.orderId, order.id)))[0].status).toBe("approved");
    expect(await confirmOrderTransfer(db, owner, order.orderNumber)).toMatchObject({ ok: false, status: 409 });
    expect(await points()).toBe(before + order.jokerPointsEarned);
    const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, order.orderNumber));
    expect(rows.map((r) => [r.action, r.entityType, r.managerId])).toEqual([["order.confirmTransfer", "order", owner.id]]);
  });

  it("lets a store manager reach their store's orders only", async () => {
    const order = await kit.place([[toy, 1]], member);
    expect(await findManagedOrder(db, { role: "store", storeId: 99 }, order.orderNumber)).toBeNull();
    expect(await confirmOrderTransfer(db, { id: owner.id, role: "store", storeId: 99 }, order.orderNumber)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await findManagedOrder(db, owner, order.orderNumber)).not.toBeNull();
    expect(await findManagedOrder(db, owner, "'; drop table orders; --")).toBeNull();
  });

  it("prints no prices on a gift's packing slip, and the note", async () => {
    const plain = await kit.place([[toy, 2]], member);
    const gift = await kit.place([[toy, 1]], member);
    await db.update(orders).set({ giftNote: "İyi ki doğdun Elif!" }).where(eq(orders.id, gift.id));
    const plainSlip = (await packingSlip(db, owner, plain.orderNumber))!;
    expect(plainSlip).toMatchObject({
      gift: false,
      totalKurus: plain.totalKurus,
      lines: [{ sku: "AYI", quantity: 2, unitPriceKurus: 60_000 }],
    });
    const giftSlip = (await packingSlip(db, owner, gift.orderNumber))!;
    expect(giftSlip).toMatchObject({
      gift: true,
      giftNote: "İyi ki doğdun Elif!",
      totalKurus: null,
      lines: [{ sku: "AYI", quantity: 1, unitPriceKurus: null, totalKurus: null }],
    });
    expect(giftSlip.address?.personName).toBe("Ayşe Yılmaz");
  });
});
