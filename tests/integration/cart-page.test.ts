/**
 * The basket page and its calls over real HTTP (spec sections 2, 3, 7, 8, 9; PRODUCT.md "Basket"):
 * GET /cart/ (drawn for each visitor), GET /cart/view (its data as JSON), POST /cart/save,
 * POST /cart/remove, GET /cart/mini.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CartItemJson, CartView } from "#app/domain/cart/cart-view.server";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";
import { getJson, request, setCookies } from "../support/http";

type Cart = { quantity: number; total: number; items: { id: number; quantity: number }[] };
type Answer = { success: boolean; reason: string; cart: Cart };
type Variant = { productId: number; catalogId: number; stock: number; status: string; price: number };

const NOT_IN_CART = "Bu ürün sepetinizde bulunmamaktadır.";
const BAD_QUANTITY = "Lütfen geçerli bir adet giriniz.";

/** One visitor: keeps the session cookie between calls like a browser. */
function visitor() {
  let cookie = "";
  async function call(
    path: string,
    fields: Record<string, string | number | boolean> = {},
    init: { as?: "form" | "json"; origin?: string } = {},
  ) {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (cookie) headers.Cookie = cookie;
    if (init.origin) headers.Origin = init.origin;
    let body: string;
    if (init.as === "json") {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(fields);
    } else {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
    }
    const response = await request(path, { method: "POST", headers, body });
    const sid = setCookies(response).find((c) => c.name === SESSION_COOKIE);
    if (sid) cookie = `${SESSION_COOKIE}=${sid.value}`;
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    return { response, body: (await response.json()) as Answer };
  }
  const mini = async () =>
    getJson<{ success: boolean; cart: Cart & { items: CartItemJson[] } }>("/cart/mini", {
      headers: { Accept: "application/json", Cookie: cookie },
    });
  const page = async () => {
    const response = await request("/cart/", { headers: cookie ? { Cookie: cookie } : {} });
    return { response, html: await response.text() };
  };
  const view = async () =>
    getJson<{ success: boolean; view: CartView; visitor: { user: { firstname: string } | null; cartCount: number } }>("/cart/view", {
      headers: { Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    });
  return { call, mini, page, view, add: (productId: number, quantity: number) => call("/cart/add", { productId, quantity }) };
}

/** Two sellable variants of demo items, one allowing at least 3 units in the basket. */
let big: Variant;
let small: Variant;

beforeAll(async () => {
  const { body } = await getJson<{ items: { catalog_id: number; type: string }[] }>("/arama/ajax/urunler?category=giyim");
  const found: Variant[] = [];
  for (const item of body.items) {
    if (item.type === "teshir" || found.length >= 2) continue;
    const { body: check } = await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const v = check.products.find((p) => p.status === "active" && p.stock >= 3 && p.stock <= 9);
    if (v) found.push(v);
  }
  expect(found.length, "two giyim variants with stock 3..9").toBe(2);
  [big, small] = found;
});

describe("POST /cart/save", () => {
  it("sets absolute quantities and the gift note, removes a line at 0, and the basket shows the note", async () => {
    const v = visitor();
    await v.add(big.productId, 1);
    await v.add(small.productId, 2);
    const { response, body } = await v.call("/cart/save", {
      giftNote: "  İyi ki doğdun Çağla!  ",
      [`quantity[${big.productId}]`]: 3,
      [`quantity[${small.productId}]`]: 0,
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({
      success: true,
      reason: "",
      cart: { quantity: 3, total: Math.round(big.price * 300) / 100, items: [expect.objectContaining({ id: big.productId, quantity: 3 })] },
      cartCount: 3,
    });
    expect((await v.view()).body.view.giftNote).toBe("İyi ki doğdun Çağla!");
  });

  it("takes a JSON body with nested quantities", async () => {
    const v = visitor();
    await v.add(big.productId, 1);
    const { body } = await v.call("/cart/save", { quantity: { [big.productId]: 2 } } as never, { as: "json" });
    expect(body.cart.items).toEqual([expect.objectContaining({ id: big.productId, quantity: 2 })]);
  });

  it("refuses more than the maximum with the spec's message and changes nothing at all", async () => {
    const v = visitor();
    await v.add(big.productId, 1);
    await v.add(small.productId, 1);
    await v.call("/cart/save", { giftNote: "önceki not" });
    const max = Math.min(small.stock, 10);
    const { response, body } = await v.call("/cart/save", {
      giftNote: "yeni not",
      [`quantity[${big.productId}]`]: 2,
      [`quantity[${small.productId}]`]: max + 1,
    });
    expect(response.status).toBe(409);
    expect(body).toMatchObject({ success: false, reason: `Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.` });
    expect(body.cart.items).toEqual([
      expect.objectContaining({ id: big.productId, quantity: 1 }),
      expect.objectContaining({ id: small.productId, quantity: 1 }),
    ]);
    expect((await v.view()).body.view.giftNote).toBe("önceki not");
  });

  it.each([
    ["-1", BAD_QUANTITY],
    ["1.5", BAD_QUANTITY],
    ["abc", BAD_QUANTITY],
    ["99999999999", BAD_QUANTITY],
  ])("refuses quantity %s with a Turkish reason (422) and keeps the basket", async (quantity, reason) => {
    const v = visitor();
    await v.add(big.productId, 1);
    const { response, body } = await v.call("/cart/save", { [`quantity[${big.productId}]`]: quantity });
    expect(response.status).toBe(422);
    expect(body).toMatchObject({ success: false, reason, cart: { quantity: 1 } });
  });

  it("refuses a product the basket does not hold, a bad product id and a gift note over 250 characters", async () => {
    const v = visitor();
    await v.add(big.productId, 1);
    expect((await v.call("/cart/save", { [`quantity[${small.productId}]`]: 1 })).body).toMatchObject({
      success: false,
      reason: NOT_IN_CART,
    });
    expect((await v.call("/cart/save", { "quantity[abc]": 1 })).body).toMatchObject({ success: false, reason: "Lütfen bir ürün seçiniz." });
    const long = await v.call("/cart/save", { giftNote: "ç".repeat(251) });
    expect(long.response.status).toBe(422);
    expect(long.body.reason).toBe("Hediye notunuz en fazla 250 karakter olabilir.");
    expect((await v.call("/cart/save", { giftNote: "ç".repeat(250) })).body.success).toBe(true);
    expect((await v.mini()).body.cart.quantity).toBe(1);
  });

  it("ignores a tampered price and any basket id sent by the client", async () => {
    const owner = visitor();
    await owner.add(small.productId, 2);
    const other = visitor();
    await other.add(big.productId, 1);
    const { body } = await other.call("/cart/save", {
      [`quantity[${big.productId}]`]: 2,
      price: 0.01,
      unit_price: 0.01,
      total: 0.01,
      cartId: 1,
      cart_id: 1,
    });
    expect(body.cart.total).toBe(Math.round(big.price * 200) / 100);
    // The other visitor cannot reach the owner's line.
    expect((await other.call("/cart/save", { [`quantity[${small.productId}]`]: 0 })).body.reason).toBe(NOT_IN_CART);
    expect((await owner.mini()).body.cart.items.map((i) => [i.id, i.quantity])).toEqual([[small.productId, 2]]);
  });
});

describe("POST /cart/remove", () => {
  it("removes a line once; a missing line is refused in Turkish and another visitor's basket is untouched", async () => {
    const owner = visitor();
    await owner.add(big.productId, 1);
    await owner.add(small.productId, 1);
    const stranger = visitor();
    await stranger.add(small.productId, 1);

    const { response, body } = await owner.call("/cart/remove", { productId: big.productId });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, reason: "", cart: { quantity: 1, items: [{ id: small.productId, quantity: 1 }] } });
    const again = await owner.call("/cart/remove", { productId: big.productId }, { as: "json" });
    expect(again.response.status).toBe(422);
    expect(again.body).toMatchObject({ success: false, reason: NOT_IN_CART, cart: { quantity: 1 } });
    expect((await owner.call("/cart/remove", { productId: small.productId, isGift: "1" })).body.reason).toBe(NOT_IN_CART);
    expect((await owner.call("/cart/remove", { productId: "abc" })).body.reason).toBe("Lütfen bir ürün seçiniz.");

    expect((await stranger.call("/cart/remove", { productId: big.productId })).body.success).toBe(false);
    expect((await stranger.mini()).body.cart.items.map((i) => i.id)).toEqual([small.productId]);
  });

  it("answers a visitor without a session with success false", async () => {
    const { response, body } = await visitor().call("/cart/remove", { productId: big.productId });
    expect(response.status).toBe(422);
    expect(body).toMatchObject({ success: false, reason: NOT_IN_CART, cart: { quantity: 0, total: 0, items: [] } });
  });
});

describe("GET /cart/mini", () => {
  it("lists the lines in the spec's Cart item shape, uncached", async () => {
    const v = visitor();
    await v.add(big.productId, 2);
    const { response, body } = await v.mini();
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(body).toMatchObject({ success: true, cart: { quantity: 2, total: Math.round(big.price * 200) / 100 } });
    const [item] = body.cart.items;
    expect(item).toMatchObject({ id: big.productId, quantity: 2, unit_price: big.price, totalPrice: Math.round(big.price * 200) / 100 });
    expect(item.image).toMatch(new RegExp(`^/gorsel/urun/${big.catalogId}-\\d+\\.svg$`));
    expect(item.product.catalog_id).toBe(big.catalogId);
    expect(item.product.catalog.url).toMatch(new RegExp(`^/urun/[a-z0-9-]+-${big.catalogId}$`));
    expect([10, 20]).toContain(item.product.tax);
    expect(item.product.attribute_values.length).toBeGreaterThan(0);
  });

  it("is empty for a new visitor and creates no session", async () => {
    const { response, body } = await getJson<{ success: boolean; cart: Cart }>("/cart/mini");
    expect(body).toMatchObject({ success: true, cart: { quantity: 0, total: 0, items: [] } });
    expect(setCookies(response).filter((c) => c.name === SESSION_COOKIE)).toEqual([]);
  });
});

describe("the basket calls' guards", () => {
  it.each(["/cart/save", "/cart/remove"])("%s answers GET with 405 JSON", async (path) => {
    const { response, body } = await getJson<Answer>(path);
    expect(response.status).toBe(405);
    expect(body.success).toBe(false);
    expect(body.reason).toMatch(/[çğıöşü]/);
  });

  it.each(["/cart/save", "/cart/remove"])("%s refuses a POST from another site with 403", async (path) => {
    const v = visitor();
    await v.add(big.productId, 1);
    const { response, body } = await v.call(
      path,
      { productId: big.productId, [`quantity[${big.productId}]`]: 0 },
      { origin: "http://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(body.success).toBe(false);
    expect((await v.mini()).body.cart.quantity).toBe(1);
  });
});

describe("GET /cart/ and GET /cart/view", () => {
  it("shows a friendly empty basket to a visitor without a session, kept out of search engines", async () => {
    const { response, html } = await visitor().page();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain("Sepetinizde ürün bulunmamaktadır.");
  });

  it("is drawn for each visitor with their own basket, kept by no cache", async () => {
    const v = visitor();
    await v.add(big.productId, 1);
    const { body } = await v.mini();
    const name = body.cart.items[0].product.catalog.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    const other = visitor();
    await other.add(small.productId, 2);
    const [mine, theirs] = [await v.page(), await other.page()];
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.response.headers.get("x-page-cache")).toBeNull();
    expect(mine.html).toContain(name);
    expect(theirs.html).not.toContain(name);
  });

  it("gives the lines, the free-shipping bar's figures and the totals as JSON, never cached", async () => {
    const v = visitor();
    await v.add(big.productId, 1);
    const { response, body } = await v.view();
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(body.success).toBe(true);
    const { view } = body;
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ productId: big.productId, quantity: 1, isGift: false, max: Math.min(big.stock, 10) });
    expect(view.quantity).toBe(1);
    expect(view.totals.productsKurus).toBe(Math.round(big.price * 100));
    expect(view.totals.grandKurus).toBe(view.totals.productsKurus + view.totals.shippingKurus);
    expect(view.notice).toBeNull();
    // The header's summary comes along.
    expect(body.visitor).toEqual({ user: null, cartCount: 1 });
    const { body: empty } = await visitor().view();
    expect(empty.view).toMatchObject({ lines: [], quantity: 0, giftNote: "" });
  });
});
