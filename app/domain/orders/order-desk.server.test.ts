/**
 * The back office's order moves on a real in-memory database: a confirmed transfer does what a paid
 * order gets (points earned, payment approved) once, with its audit row in the same transaction; a
 * store manager reaches only their store's orders; the packing slip never prints prices of a gift.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, managers, orderLines, orders, payments, users } from "#app/db/schema";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { moveShipment } from "#app/domain/fulfilment/fulfil.server";
import { createSandboxProvider } from "#app/domain/payments/sandbox-provider.server";
import { confirmOrderTransfer, deskOrder, findManagedOrder, packingSlip } from "./order-desk.server";
import { advanceReturn, requestReturn } from "./returns.server";

let db: Db;
let close: () => Promise<void>;
let member: number;
let toy: number;
let mini: number;
let carrier: number;
let owner: { id: number; role: "owner"; storeId: null };
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ({
    variantIds: [toy, mini],
  } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [
    { sku: "AYI", priceKurus: 60_000, stock: 100 },
    { sku: "AYI-M", name: "Oyuncak Ayı Mini", priceKurus: 10_000, stock: 100 },
  ]));
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

describe("returns on the order page", () => {
  const DAY = 86_400_000;
  const atDoor = { paymentType: "podCash", paymentDescription: "Kapıda Nakit" } as const;
  const bank = () => createSandboxProvider(db);
  async function deliver(orderId: number, at: Date) {
    for (const [i, code] of [1, 2, 3, 9].entries())
      await moveShipment(db, orderId, { toCode: code, at: new Date(at.getTime() - (3 - i) * 3_600_000) });
  }
  /** A request for one unit of the order's first line, asked at `askedAt` and received at `receivedAt`. */
  async function received(orderHash: string, lineId: number, askedAt: Date, receivedAt: Date) {
    const made = await requestReturn(db, member, orderHash, [{ lineId, quantity: 1, reason: "Vazgeçtim" }], askedAt);
    if (!made.ok) throw new Error(made.reason);
    await advanceReturn(db, bank(), made.code, "approved", { now: askedAt });
    await advanceReturn(db, bank(), made.code, "received", { now: receivedAt });
    return made.code;
  }

  it("warns of a received return's refund in its last days, and clearly once it is late", async () => {
    const now = new Date("2026-11-30T09:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const order = await kit.place([[toy, 3]], member, atDoor);
    await deliver(order.id, ago(25));
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const late = await received(order.orderHash, line.id, ago(24), ago(20));
    const soon = await received(order.orderHash, line.id, ago(20), ago(12));
    const fresh = await received(order.orderHash, line.id, ago(20), ago(5));
    const page = (await deskOrder(db, owner, order.orderNumber, now))!;
    const warningOf = (code: string) => page.returns.find((r) => r.code === code)?.refundWarning;
    // Received 18 November: due by the end of 2 December, two days from 30 November.
    expect(warningOf(soon)).toEqual({ overdue: false, text: "İade süresi dolmak üzere: 2 gün kaldı" });
    expect(warningOf(late)).toEqual({ overdue: true, text: "İade süresi doldu: 6 gün gecikti" });
    expect(warningOf(fresh)).toBeNull();
    // Refunded, the warning goes.
    await advanceReturn(db, bank(), soon, "refunded", { now });
    expect((await deskOrder(db, owner, order.orderNumber, now))!.returns.find((r) => r.code === soon)?.refundWarning).toBeNull();
  });

  it("shows the shipping and door fees on the return that completed a whole withdrawal", async () => {
    const order = await kit.place([[mini, 2]], member, atDoor);
    expect(order).toMatchObject({ shipmentPriceKurus: 4_990, podPriceKurus: 1_990 });
    const now = new Date();
    await deliver(order.id, new Date(now.getTime() - DAY));
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const first = await received(order.orderHash, line.id, now, now);
    await advanceReturn(db, bank(), first, "refunded");
    expect((await deskOrder(db, owner, order.orderNumber))!.returns.map((r) => r.feesBack)).toEqual([null]);
    const last = await received(order.orderHash, line.id, now, now);
    await advanceReturn(db, bank(), last, "refunded");
    const page = (await deskOrder(db, owner, order.orderNumber))!;
    expect(page.returns.map((r) => [r.code, r.feesBack])).toEqual([
      [last, { shippingKurus: 4_990, podFeeKurus: 1_990 }],
      [first, null],
    ]);
  });
});
