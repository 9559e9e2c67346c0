import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import {
  addresses,
  districts,
  orders,
  outbox,
  payments,
  products,
  sandboxPosCards,
  sandboxPosTransactions,
  savedCards,
  subscriptionRuns,
  subscriptions,
  users,
} from "#app/db/schema";
import { seedDelivery, seedItem } from "#tests/support/unit/orders";
import { createSandboxProvider } from "#app/domain/payments/sandbox-provider.server";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { runDueSubscriptions } from "./recurring-orders.server";
import { addDays, dayInTurkey } from "./send-dates";

let db: Db;
let close: () => Promise<void>;
let bank: PaymentProvider;
let member: number;
let nappy: number;
let address: number;
let card: number;
const NOW = new Date();
const TODAY = dayInTurkey(NOW);
const ORIGIN = "https://www.example.com";

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  bank = createSandboxProvider(db, { now: () => NOW });
  ({
    variantIds: [nappy],
  } = await seedItem(db, { name: "Bebek Bezi Ultra Kuru", slug: "bez" }, [
    { sku: "BEZ-4", name: "Beden 4", priceKurus: 34_990, stock: 100 },
  ]));
  await seedDelivery(db, []);
  await db.insert(districts).values({ id: 3401, cityId: 34, name: "Kadıköy" });
  [{ id: member }] = await db
    .insert(users)
    .values({ email: "abone@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Yılmaz", phone: "05321112233" })
    .returning();
  [{ id: address }] = await db
    .insert(addresses)
    .values({
      userId: member,
      title: "Ev",
      personName: "Ayşe Yılmaz",
      phone: "05321112233",
      cityId: 34,
      districtId: 3401,
      address: "Caferağa Mah. Moda Cad. No: 12 D: 3",
    })
    .returning();
  card = await saveCard("tok_abone_bonus", "540036", "0003");
});
afterAll(async () => close?.());

/** A card the sandbox bank saved for the member (its token) and the shop's row of it. */
async function saveCard(token: string, bin: string, last4: string): Promise<number> {
  await db.insert(sandboxPosCards).values({
    token,
    holderUserId: member,
    maskedPan: `${bin}******${last4}`,
    bin,
    last4,
    holderName: "AYSE YILMAZ",
    expiryMonth: 12,
    expiryYear: 2030,
    bankName: "Garanti BBVA",
    cardFamily: "Bonus",
  });
  const [row] = await db
    .insert(savedCards)
    .values({ userId: member, token, bin, last4, bankName: "Garanti BBVA", cardFamily: "Bonus" })
    .returning();
  return row.id;
}

async function subscribe(over: Partial<typeof subscriptions.$inferInsert> = {}) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: member,
      productId: nappy,
      attribute: "Beden 4",
      weekInterval: 2,
      addressId: address,
      estimatedSendDate: TODAY,
      quantity: 2,
      packageName: "Marka bez Bebek Bezi Ultra Kuru, Beden 4",
      audience: "bebek",
      savedCardId: card,
      ...over,
    })
    .returning();
  return row;
}

const run = (provider = bank) => runDueSubscriptions(db, provider, { now: NOW, origin: ORIGIN });
const stock = async () => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, nappy)))[0].stock;
const setStock = (n: number) => db.update(products).set({ stock: n }).where(eq(products.id, nappy));
const runsOf = (id: number) => db.select().from(subscriptionRuns).where(eq(subscriptionRuns.subscriptionId, id));
const subscriptionOf = async (id: number) => (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const ordersOf = (id: number) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, `abonelik:${id}:${TODAY}`));
const mail = async (subject: string) =>
  (
    await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "email"), eq(outbox.subject, subject)))
  ).length;
const bankCharges = async (reference: string) =>
  (await db.select({ n: count() }).from(sandboxPosTransactions).where(eq(sandboxPosTransactions.reference, reference)))[0].n;

beforeEach(async () => {
  // Each test looks at its own subscription: the earlier ones stop being due.
  await db.update(subscriptions).set({ status: "cancelled" });
  await setStock(100);
});

describe("runDueSubscriptions", () => {
  it("places the due order once, pays it with the saved card, sends the order e-mail once and moves the date on", async () => {
    const sub = await subscribe();
    const mailsBefore = await db.select({ n: count() }).from(outbox);
    const first = await run();
    expect(first).toMatchObject({ placed: 1, paid: 1, skippedStock: 0, paymentFailed: 0 });
    const [order] = await ordersOf(sub.id);
    expect(order).toMatchObject({
      status: "confirmed",
      paymentType: "tokenPayment",
      userId: member,
      cartId: null,
      email: "abone@example.com",
    });
    expect(order.itemsTotalKurus).toBe(2 * 34_990);
    expect(await stock()).toBe(98);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "approved", provider: "sandbox", type: "tokenPayment" });
    expect(await bankCharges(order.orderNumber)).toBe(1);
    expect(await runsOf(sub.id)).toMatchObject([{ dueDate: TODAY, outcome: "placed", orderId: order.id }]);
    expect((await subscriptionOf(sub.id)).estimatedSendDate).toBe(addDays(TODAY, 14));
    expect(await mail(`Minik Dünya siparişiniz alındı (${order.orderNumber})`)).toBe(1);

    // The job again (a retry, the next tick): nothing more.
    expect(await run()).toMatchObject({ placed: 0, paid: 0 });
    expect(await ordersOf(sub.id)).toHaveLength(1);
    expect(await stock()).toBe(98);
    expect(await mail(`Minik Dünya siparişiniz alındı (${order.orderNumber})`)).toBe(1);
    expect((await db.select({ n: count() }).from(outbox))[0].n - mailsBefore[0].n).toBe(2); // the e-mail and the SMS
  });

  it("two runs at once make one order", async () => {
    const sub = await subscribe();
    const reports = await Promise.all([run(), run()]);
    expect(reports.reduce((n, r) => n + r.placed, 0)).toBe(1);
    expect(await ordersOf(sub.id)).toHaveLength(1);
    expect(await stock()).toBe(98);
  });

  it("sold out: no order, skippedStock, the member told by e-mail and SMS, the date moves on", async () => {
    const sub = await subscribe({ quantity: 3 });
    await setStock(2);
    expect(await run()).toMatchObject({ placed: 0, skippedStock: 1 });
    expect(await ordersOf(sub.id)).toHaveLength(0);
    expect(await stock()).toBe(2);
    expect(await runsOf(sub.id)).toMatchObject([{ outcome: "skippedStock", orderId: null }]);
    expect((await subscriptionOf(sub.id)).estimatedSendDate).toBe(addDays(TODAY, 14));
    const told = await db.select().from(outbox).where(eq(outbox.subject, "Abonelik gönderiminiz bu kez yapılamadı"));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: "abone@example.com" });
    expect(told[0].body).toContain("Kartınızdan ödeme alınmadı.");
    expect(told[0].body).toContain(`${ORIGIN}/abonelik`);
    const sms = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "sms"), eq(outbox.to, "05321112233")));
    expect(sms.at(-1)?.body).toMatch(/^Minik Dünya: Aboneliğinizin .* stok olmadığı için yapılamadı, ödeme alınmadı\./);
    expect(await run()).toMatchObject({ skippedStock: 0 });
    expect(await db.select().from(outbox).where(eq(outbox.subject, "Abonelik gönderiminiz bu kez yapılamadı"))).toHaveLength(1);
  });

  it("leaves paused and cancelled subscriptions and those not yet due alone", async () => {
    const paused = await subscribe({ status: "paused" });
    const later = await subscribe({ estimatedSendDate: addDays(TODAY, 1) });
    expect(await run()).toMatchObject({ placed: 0, skippedStock: 0, paused: 0 });
    expect(await runsOf(paused.id)).toHaveLength(0);
    expect(await runsOf(later.id)).toHaveLength(0);
    expect((await subscriptionOf(paused.id)).estimatedSendDate).toBe(TODAY);
    expect(await stock()).toBe(100);
  });

  it("a declined card: paymentFailed, the stock back, the member told once", async () => {
    const declining = await saveCard("tok_abone_decline", "400000", "0002");
    const sub = await subscribe({ savedCardId: declining });
    expect(await run()).toMatchObject({ placed: 1, paid: 0, paymentFailed: 1 });
    const [order] = await ordersOf(sub.id);
    expect(order.status).toBe("paymentFailed");
    expect(await stock()).toBe(100);
    expect(await runsOf(sub.id)).toMatchObject([{ outcome: "paymentFailed", orderId: order.id }]);
    const told = await db.select().from(outbox).where(eq(outbox.subject, "Abonelik ödemeniz alınamadı"));
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain("yetersiz bakiye");
    expect(await run()).toMatchObject({ paymentFailed: 0 });
    expect(await db.select().from(outbox).where(eq(outbox.subject, "Abonelik ödemeniz alınamadı"))).toHaveLength(1);
  });

  it("pauses a subscription whose card is gone, and tells the member", async () => {
    const sub = await subscribe({ savedCardId: null });
    expect(await run()).toMatchObject({ paused: 1, placed: 0 });
    expect((await subscriptionOf(sub.id)).status).toBe("paused");
    expect(await runsOf(sub.id)).toHaveLength(0);
    expect(await db.select().from(outbox).where(eq(outbox.subject, "Aboneliğiniz duraklatıldı"))).toHaveLength(1);
  });

  it("a run that died before the bank's answer: the next run asks again and the card is charged once", async () => {
    for (const lostAfterCharge of [false, true]) {
      await db.update(subscriptions).set({ status: "cancelled" });
      const sub = await subscribe({ productId: nappy, estimatedSendDate: TODAY, quantity: 1, packageName: `kaza ${lostAfterCharge}` });
      // The bank (or the way to it) fails once: before charging, or after charging with the answer lost.
      const flaky: PaymentProvider = {
        ...bank,
        chargeSavedCard: async (input) => {
          if (lostAfterCharge) await bank.chargeSavedCard!(input);
          throw new Error("bağlantı koptu");
        },
      };
      expect(await run(flaky)).toMatchObject({ placed: 1, paid: 0 });
      const [waiting] = await ordersOf(sub.id);
      expect(waiting.status).toBe("awaitingPayment");
      expect(await runsOf(sub.id)).toMatchObject([{ outcome: "placed", orderId: waiting.id }]);
      expect(await run()).toMatchObject({ placed: 0, paid: 1 });
      const [paid] = await ordersOf(sub.id);
      expect(paid.status).toBe("confirmed");
      expect(await bankCharges(paid.orderNumber)).toBe(1);
      expect(await run()).toMatchObject({ paid: 0 });
    }
  });
});
