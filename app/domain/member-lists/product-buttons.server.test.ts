import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  alerts,
  brands,
  catalogItems,
  categories,
  comparisons,
  favourites,
  giftListItems,
  giftLists,
  products,
  users,
} from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import {
  ALERT_ADDED,
  ALERT_REMOVED,
  ALREADY_IN_STOCK,
  COMPARISON_ADDED,
  COMPARISON_ALREADY,
  COMPARISON_FULL,
  FAVOURITE_ADDED,
  FAVOURITE_REMOVED,
  GIFT_LIST_ADDED,
  GIFT_LIST_ALREADY,
  GIFT_LIST_EXPIRED,
  GIFT_LIST_NOT_FOUND,
  PRODUCT_NOT_FOUND,
} from "./product-buttons.messages";
import {
  addToComparison,
  addToGiftList,
  buttonState,
  comparableCatalogId,
  parseMode,
  setAlert,
  setFavourite,
} from "./product-buttons.server";

let db: Db;
let close: () => Promise<void>;
const u: Record<string, number> = {};
const v: Record<string, number> = {};
const items: number[] = [];
let offlineItem = 0;
const list: Record<string, number> = {};

async function member(email: string) {
  const [row] = await db.insert(users).values({ email, passwordHash: "x", firstname: "Ayşe", lastname: "Öztürk" }).returning();
  return row.id;
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [cat] = await db.insert(categories).values({ name: "Bebek", slug: "bebek", area: "bebek" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Chicco", slug: "chicco" }).returning();
  for (let i = 0; i < 6; i++) {
    const [item] = await db
      .insert(catalogItems)
      .values({ name: `Çocuk Pijama Takımı ${i}`, sefUrl: `cocuk-pijama-${i}`, brandId: brand.id, categoryId: cat.id })
      .returning();
    items.push(item.id);
  }
  const [offline] = await db
    .insert(catalogItems)
    .values({ name: "Eski Oyuncak", sefUrl: "eski", brandId: brand.id, categoryId: cat.id, status: "passive" })
    .returning();
  offlineItem = offline.id;
  const rows = await db
    .insert(products)
    .values([
      { catalogId: items[0], sku: "A", barcode: "1", name: "2 Yaş", priceKurus: 12_990, originalPriceKurus: 15_000, stock: 4 },
      { catalogId: items[0], sku: "B", barcode: "2", name: "3 Yaş", priceKurus: 12_990, originalPriceKurus: 12_990, stock: 0 },
      {
        catalogId: items[0],
        sku: "C",
        barcode: "3",
        name: "4 Yaş",
        priceKurus: 12_990,
        originalPriceKurus: 12_990,
        stock: 7,
        status: "passive",
      },
      { catalogId: offline.id, sku: "D", barcode: "4", name: "Eski", priceKurus: 5_000, originalPriceKurus: 5_000, stock: 9 },
    ])
    .returning();
  [v.inStock, v.outOfStock, v.passive, v.offline] = rows.map((r) => r.id);
  u.ayse = await member("ayse@example.com");
  u.zeynep = await member("zeynep@example.com");
  const lists = await db
    .insert(giftLists)
    .values([
      { userId: u.ayse, name: "Doğum Günü", expireDate: "2099-01-01" },
      { userId: u.ayse, name: "Eski Liste", expireDate: "2001-01-01" },
      { userId: u.zeynep, name: "Zeynep'in Listesi", expireDate: "2099-01-01" },
    ])
    .returning();
  [list.ayse, list.ayseExpired, list.zeynep] = lists.map((l) => l.id);
});

afterAll(async () => close?.());

describe("setFavourite", () => {
  it("toggles: the first call adds with the spec's notice, the second removes", async () => {
    expect(await setFavourite(db, u.ayse, v.inStock)).toEqual({ ok: true, message: FAVOURITE_ADDED, favorite: true });
    expect(await setFavourite(db, u.ayse, v.inStock)).toEqual({ ok: true, message: FAVOURITE_REMOVED, favorite: false });
    expect(await db.select().from(favourites).where(eq(favourites.userId, u.ayse))).toHaveLength(0);
  });

  it("mode add and remove are idempotent", async () => {
    await setFavourite(db, u.ayse, v.outOfStock, "add");
    expect(await setFavourite(db, u.ayse, v.outOfStock, "add")).toMatchObject({ ok: true, favorite: true });
    expect(await db.select().from(favourites).where(eq(favourites.userId, u.ayse))).toHaveLength(1);
    await setFavourite(db, u.ayse, v.outOfStock, "remove");
    expect(await setFavourite(db, u.ayse, v.outOfStock, "remove")).toMatchObject({ ok: true, favorite: false });
    expect(await db.select().from(favourites).where(eq(favourites.userId, u.ayse))).toHaveLength(0);
  });

  it("refuses a product that does not exist or is not on the site", async () => {
    expect(await setFavourite(db, u.ayse, 999_999)).toEqual({ ok: false, reason: PRODUCT_NOT_FOUND, status: 404 });
    expect(await setFavourite(db, u.ayse, v.offline)).toEqual({ ok: false, reason: PRODUCT_NOT_FOUND, status: 404 });
  });

  it("one member's favourite is not another's", async () => {
    await setFavourite(db, u.zeynep, v.inStock, "add");
    expect((await buttonState(db, u.ayse, v.inStock))?.favoriteProducts).toEqual([]);
    expect((await buttonState(db, u.zeynep, v.inStock))?.favoriteProducts).toEqual([v.inStock]);
  });
});

describe("setAlert", () => {
  it("a price alert keeps the current price and toggles off", async () => {
    expect(await setAlert(db, u.ayse, v.inStock, "price")).toEqual({
      ok: true,
      message: ALERT_ADDED.price,
      active: true,
      alertType: "price",
    });
    const [row] = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, u.ayse), eq(alerts.productId, v.inStock)));
    expect(row).toMatchObject({ type: "price", priceAtRequestKurus: 12_990 });
    expect(await setAlert(db, u.ayse, v.inStock, "price")).toMatchObject({ ok: true, message: ALERT_REMOVED.price, active: false });
    expect(await db.select().from(alerts).where(eq(alerts.userId, u.ayse))).toHaveLength(0);
  });

  it("a stock alert only for a variant that cannot be bought now", async () => {
    expect(await setAlert(db, u.ayse, v.inStock, "stock")).toEqual({ ok: false, reason: ALREADY_IN_STOCK, status: 409 });
    expect(await setAlert(db, u.ayse, v.outOfStock, "stock")).toMatchObject({ ok: true, message: ALERT_ADDED.stock, active: true });
    expect(await setAlert(db, u.ayse, v.passive, "stock", "add")).toMatchObject({ ok: true, active: true });
    expect(await setAlert(db, u.ayse, v.outOfStock, "stock", "add")).toMatchObject({ ok: true, active: true });
    const rows = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, u.ayse), eq(alerts.type, "stock")));
    expect(rows.map((r) => r.productId).sort()).toEqual([v.outOfStock, v.passive].sort());
    expect(rows.every((r) => r.priceAtRequestKurus === null)).toBe(true);
  });

  it("refuses an unknown product", async () => {
    expect(await setAlert(db, u.ayse, 999_999, "price")).toEqual({ ok: false, reason: PRODUCT_NOT_FOUND, status: 404 });
  });
});

describe("addToComparison", () => {
  it("adds catalogue items up to 4, is idempotent, and refuses the fifth with a clear message", async () => {
    const first = await addToComparison(db, u.ayse, items[0]);
    expect(first).toMatchObject({ ok: true, message: COMPARISON_ADDED, count: 1 });
    expect(first.ok && first.items[0]).toEqual({
      catalogId: items[0],
      name: "Çocuk Pijama Takımı 0",
      url: `/urun/cocuk-pijama-0-${items[0]}`,
    });
    expect(await addToComparison(db, u.ayse, items[0])).toMatchObject({ ok: true, message: COMPARISON_ALREADY, count: 1 });
    for (const id of items.slice(1, 4)) expect(await addToComparison(db, u.ayse, id)).toMatchObject({ ok: true });
    expect(await addToComparison(db, u.ayse, items[4])).toEqual({ ok: false, reason: COMPARISON_FULL, status: 409 });
    expect(await db.select().from(comparisons).where(eq(comparisons.userId, u.ayse))).toHaveLength(4);
  });

  it("keeps the limit under concurrent calls", async () => {
    await Promise.all(items.map((id) => addToComparison(db, u.zeynep, id)));
    expect(await db.select().from(comparisons).where(eq(comparisons.userId, u.zeynep))).toHaveLength(4);
  });

  it("finds the catalogue item of a variant, and nothing for items off the site", async () => {
    expect(await comparableCatalogId(db, { productId: v.outOfStock })).toBe(items[0]);
    expect(await comparableCatalogId(db, { catalogId: items[2] })).toBe(items[2]);
    expect(await comparableCatalogId(db, { catalogId: offlineItem })).toBeNull();
    expect(await comparableCatalogId(db, { productId: v.offline })).toBeNull();
    expect(await addToComparison(db, u.ayse, offlineItem)).toEqual({ ok: false, reason: PRODUCT_NOT_FOUND, status: 404 });
  });
});

describe("addToGiftList", () => {
  it("adds to the member's own list once", async () => {
    expect(await addToGiftList(db, u.ayse, list.ayse, v.inStock)).toEqual({ ok: true, message: GIFT_LIST_ADDED, added: true });
    expect(await addToGiftList(db, u.ayse, list.ayse, v.inStock)).toEqual({ ok: true, message: GIFT_LIST_ALREADY, added: false });
    expect(await db.select().from(giftListItems).where(eq(giftListItems.listId, list.ayse))).toHaveLength(1);
  });

  it("refuses another member's list as if it did not exist, and changes nothing", async () => {
    expect(await addToGiftList(db, u.ayse, list.zeynep, v.inStock)).toEqual({ ok: false, reason: GIFT_LIST_NOT_FOUND, status: 404 });
    expect(await addToGiftList(db, u.ayse, 999_999, v.inStock)).toEqual({ ok: false, reason: GIFT_LIST_NOT_FOUND, status: 404 });
    expect(await db.select().from(giftListItems).where(eq(giftListItems.listId, list.zeynep))).toHaveLength(0);
  });

  it("refuses an expired list and an unknown product", async () => {
    expect(await addToGiftList(db, u.ayse, list.ayseExpired, v.inStock)).toEqual({ ok: false, reason: GIFT_LIST_EXPIRED, status: 409 });
    expect(await addToGiftList(db, u.ayse, list.ayse, 999_999)).toEqual({ ok: false, reason: PRODUCT_NOT_FOUND, status: 404 });
  });
});

describe("buttonState", () => {
  it("tells which lists hold (open lists first) the variant, its favourite, alerts and the comparison", async () => {
    await setFavourite(db, u.ayse, v.outOfStock, "add");
    await setAlert(db, u.ayse, v.outOfStock, "price", "add");
    await addToGiftList(db, u.ayse, list.ayse, v.outOfStock);
    const state = await buttonState(db, u.ayse, v.outOfStock);
    expect(state).toEqual({
      wishLists: [
        { id: list.ayse, name: "Doğum Günü", expireDate: { date: "2099-01-01" }, expired: false, hasProduct: true },
        { id: list.ayseExpired, name: "Eski Liste", expireDate: { date: "2001-01-01" }, expired: true, hasProduct: false },
      ],
      favoriteProducts: [v.outOfStock],
      priceAlerts: [
        { productId: v.outOfStock, alertType: "price", price: 129.9 },
        { productId: v.outOfStock, alertType: "stock", price: null },
      ],
      comparison: { count: 4, limit: 4, hasProduct: true },
    });
  });

  it("never shows another member's lists, and is null for an unknown product", async () => {
    const state = await buttonState(db, u.zeynep, v.outOfStock);
    expect(state?.wishLists.map((l) => l.id)).toEqual([list.zeynep]);
    expect(state?.favoriteProducts).toEqual([]);
    expect(state?.priceAlerts).toEqual([]);
    expect(await buttonState(db, u.ayse, 999_999)).toBeNull();
  });
});

describe("parseMode", () => {
  it("reads add and remove; anything else toggles", () => {
    expect(parseMode("add")).toBe("add");
    expect(parseMode("remove")).toBe("remove");
    expect(parseMode(undefined)).toBe("toggle");
    expect(parseMode("sil")).toBe("toggle");
  });
});
