import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { orders, outbox, payments, products, refunds, users } from "#app/db/schema";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { moveShipment } from "#app/domain/fulfilment/fulfil.server";
import { createSandboxProvider, createSandboxTransaction } from "#app/domain/payments/sandbox-provider.server";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { cancelMemberOrder } from "./cancel-order.server";
import { ALREADY_CANCELLED, CANNOT_CANCEL, ORDER_NOT_FOUND } from "./messages";
import { payPendingRefunds } from "./refunds.server";

let db: Db;
let close: () => Promise<void>;
let bank: PaymentProvider;
let member: number;
let other: number;
let toy: number;
let carrier: number;
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  bank = createSandboxProvider(db);
  ({
    variantIds: [toy],
  } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [{ sku: "AYI", priceKurus: 60_000, stock: 100 }]));
  ({ carrier } = await seedDelivery(db, []));
  [{ id: member }, { id: other }] = await db
    .insert(users)
    .values([
      { email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", phone: "05321234567", jokerPoints: 50 },
      { email: "baska@example.com", passwordHash: "x", firstname: "Can", lastname: "Ak", phone: "05321234568" },
    ])
    .returning();
});
afterAll(async () => close?.());

const stock = async () => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, toy)))[0].stock;
const points = async () => (await db.select({ points: users.jokerPoints }).from(users).where(eq(users.id, member)))[0].points;
const atDoor = () => kit.place([[toy, 2]], member, { paymentType: "podCash", paymentDescription: "Kapıda Nakit", jokerPoints: 10 });

/** A member's order paid by card: an approved sandbox transaction behind its current payment. */
async function paidByCard() {
  const order = await kit.place([[toy, 1]], member, { paymentType: "podCash", paymentDescription: "Kapıda Nakit" });
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
  return { order, transactionId: tx.id };
}

describe("cancelMemberOrder", () => {
  it("cancels an order still in the warehouse: stock, points used and earned, the parcel's step, an e-mail", async () => {
    const before = { stock: await stock(), points: await points() };
    const order = await atDoor();
    expect(order.status).toBe("confirmed");
    expect(await stock()).toBe(before.stock - 2);
    const earned = order.jokerPointsEarned;
    expect(await points()).toBe(before.points - 10 + earned);
    await moveShipment(db, order.id, { toCode: 1 });

    expect(await cancelMemberOrder(db, bank, member, order.orderHash)).toEqual({ ok: true, refundKurus: 0 });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "cancelled", shipmentStatusCode: 13 });
    expect(await stock()).toBe(before.stock);
    expect(await points()).toBe(before.points);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Siparişiniz iptal edildi (${order.orderNumber})`));
    expect(mail.body).toContain("bir ödeme alınmadığından");
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);

    expect(await cancelMemberOrder(db, bank, member, order.orderHash)).toEqual({ ok: false, reason: ALREADY_CANCELLED });
  });

  it("refuses once the parcel is with the carrier, and for someone else's or an unknown order", async () => {
    const order = await atDoor();
    expect(await cancelMemberOrder(db, bank, other, order.orderHash)).toEqual({ ok: false, reason: ORDER_NOT_FOUND });
    expect(await cancelMemberOrder(db, bank, member, "yok-yok-yok-yok-yok-yok")).toEqual({ ok: false, reason: ORDER_NOT_FOUND });
    await moveShipment(db, order.id, { toCode: 1 });
    await moveShipment(db, order.id, { toCode: 2 });
    const held = await stock();
    expect(await cancelMemberOrder(db, bank, member, order.orderHash)).toEqual({ ok: false, reason: CANNOT_CANCEL });
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "confirmed", shipmentStatusCode: 2 });
    expect(await stock()).toBe(held);
  });

  it("refunds a card payment through the provider, once", async () => {
    const { order, transactionId } = await paidByCard();
    expect(await cancelMemberOrder(db, bank, member, order.orderHash)).toEqual({ ok: true, refundKurus: order.totalKurus });
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(order.totalKurus);
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ status: "done", amountKurus: order.totalKurus, reason: "cancel" });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment.status).toBe("refunded");
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Siparişiniz iptal edildi (${order.orderNumber})`));
    expect(mail.body).toContain("karta iade edildi");
    // Run again: nothing pending, nothing paid twice.
    expect(await payPendingRefunds(db, bank)).toEqual({ done: 0, failed: 0 });
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(order.totalKurus);
  });
});

describe("payPendingRefunds", () => {
  it("notes a refund the bank already paid (a runner died before noting it) without paying it again", async () => {
    const { order, transactionId } = await paidByCard();
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    const [refund] = await db
      .insert(refunds)
      .values({ orderId: order.id, paymentId: payment.id, amountKurus: 1_000, reason: "return" })
      .returning();
    // The bank paid, then the runner died: the row still says 'paying', long ago.
    expect(await bank.refund!(transactionId, 1_000)).toEqual({ ok: true });
    await db
      .update(refunds)
      .set({ status: "paying", doneAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(refunds.id, refund.id));

    expect(await payPendingRefunds(db, bank)).toEqual({ done: 1, failed: 0 });
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(1_000);
    const [after] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(after.status).toBe("done");
  });

  it("leaves a refund another runner is paying right now alone, and records the bank's refusal", async () => {
    const { order } = await paidByCard();
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    const [busy] = await db
      .insert(refunds)
      .values({ orderId: order.id, paymentId: payment.id, amountKurus: 500, reason: "return", status: "paying", doneAt: new Date() })
      .returning();
    const [tooMuch] = await db
      .insert(refunds)
      .values({ orderId: order.id, paymentId: payment.id, amountKurus: order.totalKurus + 1, reason: "return" })
      .returning();
    expect(await payPendingRefunds(db, bank, { orderId: order.id })).toEqual({ done: 0, failed: 1 });
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.find((r) => r.id === busy.id)?.status).toBe("paying");
    expect(rows.find((r) => r.id === tooMuch.id)).toMatchObject({
      status: "failed",
      failureReason: "İade tutarı işlemin iade edilebilir tutarını aşıyor.",
    });
  });
});
