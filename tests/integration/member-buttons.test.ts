/**
 * The product page's member buttons over real HTTP (spec sections 5, 7, 8): favourite, alerts,
 * comparison, gift list add and check-button, for a guest and for members.
 *
 * Login does not exist yet, so this file runs a shop of its own: started once (migrations, demo
 * data), stopped, given two members with sessions made by the session module straight in its
 * database (and a gift list each), then started again on the same data. The members' cookies are
 * the ones the session module set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, sql } from "drizzle-orm";
import * as schema from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { createSessionHandle } from "#app/domain/sessions/session.server";
import {
  ALERT_ADDED,
  ALERT_REMOVED,
  ALREADY_IN_STOCK,
  COMPARISON_ADDED,
  COMPARISON_FULL,
  FAVOURITE_REMOVED,
  GIFT_LIST_ADDED,
  GIFT_LIST_ALREADY,
  GIFT_LIST_NOT_FOUND,
  PRODUCT_NOT_FOUND,
} from "#app/domain/member-lists/product-buttons.messages";
import { createStorage, openStorageDb, startShop, type ShopServer, type Storage } from "../support/server";
import { METHOD_NOT_ALLOWED } from "#app/lib/api.server";

// The spec's own words (sections 5 and 8), written out so a changed constant fails here.
const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";
const CHOOSE_PRODUCT = "Lütfen bir ürün seçiniz.";
const CHOOSE_LIST = "Lütfen liste seçiniz.";
const FAVOURITE_ADDED = "Ürün favorilerinize başarıyla eklendi";

type Answer = { success: boolean; reason: string; message: string; [key: string]: unknown };

let storage: Storage;
let server: ShopServer | undefined;
/** Session cookies of two members. */
const cookie: Record<"ayse" | "zeynep", string> = { ayse: "", zeynep: "" };
const list: Record<"ayse" | "zeynep", number> = { ayse: 0, zeynep: 0 };
let inStock = 0;
let inStockPriceKurus = 0;
let outOfStock = 0;
/** Five catalogue items on the site (one more than the comparison holds). */
let catalogIds: number[] = [];

/** Opens the stopped shop's database with the app's schema. */
/** A member with a session, as login will make it: returns the Cookie header value. */
async function memberWithSession(db: Db, email: string, firstname: string): Promise<{ userId: number; cookie: string }> {
  const [user] = await db
    .insert(schema.users)
    .values({ email, passwordHash: "x", firstname, lastname: "Test" })
    .returning({ id: schema.users.id });
  const written: string[] = [];
  await createSessionHandle(db, undefined, (value) => written.push(value), false).setUser(user.id);
  const pair = written.at(-1)?.split(";")[0] ?? "";
  expect(pair).toMatch(/^sid=[A-Za-z0-9_-]{20,}$/);
  return { userId: user.id, cookie: pair };
}

beforeAll(async () => {
  storage = await createStorage();
  server = await startShop(storage, { SEED_PRODUCTS: "80" });
  await server.stop();
  server = undefined;

  const { db, close } = await openStorageDb(storage);
  try {
    const ayse = await memberWithSession(db, "ayse.butonlar@example.com", "Ayşe");
    const zeynep = await memberWithSession(db, "zeynep.butonlar@example.com", "Zeynep");
    cookie.ayse = ayse.cookie;
    cookie.zeynep = zeynep.cookie;
    const lists = await db
      .insert(schema.giftLists)
      .values([
        { userId: ayse.userId, name: "Doğum Günü Listem", expireDate: "2099-12-31" },
        { userId: zeynep.userId, name: "Zeynep'in Bebek Listesi", expireDate: "2099-12-31" },
      ])
      .returning({ id: schema.giftLists.id });
    [list.ayse, list.zeynep] = lists.map((l) => l.id);

    const variants = await db
      .select({ id: schema.products.id, catalogId: schema.products.catalogId, priceKurus: schema.products.priceKurus })
      .from(schema.products)
      .innerJoin(schema.catalogItems, eq(schema.catalogItems.id, schema.products.catalogId))
      .where(and(eq(schema.catalogItems.status, "active"), eq(schema.products.status, "active"), gt(schema.products.stock, 0)))
      .orderBy(schema.products.id)
      .limit(200);
    catalogIds = [...new Set(variants.map((v) => v.catalogId))].slice(0, 5);
    expect(catalogIds).toHaveLength(5);
    inStock = variants[0].id;
    inStockPriceKurus = variants[0].priceKurus;
    const other = variants.find((v) => v.catalogId !== variants[0].catalogId)!;
    outOfStock = other.id;
    await db.execute(sql`update products set stock = 0 where id = ${outOfStock}`);
  } finally {
    await close();
  }
  server = await startShop(storage);
});

afterAll(async () => {
  await server?.stop();
  await storage?.dispose();
});

function call(
  pathname: string,
  init: {
    method?: string;
    who?: keyof typeof cookie;
    form?: Record<string, string | number>;
    json?: unknown;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
  if (init.who) headers.Cookie = cookie[init.who];
  let body: string | undefined;
  if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(Object.entries(init.form).map(([k, v]) => [k, String(v)])).toString();
  } else if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  const method = init.method ?? (body !== undefined ? "POST" : "GET");
  return fetch(new URL(pathname, server!.url), { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(30_000) });
}

async function json(response: Response): Promise<Answer> {
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  return (await response.json()) as Answer;
}

const postRoutes = () => [
  "/urun/favorite/",
  "/urun/alarm/",
  "/urun/karsilastir/",
  "/kullanici/urun/karsilastirma/ekle",
  `/hediye-listesi/urun-ekle/${list.ayse}`,
];

describe("a guest", () => {
  it("is refused by every member call with the spec's login message, and nothing is stored", async () => {
    for (const route of postRoutes()) {
      const response = await call(route, { form: { productId: inStock, alertType: "price", catalogId: catalogIds[0] } });
      expect(response.status, route).toBe(401);
      expect(await json(response), route).toMatchObject({ success: false, reason: LOGIN_REQUIRED, message: LOGIN_REQUIRED });
    }
    const check = await call(`/kullanici/urun/check-button?id=${inStock}`);
    expect(check.status).toBe(401);
    expect(await json(check)).toMatchObject({ success: false, code: 401, reason: LOGIN_REQUIRED, message: LOGIN_REQUIRED });
    const state = await json(await call(`/kullanici/urun/check-button?id=${inStock}`, { who: "ayse" }));
    expect(state.result).toMatchObject({ favoriteProducts: [], priceAlerts: [] });
  });

  it("with a forged session cookie is still a guest", async () => {
    const response = await call("/urun/favorite/", {
      form: { productId: inStock },
      headers: { Cookie: "sid=forged-token-abcdefghijklmnop" },
    });
    expect(await json(response)).toMatchObject({ success: false, reason: LOGIN_REQUIRED });
  });
});

describe("POST /urun/favorite/", () => {
  it("toggles the favourite with the spec's notice; check-button follows", async () => {
    const added = await call("/urun/favorite/", { who: "ayse", form: { productId: inStock } });
    expect(added.status).toBe(200);
    expect(await json(added)).toEqual({ success: true, reason: "", message: FAVOURITE_ADDED, favorite: true });
    const state = await json(await call(`/kullanici/urun/check-button?id=${inStock}`, { who: "ayse" }));
    expect(state).toMatchObject({ success: true, code: 200, result: { favoriteProducts: [inStock] } });

    const removed = await json(await call("/urun/favorite/", { who: "ayse", json: { productId: inStock } }));
    expect(removed).toMatchObject({ success: true, message: FAVOURITE_REMOVED, favorite: false });
    expect((await json(await call(`/kullanici/urun/check-button?id=${inStock}`, { who: "ayse" }))).result).toMatchObject({
      favoriteProducts: [],
    });
  });

  it("mode=add is idempotent and one member's favourite is not another's", async () => {
    for (let i = 0; i < 2; i++)
      expect(await json(await call("/urun/favorite/", { who: "zeynep", form: { productId: outOfStock, mode: "add" } }))).toMatchObject({
        success: true,
        favorite: true,
      });
    expect((await json(await call(`/kullanici/urun/check-button?id=${outOfStock}`, { who: "zeynep" }))).result).toMatchObject({
      favoriteProducts: [outOfStock],
    });
    expect((await json(await call(`/kullanici/urun/check-button?id=${outOfStock}`, { who: "ayse" }))).result).toMatchObject({
      favoriteProducts: [],
    });
  });

  it("asks for a product when none or a bad id is sent, and refuses an unknown one", async () => {
    for (const form of [{}, { productId: "" }, { productId: "abc" }, { productId: "-3" }] as Record<string, string>[]) {
      const response = await call("/urun/favorite/", { who: "ayse", form });
      expect(response.status).toBe(422);
      expect(await json(response)).toMatchObject({ success: false, reason: CHOOSE_PRODUCT, message: CHOOSE_PRODUCT });
    }
    const unknown = await call("/urun/favorite/", { who: "ayse", form: { productId: 999_999_999 } });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ success: false, reason: PRODUCT_NOT_FOUND });
  });
});

describe("POST /urun/alarm/", () => {
  it("a price alert on and off; check-button lists it with the price at request", async () => {
    expect(await json(await call("/urun/alarm/", { who: "ayse", form: { productId: inStock, alertType: "price" } }))).toMatchObject({
      success: true,
      message: ALERT_ADDED.price,
      active: true,
    });
    const state = await json(await call(`/kullanici/urun/check-button?id=${inStock}`, { who: "ayse" }));
    expect(state.result).toMatchObject({ priceAlerts: [{ productId: inStock, alertType: "price", price: inStockPriceKurus / 100 }] });
    expect(await json(await call("/urun/alarm/", { who: "ayse", form: { productId: inStock, alertType: "price" } }))).toMatchObject({
      success: true,
      message: ALERT_REMOVED.price,
      active: false,
    });
  });

  it("a stock alert only for a variant out of stock", async () => {
    const refused = await call("/urun/alarm/", { who: "ayse", form: { productId: inStock, alertType: "stock" } });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ success: false, reason: ALREADY_IN_STOCK });
    expect(
      await json(await call("/urun/alarm/", { who: "ayse", json: { productId: outOfStock, alertType: "stock", mode: "add" } })),
    ).toMatchObject({
      success: true,
      message: ALERT_ADDED.stock,
    });
    expect((await json(await call(`/kullanici/urun/check-button?id=${outOfStock}`, { who: "ayse" }))).result).toMatchObject({
      priceAlerts: [{ productId: outOfStock, alertType: "stock", price: null }],
    });
  });

  it("refuses a missing or unknown alert type", async () => {
    for (const form of [{ productId: inStock }, { productId: inStock, alertType: "indirim" }] as Record<string, string | number>[]) {
      const response = await call("/urun/alarm/", { who: "ayse", form });
      expect(response.status).toBe(422);
      expect((await json(response)).success).toBe(false);
    }
  });
});

describe("comparison", () => {
  it("adds up to 4 items (by variant or catalogue id, idempotent) and refuses the fifth with a clear message", async () => {
    const first = await json(await call("/urun/karsilastir/", { who: "zeynep", form: { productId: outOfStock } }));
    expect(first).toMatchObject({ success: true, status: true, message: COMPARISON_ADDED, count: 1 });
    expect(first.result).toEqual([
      expect.objectContaining({ catalogId: expect.any(Number), name: expect.any(String), url: expect.stringMatching(/^\/urun\/.+-\d+$/) }),
    ]);
    expect((await json(await call("/urun/karsilastir/", { who: "zeynep", form: { productId: outOfStock } }))).count).toBe(1);

    const others = catalogIds.filter((id) => id !== (first.result as { catalogId: number }[])[0].catalogId);
    for (const id of others.slice(0, 3)) {
      expect(await json(await call("/kullanici/urun/karsilastirma/ekle", { who: "zeynep", form: { catalogId: id } }))).toMatchObject({
        success: true,
        status: true,
      });
    }
    const full = await call("/kullanici/urun/karsilastirma/ekle", { who: "zeynep", form: { catalogId: others[3] } });
    expect(full.status).toBe(409);
    expect(await json(full)).toMatchObject({ success: false, status: false, reason: COMPARISON_FULL, result: COMPARISON_FULL });
    expect((await json(await call(`/kullanici/urun/check-button?id=${outOfStock}`, { who: "zeynep" }))).result).toMatchObject({
      comparison: { count: 4, limit: 4, hasProduct: true },
    });
  });

  it("refuses a missing or unknown product", async () => {
    expect(await json(await call("/urun/karsilastir/", { who: "ayse", form: {} }))).toMatchObject({
      success: false,
      reason: CHOOSE_PRODUCT,
    });
    expect(await json(await call("/urun/karsilastir/", { who: "ayse", form: { catalogId: 999_999_999 } }))).toMatchObject({
      success: false,
      reason: PRODUCT_NOT_FOUND,
    });
  });
});

describe("POST /hediye-listesi/urun-ekle/{listId}", () => {
  it("adds to the member's own list once; check-button marks the list", async () => {
    const added = await json(await call(`/hediye-listesi/urun-ekle/${list.ayse}`, { who: "ayse", form: { productId: inStock } }));
    expect(added).toMatchObject({ success: true, error: "", message: GIFT_LIST_ADDED });
    expect(await json(await call(`/hediye-listesi/urun-ekle/${list.ayse}`, { who: "ayse", form: { productId: inStock } }))).toMatchObject({
      success: true,
      message: GIFT_LIST_ALREADY,
    });
    const state = await json(await call(`/kullanici/urun/check-button?id=${inStock}`, { who: "ayse" }));
    expect((state.result as { wishLists: unknown[] }).wishLists).toEqual([
      { id: list.ayse, name: "Doğum Günü Listem", expireDate: { date: "2099-12-31" }, expired: false, hasProduct: true },
    ]);
  });

  it("refuses another member's list like a missing one, and it stays empty", async () => {
    const response = await call(`/hediye-listesi/urun-ekle/${list.zeynep}`, { who: "ayse", form: { productId: inStock } });
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ success: false, error: GIFT_LIST_NOT_FOUND, reason: GIFT_LIST_NOT_FOUND });
    const zeynepState = await json(await call(`/kullanici/urun/check-button?id=${inStock}`, { who: "zeynep" }));
    expect((zeynepState.result as { wishLists: { hasProduct: boolean }[] }).wishLists).toEqual([
      expect.objectContaining({ id: list.zeynep, hasProduct: false }),
    ]);
  });

  it("asks for a list when none is given, and for a product", async () => {
    for (const path of ["/hediye-listesi/urun-ekle/", "/hediye-listesi/urun-ekle/abc"]) {
      const response = await call(path, { who: "ayse", form: { productId: inStock } });
      expect(response.status, path).toBe(422);
      expect(await json(response), path).toMatchObject({ success: false, error: CHOOSE_LIST, reason: CHOOSE_LIST });
    }
    expect(await json(await call(`/hediye-listesi/urun-ekle/${list.ayse}`, { who: "ayse", form: {} }))).toMatchObject({
      success: false,
      error: CHOOSE_PRODUCT,
    });
  });
});

describe("GET /kullanici/urun/check-button", () => {
  it("asks for a product, and refuses an unknown one", async () => {
    for (const query of ["", "?id=", "?id=abc"]) {
      const response = await call(`/kullanici/urun/check-button${query}`, { who: "ayse" });
      expect(await json(response)).toMatchObject({ success: false, code: 422, reason: CHOOSE_PRODUCT });
    }
    expect(await json(await call("/kullanici/urun/check-button?id=999999999", { who: "ayse" }))).toMatchObject({
      success: false,
      code: 404,
      reason: PRODUCT_NOT_FOUND,
    });
  });
});

describe("the member calls as HTTP", () => {
  it("answer a GET with 405 JSON", async () => {
    for (const route of postRoutes()) {
      const response = await call(route, { who: "ayse" });
      expect(response.status, route).toBe(405);
      expect(response.headers.get("allow"), route).toBe("POST");
      expect(await json(response), route).toMatchObject({ success: false, reason: METHOD_NOT_ALLOWED });
    }
  });

  it("refuse a cross-site POST even with the member's cookie, and change nothing", async () => {
    for (const route of postRoutes()) {
      const response = await call(route, {
        who: "ayse",
        form: { productId: outOfStock, alertType: "price" },
        headers: { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(response.status, route).toBe(403);
    }
    const state = await json(await call(`/kullanici/urun/check-button?id=${outOfStock}`, { who: "ayse" }));
    expect(state.result).toMatchObject({
      favoriteProducts: [],
      comparison: { hasProduct: false },
      wishLists: [expect.objectContaining({ hasProduct: false })],
    });
    expect((state.result as { priceAlerts: { alertType: string }[] }).priceAlerts.map((a) => a.alertType)).toEqual(["stock"]);
  });
});
