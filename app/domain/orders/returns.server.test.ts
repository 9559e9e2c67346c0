import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { giftCards, orderLines, orders, outbox, payments, products, refunds, returnRequests, users } from "#app/db/schema";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { moveShipment } from "#app/domain/fulfilment/fulfil.server";
import { createSandboxProvider, createSandboxTransaction } from "#app/domain/payments/sandbox-provider.server";
import type { PaymentProvider } from "#app/domain/payments/provider";
import {
  ORDER_NOT_FOUND,
  RETURN_CHECK_FIELDS,
  RETURN_NOT_DELIVERED,
  RETURN_NOTHING_CHOSEN,
  RETURN_NOTHING_LEFT,
  RETURN_REASON_REQUIRED,
  RETURN_WINDOW_CLOSED,
} from "./messages";
import { WITHDRAWAL_FEES_NOTE } from "#app/domain/legal/withdrawal-terms";
import { canMoveReturn, RETURN_CODE_FORMAT, RETURN_REASONS, RETURN_STATUSES, type ReturnStatus } from "./return-states";
import {
  advanceDemoReturns,
  advanceReturn,
  quantityField,
  reasonField,
  requestReturn,
  returnPageOf,
  returnWindowEnd,
} from "./returns.server";

let db: Db;
let close: () => Promise<void>;
let bank: PaymentProvider;
let member: number;
let other: number;
let toyA: number;
let toyB: number;
let toyC: number;
let carrier: number;
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);
const DAY = 86_400_000;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  bank = createSandboxProvider(db);
  ({
    variantIds: [toyA, toyB, toyC],
  } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [
    { sku: "AYI-B", name: "Oyuncak Ayı Büyük", priceKurus: 60_000, stock: 100 },
    { sku: "AYI-K", name: "Oyuncak Ayı Küçük", priceKurus: 25_000, stock: 100 },
    { sku: "AYI-M", name: "Oyuncak Ayı Mini", priceKurus: 10_000, stock: 100 },
  ]));
  ({ carrier } = await seedDelivery(db, []));
  [{ id: member }, { id: other }] = await db
    .insert(users)
    .values([
      { email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", phone: "05321234567", jokerPoints: 1_000 },
      { email: "baska@example.com", passwordHash: "x", firstname: "Can", lastname: "Ak", phone: "05321234568" },
    ])
    .returning();
});
afterAll(async () => close?.());

const stockOf = async (id: number) => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
const points = async () => (await db.select({ points: users.jokerPoints }).from(users).where(eq(users.id, member)))[0].points;
const linesOf = (orderId: number) => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
const mails = (subject: string) => db.select().from(outbox).where(eq(outbox.subject, subject));

/** Delivered `daysAgo` (the carrier's steps before it). */
async function deliver(orderId: number, deliveredAt = new Date()) {
  for (const [i, code] of [1, 2, 3, 9].entries())
    await moveShipment(db, orderId, { toCode: code, at: new Date(deliveredAt.getTime() - (3 - i) * 3_600_000) });
}

/** A member's order (2 × A and 1 × B unless told) paid at the door, delivered `deliveredAt`. */
async function deliveredAtDoor(
  deliveredAt = new Date(),
  items: [number, number][] = [
    [toyA, 2],
    [toyB, 1],
  ],
) {
  const order = await kit.place(items, member, { paymentType: "podCash", paymentDescription: "Kapıda Nakit" });
  await deliver(order.id, deliveredAt);
  return { order, lines: await linesOf(order.id) };
}

let voucherNo = 0;
/**
 * The same order with 30 Joker points and a 100 TL voucher (unless told otherwise), paid by card
 * (an approved sandbox transaction), delivered now.
 */
async function deliveredByCard(
  items: [number, number][] = [
    [toyA, 2],
    [toyB, 1],
  ],
  { jokerPoints = 30, voucherKurus = 10_000 } = {},
) {
  const voucherCode = `HEDIYE${++voucherNo}`;
  if (voucherKurus > 0)
    await db.insert(giftCards).values({ code: voucherCode, balanceKurus: voucherKurus, expiresAt: new Date(Date.now() + DAY) });
  const atDoor = await kit.place(items, member, {
    paymentType: "podCash",
    paymentDescription: "Kapıda Nakit",
    jokerPoints,
    voucherCode: voucherKurus > 0 ? voucherCode : null,
  });
  // Paid by card instead: no door fee.
  const [order] = await db
    .update(orders)
    .set({ paymentType: "creditCard", podPriceKurus: 0, totalKurus: atDoor.totalKurus - atDoor.podPriceKurus })
    .where(eq(orders.id, atDoor.id))
    .returning();
  const tx = await createSandboxTransaction(db, {
    reference: order.orderNumber,
    amountKurus: order.totalKurus,
    kind: "card",
    status: "approved",
    returnUrl: "/x",
  });
  await db
    .update(payments)
    .set({ type: "creditCard", provider: "sandbox", status: "approved", providerOrderId: tx.id, amountKurus: order.totalKurus })
    .where(eq(payments.orderId, order.id));
  await deliver(order.id);
  return { order, lines: await linesOf(order.id), transactionId: tx.id, voucherCode };
}

const balanceOf = async (code: string) =>
  (await db.select({ balance: giftCards.balanceKurus }).from(giftCards).where(eq(giftCards.code, code)))[0].balance;

describe("the return window", () => {
  it("ends with the 14th day after delivery, Istanbul time", () => {
    // 23:30 in Istanbul on 10 November → open through 24 November.
    expect(returnWindowEnd(new Date("2026-11-10T20:30:00Z")).toISOString()).toBe("2026-11-24T20:59:59.999Z");
    // 01:30 in Istanbul on 11 November → open through 25 November.
    expect(returnWindowEnd(new Date("2026-11-10T22:30:00Z")).toISOString()).toBe("2026-11-25T20:59:59.999Z");
  });

  it("is shut before delivery and after the 14 days, with the reason; open in between", async () => {
    const order = await kit.place([[toyA, 1]], member, { paymentType: "podCash", paymentDescription: "Kapıda Nakit" });
    const before = await returnPageOf(db, member, order.orderHash);
    expect(before?.window).toMatchObject({ state: "notDelivered", open: false, message: RETURN_NOT_DELIVERED });
    const [line] = await linesOf(order.id);
    expect(await requestReturn(db, member, order.orderHash, [{ lineId: line.id, quantity: 1, reason: "Vazgeçtim" }])).toMatchObject({
      ok: false,
      reason: RETURN_NOT_DELIVERED,
    });

    const deliveredAt = new Date("2026-11-10T09:00:00Z");
    await deliver(order.id, deliveredAt);
    const lastMoment = new Date("2026-11-24T20:59:59.999Z");
    const open = await returnPageOf(db, member, order.orderHash, lastMoment);
    expect(open).toMatchObject({
      deliveredText: "10 Kasım 2026",
      window: { state: "open", open: true, untilText: "24 Kasım 2026" },
      lines: [{ id: line.id, quantity: 1, returnable: 1 }],
    });

    const late = new Date(lastMoment.getTime() + 1);
    const closed = await returnPageOf(db, member, order.orderHash, late);
    const why =
      "Cayma hakkı süresi doldu: ürünleri teslim aldığınız tarihten itibaren 14 gün içinde iade talebi oluşturabilirsiniz. Bu siparişin teslim tarihi: 10 Kasım 2026.";
    expect(RETURN_WINDOW_CLOSED("10 Kasım 2026")).toBe(why);
    expect(closed?.window).toMatchObject({ state: "expired", open: false, message: why });
    expect(await requestReturn(db, member, order.orderHash, [{ lineId: line.id, quantity: 1, reason: "Vazgeçtim" }], late)).toEqual({
      ok: false,
      reason: why,
      errors: {},
      closed: true,
    });
    expect(
      await requestReturn(db, member, order.orderHash, [{ lineId: line.id, quantity: 1, reason: "Vazgeçtim" }], lastMoment),
    ).toMatchObject({ ok: true });
  });

  it("reads someone else's order, an unknown hash, like a missing one", async () => {
    const { order, lines } = await deliveredAtDoor();
    expect(await returnPageOf(db, other, order.orderHash)).toBeNull();
    expect(await returnPageOf(db, member, "yok-yok-yok-yok-yok-yok")).toBeNull();
    const item = [{ lineId: lines[0].id, quantity: 1, reason: "Vazgeçtim" }];
    expect(await requestReturn(db, other, order.orderHash, item)).toEqual({
      ok: false,
      reason: ORDER_NOT_FOUND,
      errors: {},
      notFound: true,
    });
    expect(await requestReturn(db, member, 42, item)).toMatchObject({ ok: false, reason: ORDER_NOT_FOUND, notFound: true });
    expect(await db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual([]);
  });
});

describe("requestReturn", () => {
  it("checks quantities and reasons per line and writes one request per line under one code, e-mailed", async () => {
    const { order, lines } = await deliveredAtDoor();
    const [a, b] = lines;
    expect(await requestReturn(db, member, order.orderHash, [])).toMatchObject({ ok: false, reason: RETURN_NOTHING_CHOSEN });
    expect(await requestReturn(db, member, order.orderHash, [{ lineId: a.id, quantity: 0, reason: "" }])).toMatchObject({
      ok: false,
      reason: RETURN_NOTHING_CHOSEN,
    });
    expect(await requestReturn(db, member, order.orderHash, [{ lineId: 999_999, quantity: 1, reason: "Vazgeçtim" }])).toMatchObject({
      ok: false,
      reason: RETURN_NOTHING_CHOSEN,
    });
    expect(
      await requestReturn(db, member, order.orderHash, [
        { lineId: a.id, quantity: 3, reason: "Vazgeçtim" },
        { lineId: b.id, quantity: 1, reason: "Beğenmedim" },
      ]),
    ).toEqual({
      ok: false,
      reason: RETURN_CHECK_FIELDS,
      errors: { [quantityField(a.id)]: "Bu üründen en fazla 2 adet iade edebilirsiniz.", [reasonField(b.id)]: RETURN_REASON_REQUIRED },
    });
    expect(await requestReturn(db, member, order.orderHash, [{ lineId: a.id, quantity: 1.5, reason: "Vazgeçtim" }])).toMatchObject({
      ok: false,
      errors: { [quantityField(a.id)]: expect.any(String) },
    });
    expect(await requestReturn(db, member, order.orderHash, [{ lineId: a.id, quantity: -1, reason: "Vazgeçtim" }])).toMatchObject({
      ok: false,
      errors: { [quantityField(a.id)]: expect.any(String) },
    });

    for (const reason of RETURN_REASONS) expect(reason.length).toBeGreaterThan(0);
    const made = await requestReturn(db, member, order.orderHash, [
      { lineId: a.id, quantity: 1, reason: "Beden / ölçü uymadı" },
      { lineId: b.id, quantity: 1, reason: "Hasarlı veya kusurlu ürün" },
    ]);
    if (!made.ok) throw new Error(made.reason);
    expect(made.code).toMatch(RETURN_CODE_FORMAT);
    const rows = await db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id)).orderBy(returnRequests.id);
    expect(rows).toMatchObject([
      { orderLineId: a.id, quantity: 1, reason: "Beden / ölçü uymadı", code: made.code, status: "requested" },
      { orderLineId: b.id, quantity: 1, reason: "Hasarlı veya kusurlu ürün", code: made.code, status: "requested" },
    ]);
    const [mail] = await mails(`İade talebiniz alındı (${made.code})`);
    expect(mail.to).toBe("alici@example.com");
    expect(mail.body).toContain(`İade kodunuz: ${made.code}`);
    expect(mail.body).toContain("kargo firmasının herhangi bir şubesine");

    // What is asked for is no longer returnable; the page shows the request.
    const page = await returnPageOf(db, member, order.orderHash);
    expect(page?.lines.map((l) => l.returnable)).toEqual([1, 0]);
    expect(page?.requests).toMatchObject([
      { code: made.code, status: "requested", statusLabel: "Talep Alındı", lines: [{ quantity: 1 }, { quantity: 1 }] },
    ]);
    expect(await requestReturn(db, member, order.orderHash, [{ lineId: b.id, quantity: 1, reason: "Diğer" }])).toMatchObject({
      ok: false,
      errors: { [quantityField(b.id)]: "Bu ürün için iade talebi oluşturulamaz." },
    });
    const last = await requestReturn(db, member, order.orderHash, [{ lineId: a.id, quantity: 1, reason: "Diğer" }]);
    expect(last.ok && last.code).not.toBe(made.code);
    expect((await returnPageOf(db, member, order.orderHash))?.window).toMatchObject({ state: "nothingLeft", message: RETURN_NOTHING_LEFT });
  });

  it("never lets two requests at once ask for more units than were delivered", async () => {
    const { order, lines } = await deliveredAtDoor();
    const ask = () => requestReturn(db, member, order.orderHash, [{ lineId: lines[0].id, quantity: 2, reason: "Vazgeçtim" }]);
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const [{ units }] = await db
      .select({ units: returnRequests.quantity })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.orderLineId, lines[0].id)));
    expect(units).toBe(2);
    expect((await db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).length).toBe(1);
  });
});

describe("advanceReturn", () => {
  it("allows exactly requested→approved→received→refunded and requested/approved→rejected", () => {
    const allowed = new Set(["requested→approved", "requested→rejected", "approved→received", "approved→rejected", "received→refunded"]);
    for (const from of RETURN_STATUSES)
      for (const to of RETURN_STATUSES) expect(canMoveReturn(from, to), `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
  });

  it("refuses every other move on a stored request and leaves it as it was", async () => {
    const refusedFrom: Record<ReturnStatus, ReturnStatus[]> = {
      requested: ["requested", "received", "refunded"],
      approved: ["requested", "approved", "refunded"],
      received: ["requested", "approved", "received", "rejected"],
      refunded: ["requested", "approved", "received", "refunded", "rejected"],
      rejected: ["requested", "approved", "received", "refunded", "rejected"],
    };
    const path: Record<ReturnStatus, ReturnStatus[]> = {
      requested: [],
      approved: ["approved"],
      received: ["approved", "received"],
      refunded: ["approved", "received", "refunded"],
      rejected: ["rejected"],
    };
    for (const status of RETURN_STATUSES) {
      const { order, lines } = await deliveredAtDoor();
      const made = await requestReturn(db, member, order.orderHash, [{ lineId: lines[1].id, quantity: 1, reason: "Vazgeçtim" }]);
      if (!made.ok) throw new Error(made.reason);
      for (const step of path[status])
        expect(await advanceReturn(db, bank, made.code, step), `${status}: ${step}`).toMatchObject({ ok: true, to: step });
      for (const to of refusedFrom[status]) {
        expect(await advanceReturn(db, bank, made.code, to), `${status}→${to}`).toMatchObject({
          ok: false,
          reason: expect.stringContaining("geçişi yok"),
        });
        const [row] = await db.select().from(returnRequests).where(eq(returnRequests.code, made.code));
        expect(row.status).toBe(status);
      }
    }
    expect(await advanceReturn(db, bank, "IAD-YOKYOK", "approved")).toEqual({ ok: false, reason: "İade talebi bulunamadı." });
  });

  it("a rejected request gives its units back to what may be returned, and says so by e-mail", async () => {
    const { order, lines } = await deliveredAtDoor();
    const made = await requestReturn(db, member, order.orderHash, [{ lineId: lines[1].id, quantity: 1, reason: "Vazgeçtim" }]);
    if (!made.ok) throw new Error(made.reason);
    const held = await stockOf(toyB);
    expect(await advanceReturn(db, bank, made.code, "rejected")).toMatchObject({ ok: true, from: "requested", to: "rejected" });
    expect(await stockOf(toyB)).toBe(held);
    expect((await returnPageOf(db, member, order.orderHash))?.lines[1].returnable).toBe(1);
    expect((await mails(`İade talebiniz onaylanmadı (${made.code})`)).length).toBe(1);
  });

  it("card order: stock, return quantity, points, voucher and money back exactly, the parcel 'returned' when all came back", async () => {
    const { order, lines, transactionId, voucherCode } = await deliveredByCard();
    const [a, b] = lines;
    // 2 × 600 TL + 250 TL = 1450 TL of goods, 30 points (30 TL) and a 100 TL voucher: 1320 TL by card.
    // It earned 13 Joker points (one per 100 TL paid), which went to the member when it was placed.
    expect(order).toMatchObject({
      itemsTotalKurus: 145_000,
      jokerPointsUsed: 30,
      jokerPointsEarned: 13,
      voucherDiscountKurus: 10_000,
      shipmentPriceKurus: 0,
      totalKurus: 132_000,
    });
    const start = { a: await stockOf(toyA), b: await stockOf(toyB), points: await points(), voucher: await balanceOf(voucherCode) };

    const first = await requestReturn(db, member, order.orderHash, [{ lineId: a.id, quantity: 1, reason: "Vazgeçtim" }]);
    if (!first.ok) throw new Error(first.reason);
    await advanceReturn(db, bank, first.code, "approved");
    expect((await mails(`İade talebiniz onaylandı (${first.code})`)).length).toBe(1);
    expect(await stockOf(toyA)).toBe(start.a);
    await advanceReturn(db, bank, first.code, "received");
    expect(await stockOf(toyA)).toBe(start.a + 1);
    expect((await linesOf(order.id)).map((l) => l.returnQuantity)).toEqual([1, 0]);
    expect((await mails(`İade ürünleriniz depomuza ulaştı (${first.code})`)).length).toBe(1);

    // Share 600 / 1450: points round(12.41) = 12, voucher round(4137.93) = 41,38 TL, money 600 − 12 − 41,38 = 546,62 TL;
    // of the 13 points earned, round(5.38) = 5 are taken back.
    expect(await advanceReturn(db, bank, first.code, "refunded")).toEqual({
      ok: true,
      from: "received",
      to: "refunded",
      refund: {
        valueKurus: 60_000,
        pointsBack: 12,
        pointsTakenBack: 5,
        voucherBackKurus: 4_138,
        moneyKurus: 54_662,
        refundedOnlineKurus: 54_662,
        shippingBackKurus: 0,
        podFeeBackKurus: 0,
      },
    });
    expect(await points()).toBe(start.points + 12 - 5);
    expect(await balanceOf(voucherCode)).toBe(start.voucher + 4_138);
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(54_662);
    const [firstRow] = await db.select().from(returnRequests).where(eq(returnRequests.code, first.code));
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toMatchObject([
      { amountKurus: 54_662, reason: "return", status: "done", returnRequestId: firstRow.id },
    ]);
    const [mail] = await mails(`İadeniz tamamlandı (${first.code})`);
    expect(mail.body).toContain("546,62 TL ödeme yaptığınız karta iade edildi");
    expect(mail.body).toContain("Kullandığınız 12 Joker Puan hesabınıza geri yüklendi.");
    expect(mail.body).toContain("düşen 5 puanı hesabınızdan düşüldü");
    expect(mail.body).toContain("41,38 TL");
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].shipmentStatusCode).toBe(9);

    // The rest: the cumulative share gives back exactly what was left of the points, voucher and money.
    const rest = await requestReturn(db, member, order.orderHash, [
      { lineId: a.id, quantity: 1, reason: "Diğer" },
      { lineId: b.id, quantity: 1, reason: "Yanlış ürün gönderildi" },
    ]);
    if (!rest.ok) throw new Error(rest.reason);
    for (const step of ["approved", "received"] as const) await advanceReturn(db, bank, rest.code, step);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].shipmentStatusCode).toBe(999);
    expect((await linesOf(order.id)).map((l) => l.returnQuantity)).toEqual([2, 1]);
    expect({ a: await stockOf(toyA), b: await stockOf(toyB) }).toEqual({ a: start.a + 2, b: start.b + 1 });
    expect(await advanceReturn(db, bank, rest.code, "refunded")).toMatchObject({
      refund: { valueKurus: 85_000, pointsBack: 18, pointsTakenBack: 8, voucherBackKurus: 5_862, moneyKurus: 77_338 },
    });
    expect(await points()).toBe(start.points + 30 - 13);
    expect(await balanceOf(voucherCode)).toBe(start.voucher + 10_000);
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(132_000);
    expect((await db.select().from(payments).where(eq(payments.orderId, order.id)))[0].status).toBe("refunded");
    expect((await returnPageOf(db, member, order.orderHash))?.window.state).toBe("allReturned");
  });

  it("an order paid at the door gets no online refund: the e-mail says customer service pays it by transfer", async () => {
    const { order, lines } = await deliveredAtDoor();
    const made = await requestReturn(db, member, order.orderHash, [{ lineId: lines[1].id, quantity: 1, reason: "Vazgeçtim" }]);
    if (!made.ok) throw new Error(made.reason);
    for (const step of ["approved", "received"] as const) await advanceReturn(db, bank, made.code, step);
    expect(await advanceReturn(db, bank, made.code, "refunded")).toMatchObject({
      refund: { valueKurus: 25_000, pointsBack: 0, voucherBackKurus: 0, moneyKurus: 25_000, refundedOnlineKurus: 0 },
    });
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    const [mail] = await mails(`İadeniz tamamlandı (${made.code})`);
    expect(mail.body).toContain("250,00 TL tutarındaki iadesi, müşteri hizmetlerimizin sizden isteyeceği IBAN'a havale ile yapılacaktır");
    expect(mail.body).toContain(WITHDRAWAL_FEES_NOTE);
    expect(mail.body).not.toContain("kargo ücreti dahildir");
  });
});

/** 250 TL of B and 100 TL of C by card (shipping paid: under the free-shipping threshold), with a voucher of `voucherKurus`. */
const smallCardOrder = (voucherKurus: number) =>
  deliveredByCard(
    [
      [toyB, 1],
      [toyC, 1],
    ],
    { jokerPoints: 0, voucherKurus },
  );

/** Moves a new request for these [line, units] to 'received'; answers its code. */
async function receivedReturn(orderHash: string, items: [number, number][]) {
  const made = await requestReturn(
    db,
    member,
    orderHash,
    items.map(([lineId, quantity]) => ({ lineId, quantity, reason: "Vazgeçtim" })),
  );
  if (!made.ok) throw new Error(made.reason);
  for (const step of ["approved", "received"] as const) await advanceReturn(db, bank, made.code, step);
  return made.code;
}

/** Moves the received request `code` to 'refunded'; answers what it gave back. */
async function refundOf(code: string) {
  const moved = await advanceReturn(db, bank, code, "refunded");
  if (!moved.ok) throw new Error(moved.reason);
  return moved.refund;
}

const refundRows = (orderId: number) =>
  db
    .select({ amountKurus: refunds.amountKurus, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(refunds.id);

describe("withdrawal refunds (Mesafeli Sözleşmeler Yönetmeliği art. 15)", () => {
  it("a whole order withdrawn in two returns refunds the goods, the shipping fee and the door fee, the fees once", async () => {
    // 250 TL + 100 TL of goods, under the free-shipping threshold: 49,90 TL shipping and 19,90 TL door fee, 419,80 TL in all.
    const { order, lines } = await deliveredAtDoor(new Date(), [
      [toyB, 1],
      [toyC, 1],
    ]);
    expect(order).toMatchObject({ itemsTotalKurus: 35_000, shipmentPriceKurus: 4_990, podPriceKurus: 1_990, totalKurus: 41_980 });
    const [b, c] = lines;

    // Partial: the goods only, the fees stay with the goods kept.
    const first = await receivedReturn(order.orderHash, [[b.id, 1]]);
    expect(await refundOf(first)).toMatchObject({
      valueKurus: 25_000,
      moneyKurus: 25_000,
      shippingBackKurus: 0,
      podFeeBackKurus: 0,
    });
    const [partialMail] = await mails(`İadeniz tamamlandı (${first})`);
    expect(partialMail.body).toContain(WITHDRAWAL_FEES_NOTE);
    expect(partialMail.body).not.toContain("Kargo ve kapıda ödeme ücretleri iade edilmez.");

    // The rest: this return completes the whole order and carries both fees.
    const last = await receivedReturn(order.orderHash, [[c.id, 1]]);
    expect(await refundOf(last)).toMatchObject({
      valueKurus: 10_000,
      moneyKurus: 10_000 + 4_990 + 1_990,
      shippingBackKurus: 4_990,
      podFeeBackKurus: 1_990,
    });
    expect(25_000 + 16_980).toBe(order.totalKurus);
    const [lastMail] = await mails(`İadeniz tamamlandı (${last})`);
    expect(lastMail.body).toContain("169,80 TL tutarındaki iadesi");
    expect(lastMail.body).toContain("İade tutarına ödediğiniz 49,90 TL kargo ücreti dahildir.");
    expect(lastMail.body).toContain("İade tutarına ödediğiniz 19,90 TL kapıda ödeme ücreti dahildir.");
  });

  it("a card order: the refund rows are exact to the kuruş and add up to what the card paid, shipping included", async () => {
    // 350 TL of goods + 49,90 TL shipping − a 50 TL voucher = 349,90 TL by card.
    const { order, lines, transactionId, voucherCode } = await smallCardOrder(5_000);
    expect(order).toMatchObject({ shipmentPriceKurus: 4_990, podPriceKurus: 0, voucherDiscountKurus: 5_000, totalKurus: 34_990 });
    const voucherAtStart = await balanceOf(voucherCode);
    const [b, c] = lines;
    const first = await receivedReturn(order.orderHash, [[b.id, 1]]);
    // 250 / 350 of the voucher: round(3571.43) = 35,71 TL back to it, 250 − 35,71 = 214,29 TL to the card.
    expect(await refundOf(first)).toMatchObject({
      voucherBackKurus: 3_571,
      moneyKurus: 21_429,
      shippingBackKurus: 0,
    });
    const last = await receivedReturn(order.orderHash, [[c.id, 1]]);
    // The rest of the voucher (14,29 TL), 100 − 14,29 + 49,90 = 135,61 TL to the card.
    expect(await refundOf(last)).toMatchObject({
      voucherBackKurus: 1_429,
      moneyKurus: 13_561,
      refundedOnlineKurus: 13_561,
      shippingBackKurus: 4_990,
      podFeeBackKurus: 0,
    });
    expect(await refundRows(order.id)).toEqual([
      { amountKurus: 21_429, status: "done" },
      { amountKurus: 13_561, status: "done" },
    ]);
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(order.totalKurus);
    expect(await balanceOf(voucherCode)).toBe(voucherAtStart + 5_000);
    expect((await db.select().from(payments).where(eq(payments.orderId, order.id)))[0].status).toBe("refunded");
  });

  it("two returns refunded at the same moment give back what was paid once, never more", async () => {
    const { order, lines, transactionId } = await smallCardOrder(0);
    expect(order.totalKurus).toBe(39_990);
    const codes = [await receivedReturn(order.orderHash, [[lines[0].id, 1]]), await receivedReturn(order.orderHash, [[lines[1].id, 1]])];
    const answers = await Promise.all(codes.map((code) => advanceReturn(db, bank, code, "refunded")));
    const shares = answers.map((a) => (a.ok ? a.refund! : null));
    expect(shares.reduce((sum, r) => sum + (r?.moneyKurus ?? 0), 0)).toBe(39_990);
    expect(shares.filter((r) => r?.shippingBackKurus === 4_990)).toHaveLength(1);
    const rows = await refundRows(order.id);
    expect(rows.reduce((sum, r) => sum + r.amountKurus, 0)).toBe(39_990);
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(39_990);
  });

  it("a return after part of the payment was already refunded pays back only the rest", async () => {
    const { order, lines, transactionId } = await smallCardOrder(0);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    // 300 TL went back to the card before (paid out at the bank and noted).
    await db.insert(refunds).values({ orderId: order.id, paymentId: payment.id, amountKurus: 30_000, reason: "return", status: "done" });
    await bank.refund!(transactionId, 30_000, { key: "earlier", items: [] });
    const code = await receivedReturn(order.orderHash, [
      [lines[0].id, 1],
      [lines[1].id, 1],
    ]);
    // Owed 399,90 TL in all (goods and shipping), 300 TL of it paid already: 99,90 TL.
    expect(await refundOf(code)).toMatchObject({ moneyKurus: 9_990, refundedOnlineKurus: 9_990 });
    expect((await refundRows(order.id)).reduce((sum, r) => sum + r.amountKurus, 0)).toBe(order.totalKurus);
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(order.totalKurus);
  });
});

describe("advanceDemoReturns", () => {
  it("moves each open request one step once it has waited, up to refunded", async () => {
    const { order, lines } = await deliveredAtDoor();
    const made = await requestReturn(db, member, order.orderHash, [{ lineId: lines[1].id, quantity: 1, reason: "Vazgeçtim" }]);
    if (!made.ok) throw new Error(made.reason);
    const statusNow = async () => (await db.select().from(returnRequests).where(eq(returnRequests.code, made.code)))[0].status;
    let now = new Date();
    // Not waited yet: it stays (other tests' requests, made at fixed past moments, may move).
    await advanceDemoReturns(db, bank, { stepMinutes: 2, now });
    expect(await statusNow()).toBe("requested");
    for (const expected of ["approved", "received", "refunded"]) {
      now = new Date(now.getTime() + 3 * 60_000);
      expect(await advanceDemoReturns(db, bank, { stepMinutes: 2, now })).toBeGreaterThanOrEqual(1);
      expect(await statusNow()).toBe(expected);
    }
    now = new Date(now.getTime() + 3 * 60_000);
    await advanceDemoReturns(db, bank, { stepMinutes: 2, now });
    expect(await statusNow()).toBe("refunded");
  });
});
