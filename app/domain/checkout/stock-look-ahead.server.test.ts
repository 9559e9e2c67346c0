import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItems, carts, products } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { ORDER_IN_PROGRESS, stockShort } from "./messages";
import { aheadOf, placeOrder } from "./place-order.server";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { lookAhead } from "./stock-look-ahead.server";

let db: Db;
let close: () => Promise<void>;
let carrier: number;
let storeId: number;
let train: number;
let bigTrain: number;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const seeded = await seedItem(db, { name: "Ahşap Tren", slug: "ahsap-tren" }, [
    { sku: "T1", priceKurus: 20_000, stock: 1 },
    { sku: "T2", name: "Ahşap Tren Büyük", priceKurus: 30_000, stock: 1 },
  ]);
  [train, bigTrain] = seeded.variantIds;
  ({ carrier, storeId } = await seedDelivery(db, [{ productId: train, quantity: 0 }]));
});

afterAll(async () => close?.());

const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);
const setStock = (id: number, stock: number) => db.update(products).set({ stock }).where(eq(products.id, id));
const stockOf = async (id: number) => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

describe("the look at the stock before the order's transaction", () => {
  it("refuses a sold-out basket with the locked path's own message, and nothing else", async () => {
    await setStock(train, 0);
    const buyer = kit.request(await kit.basket([[train, 1]]));
    const ahead = await lookAhead(db, aheadOf(buyer));
    expect(ahead).toMatchObject({ placed: false, awaitingBank: false, refusal: stockShort("Ahşap Tren", 0) });
    expect(await placeOrder(db, buyer)).toMatchObject({ ok: false, status: 409, reason: ahead.refusal });

    // Enough stock, or no basket at all: the locked path decides.
    await setStock(train, 1);
    expect(await lookAhead(db, aheadOf(buyer))).toMatchObject({ refusal: null });
    expect(await lookAhead(db, aheadOf(kit.request({ sessionId: "nobody", userId: null })))).toEqual({
      cartId: null,
      placed: false,
      awaitingBank: false,
      refusal: null,
    });
  });

  it("counts the pickup store's stock for a pickup order", async () => {
    await setStock(train, 5);
    const pickup = kit.request(await kit.basket([[train, 1]]), { deliveryType: "getShop", storeId, paymentType: "creditCard" });
    expect((await lookAhead(db, aheadOf(pickup))).refusal).toBe(stockShort("Ahşap Tren", 0));
    expect((await lookAhead(db, aheadOf({ ...pickup, deliveryType: "myAddress" }))).refusal).toBeNull();
  });

  it("never refuses a repeat of the attempt that took the last unit: it is answered that order", async () => {
    await setStock(train, 1);
    const buyer = kit.request(await kit.basket([[train, 1]]));
    const placed = await placeOrder(db, buyer);
    if (!placed.ok) throw new Error(placed.reason);
    expect(await stockOf(train)).toBe(0);
    // The basket holds the sold-out variant again (another tab), and the first attempt's request comes again.
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, buyer.visitor.sessionId!));
    await db.insert(cartItems).values({ cartId: cart.id, productId: train, quantity: 1 });
    expect(await lookAhead(db, aheadOf(buyer))).toMatchObject({ placed: true, refusal: null });
    expect(await placeOrder(db, buyer)).toMatchObject({ ok: true, order: { id: placed.order.id, replay: true } });
    // A new attempt on that basket is refused.
    expect((await lookAhead(db, aheadOf(kit.request(buyer.visitor)))).refusal).toBe(stockShort("Ahşap Tren", 0));
  });

  it("never refuses a basket whose order waits at the bank: that order holds the last unit, which a new attempt may get back", async () => {
    const visitor = await kit.basket([[bigTrain, 1]]);
    const first = await placeOrder(db, kit.request(visitor, { paymentType: "creditCard" }));
    if (!first.ok) throw new Error(first.reason);
    expect(await stockOf(bigTrain)).toBe(0);
    const another = kit.request(visitor, { paymentType: "creditCard" });
    expect(await lookAhead(db, aheadOf(another))).toMatchObject({ awaitingBank: true, refusal: null });
    // placeOrder answers 'in progress' from the look, marked so that pay() may call that attempt off first.
    expect(await placeOrder(db, another)).toEqual({ ok: false, reason: ORDER_IN_PROGRESS, status: 409, waitsForBank: true });
  });
});
