import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, cartItems, carts, catalogItems, categories, products, users } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#app/db/test-db.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { cartCount } from "./cart-count.server";

let db: Db;
let close: () => Promise<void>;
let userId: number;

const sessionOf = (row: { id: string; userId: number | null } | null) =>
  ({ get: async () => (row ? { ...row, data: {}, expiresAt: new Date() } : null) }) as unknown as SessionHandle;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [cat] = await db.insert(categories).values({ name: "Bebek", slug: "bebek", area: "bebek" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Joie", slug: "joie" }).returning();
  const [item] = await db.insert(catalogItems).values({ name: "Pijama", sefUrl: "pijama", brandId: brand.id, categoryId: cat.id }).returning();
  const [p1, p2] = await db
    .insert(products)
    .values([
      { catalogId: item.id, sku: "A", barcode: "1", name: "Pijama 2 Yaş", priceKurus: 100, originalPriceKurus: 100 },
      { catalogId: item.id, sku: "B", barcode: "2", name: "Pijama 3 Yaş", priceKurus: 100, originalPriceKurus: 100 },
    ])
    .returning();
  const [u] = await db.insert(users).values({ email: "a@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak" }).returning();
  userId = u.id;
  const [guestCart] = await db.insert(carts).values({ sessionId: "s-guest" }).returning();
  const [memberCart] = await db.insert(carts).values({ userId, sessionId: "s-old" }).returning();
  await db.insert(cartItems).values([
    { cartId: guestCart.id, productId: p1.id, quantity: 2 },
    { cartId: memberCart.id, productId: p1.id, quantity: 1 },
    { cartId: memberCart.id, productId: p2.id, quantity: 4 },
  ]);
});

afterAll(async () => close?.());

describe("cartCount", () => {
  it("is 0 without a session", async () => expect(await cartCount(db, sessionOf(null))).toBe(0));
  it("sums the units of the session's basket", async () => expect(await cartCount(db, sessionOf({ id: "s-guest", userId: null }))).toBe(2));
  it("prefers the member's own basket", async () => expect(await cartCount(db, sessionOf({ id: "s-guest", userId }))).toBe(5));
  it("is 0 for a session without a basket", async () => expect(await cartCount(db, sessionOf({ id: "s-none", userId: null }))).toBe(0));
});
