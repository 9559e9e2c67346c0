import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { brands, catalogItems, categories, orders, products, users } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { listMemberOrders, memberOrderStatus, ORDERS_PER_PAGE } from "./member-orders.server";
import { orderKit, seedDelivery } from "#tests/support/unit/orders";
import { currentAttempt, settlePayment } from "#app/domain/checkout/settle-order.server";

let db: Db;
let close: () => Promise<void>;
let owner: number;
let other: number;
let busy: number;
let empty: number;
let toy: number; // 100 TL
let pram: number; // 300 TL
let cup: number; // 50 TL
let hat: number; // 80 TL
let carrier: number;
let storeId: number;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [cat] = await db.insert(categories).values({ name: "Bebek", slug: "bebek", area: "bebek" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Joie", slug: "joie" }).returning();
  const names = ["Oyuncak Ayı", "Bebek Arabası", "Alıştırma Bardağı", "Örgü Şapka"];
  const items = await db
    .insert(catalogItems)
    .values(names.map((name, i) => ({ name, sefUrl: `urun-${i}`, brandId: brand.id, categoryId: cat.id, totalStock: 200 })))
    .returning();
  const rows = await db
    .insert(products)
    .values(
      [10_000, 30_000, 5_000, 8_000].map((priceKurus, i) => ({
        catalogId: items[i].id,
        sku: `S${i}`,
        barcode: String(i),
        name: names[i],
        priceKurus,
        originalPriceKurus: priceKurus,
        stock: 200,
      })),
    )
    .returning();
  [toy, pram, cup, hat] = rows.map((r) => r.id);
  const members = await db
    .insert(users)
    .values([
      { email: "sahip@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", phone: "05321234567" },
      { email: "baska@example.com", passwordHash: "x", firstname: "Can", lastname: "Su", phone: "05321234568" },
      { email: "cok@example.com", passwordHash: "x", firstname: "Ece", lastname: "Er", phone: "05321234569" },
      { email: "bos@example.com", passwordHash: "x", firstname: "Efe", lastname: "Ok", phone: "05321234560" },
    ])
    .returning();
  [owner, other, busy, empty] = members.map((m) => m.id);
  ({ carrier, storeId } = await seedDelivery(db, [{ productId: toy, quantity: 10 }]));
});

afterAll(async () => close?.());

const { place } = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier, paymentType: "podCash", paymentDescription: "Kapıda Ödeme (Nakit)" }),
);

describe("memberOrderStatus", () => {
  it("names where an order stands in Turkish", () => {
    expect(memberOrderStatus("awaitingTransfer", 0, false)).toEqual({ label: "Ödeme Bekleniyor", tone: "waiting" });
    expect(memberOrderStatus("confirmed", 0, false).label).toBe("Sipariş Alındı");
    expect(memberOrderStatus("confirmed", 1, false).label).toBe("Hazırlanıyor");
    expect(memberOrderStatus("confirmed", 3, false).label).toBe("Kargoya Verildi");
    expect(memberOrderStatus("confirmed", 10, false)).toEqual({ label: "Teslim Edildi", tone: "done" });
    expect(memberOrderStatus("confirmed", 999, false).label).toBe("İade Edildi");
    expect(memberOrderStatus("confirmed", 0, true).label).toBe("Teslim Edildi");
    expect(memberOrderStatus("cancelled", 0, false)).toEqual({ label: "İptal Edildi", tone: "problem" });
  });
});

describe("listMemberOrders", () => {
  it("lists only the member's orders, newest first, each with status, payment, delivery, total and the first three products; never one that was not paid", async () => {
    const transfer = await place([[toy, 2]], owner, { paymentType: "moneyOrder", paymentDescription: "Havale / EFT" }, 30);
    const declined = await place([[pram, 1]], owner, { paymentType: "creditCard", paymentDescription: "Kredi Kartı" }, 20);
    await settlePayment(db, (await currentAttempt(db, declined.id))!.id, {
      status: "declined",
      reason: "Yetersiz bakiye",
      provider: "sandbox",
      transactionId: "tx_d",
    });
    const waiting = await place([[pram, 1]], owner, { paymentType: "creditCard", paymentDescription: "Kredi Kartı" }, 15);
    const pickup = await place(
      [[toy, 1]],
      owner,
      {
        deliveryType: "getShop",
        storeId,
        shippingCompanyId: null,
        deliveryAddress: null,
        paymentType: "creditCard",
        paymentDescription: "Kredi Kartı",
      },
      10,
    );
    await settlePayment(db, (await currentAttempt(db, pickup.id))!.id, { status: "approved", provider: "sandbox", transactionId: "tx_p" });
    const door = await place(
      [
        [toy, 1],
        [pram, 2],
        [cup, 3],
        [hat, 1],
      ],
      owner,
    );
    await place([[toy, 1]], other);
    await place([[toy, 1]], null, { paymentType: "moneyOrder", paymentDescription: "Havale / EFT" });

    const list = await listMemberOrders(db, owner, 1);
    expect(list).toMatchObject({ total: 3, page: 1, pageCount: 1, perPage: ORDERS_PER_PAGE });
    expect(list.orders.map((o) => o.orderNumber)).toEqual([door, pickup, transfer].map((o) => o.orderNumber));
    for (const unpaid of [declined, waiting]) expect(list.orders.map((o) => o.orderHash)).not.toContain(unpaid.orderHash);
    const [d, p, t] = list.orders;

    expect(d).toMatchObject({
      orderHash: door.orderHash,
      detailUrl: `/payment/checkout/summary?orderHash=${encodeURIComponent(door.orderHash)}`,
      status: "confirmed",
      statusLabel: "Sipariş Alındı",
      paymentLabel: "Kapıda Ödeme (Nakit)",
      totalKurus: door.totalKurus,
      deliveryType: "myAddress",
      deliveryLabel: "Adrese Teslim",
      storeName: null,
      lineCount: 4,
      unitCount: 7,
    });
    expect(d.previews.map((l) => l.name)).toEqual(["Oyuncak Ayı", "Bebek Arabası", "Alıştırma Bardağı"]);
    expect(d.previews[0].image).toBeTruthy();
    expect(d.date).toBe(door.createdAt.toISOString());
    expect(d.dateText).toMatch(/^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \d{2}:\d{2}$/);

    expect(p).toMatchObject({
      statusLabel: "Sipariş Alındı",
      paymentLabel: "Kredi Kartı",
      deliveryType: "getShop",
      deliveryLabel: "Mağazadan Teslim",
      storeName: "Kadıköy Mağazası",
      // A pickup is a web order: no store sale's detail call.
      storeCode: null,
      lineCount: 1,
      unitCount: 1,
    });
    expect(t).toMatchObject({ status: "awaitingTransfer", statusLabel: "Ödeme Bekleniyor", paymentLabel: "Havale / EFT", unitCount: 2 });

    // The shipment moves on: the list follows it.
    await db.update(orders).set({ shipmentStatusCode: 2 }).where(eq(orders.id, door.id));
    expect((await listMemberOrders(db, owner, 1)).orders[0].statusLabel).toBe("Kargoya Verildi");

    // Another member's list holds only their own order; a member without orders has none.
    const theirs = await listMemberOrders(db, other, 1);
    expect(theirs.total).toBe(1);
    expect(theirs.orders.map((o) => o.orderHash)).not.toContain(door.orderHash);
    expect(await listMemberOrders(db, empty, 3)).toEqual({ orders: [], total: 0, page: 1, pageCount: 1, perPage: ORDERS_PER_PAGE });
  });

  it("pages ten orders at a time, and a page past the last shows the last", async () => {
    const placed = [];
    for (let i = 0; i < 23; i++) placed.push(await place([[cup, 1]], busy, {}, 100 - i));
    const newestFirst = placed.reverse().map((o) => o.orderNumber);

    const first = await listMemberOrders(db, busy, 1);
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.orders.map((o) => o.orderNumber)).toEqual(newestFirst.slice(0, 10));
    const second = await listMemberOrders(db, busy, 2);
    expect(second.orders.map((o) => o.orderNumber)).toEqual(newestFirst.slice(10, 20));
    const last = await listMemberOrders(db, busy, 3);
    expect(last.orders.map((o) => o.orderNumber)).toEqual(newestFirst.slice(20));
    expect(await listMemberOrders(db, busy, 99)).toMatchObject({ page: 3, orders: last.orders });
    expect((await listMemberOrders(db, busy, 0)).page).toBe(1);
  });
});
