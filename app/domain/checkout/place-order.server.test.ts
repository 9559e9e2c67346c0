import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  brands,
  cartItems,
  carts,
  catalogItems,
  categories,
  cities,
  giftCards,
  orders,
  payments,
  products,
  shippingCompanies,
  storeStock,
  stores,
  users,
} from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import type { Visitor } from "#app/domain/cart/cart.server";
import { BAD_POINTS, GUEST_POD, NEED_SHIPPING, NEED_STORE, NO_PAY_AT_DOOR, ORDER_IN_PROGRESS } from "./messages";
import { placeOrder } from "./place-order.server";
import { orderKit } from "#tests/support/unit/orders";
import {
  START_GRACE_MS,
  attachTransaction,
  currentAttempt,
  reconcileWaitingPayments,
  settleOpenAttempt,
  settlePayment,
} from "./settle-order.server";

let db: Db;
let close: () => Promise<void>;
let userId: number;
let few: number; // variant with 3 in stock, 300 TL
let many: number; // variant with 50 in stock, 100 TL
let itemId: number;
let carrierAll: number;
let carrierCardOnly: number;
let storeId: number;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [cat] = await db.insert(categories).values({ name: "Bebek", slug: "bebek", area: "bebek" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Joie", slug: "joie" }).returning();
  const [item] = await db
    .insert(catalogItems)
    .values({ name: "Bebek Arabası", sefUrl: "bebek-arabasi", brandId: brand.id, categoryId: cat.id, totalStock: 53 })
    .returning();
  itemId = item.id;
  const rows = await db
    .insert(products)
    .values([
      { catalogId: item.id, sku: "A1", barcode: "1", name: "Bebek Arabası Gri", priceKurus: 30_000, originalPriceKurus: 35_000, stock: 3 },
      {
        catalogId: item.id,
        sku: "A2",
        barcode: "2",
        name: "Bebek Arabası Mavi",
        priceKurus: 10_000,
        originalPriceKurus: 10_000,
        stock: 50,
      },
    ])
    .returning();
  [few, many] = rows.map((r) => r.id);
  const [u] = await db
    .insert(users)
    .values({ email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", jokerPoints: 150, phone: "05321234567" })
    .returning();
  userId = u.id;
  const carriers = await db
    .insert(shippingCompanies)
    .values([
      {
        code: "mng",
        title: "MNG Kargo",
        name: "MNG",
        salePriceKurus: 4_990,
        paymentMethods: ["creditCard", "moneyOrder", "podCash", "podCredit"],
      },
      { code: "ptt", title: "PTT Kargo", name: "PTT", salePriceKurus: 4_990, paymentMethods: ["creditCard"] },
    ])
    .returning();
  [carrierAll, carrierCardOnly] = carriers.map((c) => c.id);
  await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" });
  const [store] = await db
    .insert(stores)
    .values({ code: "S1", name: "Kadıköy Mağazası", sefUrl: "kadikoy", cityId: 34, address: "Moda", phone: "02160000000", lat: 0, lon: 0 })
    .returning();
  storeId = store.id;
  await db.insert(storeStock).values([
    { storeId, productId: few, quantity: 1 },
    { storeId, productId: many, quantity: 5 },
  ]);
  await db.insert(giftCards).values({ code: "HEDIYE100", balanceKurus: 10_000, expiresAt: new Date(Date.now() + 86_400_000) });
});

afterAll(async () => close?.());

const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrierAll, paymentDescription: "Havale" }),
);
const { request } = kit;
/** A visitor with a basket holding these lines: a guest, or the member. */
const basket = (lines: [number, number][], member = false) => kit.basket(lines, member ? userId : null);

const stockOf = async (id: number) => (await db.select({ s: products.stock }).from(products).where(eq(products.id, id)))[0].s;
const totalStockOf = async (id: number) =>
  (await db.select({ s: catalogItems.totalStock }).from(catalogItems).where(eq(catalogItems.id, id)))[0].s;
const linesIn = async (visitor: Visitor) => {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, visitor.sessionId!));
  return db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
};

describe("placeOrder", () => {
  it("re-prices on the server, reserves stock, stores the contract and empties the basket", async () => {
    const visitor = await basket([[many, 2]]);
    const itemStock = await totalStockOf(itemId);
    const result = await placeOrder(db, request(visitor));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order).toMatchObject({ status: "awaitingTransfer", totalKurus: 20_000 + 4_990, replay: false });
    expect(await stockOf(many)).toBe(48);
    expect(await totalStockOf(itemId)).toBe(itemStock - 2);
    const [order] = await db.select().from(orders).where(eq(orders.id, result.order.id));
    expect(order.contractHtml).toContain(order.orderNumber);
    expect(order.contractHtml).toContain("Mesafeli Satış Sözleşmesi");
    expect(order.contractHtml).toContain("200,00 TL");
    expect(order.orderHash.length).toBeGreaterThanOrEqual(32);
    expect(await linesIn(visitor)).toHaveLength(0);
  });

  it("makes one order for one idempotency key, however often it is sent", async () => {
    const visitor = await basket([[many, 1]]);
    const req = request(visitor);
    const first = await placeOrder(db, req);
    const again = await placeOrder(db, req);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.order.id).toBe(first.order.id);
    expect(again.order.replay).toBe(true);
    expect(await db.select().from(orders).where(eq(orders.idempotencyKey, req.idempotencyKey))).toHaveLength(1);
  });

  it("refuses more than the stock and leaves stock and basket as they were", async () => {
    const visitor = await basket([[few, 4]]);
    const before = await stockOf(few);
    const itemStock = await totalStockOf(itemId);
    const result = await placeOrder(db, request(visitor));
    expect(result).toMatchObject({ ok: false, status: 409 });
    if (!result.ok) expect(result.reason).toContain("Bebek Arabası");
    expect(await stockOf(few)).toBe(before);
    expect(await totalStockOf(itemId)).toBe(itemStock);
    expect(await linesIn(visitor)).toHaveLength(1);
  });

  it("checks delivery and payment rules", async () => {
    const guest = await basket([[many, 1]]);
    expect(await placeOrder(db, request(guest, { shippingCompanyId: null }))).toMatchObject({ ok: false, reason: NEED_SHIPPING });
    expect(await placeOrder(db, request(guest, { paymentType: "podCash" }))).toMatchObject({ ok: false, reason: GUEST_POD });
    const member = await basket([[many, 1]], true);
    expect(await placeOrder(db, request(member, { paymentType: "podCash", shippingCompanyId: carrierCardOnly }))).toMatchObject({
      ok: false,
      reason: NO_PAY_AT_DOOR,
    });
    expect(await placeOrder(db, request(member, { deliveryType: "getShop", storeId: null }))).toMatchObject({
      ok: false,
      reason: NEED_STORE,
    });
    expect(await placeOrder(db, request(member, { deliveryType: "getShop", storeId, paymentType: "podCash" }))).toMatchObject({
      ok: false,
      reason: NO_PAY_AT_DOOR,
    });
    expect(await placeOrder(db, request(member, { jokerPoints: 10 }))).toMatchObject({ ok: false, reason: BAD_POINTS }); // 100 TL basket: under the threshold
  });

  it("store pickup takes the store's stock, not the warehouse's", async () => {
    const member = await basket([[many, 2]], true);
    const warehouse = await stockOf(many);
    const result = await placeOrder(
      db,
      request(member, { deliveryType: "getShop", storeId, shippingCompanyId: null, deliveryAddress: null, paymentType: "creditCard" }),
    );
    expect(result).toMatchObject({ ok: true, order: { status: "awaitingPayment" } });
    expect(await stockOf(many)).toBe(warehouse);
    const [row] = await db.select().from(storeStock).where(eq(storeStock.productId, many));
    expect(row.quantity).toBe(3);
  });

  it("uses points and a voucher, and a declined payment gives stock, points and voucher back", async () => {
    const member = await basket([[few, 2]], true); // 600 TL: up to 100 points
    const stock = await stockOf(few);
    const result = await placeOrder(db, request(member, { paymentType: "creditCard", jokerPoints: 100, voucherCode: "hediye100" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.totalKurus).toBe(60_000 - 10_000 - 10_000);
    expect((await db.select().from(users).where(eq(users.id, userId)))[0].jokerPoints).toBe(50);
    expect((await db.select().from(giftCards))[0].balanceKurus).toBe(0);
    expect(await stockOf(few)).toBe(stock - 2);

    const status = await settlePayment(db, result.order.paymentId, {
      status: "declined",
      reason: "Yetersiz bakiye",
      provider: "sandbox",
      transactionId: "t1",
    });
    expect(status).toBe("paymentFailed");
    expect(await stockOf(few)).toBe(stock);
    expect((await db.select().from(users).where(eq(users.id, userId)))[0].jokerPoints).toBe(150);
    expect((await db.select().from(giftCards))[0].balanceKurus).toBe(10_000);
    expect(await linesIn(member)).toHaveLength(1); // the basket is still there to try again
    // A late second answer changes nothing.
    expect(await settlePayment(db, result.order.paymentId, { status: "approved", provider: "sandbox", transactionId: "t1" })).toBe(
      "paymentFailed",
    );
    expect(await stockOf(few)).toBe(stock);
  });

  it("a retry on the same basket pays the same order: a new attempt, priced again from the basket as it is now, its stock taken once", async () => {
    const guest = await basket([[many, 1]]);
    const first = await placeOrder(db, request(guest, { paymentType: "creditCard" }));
    if (!first.ok) throw new Error(first.reason);
    await settlePayment(db, first.order.paymentId, {
      status: "declined",
      reason: "Yetersiz bakiye",
      provider: "sandbox",
      transactionId: "r1",
    });
    const stock = await stockOf(many);

    // The basket changes before the retry (one more unit, and the price went up).
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, guest.sessionId!));
    await db.update(cartItems).set({ quantity: 2 }).where(eq(cartItems.cartId, cart.id));
    await db.update(products).set({ priceKurus: 11_000, originalPriceKurus: 11_000 }).where(eq(products.id, many));
    const retry = await placeOrder(db, request(guest, { paymentType: "creditCard", shippingCompanyId: carrierCardOnly }));
    await db.update(products).set({ priceKurus: 10_000, originalPriceKurus: 10_000 }).where(eq(products.id, many));
    if (!retry.ok) throw new Error(retry.reason);
    expect(retry.order).toMatchObject({
      id: first.order.id,
      orderNumber: first.order.orderNumber,
      orderHash: first.order.orderHash,
      status: "awaitingPayment",
      totalKurus: 22_000 + 4_990,
      replay: false,
    });
    expect(retry.order.paymentId).not.toBe(first.order.paymentId);
    expect(await stockOf(many)).toBe(stock - 2);
    const [order] = await db.select().from(orders).where(eq(orders.id, first.order.id));
    expect(order).toMatchObject({ shippingCompanyId: carrierCardOnly, itemsTotalKurus: 22_000, totalKurus: 26_990 });
    expect(order.contractHtml).toContain("220,00 TL");
    const attempts = await db.select().from(payments).where(eq(payments.orderId, first.order.id));
    expect(attempts.map((a) => [a.status, a.amountKurus])).toEqual([
      ["declined", 14_990],
      ["pending", 26_990],
    ]);
    expect((await currentAttempt(db, first.order.id))?.id).toBe(retry.order.paymentId);

    // Paid the second time: one order, confirmed; the first attempt's late answer changes nothing.
    expect(await settlePayment(db, retry.order.paymentId, { status: "approved", provider: "sandbox", transactionId: "r2" })).toBe(
      "confirmed",
    );
    expect(await settlePayment(db, first.order.paymentId, { status: "approved", provider: "sandbox", transactionId: "r1" })).toBe(
      "confirmed",
    );
    expect(await stockOf(many)).toBe(stock - 2);
    expect(await db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
  });

  it("while the bank's answer is out, another attempt on the basket is refused: one order waits, its stock taken once", async () => {
    const guest = await basket([[many, 1]]);
    const stock = await stockOf(many);
    const [first, second] = await Promise.all([
      placeOrder(db, request(guest, { paymentType: "creditCard" })),
      placeOrder(db, request(guest, { paymentType: "creditCard" })),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    const refused = first.ok ? second : first;
    expect(refused).toMatchObject({ ok: false, reason: ORDER_IN_PROGRESS, status: 409 });
    expect(await stockOf(many)).toBe(stock - 1);
    // A transfer instead, on the same basket, also waits for that answer.
    expect(await placeOrder(db, request(guest))).toMatchObject({ ok: false, reason: ORDER_IN_PROGRESS });
    const waiting = first.ok ? first : second;
    if (waiting.ok)
      await settlePayment(db, waiting.order.paymentId, {
        status: "declined",
        reason: "Zaman aşımı",
        provider: "sandbox",
        transactionId: "w1",
      });
    expect(await stockOf(many)).toBe(stock);
  });

  it("a failed order changes to what the retry pays with: a transfer makes the same order wait for the money", async () => {
    const member = await basket([[many, 1]], true);
    const first = await placeOrder(db, request(member, { paymentType: "creditCard" }));
    if (!first.ok) throw new Error(first.reason);
    await settlePayment(db, first.order.paymentId, {
      status: "declined",
      reason: "3D Secure reddedildi",
      provider: "sandbox",
      transactionId: "m1",
    });
    const transfer = await placeOrder(db, request(member));
    expect(transfer).toMatchObject({ ok: true, order: { id: first.order.id, status: "awaitingTransfer", paymentType: "moneyOrder" } });
    expect(await linesIn(member)).toHaveLength(0);
    // The basket's next purchase is a new order.
    const next = await basket([[many, 1]], true);
    const another = await placeOrder(db, request(next));
    expect(another.ok && another.order.id).not.toBe(first.order.id);
  });

  it("before a new attempt, the one still out at the bank is called off and settled with the bank's word", async () => {
    const bank = (word: "approved" | "declined") => ({
      name: "sandbox",
      queryTransaction: async () => ({ status: "pending" as const }),
      cancelTransaction: async () => ({ status: word }),
    });
    const stock = await stockOf(many);
    const guest = await basket([[many, 1]]);
    const placed = await placeOrder(db, request(guest, { paymentType: "creditCard" }));
    if (!placed.ok) throw new Error(placed.reason);
    // Still starting at the bank (no transaction yet): left alone for a minute, then given up.
    expect(await settleOpenAttempt(db, bank("approved"), guest, "another-key")).toBeNull();
    expect((await db.select().from(orders).where(eq(orders.id, placed.order.id)))[0].status).toBe("awaitingPayment");
    expect(await settleOpenAttempt(db, bank("approved"), guest, "another-key", new Date(Date.now() + START_GRACE_MS + 1_000))).toBeNull();
    expect((await db.select().from(orders).where(eq(orders.id, placed.order.id)))[0].status).toBe("paymentFailed");
    expect(await stockOf(many)).toBe(stock);

    // Its bank page closed without an answer: called off (declined), or paid after all (the order stands).
    const retry = await placeOrder(db, request(guest, { paymentType: "creditCard" }));
    if (!retry.ok) throw new Error(retry.reason);
    await attachTransaction(db, retry.order.paymentId, { provider: "sandbox", transactionId: "tx-out" });
    expect(await settleOpenAttempt(db, bank("approved"), guest, "a-third-key")).toMatchObject({
      id: placed.order.id,
      orderNumber: placed.order.orderNumber,
    });
    expect((await db.select().from(orders).where(eq(orders.id, placed.order.id)))[0].status).toBe("confirmed");
    expect(await stockOf(many)).toBe(stock - 1);
  });

  it("an approved payment confirms once, empties the basket and earns points", async () => {
    const member = await basket([[many, 1]], true);
    const result = await placeOrder(db, request(member, { paymentType: "creditCard" }));
    if (!result.ok) throw new Error(result.reason);
    const points = (await db.select().from(users).where(eq(users.id, userId)))[0].jokerPoints;
    expect(
      await settlePayment(db, result.order.paymentId, {
        status: "approved",
        provider: "sandbox",
        transactionId: "t2",
        maskedPan: "4000 00** **** 0010",
      }),
    ).toBe("confirmed");
    expect(await settlePayment(db, result.order.paymentId, { status: "approved", provider: "sandbox", transactionId: "t2" })).toBe(
      "confirmed",
    );
    expect((await db.select().from(users).where(eq(users.id, userId)))[0].jokerPoints).toBe(points + 1);
    expect(await linesIn(member)).toHaveLength(0);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, result.order.id));
    expect(payment).toMatchObject({ status: "approved", maskedPan: "4000 00** **** 0010" });
  });

  it("reconciliation asks the bank about payments that waited too long", async () => {
    const a = await placeOrder(db, request(await basket([[many, 1]]), { paymentType: "creditCard" }));
    const b = await placeOrder(db, request(await basket([[many, 1]]), { paymentType: "creditCard" }));
    if (!a.ok || !b.ok) throw new Error("not placed");
    await db.update(payments).set({ providerOrderId: "paid-at-bank" }).where(eq(payments.orderId, a.order.id));
    await db.update(payments).set({ providerOrderId: "never-finished" }).where(eq(payments.orderId, b.order.id));
    const later = new Date(Date.now() + 31 * 60_000);
    const bank = {
      name: "sandbox",
      queryTransaction: async (id: string) => ({ status: id === "paid-at-bank" ? ("approved" as const) : ("pending" as const) }),
    };
    const stock = await stockOf(many);
    const outcome = await reconcileWaitingPayments(db, bank, later);
    expect(outcome.confirmed).toBe(1);
    expect(outcome.unpaid).toBeGreaterThanOrEqual(1); // b, and the orders above still waiting
    const [oa] = await db.select().from(orders).where(eq(orders.id, a.order.id));
    const [ob] = await db.select().from(orders).where(eq(orders.id, b.order.id));
    expect([oa.status, ob.status]).toEqual(["confirmed", "paymentFailed"]);
    expect(await stockOf(many)).toBe(stock + 1);
    expect((await db.select().from(catalogItems).where(eq(catalogItems.id, itemId)))[0].totalStock).toBeGreaterThan(0);
  });

  it("reconciliation asks each attempt's own provider only, and one it cannot ask about does not stop the others", async () => {
    const elsewhere = await placeOrder(db, request(await basket([[many, 1]]), { paymentType: "creditCard" }));
    const unknown = await placeOrder(db, request(await basket([[many, 1]]), { paymentType: "creditCard" }));
    const paid = await placeOrder(db, request(await basket([[many, 1]]), { paymentType: "creditCard" }));
    if (!elsewhere.ok || !unknown.ok || !paid.ok) throw new Error("not placed");
    await db
      .update(payments)
      .set({ provider: "sandbox", providerOrderId: "tx-at-the-sandbox" })
      .where(eq(payments.orderId, elsewhere.order.id));
    await db.update(payments).set({ provider: "iyzico", providerOrderId: "unknown-here" }).where(eq(payments.orderId, unknown.order.id));
    await db.update(payments).set({ provider: "iyzico", providerOrderId: "paid-here" }).where(eq(payments.orderId, paid.order.id));
    const asked: string[] = [];
    const word = async (id: string) => {
      asked.push(id);
      if (id === "unknown-here") throw new Error("iyzico: unknown transaction");
      return { status: "approved" as const };
    };
    await reconcileWaitingPayments(
      db,
      { name: "iyzico", queryTransaction: word, cancelTransaction: word },
      new Date(Date.now() + 31 * 60_000),
    );
    expect(asked).not.toContain("tx-at-the-sandbox");
    const status = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0].status;
    expect(await status(elsewhere.order.id)).toBe("awaitingPayment");
    expect(await status(unknown.order.id)).toBe("awaitingPayment");
    expect(await status(paid.order.id)).toBe("confirmed");
  });

  it("reconciliation leaves a payment the bank cannot call off yet for its next run", async () => {
    const c = await placeOrder(db, request(await basket([[many, 1]]), { paymentType: "creditCard" }));
    if (!c.ok) throw new Error("not placed");
    await db.update(payments).set({ providerOrderId: "still-deciding" }).where(eq(payments.orderId, c.order.id));
    const later = new Date(Date.now() + 31 * 60_000);
    const deciding = async () => ({ status: "pending" as const });
    await reconcileWaitingPayments(db, { name: "iyzico", queryTransaction: deciding, cancelTransaction: deciding }, later);
    expect((await db.select().from(orders).where(eq(orders.id, c.order.id)))[0].status).toBe("awaitingPayment");
  });
});
