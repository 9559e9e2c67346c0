import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { brands, cartItems, carts, catalogItems, categories, products, users } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { addToCart, cartSummary, ensureCart, findCart, MAX_UNITS_PER_LINE, mergeGuestCart, removeLine, type Visitor } from "./cart.server";

let db: Db;
let close: () => Promise<void>;
let userId: number;
const v: Record<string, number> = {};
let session = 0;
let guest: Visitor;

const over = (max: number) => `Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.`;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [cat] = await db.insert(categories).values({ name: "Bebek", slug: "bebek", area: "bebek" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Joie", slug: "joie" }).returning();
  const [item] = await db
    .insert(catalogItems)
    .values({ name: "Pijama", sefUrl: "pijama", brandId: brand.id, categoryId: cat.id })
    .returning();
  const [showcase] = await db
    .insert(catalogItems)
    .values({ name: "Teşhir Bebek Arabası", sefUrl: "teshir", brandId: brand.id, categoryId: cat.id, type: "teshir" })
    .returning();
  const [offline] = await db
    .insert(catalogItems)
    .values({ name: "Eski Oyuncak", sefUrl: "eski", brandId: brand.id, categoryId: cat.id, status: "passive" })
    .returning();
  const rows = await db
    .insert(products)
    .values([
      { catalogId: item.id, sku: "S3", barcode: "1", name: "Pijama 2 Yaş", priceKurus: 12_990, originalPriceKurus: 15_000, stock: 3 },
      { catalogId: item.id, sku: "S50", barcode: "2", name: "Pijama 3 Yaş", priceKurus: 5_000, originalPriceKurus: 5_000, stock: 50 },
      { catalogId: item.id, sku: "S0", barcode: "3", name: "Pijama 4 Yaş", priceKurus: 5_000, originalPriceKurus: 5_000, stock: 0 },
      {
        catalogId: item.id,
        sku: "SP",
        barcode: "4",
        name: "Pijama 5 Yaş",
        priceKurus: 5_000,
        originalPriceKurus: 5_000,
        stock: 9,
        status: "passive",
      },
      { catalogId: showcase.id, sku: "T", barcode: "5", name: "Teşhir", priceKurus: 5_000, originalPriceKurus: 5_000, stock: 9 },
      { catalogId: offline.id, sku: "O", barcode: "6", name: "Eski", priceKurus: 5_000, originalPriceKurus: 5_000, stock: 9 },
    ])
    .returning();
  [v.stock3, v.stock50, v.stock0, v.passive, v.teshir, v.offline] = rows.map((r) => r.id);
  const [u] = await db.insert(users).values({ email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak" }).returning();
  userId = u.id;
});

afterAll(async () => close?.());

beforeEach(() => {
  session += 1;
  guest = { sessionId: `s-${session}`, userId: null };
});

describe("addToCart", () => {
  it("adds units, counts them and totals them from database prices", async () => {
    const first = await addToCart(db, guest, { productId: v.stock3, quantity: 1 });
    expect(first).toEqual({
      ok: true,
      reason: "",
      cart: { quantity: 1, total: 129.9, items: [expect.objectContaining({ id: v.stock3, quantity: 1 })] },
    });
    const second = await addToCart(db, guest, { productId: v.stock50, quantity: 2 });
    expect(second.cart).toEqual({
      quantity: 3,
      total: 229.9,
      items: [expect.objectContaining({ id: v.stock3, quantity: 1 }), expect.objectContaining({ id: v.stock50, quantity: 2 })],
    });
  });

  it("steps +1 and -1 and removes the line at 0", async () => {
    await addToCart(db, guest, { productId: v.stock50, quantity: 1 });
    expect((await addToCart(db, guest, { productId: v.stock50, quantity: 1 })).cart.items).toEqual([
      expect.objectContaining({ id: v.stock50, quantity: 2 }),
    ]);
    expect((await addToCart(db, guest, { productId: v.stock50, quantity: -1 })).cart.items).toEqual([
      expect.objectContaining({ id: v.stock50, quantity: 1 }),
    ]);
    const gone = await addToCart(db, guest, { productId: v.stock50, quantity: -1 });
    expect(gone).toMatchObject({ ok: true, cart: { quantity: 0, total: 0, items: [] } });
    expect(
      await db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, (await findCart(db, guest))!.id)),
    ).toEqual([]);
    // Far below zero removes the line too.
    await addToCart(db, guest, { productId: v.stock50, quantity: 3 });
    expect((await addToCart(db, guest, { productId: v.stock50, quantity: -999 })).cart.quantity).toBe(0);
  });

  it("refuses more than the stock with the stock as {max}, and changes nothing", async () => {
    await addToCart(db, guest, { productId: v.stock3, quantity: 2 });
    const refused = await addToCart(db, guest, { productId: v.stock3, quantity: 2 });
    expect(refused).toMatchObject({
      ok: false,
      reason: over(3),
      status: 409,
      cart: { quantity: 2, items: [{ id: v.stock3, quantity: 2 }] },
    });
    expect((await addToCart(db, guest, { productId: v.stock3, quantity: 1 })).cart.quantity).toBe(3);
    expect(await addToCart(db, guest, { productId: v.stock3, quantity: 1 })).toMatchObject({ ok: false, reason: over(3) });
  });

  it("caps a variant at 10 units when the stock is larger", async () => {
    expect(MAX_UNITS_PER_LINE).toBe(10);
    expect(await addToCart(db, guest, { productId: v.stock50, quantity: 11 })).toMatchObject({
      ok: false,
      reason: over(10),
      cart: { quantity: 0 },
    });
    expect((await addToCart(db, guest, { productId: v.stock50, quantity: 10 })).ok).toBe(true);
    expect(await addToCart(db, guest, { productId: v.stock50, quantity: 1 })).toMatchObject({
      ok: false,
      reason: over(10),
      cart: { quantity: 10 },
    });
  });

  it("refuses variants that are not on sale or not in stock", async () => {
    expect(await addToCart(db, guest, { productId: v.stock0, quantity: 1 })).toMatchObject({
      ok: false,
      reason: "Bu ürün stokta bulunmamaktadır.",
      status: 409,
    });
    for (const id of [v.teshir, v.passive, v.offline, 999_999_999]) {
      expect(await addToCart(db, guest, { productId: id, quantity: 1 })).toMatchObject({
        ok: false,
        reason: "Bu ürün satışta değildir.",
        status: 422,
      });
    }
    expect(await findCart(db, guest)).toBeNull(); // a refused first add creates no basket
  });

  it("totals with the current price after a price change", async () => {
    await addToCart(db, guest, { productId: v.stock3, quantity: 2 });
    await db.update(products).set({ priceKurus: 9_950 }).where(eq(products.id, v.stock3));
    try {
      expect((await cartSummary(db, await findCart(db, guest))).total).toBe(199);
    } finally {
      await db.update(products).set({ priceKurus: 12_990 }).where(eq(products.id, v.stock3));
    }
  });

  it("never lets concurrent adds exceed the limit", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => addToCart(db, guest, { productId: v.stock3, quantity: 1 })));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect((await cartSummary(db, await findCart(db, guest))).quantity).toBe(3);
    expect(await db.select().from(carts).where(eq(carts.sessionId, guest.sessionId!))).toHaveLength(1);
  });

  it("rejects quantities that are not a whole number within ±1000 and ≠ 0", async () => {
    for (const quantity of [0, 1.5, 1001, -1001, Number.NaN]) {
      await expect(addToCart(db, guest, { productId: v.stock50, quantity })).rejects.toThrow(RangeError);
    }
  });
});

describe("removeLine and ensureCart", () => {
  it("removes every unit of a variant", async () => {
    await addToCart(db, guest, { productId: v.stock3, quantity: 2 });
    await addToCart(db, guest, { productId: v.stock50, quantity: 1 });
    expect(await removeLine(db, guest, v.stock3)).toEqual({
      quantity: 1,
      total: 50,
      items: [expect.objectContaining({ id: v.stock50, quantity: 1 })],
    });
  });

  it("creates one basket and finds it again", async () => {
    const a = await ensureCart(db, guest);
    expect(await ensureCart(db, guest)).toEqual(a);
    expect(await findCart(db, guest)).toEqual(a);
  });
});

describe("mergeGuestCart", () => {
  it("adds the guest's lines to the member's basket, capped at the limit, and deletes the guest basket", async () => {
    const member: Visitor = { sessionId: "member-old", userId };
    await addToCart(db, member, { productId: v.stock3, quantity: 2 });
    await addToCart(db, member, { productId: v.stock50, quantity: 9 });
    await addToCart(db, guest, { productId: v.stock3, quantity: 3 });
    await addToCart(db, guest, { productId: v.stock50, quantity: 5 });
    const guestCart = await findCart(db, guest);
    // A line that went out of stock after it was added is not carried over.
    const [dead] = await db.insert(cartItems).values({ cartId: guestCart!.id, productId: v.stock0, quantity: 1 }).returning();
    expect(dead).toBeTruthy();

    const into = await mergeGuestCart(db, guest.sessionId!, userId);
    const summary = await cartSummary(db, { id: into! });
    expect(summary.items).toEqual([
      expect.objectContaining({ id: v.stock3, quantity: 3 }),
      expect.objectContaining({ id: v.stock50, quantity: 10 }),
    ]);
    expect(await db.select().from(carts).where(eq(carts.id, guestCart!.id))).toHaveLength(0);
    expect((await findCart(db, { sessionId: "new-session", userId }))?.id).toBe(into);
    await db.delete(carts).where(eq(carts.userId, userId));
  });

  it("gives the guest's lines to a member without a basket", async () => {
    await addToCart(db, guest, { productId: v.stock50, quantity: 4 });
    const into = await mergeGuestCart(db, guest.sessionId!, userId);
    expect(await cartSummary(db, await findCart(db, { sessionId: null, userId }))).toEqual({
      quantity: 4,
      total: 200,
      items: [expect.objectContaining({ id: v.stock50, quantity: 4 })],
    });
    expect((await findCart(db, { sessionId: null, userId }))?.id).toBe(into);
    await db.delete(carts).where(eq(carts.userId, userId));
  });

  it("does nothing when the guest has no basket", async () => {
    expect(await mergeGuestCart(db, "s-none", userId)).toBeNull();
  });
});
