import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { brands, carts, catalogItems, categories, orderLines, orders, payments, products, users } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { loadOrderSummary, orderJson, shipmentStatus, type OrderViewer } from "./order-summary.server";
import { BANK_TRANSFER } from "#app/domain/order-core/payment-labels";
import { orderKit, seedDelivery, TEST_ADDRESS } from "#tests/support/unit/orders";
import { currentAttempt, settlePayment } from "#app/domain/checkout/settle-order.server";
import { computeTotals } from "#app/domain/pricing/totals";
import { moveShipment } from "#app/domain/fulfilment/fulfil.server";
import { requestReturn } from "./returns.server";
import { orderInstallmentLabel } from "#app/domain/payments/card-families";

let db: Db;
let close: () => Promise<void>;
let owner: number;
let other: number;
let toy: number; // 100 TL, VAT 10
let pram: number; // 300 TL (list 350), VAT 20
let carrier: number;
let storeId: number;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [cat] = await db.insert(categories).values({ name: "Bebek", slug: "bebek", area: "bebek" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Joie", slug: "joie" }).returning();
  const [toyItem, pramItem] = await db
    .insert(catalogItems)
    .values([
      { name: "Oyuncak Ayı", sefUrl: "oyuncak-ayi", brandId: brand.id, categoryId: cat.id, vatRate: 10, totalStock: 50 },
      { name: "Bebek Arabası", sefUrl: "bebek-arabasi", brandId: brand.id, categoryId: cat.id, vatRate: 20, totalStock: 50 },
    ])
    .returning();
  const rows = await db
    .insert(products)
    .values([
      { catalogId: toyItem.id, sku: "T1", barcode: "1", name: "Oyuncak Ayı", priceKurus: 10_000, originalPriceKurus: 10_000, stock: 50 },
      {
        catalogId: pramItem.id,
        sku: "P1",
        barcode: "2",
        name: "Bebek Arabası Gri",
        priceKurus: 30_000,
        originalPriceKurus: 35_000,
        stock: 50,
      },
    ])
    .returning();
  [toy, pram] = rows.map((r) => r.id);
  const members = await db
    .insert(users)
    .values([
      { email: "sahip@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", jokerPoints: 0, phone: "05321234567" },
      { email: "baska@example.com", passwordHash: "x", firstname: "Can", lastname: "Su", jokerPoints: 0, phone: "05321234568" },
    ])
    .returning();
  [owner, other] = members.map((m) => m.id);
  ({ carrier, storeId } = await seedDelivery(db, [{ productId: toy, quantity: 10 }]));
});

/** The order's current payment attempt. */
const attemptOf = async (orderId: number) => (await currentAttempt(db, orderId))!.id;

afterAll(async () => close?.());

const { place } = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);

/** The session that placed the order (its basket's), as the viewer. */
async function placer(order: { userId: number | null; cartId: number | null }): Promise<OrderViewer> {
  const [cart] = await db.select({ sessionId: carts.sessionId }).from(carts).where(eq(carts.id, order.cartId!));
  return { userId: order.userId, sessionId: cart.sessionId };
}
const stranger: OrderViewer = { userId: null, sessionId: "someone-else" };

describe("loadOrderSummary", () => {
  it("gives a guest's bank-transfer order with lines, totals, VAT, bank details and contract", async () => {
    const order = await place(
      [
        [toy, 2],
        [pram, 1],
      ],
      null,
    );
    const summary = await loadOrderSummary(db, order.orderHash, await placer(order));
    expect(summary).not.toBeNull();
    if (!summary) return;
    expect(summary).toMatchObject({
      orderNumber: order.orderNumber,
      status: "awaitingTransfer",
      memberOrder: false,
      carrierName: "MNG Kargo",
      hideAddresses: false,
      email: "alici@example.com",
    });
    expect(summary.lines.map((l) => [l.sku, l.quantity, l.unitPriceKurus, l.totalPriceKurus])).toEqual([
      ["T1", 2, 10_000, 20_000],
      ["P1", 1, 30_000, 30_000],
    ]);
    expect(summary.totals).toMatchObject({
      itemsTotalKurus: 50_000,
      totalDiscountKurus: 5_000,
      shippingKurus: 0,
      podFeeKurus: 0,
      grandTotalKurus: 50_000,
    });
    // The same VAT rule as at checkout: products at their own rate.
    const checkout = computeTotals({
      lines: [
        { unitPriceKurus: 10_000, originalUnitPriceKurus: 10_000, quantity: 2, vatRate: 10 },
        { unitPriceKurus: 30_000, originalUnitPriceKurus: 35_000, quantity: 1, vatRate: 20 },
      ],
      deliveryType: "myAddress",
      carrierPriceKurus: 4_990,
      carrierMethods: ["creditCard", "moneyOrder"],
      paymentType: "moneyOrder",
      settings: { freeShippingThresholdKurus: 50_000, shippingKurus: 4_990, podFeeKurus: 1_990 } as never,
      jokerPoints: 0,
      voucherBalanceKurus: 0,
    });
    expect(summary.totals.vat).toEqual(checkout.vat);
    expect(summary.totals.vat.map((v) => v.rate)).toEqual([10, 20]);
    expect(summary.payment).toMatchObject({
      type: "moneyOrder",
      chargedKurus: 50_000,
      installmentDifferenceKurus: 0,
      transfer: BANK_TRANSFER,
    });
    expect(summary.follow).toMatchObject({ label: "Ödeme Bekleniyor" });
    expect(summary.contractHtml).toContain("Mesafeli Satış Sözleşmesi");
    expect(summary.dateText).toMatch(/\d{4} \d{2}:\d{2}$/);
  });

  it("answers null for unknown and malformed hashes", async () => {
    expect(await loadOrderSummary(db, "A".repeat(32), stranger)).toBeNull();
    for (const bad of ["", "kısa", "x'; drop table orders;--", null, undefined, 42])
      expect(await loadOrderSummary(db, bad, stranger)).toBeNull();
  });

  it("shows the personal data only to whoever placed the order; anyone else with the hash sees none", async () => {
    const order = await place([[toy, 1]], owner);
    const mine = await loadOrderSummary(db, order.orderHash, { userId: owner, sessionId: "another-device" });
    expect(mine).toMatchObject({
      memberOrder: true,
      personal: true,
      email: "alici@example.com",
      deliveryAddress: { personName: "Ayşe Yılmaz" },
    });
    expect(mine?.contractHtml).toContain("Ayşe Yılmaz");

    const guest = await place([[toy, 1]], null);
    expect(await loadOrderSummary(db, guest.orderHash, await placer(guest))).toMatchObject({ personal: true, email: "alici@example.com" });

    const asked = [
      [order, { userId: other, sessionId: null }],
      [order, stranger],
      [order, { userId: null, sessionId: (await placer(guest)).sessionId }],
      [guest, stranger],
      [guest, { userId: other, sessionId: null }],
    ] as const;
    for (const [placed, viewer] of asked) {
      const seen = await loadOrderSummary(db, placed.orderHash, viewer);
      expect(seen).toMatchObject({
        orderNumber: placed.orderNumber,
        personal: false,
        email: "",
        deliveryAddress: null,
        billingAddress: null,
        giftNote: null,
        contractHtml: "",
      });
      const text = JSON.stringify(seen);
      for (const secret of ["Ayşe Yılmaz", "05321112233", "Moda Cad", "10000000146", "alici@example.com"])
        expect(text).not.toContain(secret);
      expect(orderJson(seen!)).toMatchObject({ billing_address: null, delivery_address: null });
    }
  });

  it("gives the card payment: masked card, bank, installments, charged amount and earned points", async () => {
    const order = await place([[pram, 2]], owner, { paymentType: "creditCard", installment: 3, installmentExtra: 2 });
    await db
      .update(payments)
      .set({ amountKurus: order.totalKurus + 1_800 })
      .where(eq(payments.orderId, order.id));
    await settlePayment(db, await attemptOf(order.id), {
      status: "approved",
      provider: "sandbox",
      transactionId: "tx_1",
      maskedPan: "540036******0003",
      bankName: "Test Bankası",
      cardFamily: "Bonus",
    });
    const summary = await loadOrderSummary(db, order.orderHash, await placer(order));
    expect(summary?.status).toBe("confirmed");
    expect(summary?.payment).toMatchObject({
      maskedPan: "540036******0003",
      bankName: "Test Bankası",
      installmentLabel: "3 + 2 taksit",
      chargedKurus: order.totalKurus + 1_800,
      installmentDifferenceKurus: 1_800,
      providerOrderId: "tx_1",
    });
    expect(summary?.pointsEarned).toBe(6);
    expect(summary?.follow).toMatchObject({ label: "Sipariş Alındı", step: 0 });
    await db.update(orders).set({ shipmentStatusCode: 1 }).where(eq(orders.id, order.id));
    expect((await loadOrderSummary(db, order.orderHash, await placer(order)))?.lines[0].follow).toMatchObject({
      label: "Hazırlanıyor",
      step: 1,
    });
  });

  it("an order that was never paid has no summary: waiting for the bank, or declined", async () => {
    const order = await place([[toy, 1]], owner, { paymentType: "creditCard" });
    expect(await loadOrderSummary(db, order.orderHash, await placer(order))).toBeNull();
    await settlePayment(db, await attemptOf(order.id), {
      status: "declined",
      reason: "Yetersiz bakiye",
      provider: "sandbox",
      transactionId: "tx_2",
    });
    expect(await loadOrderSummary(db, order.orderHash, await placer(order))).toBeNull();
    expect(await loadOrderSummary(db, order.orderHash, stranger)).toBeNull();
  });

  it("names the pickup store, and a GIFT line hides the address blocks", async () => {
    const pickup = await place([[toy, 1]], owner, {
      deliveryType: "getShop",
      storeId,
      shippingCompanyId: null,
      deliveryAddress: null,
      paymentType: "creditCard",
    });
    await settlePayment(db, await attemptOf(pickup.id), { status: "approved", provider: "sandbox", transactionId: "tx_3" });
    const summary = await loadOrderSummary(db, pickup.orderHash, await placer(pickup));
    expect(summary).toMatchObject({
      deliveryType: "getShop",
      carrierName: null,
      store: { name: "Kadıköy Mağazası", city: "İstanbul" },
      hideAddresses: false,
    });
    expect(orderJson(summary!).storename).toBe("Kadıköy Mağazası");

    const gift = await place([[toy, 1]], null);
    await db.update(orderLines).set({ sku: "GIFT" }).where(eq(orderLines.orderId, gift.id));
    expect((await loadOrderSummary(db, gift.orderHash, await placer(gift)))?.hideAddresses).toBe(true);
  });

  it("gives the spec's Order JSON with money as TL numbers", async () => {
    const order = await place([[toy, 3]], null);
    await db.update(orderLines).set({ returnQuantity: 1 }).where(eq(orderLines.orderId, order.id));
    const json = orderJson((await loadOrderSummary(db, order.orderHash, await placer(order)))!);
    expect(json).toMatchObject({
      orderhash: order.orderHash,
      providerorderid: null,
      isoffline: false,
      storename: null,
      paymentdescription: "Havale / EFT",
      totaldiscount: 0,
      podprice: 0,
      itemstotal: 300,
      shippmentprice: 49.9,
      total: 349.9,
      billing_address: { address: TEST_ADDRESS.address, city: "İstanbul", district: "Kadıköy" },
      delivery_address: { address: TEST_ADDRESS.address, city: "İstanbul", district: "Kadıköy" },
      shipment_status_code: 0,
      shipments: [],
    });
    expect(new Date(json.date).getTime()).toBe(order.createdAt.getTime());
    expect(json.products).toEqual([
      {
        sku: "T1",
        name: "Oyuncak Ayı",
        unit_price: 100,
        total_price: 300,
        campaign_discount: 0,
        quantity: 3,
        image: expect.any(String),
        catalog_id: expect.any(Number),
        product_id: toy,
        url: expect.stringContaining("/urun/oyuncak-ayi-"),
        isreturn: true,
        returnQuantity: 1,
      },
    ]);
  });
});

describe("how an order reaches its shopper, and its return window", () => {
  const asOwner: OrderViewer = { userId: null, sessionId: null };
  const mine = (hash: string) => loadOrderSummary(db, hash, { ...asOwner, userId: owner });
  const atDoor = () => place([[toy, 1]], owner, { paymentType: "podCash", paymentDescription: "Kapıda Ödeme (Nakit)" });

  it("a store sale reads 'Mağaza Alışverişi', not a pickup", async () => {
    const sale = await atDoor();
    await db
      .update(orders)
      .set({ isOffline: true, storeId, deliveryType: "getShop", shippingCompanyId: null })
      .where(eq(orders.id, sale.id));
    expect(await mine(sale.orderHash)).toMatchObject({
      fulfilment: "storeSale",
      store: { name: "Kadıköy Mağazası" },
      follow: { label: "Teslim Edildi" },
      returnOpen: false,
    });
  });

  it("gift cards alone are e-mailed (to the buyer; a gift list's owner unnamed), never a parcel to follow", async () => {
    const cards = await atDoor();
    await db.update(orderLines).set({ sku: "GIFT-250" }).where(eq(orderLines.orderId, cards.id));
    const summary = await mine(cards.orderHash);
    expect(summary).toMatchObject({
      fulfilment: "email",
      emailedTo: "alici@example.com",
      hideAddresses: true,
      follow: { label: "E-posta ile Gönderildi", tone: "done" },
    });
    expect(summary?.lines[0].follow.label).toBe("E-posta ile Gönderildi");
    // Someone else holding the hash never sees the address.
    expect((await loadOrderSummary(db, cards.orderHash, stranger))?.emailedTo).toBeNull();
    // Beside a parcel, the order is a parcel; the gift card line alone is e-mailed.
    const mixed = await place(
      [
        [toy, 1],
        [pram, 1],
      ],
      owner,
      { paymentType: "podCash", paymentDescription: "Kapıda Ödeme (Nakit)" },
    );
    await db.update(orderLines).set({ sku: "GIFT-100" }).where(eq(orderLines.productId, toy));
    const both = await mine(mixed.orderHash);
    expect(both).toMatchObject({ fulfilment: "address", emailedTo: null, follow: { label: "Sipariş Alındı" } });
    expect(both?.lines.map((l) => l.follow.label)).toEqual(["E-posta ile Gönderildi", "Sipariş Alındı"]);
  });

  it("offers a return only until the end of the 14th day after delivery", async () => {
    const deliveredDaysAgo = async (days: number) => {
      const order = await atDoor();
      const at = new Date(Date.now() - days * 86_400_000);
      for (const toCode of [1, 2, 3, 9]) await moveShipment(db, order.id, { toCode, at });
      return order;
    };
    const recent = await deliveredDaysAgo(2);
    expect(await mine(recent.orderHash)).toMatchObject({
      returnOpen: true,
      hasReturns: false,
      returnUntilText: expect.stringMatching(/\d{4}$/),
    });
    const old = await deliveredDaysAgo(20);
    expect(await mine(old.orderHash)).toMatchObject({ returnOpen: false, hasReturns: false });
    // The server refuses too, with the same rule.
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, old.id));
    expect(await requestReturn(db, owner, old.orderHash, [{ lineId: line.id, quantity: 1, reason: "Vazgeçtim" }])).toMatchObject({
      ok: false,
      closed: true,
    });
    // Not yet delivered: no return either.
    expect((await mine((await atDoor()).orderHash))?.returnOpen).toBe(false);
  });
});

describe("shipment status and installments", () => {
  it("follows the spec's status codes", () => {
    expect([0, 1, 2, 3, 9, 10, 11, 12, 13, 14, 15, 999, 7].map((c) => shipmentStatus(c).label)).toEqual([
      "Sipariş Alındı",
      "Hazırlanıyor",
      "Kargoya Verildi",
      "Kargoya Verildi",
      "Teslim Edildi",
      "Teslim Edildi",
      "Teslim Edildi",
      "Teslim Edilemedi",
      "İptal Edildi",
      "Teslim Edilemedi",
      "İptal Edildi",
      "İade Edildi",
      "Sipariş Alındı",
    ]);
    expect(shipmentStatus(1, true).label).toBe("Teslim Edildi");
  });

  it("names installments as the spec does", () => {
    expect([orderInstallmentLabel(1), orderInstallmentLabel(3), orderInstallmentLabel(3, 2)]).toEqual([
      "Peşin",
      "3 taksit",
      "3 + 2 taksit",
    ]);
  });
});
