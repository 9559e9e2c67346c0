/**
 * The dashboard's figures on a real database: sales of today and of the month by
 * Türkiye's calendar, paid orders only; every one of 30 days present; payment types; orders by
 * where they stand; best sellers net of returns; low stock and the waiting comments and returns.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { cities, comments, orderLines, orders, outbox, products, returnRequests, stores } from "#app/db/schema";
import { seedItem } from "#tests/support/unit/orders";
import { dayInTurkey } from "#app/lib/dates";
import { EMPTY_FILTERS, orderBucket } from "#app/domain/orders/order-search";
import { searchOrders } from "#app/domain/orders/order-search.server";
import { loadDashboard } from "./dashboard.server";

let db: Db;
let close: () => Promise<void>;
let item = { itemId: 0, variantIds: [] as number[] };
let other = { itemId: 0, variantIds: [] as number[] };
// 15 March 2026, 00:30 in Türkiye (21:30 UTC on the 14th).
const NOW = new Date("2026-03-14T21:30:00Z");
const HOUR = 3_600_000;
let n = 0;

async function order(values: {
  at: Date;
  totalKurus: number;
  status?: string;
  paymentType?: string;
  code?: number;
  offline?: boolean;
  lines?: [number, number, number][];
}) {
  n++;
  const [row] = await db
    .insert(orders)
    .values({
      orderHash: `h${n}`,
      orderNumber: `N${n}`,
      email: `a${n}@example.com`,
      status: values.status ?? "confirmed",
      paymentType: values.paymentType ?? "creditCard",
      itemsTotalKurus: values.totalKurus,
      totalKurus: values.totalKurus,
      shipmentStatusCode: values.code ?? 0,
      isOffline: values.offline ?? false,
      createdAt: values.at,
    })
    .returning();
  for (const [productId, quantity, total] of values.lines ?? []) {
    const catalogId = item.variantIds.includes(productId) ? item.itemId : other.itemId;
    await db.insert(orderLines).values({
      orderId: row.id,
      productId,
      catalogId,
      sku: `S${productId}`,
      name: "x",
      unitPriceKurus: total / quantity,
      quantity,
      totalPriceKurus: total,
      vatRate: 20,
      image: "/x.svg",
      url: "/urun/x",
    });
  }
  return row;
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  item = await seedItem(db, { name: "Bebek Bezi Ultra Kuru", slug: "bez" }, [
    { sku: "B1", priceKurus: 30_000, stock: 2 },
    { sku: "B2", priceKurus: 30_000, stock: 0 },
  ]);
  other = await seedItem(db, { name: "Ahşap Yapboz", slug: "yapboz" }, [{ sku: "Y1", priceKurus: 10_000, stock: 40 }]);
  // Today in Türkiye (15 March, from 21:00 UTC on the 14th).
  await order({ at: new Date("2026-03-14T21:10:00Z"), totalKurus: 60_000, lines: [[item.variantIds[0], 2, 60_000]] });
  await order({
    at: new Date("2026-03-14T21:20:00Z"),
    totalKurus: 10_000,
    paymentType: "podCash",
    code: 2,
    lines: [[other.variantIds[0], 1, 10_000]],
  });
  // Yesterday in Türkiye, though the same UTC day as today's orders above: not today.
  const yesterday = await order({
    at: new Date("2026-03-14T20:59:00Z"),
    totalKurus: 25_000,
    code: 9,
    lines: [[other.variantIds[0], 5, 25_000]],
  });
  // Not sales: a cancelled order, a transfer still to come, an unpaid attempt.
  await order({ at: new Date("2026-03-14T21:15:00Z"), totalKurus: 99_000, status: "cancelled" });
  await order({ at: new Date("2026-03-14T21:16:00Z"), totalKurus: 99_000, status: "awaitingTransfer", paymentType: "moneyOrder" });
  await order({ at: new Date("2026-03-14T21:17:00Z"), totalKurus: 99_000, status: "paymentFailed" });
  // Last month (28 February), inside the 30 days; and 40 days ago, outside them.
  await order({ at: new Date("2026-02-28T10:00:00Z"), totalKurus: 40_000, paymentType: "podCash", code: 999 });
  await order({ at: new Date(NOW.getTime() - 40 * 24 * HOUR), totalKurus: 70_000 });
  // A store sale: delivered.
  await order({ at: new Date("2026-03-10T10:00:00Z"), totalKurus: 5_000, offline: true, paymentType: "creditCard" });
  // A paid web order whose parcel the shop called off (code 15) before its status followed: cancelled, as the shopper sees it.
  await order({ at: new Date(NOW.getTime() - 50 * 24 * HOUR), totalKurus: 8_000, code: 15 });
  // Three of yesterday's five puzzles came back: 6 sold, 3 net, still ahead of the nappy's 2.
  await db.update(orderLines).set({ returnQuantity: 3 }).where(eq(orderLines.orderId, yesterday.id));
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, yesterday.id));
  await db.insert(returnRequests).values([
    { orderId: yesterday.id, orderLineId: line.id, quantity: 3, reason: "Beden", code: "IAD-AAAAAA", status: "requested" },
    { orderId: yesterday.id, orderLineId: line.id, quantity: 1, reason: "Beden", code: "IAD-BBBBBB", status: "refunded" },
  ]);
  await db.insert(comments).values([
    { catalogId: item.itemId, authorName: "A", rating: 5, body: "Çok iyi", status: "pending" },
    { catalogId: item.itemId, authorName: "B", rating: 4, body: "İyi", status: "approved" },
  ]);
});
afterAll(async () => close?.());

describe("dashboard", () => {
  it("counts today's and this month's paid sales by Türkiye's calendar", async () => {
    const d = await loadDashboard(db, NOW);
    expect(dayInTurkey(NOW)).toBe("2026-03-15");
    expect(d.sales!.today).toEqual({ salesKurus: 70_000, orders: 2 });
    // March: today's two, yesterday's and the store sale; not February's.
    expect(d.sales!.month).toEqual({ salesKurus: 100_000, orders: 4 });
  });

  it("lists every one of the 30 days, oldest first, and the payment types", async () => {
    const d = await loadDashboard(db, NOW);
    expect(d.sales!.perDay).toHaveLength(30);
    expect(d.sales!.perDay[0].day).toBe("2026-02-14");
    expect(d.sales!.perDay[29]).toEqual({ day: "2026-03-15", salesKurus: 70_000, orders: 2 });
    expect(d.sales!.perDay.find((p) => p.day === "2026-03-14")).toEqual({ day: "2026-03-14", salesKurus: 25_000, orders: 1 });
    expect(d.sales!.perDay.find((p) => p.day === "2026-02-28")).toEqual({ day: "2026-02-28", salesKurus: 40_000, orders: 1 });
    expect(d.sales!.perDay.reduce((s, p) => s + p.salesKurus, 0)).toBe(140_000);
    expect(d.sales!.byPaymentType).toEqual([
      { type: "creditCard", label: "Kredi Kartı", salesKurus: 90_000, orders: 3 },
      { type: "podCash", label: "Kapıda Ödeme (Nakit)", salesKurus: 50_000, orders: 2 },
    ]);
  });

  it("sorts orders by where they stand", async () => {
    const d = await loadDashboard(db, NOW);
    expect(Object.fromEntries(d.sales!.byStatus.map((s) => [s.key, s.count]))).toEqual({
      awaitingTransfer: 1,
      toPack: 2,
      shipped: 1,
      delivered: 2,
      undeliverable: 0,
      returned: 1,
      cancelled: 2,
    });
    expect(d.sales!.byStatus[0].label).toBe("Havale bekleyen");
    // Each count is what the order list shows when the dashboard's link opens it.
    for (const { key, count } of d.sales!.byStatus) {
      const listed = await searchOrders(db, { ...EMPTY_FILTERS, bucket: key }, 1, null);
      expect([key, listed.rows.length]).toEqual([key, count]);
    }
    expect(orderBucket("paymentFailed", 0, false)).toBeNull();
  });

  it("names the best sellers net of returns, the variants running low and what waits", async () => {
    const d = await loadDashboard(db, NOW);
    expect(d.bestSellers!.map((b) => [b.name, b.quantity])).toEqual([
      ["Ahşap Yapboz", 3],
      ["Bebek Bezi Ultra Kuru", 2],
    ]);
    expect(d.stock!.lowStock.map((v) => [v.sku, v.stock])).toEqual([["B1", 2]]);
    expect(d.stock!.soldOutVariants).toBe(1);
    expect(d.waitingComments).toBe(1);
    expect(d.sales!.waitingReturns).toBe(1);
    expect(d.sales!.returnsDueSoon).toBe(0);
    // A variant taken off sale is not 'running low'.
    await db.update(products).set({ status: "passive" }).where(eq(products.id, item.variantIds[0]));
    expect((await loadDashboard(db, NOW)).stock!.lowStock).toEqual([]);
    await db.update(products).set({ status: "active" }).where(eq(products.id, item.variantIds[0]));
  });

  it("counts the received returns whose 14 days to refund are running out, or out", async () => {
    const [line] = await db.select().from(orderLines).limit(1);
    const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * HOUR);
    await db.insert(returnRequests).values([
      {
        orderId: line.orderId,
        orderLineId: line.id,
        quantity: 1,
        reason: "Beden",
        code: "IAD-GECIKT",
        status: "received",
        updatedAt: daysAgo(20),
      },
      {
        orderId: line.orderId,
        orderLineId: line.id,
        quantity: 1,
        reason: "Beden",
        code: "IAD-YAKLAS",
        status: "received",
        updatedAt: daysAgo(12),
      },
      {
        orderId: line.orderId,
        orderLineId: line.id,
        quantity: 1,
        reason: "Beden",
        code: "IAD-YENIII",
        status: "received",
        updatedAt: daysAgo(2),
      },
    ]);
    const d = await loadDashboard(db, NOW);
    expect(d.sales!.returnsDueSoon).toBe(2);
    expect(d.sales!.waitingReturns).toBe(4);
    await db.delete(returnRequests).where(inArray(returnRequests.code, ["IAD-GECIKT", "IAD-YAKLAS", "IAD-YENIII"]));
  });

  it("reads only the parts a role shows, and a store manager's figures are their store's", async () => {
    const catalogueOnly = await loadDashboard(db, NOW, { sales: false, bestSellers: true, stock: true, comments: true, storeId: null });
    expect(catalogueOnly.sales).toBeNull();
    expect(catalogueOnly.bestSellers).toHaveLength(2);
    await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" }).onConflictDoNothing();
    const [store] = await db
      .insert(stores)
      .values({ code: "S9", name: "Moda", sefUrl: "moda", cityId: 34, address: "Moda", phone: "02160000000", lat: 41, lon: 29 })
      .returning();
    await db.update(orders).set({ storeId: store.id }).where(eq(orders.orderNumber, "N1"));
    const mine = await loadDashboard(db, NOW, { sales: true, bestSellers: true, stock: false, comments: false, storeId: store.id });
    expect(mine.sales!.today).toEqual({ salesKurus: 60_000, orders: 1 });
    expect(mine.sales!.byStatus.reduce((s, b) => s + b.count, 0)).toBe(1);
    expect(mine.sales!.waitingReturns).toBe(0);
    expect(mine.bestSellers!.map((b) => b.name)).toEqual(["Bebek Bezi Ultra Kuru"]);
    expect(mine.stock).toBeNull();
    expect(mine.waitingComments).toBeNull();
  });

  it("warns of messages given up in the last day only to those asking for it", async () => {
    const [message] = await db
      .insert(outbox)
      .values({
        kind: "order.confirmation",
        channel: "sms",
        to: "05321234567",
        body: ".",
        state: "failed",
        nextAttemptAt: new Date(NOW.getTime() - HOUR),
      })
      .returning({ id: outbox.id });
    const parts = { sales: false, bestSellers: false, stock: false, comments: false, storeId: null };
    expect((await loadDashboard(db, NOW, { ...parts, deliveries: true })).deliveries).toMatchObject({
      failed: { email: 0, sms: 1 },
      overdue: { email: 0, sms: 0 },
    });
    expect((await loadDashboard(db, NOW, parts)).deliveries).toBeNull();
    await db.delete(outbox).where(eq(outbox.id, message.id));
    expect((await loadDashboard(db, NOW, { ...parts, deliveries: true })).deliveries).toBeNull();
  });
});
