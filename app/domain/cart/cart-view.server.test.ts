import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { attributes, brands, cartItems, carts, catalogItems, categories, productAttributes, products, settings } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { SHOP_SETTING_DEFAULTS } from "#app/domain/settings/shop-settings";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";
import { addToCart, findCart, removeCartLine, saveCart, type Visitor } from "./cart.server";
import { cartItemJson, cartTotals, loadCartView } from "./cart-view.server";
import { CART_RECONCILED, EMPTY_CART, NOT_IN_CART } from "./messages";

let db: Db;
let close: () => Promise<void>;
const v: Record<string, number> = {};
let catalogId = 0;
let n = 0;
let guest: Visitor;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [cat] = await db.insert(categories).values({ name: "Giyim", slug: "giyim", area: "giyim" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Minik", slug: "minik" }).returning();
  const [item] = await db
    .insert(catalogItems)
    .values({ name: "Çocuk Pijama Takımı", sefUrl: "cocuk-pijama-takimi", brandId: brand.id, categoryId: cat.id, vatRate: 10 })
    .returning();
  catalogId = item.id;
  const rows = await db
    .insert(products)
    .values([
      { catalogId, sku: "A", barcode: "1", name: "Çocuk Pijama Takımı 2 Yaş", priceKurus: 12_990, originalPriceKurus: 15_000, stock: 3 },
      { catalogId, sku: "B", barcode: "2", name: "Çocuk Pijama Takımı 3 Yaş", priceKurus: 20_000, originalPriceKurus: 20_000, stock: 50 },
      { catalogId, sku: "C", barcode: "3", name: "Çocuk Pijama Takımı 4 Yaş", priceKurus: 5_000, originalPriceKurus: 5_000, stock: 8 },
    ])
    .returning();
  [v.a, v.b, v.c] = rows.map((r) => r.id);
  const [beden] = await db.insert(attributes).values({ name: "Beden", code: "beden" }).returning();
  await db.insert(productAttributes).values([
    { productId: v.a, attributeId: beden.id, value: "2 Yaş" },
    { productId: v.b, attributeId: beden.id, value: "3 Yaş" },
  ]);
});
afterAll(async () => close?.());

beforeEach(async () => {
  n += 1;
  guest = { sessionId: `view-${n}`, userId: null };
  await db.update(products).set({ stock: 3, status: "active", priceKurus: 12_990 }).where(eq(products.id, v.a));
  await db.update(products).set({ stock: 50, status: "active" }).where(eq(products.id, v.b));
  await db.update(products).set({ stock: 8, status: "active" }).where(eq(products.id, v.c));
  await db.delete(settings);
});

describe("cartTotals", () => {
  const s = SHOP_SETTING_DEFAULTS;
  it("charges standard shipping below the threshold and shows what is missing", () => {
    expect(cartTotals(12_990, s)).toEqual({
      productsKurus: 12_990,
      campaigns: [],
      campaignDiscountKurus: 0,
      shippingKurus: 4_990,
      grandKurus: 17_980,
      freeShippingThresholdKurus: 50_000,
      remainingKurus: 37_010,
      progress: 25,
    });
  });
  it("ships free from the threshold on, and an empty basket costs nothing", () => {
    expect(cartTotals(50_000, s)).toMatchObject({ shippingKurus: 0, grandKurus: 50_000, remainingKurus: 0, progress: 100 });
    expect(cartTotals(0, s)).toMatchObject({ shippingKurus: 0, grandKurus: 0, remainingKurus: 50_000, progress: 0 });
  });
  it("takes campaigns off the total, and counts free shipping on what the goods cost after them", () => {
    const pyjamas = [{ id: 1, title: "Pijamalarda %30 İndirim", discountKurus: 18_000 }];
    // 600 TL of products, 30 % off: 420 TL is paid for them, under the 500 TL threshold.
    expect(cartTotals(60_000, s, 42_000, pyjamas)).toMatchObject({
      productsKurus: 60_000,
      campaignDiscountKurus: 18_000,
      shippingKurus: 4_990,
      grandKurus: 46_990,
      remainingKurus: 8_000,
    });
  });
});

describe("loadShopSettings", () => {
  it("uses the code defaults on a shop without rows and stored values when present", async () => {
    expect(await loadShopSettings(db)).toEqual({
      freeShippingThresholdKurus: 50_000,
      shippingKurus: 4_990,
      podFeeKurus: 1_990,
      pointsPer100Lira: 1,
      pickupBonusPoints: 10,
    });
    await db.insert(settings).values([
      { key: "freeShippingThresholdKurus", value: 30_000 },
      { key: "shippingKurus", value: "nonsense" },
    ]);
    expect(await loadShopSettings(db)).toEqual({
      freeShippingThresholdKurus: 30_000,
      shippingKurus: 4_990,
      podFeeKurus: 1_990,
      pointsPer100Lira: 1,
      pickupBonusPoints: 10,
    });
  });
});

describe("loadCartView", () => {
  it("is empty without a visitor or a basket", async () => {
    for (const who of [null, guest]) {
      const view = await loadCartView(db, who);
      expect(view).toMatchObject({ lines: [], quantity: 0, giftNote: "", notice: null, totals: { productsKurus: 0, shippingKurus: 0 } });
    }
  });

  it("shows lines with current database prices, sizes, limits and the spec's JSON shapes", async () => {
    await addToCart(db, guest, { productId: v.a, quantity: 2 });
    await addToCart(db, guest, { productId: v.b, quantity: 1 });
    await db.update(products).set({ priceKurus: 10_000 }).where(eq(products.id, v.a)); // the price changed since
    const view = await loadCartView(db, guest);
    expect(view.notice).toBeNull();
    expect(view.quantity).toBe(3);
    const [a, b] = view.lines;
    expect(a).toMatchObject({
      productId: v.a,
      catalogId,
      name: "Çocuk Pijama Takımı",
      url: `/urun/cocuk-pijama-takimi-${catalogId}`,
      image: `/gorsel/urun/${catalogId}-0.svg`,
      size: "2 Yaş",
      quantity: 2,
      unitPriceKurus: 10_000,
      originalUnitPriceKurus: 15_000,
      totalKurus: 20_000,
      stock: 3,
      max: 3,
      isGift: false,
      vatRate: 10,
    });
    expect(b).toMatchObject({ size: "3 Yaş", max: 10, totalKurus: 20_000 });
    expect(view.totals).toMatchObject({
      productsKurus: 40_000,
      shippingKurus: 4_990,
      grandKurus: 44_990,
      remainingKurus: 10_000,
      progress: 80,
    });

    expect(cartItemJson(a)).toEqual({
      id: v.a,
      quantity: 2,
      catalog_name: "Çocuk Pijama Takımı",
      unit_price: 100,
      total_price: 200,
      is_gift: false,
      totalPrice: 200,
      image: `/gorsel/urun/${catalogId}-0.svg`,
      product: {
        tax: 10,
        catalog_id: catalogId,
        name: "Çocuk Pijama Takımı 2 Yaş",
        catalog: { name: "Çocuk Pijama Takımı", url: `/urun/cocuk-pijama-takimi-${catalogId}` },
        attribute_values: [{ id: expect.any(Number), name: "Beden", value: "2 Yaş" }],
      },
    });
  });

  it("lowers lines above the stock, drops lines no longer on sale, says so once, and stores the change", async () => {
    await addToCart(db, guest, { productId: v.a, quantity: 3 });
    await addToCart(db, guest, { productId: v.b, quantity: 2 });
    await addToCart(db, guest, { productId: v.c, quantity: 1 });
    await db.update(products).set({ stock: 1 }).where(eq(products.id, v.a));
    await db.update(products).set({ status: "passive" }).where(eq(products.id, v.b));
    await db.update(products).set({ stock: 0 }).where(eq(products.id, v.c));

    const view = await loadCartView(db, guest);
    expect(view.notice).toBe(CART_RECONCILED);
    expect(view.lines.map((l) => [l.productId, l.quantity])).toEqual([[v.a, 1]]);
    const cart = await findCart(db, guest);
    expect(
      await db
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart!.id)),
    ).toEqual([{ productId: v.a, quantity: 1 }]);
    expect((await loadCartView(db, guest)).notice).toBeNull();
  });

  it("keeps the gift note and gift lines", async () => {
    await addToCart(db, guest, { productId: v.b, quantity: 1 });
    const cart = await findCart(db, guest);
    await db.insert(cartItems).values({ cartId: cart!.id, productId: v.c, quantity: 2, isGift: true });
    await saveCart(db, guest, { giftNote: "İyi ki doğdun!", quantities: [] });
    const view = await loadCartView(db, guest);
    expect(view.giftNote).toBe("İyi ki doğdun!");
    expect(view.lines.map((l) => [l.productId, l.isGift])).toEqual([
      [v.b, false],
      [v.c, true],
    ]);
    expect(view.quantity).toBe(3);
  });
});

describe("saveCart", () => {
  it("sets absolute quantities and removes lines set to 0", async () => {
    await addToCart(db, guest, { productId: v.a, quantity: 1 });
    await addToCart(db, guest, { productId: v.b, quantity: 4 });
    const saved = await saveCart(db, guest, {
      quantities: [
        { productId: v.a, quantity: 3 },
        { productId: v.b, quantity: 0 },
      ],
    });
    expect(saved).toEqual({
      ok: true,
      reason: "",
      cart: { quantity: 3, total: 389.7, items: [expect.objectContaining({ id: v.a, quantity: 3 })] },
    });
  });

  it("changes nothing when one line asks for more than allowed, naming that line's maximum", async () => {
    await addToCart(db, guest, { productId: v.a, quantity: 1 });
    await addToCart(db, guest, { productId: v.b, quantity: 1 });
    await saveCart(db, guest, { giftNote: "önce", quantities: [] });
    const refused = await saveCart(db, guest, {
      giftNote: "sonra",
      quantities: [
        { productId: v.b, quantity: 5 },
        { productId: v.a, quantity: 4 },
      ],
    });
    expect(refused).toMatchObject({ ok: false, status: 409, reason: "Bu üründen sepetinize maximum 3 adet ekleyebilirsiniz." });
    expect(refused.cart.items).toEqual([
      expect.objectContaining({ id: v.a, quantity: 1 }),
      expect.objectContaining({ id: v.b, quantity: 1 }),
    ]);
    expect((await loadCartView(db, guest)).giftNote).toBe("önce");
  });

  it("refuses a line the basket does not hold and a save without a basket", async () => {
    expect(await saveCart(db, guest, { giftNote: "not", quantities: [] })).toMatchObject({ ok: false, reason: EMPTY_CART });
    await addToCart(db, guest, { productId: v.a, quantity: 1 });
    expect(await saveCart(db, guest, { quantities: [{ productId: v.c, quantity: 1 }] })).toMatchObject({
      ok: false,
      status: 422,
      reason: NOT_IN_CART,
    });
  });

  it("never touches another visitor's basket", async () => {
    const other: Visitor = { sessionId: `other-${n}`, userId: null };
    await addToCart(db, other, { productId: v.b, quantity: 2 });
    await addToCart(db, guest, { productId: v.a, quantity: 1 });
    expect(await saveCart(db, guest, { quantities: [{ productId: v.b, quantity: 0 }] })).toMatchObject({ ok: false, reason: NOT_IN_CART });
    expect((await removeCartLine(db, guest, { productId: v.b, isGift: false })).removed).toBe(false);
    expect((await loadCartView(db, other)).lines.map((l) => [l.productId, l.quantity])).toEqual([[v.b, 2]]);
  });
});

describe("removeCartLine", () => {
  it("removes the basket's or the gift basket's line and reports a missing one", async () => {
    await addToCart(db, guest, { productId: v.b, quantity: 1 });
    const cart = await findCart(db, guest);
    await db.insert(cartItems).values({ cartId: cart!.id, productId: v.b, quantity: 1, isGift: true });
    expect(await removeCartLine(db, guest, { productId: v.b, isGift: true })).toMatchObject({ removed: true, cart: { quantity: 1 } });
    expect(await removeCartLine(db, guest, { productId: v.b, isGift: true })).toMatchObject({ removed: false, cart: { quantity: 1 } });
    expect(await removeCartLine(db, guest, { productId: v.b, isGift: false })).toMatchObject({ removed: true, cart: { quantity: 0 } });
    expect((await db.select().from(carts).where(eq(carts.id, cart!.id))).length).toBe(1);
  });
});
