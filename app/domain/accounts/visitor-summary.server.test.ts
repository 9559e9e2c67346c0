import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, cartItems, carts, catalogItems, categories, products, sessions, users } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { visitorSummary } from "./visitor-summary.server";

let db: Db;
let close: () => Promise<void>;
let userId: number;

const sessionOf = (row: { id: string; userId: number | null } | null) =>
  ({ get: async () => (row ? { ...row, data: {}, expiresAt: new Date() } : null) }) as unknown as SessionHandle;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [cat] = await db.insert(categories).values({ name: "Bebek", slug: "bebek", area: "bebek" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Joie", slug: "joie" }).returning();
  const [item] = await db
    .insert(catalogItems)
    .values({ name: "Pijama", sefUrl: "pijama", brandId: brand.id, categoryId: cat.id })
    .returning();
  const [p1, p2] = await db
    .insert(products)
    .values([
      { catalogId: item.id, sku: "A", barcode: "1", name: "Pijama 2 Yaş", priceKurus: 100, originalPriceKurus: 100 },
      { catalogId: item.id, sku: "B", barcode: "2", name: "Pijama 3 Yaş", priceKurus: 100, originalPriceKurus: 100 },
    ])
    .returning();
  const [u] = await db.insert(users).values({ email: "a@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak" }).returning();
  userId = u.id;
  const expiresAt = new Date(Date.now() + 60_000);
  await db.insert(sessions).values([
    { id: "s-guest", userId: null, data: {}, expiresAt },
    { id: "s-member", userId, data: {}, expiresAt },
    { id: "s-none", userId: null, data: {}, expiresAt },
  ]);
  const [guestCart] = await db.insert(carts).values({ sessionId: "s-guest" }).returning();
  const [memberCart] = await db.insert(carts).values({ userId, sessionId: "s-old" }).returning();
  await db.insert(cartItems).values([
    { cartId: guestCart.id, productId: p1.id, quantity: 2 },
    { cartId: memberCart.id, productId: p1.id, quantity: 1 },
    { cartId: memberCart.id, productId: p2.id, quantity: 4 },
  ]);
});

afterAll(async () => close?.());

describe("visitorSummary", () => {
  const summary = (row: { id: string; userId: number | null } | null) => visitorSummary(db, sessionOf(row));
  it("is nobody with an empty basket without a session", async () => expect(await summary(null)).toEqual({ user: null, cartCount: 0 }));
  it("sums the units of the session's basket", async () =>
    expect(await summary({ id: "s-guest", userId: null })).toEqual({ user: null, cartCount: 2 }));
  it("names the member and prefers the member's own basket", async () =>
    expect(await summary({ id: "s-member", userId })).toEqual({ user: { firstname: "Ayşe" }, cartCount: 5 }));
  it("is 0 for a session without a basket", async () =>
    expect(await summary({ id: "s-none", userId: null })).toEqual({ user: null, cartCount: 0 }));
});
