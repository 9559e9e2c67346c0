/**
 * The iyzico provider against the local iyzico (tests/support/iyzico.ts: iyzico's API as its
 * documentation and official client say, over real HTTP) on a real database: a 3-D Secure payment
 * with installments, the callback trusted only when iyzico signed it, a saved card paid again,
 * refunds per returned line paid once, a same-day cancellation, and iyzico slow or down.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { iyzicoRefunds, iyzicoTransactions, orderLines, payments, refunds, returnRequests, users } from "#app/db/schema";
import { payPendingRefunds } from "#app/domain/orders/refunds.server";
import { paymentOrderOf } from "#app/domain/checkout/payment-order.server";
import { orderKit, seedItem, seedToyShop } from "#tests/support/unit/orders";
import { openTestDb } from "#tests/support/unit/test-db";
import { startFakeIyzico, type FakeIyzico } from "#tests/support/iyzico";
import { IyzicoUnavailable, iyzicoClient, iyzicoSignature } from "./iyzico-client.server";
import { createIyzicoProvider } from "./iyzico-provider.server";
import { THREE_DS_REJECTED } from "./sandbox-card-rules";
import { lineItemId } from "./payment-basket";
import type { CardInput, PaymentProvider } from "./provider";

let db: Db;
let close: () => Promise<void>;
let fake: FakeIyzico;
let bank: PaymentProvider;
let shop: { toy: number; carrier: number; member: number };
let train: number;
let kit: ReturnType<typeof orderKit>;

const RETURN_URL = "https://magaza.example/payment/callback";
const GOOD: CardInput = { number: "5400360000000003", holder: "Ayşe Yılmaz", month: 12, year: 2030, cvc: "123" };
const NO_FUNDS: CardInput = { ...GOOD, number: "4111111111111129" };

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  fake = await startFakeIyzico();
  bank = createIyzicoProvider(db, account());
  shop = await seedToyShop(db);
  ({
    variantIds: [train],
  } = await seedItem(db, { name: "Ahşap Tren", slug: "tren" }, [{ sku: "TREN", priceKurus: 4_555, stock: 1_000 }]));
  kit = orderKit(
    () => db,
    () => ({ shippingCompanyId: shop.carrier, paymentType: "creditCard", paymentDescription: "Kredi Kartı" }),
  );
});
afterAll(async () => {
  await fake?.close();
  await close?.();
});
beforeEach(() => fake.up());

/** A card order of these lines (a toy and two trains by default); its provider-facing form. */
async function cardOrder(
  lines: [number, number][] = [
    [shop.toy, 1],
    [train, 2],
  ],
  userId: number | null = null,
) {
  const order = await kit.place(lines, userId);
  return { order, told: await paymentOrderOf(db, order.id, "85.34.78.112") };
}

async function start(
  order: { orderNumber: string; totalKurus: number },
  told: Awaited<ReturnType<typeof paymentOrderOf>>,
  over: Partial<Parameters<PaymentProvider["startCardPayment"]>[0]> = {},
) {
  return bank.startCardPayment({
    reference: order.orderNumber,
    amountKurus: order.totalKurus,
    installment: 1,
    installmentExtra: 0,
    card: GOOD,
    saveCard: false,
    returnUrl: RETURN_URL,
    order: told,
    ...over,
  });
}

const paymentIdOf = async (transactionId: string) =>
  (await db.select().from(iyzicoTransactions).where(eq(iyzicoTransactions.id, transactionId)))[0].paymentId!;

/** The shopper answers the bank's page; the callback iyzico posts is verified by the shop. */
async function answered(transactionId: string, approve = true) {
  const fields = fake.bankAnswer(await paymentIdOf(transactionId), approve);
  const verified = await bank.verifyCallback({ ...fields });
  return { fields, verified };
}

const account = () => ({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.baseUrl });

const authCalls = () => fake.requests.filter((r) => r.path === "/payment/v2/3dsecure/auth").length;

describe("a card payment through iyzico", () => {
  it("goes through 3-D Secure with an installment plan: the basket adds up, the plan's total is charged, the bank's page is the shop's", async () => {
    const { order, told } = await cardOrder();
    const offer = await bank.installments(GOOD.number.slice(0, 6), order.totalKurus);
    const plan = offer!.installments.find((i) => i.installmentCount === 3)!;
    expect(offer!.card.cardFamily).toBe("Bonus");
    const started = await start(order, told, { amountKurus: plan.totalAmount, installment: 3 });
    expect(started.kind).toBe("threeDs");
    if (started.kind !== "threeDs") return;
    expect(started.url).toMatch(/^\/payment\/3ds\/[A-Za-z0-9_-]{32}$/);

    const payment = fake.payments.get(await paymentIdOf(started.transactionId))!;
    expect(payment.conversationId).toBe(order.orderNumber);
    expect(Math.round(payment.price * 100)).toBe(order.totalKurus);
    expect(Math.round(payment.paidPrice * 100)).toBe(plan.totalAmount);
    expect(payment.installment).toBe(3);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(payment.items.map((i) => i.itemId).sort()).toEqual(expect.arrayContaining(lines.map((l) => lineItemId(l.id))));
    // Nothing of the card is kept beyond its BIN and last four digits.
    const [row] = await db.select().from(iyzicoTransactions).where(eq(iyzicoTransactions.id, started.transactionId));
    expect(JSON.stringify(row)).not.toContain(GOOD.number);
    expect(JSON.stringify(fake.requests)).not.toContain(GOOD.number);

    expect((await bank.queryTransaction(started.transactionId)).status).toBe("pending");
    const { verified } = await answered(started.transactionId);
    expect(verified).toEqual({ transactionId: started.transactionId });
    const result = await bank.queryTransaction(started.transactionId);
    expect(result).toMatchObject({ status: "approved", amountKurus: plan.totalAmount, installment: 3, last4: "0003", cardFamily: "Bonus" });
    expect(payment.status).toBe("SUCCESS");
  });

  it("completes a payment once, however often the callback comes", async () => {
    const { order, told } = await cardOrder();
    const started = await start(order, told);
    const before = authCalls();
    const { fields } = await answered(started.transactionId);
    await Promise.all([bank.verifyCallback({ ...fields }), bank.verifyCallback({ ...fields })]);
    expect(authCalls() - before).toBe(1);
    expect((await bank.queryTransaction(started.transactionId)).status).toBe("approved");
  });

  it("refuses a forged or mismatched callback and changes nothing", async () => {
    const { order, told } = await cardOrder();
    const started = await start(order, told);
    const paymentId = await paymentIdOf(started.transactionId);
    const genuine = fake.bankAnswer(paymentId, false);
    const before = authCalls();
    // The bank said no; the forger says yes without iyzico's key.
    const forged = [
      { ...genuine, status: "success", mdStatus: "1" },
      {
        ...genuine,
        status: "success",
        mdStatus: "1",
        signature: iyzicoSignature("not-the-key", ["", genuine.conversationId, "1", paymentId, "success"]),
      },
      { ...genuine, signature: "" },
      { ...genuine, conversationId: "999999" },
      { status: "success", mdStatus: "1", paymentId, conversationId: order.orderNumber },
    ];
    for (const form of forged) expect(await bank.verifyCallback(form as Record<string, string>)).toBeNull();
    expect(authCalls()).toBe(before);
    expect((await bank.queryTransaction(started.transactionId)).status).toBe("pending");
    // Signed for another order: iyzico's signature over the wrong conversation is not this payment's.
    const other = {
      ...genuine,
      conversationId: "12345",
      signature: iyzicoSignature(fake.secretKey, ["", "12345", "0", paymentId, "failure"]),
    };
    expect(await bank.verifyCallback(other)).toBeNull();
    // The genuine answer: declined, no completion asked.
    expect(await bank.verifyCallback({ ...genuine })).toEqual({ transactionId: started.transactionId });
    expect(authCalls()).toBe(before);
    expect((await bank.queryTransaction(started.transactionId)).status).toBe("declined");
  });

  it("shows the bank's reason for a declined card", async () => {
    const { order, told } = await cardOrder();
    const started = await start(order, told, { card: NO_FUNDS });
    await answered(started.transactionId);
    const result = await bank.queryTransaction(started.transactionId);
    expect(result.status).toBe("declined");
    expect(result.reason).toBe("Kart limiti yetersiz, yetersiz bakiye");
  });

  it("is declined with the bank's words for fraud suspicion, and when 3-D Secure did not verify the card", async () => {
    const fraud = await cardOrder();
    const suspected = await start(fraud.order, fraud.told, { card: { ...GOOD, number: "4121111111111119" } });
    await answered(suspected.transactionId);
    expect(await bank.queryTransaction(suspected.transactionId)).toMatchObject({ status: "declined", reason: "Dolandırıcılık şüphesi" });

    const unverified = await cardOrder();
    const md0 = await start(unverified.order, unverified.told, { card: { ...GOOD, number: "4131111111111117" } });
    const before = authCalls();
    await answered(md0.transactionId); // 'success' with mdStatus 0: not completed
    expect(authCalls()).toBe(before);
    expect(await bank.queryTransaction(md0.transactionId)).toMatchObject({ status: "declined", reason: THREE_DS_REJECTED });
  });

  it("is declined at once when iyzico refuses to start it, with iyzico's words", async () => {
    const { order, told } = await cardOrder();
    const started = await start(order, told, { card: { ...GOOD, number: "4151111111111112" } });
    expect(started.kind).toBe("declined");
  });

  it("throws IyzicoUnavailable when iyzico is down (the checkout says 'Bir hata oluştu'), and asks nothing twice", async () => {
    const { order, told } = await cardOrder();
    fake.down();
    await expect(start(order, told)).rejects.toBeInstanceOf(IyzicoUnavailable);
    fake.up();
  });

  it("calls off a payment still waiting for the shopper: its late callback completes nothing", async () => {
    const { order, told } = await cardOrder();
    const started = await start(order, told);
    expect((await bank.cancelTransaction!(started.transactionId)).status).toBe("declined");
    const before = authCalls();
    await answered(started.transactionId);
    expect(authCalls()).toBe(before);
    expect((await bank.queryTransaction(started.transactionId)).status).toBe("declined");
  });

  it("keeps a payment whose completion went unanswered open until iyzico's own record says, and never calls it off meanwhile", async () => {
    const { order, told } = await cardOrder();
    const started = await start(order, told);
    const fields = fake.bankAnswer(await paymentIdOf(started.transactionId), true);
    const before = authCalls();
    // iyzico completes it, but its answers come after the shop stopped waiting.
    const real = iyzicoClient(account());
    const hurried = createIyzicoProvider(db, account(), {
      client: { call: (resource, method, body) => real.call(resource, method, body, 150), signedBy: (a, f) => real.signedBy(a, f) },
    });
    fake.slow(400);
    expect(await hurried.verifyCallback({ ...fields })).toEqual({ transactionId: started.transactionId });
    expect((await hurried.queryTransaction(started.transactionId)).status).toBe("pending");
    expect((await hurried.cancelTransaction!(started.transactionId)).status).toBe("pending");
    fake.slow(0);
    expect((await bank.queryTransaction(started.transactionId)).status).toBe("approved");
    expect(authCalls() - before).toBe(1);
  });

  it("asks again for a completion that never reached iyzico (down), once iyzico is back", async () => {
    const { order, told } = await cardOrder();
    const started = await start(order, told);
    const fields = fake.bankAnswer(await paymentIdOf(started.transactionId), true);
    fake.down();
    expect(await bank.verifyCallback({ ...fields })).toEqual({ transactionId: started.transactionId });
    expect((await bank.queryTransaction(started.transactionId)).status).toBe("pending");
    fake.up();
    expect((await bank.queryTransaction(started.transactionId)).status).toBe("approved");
  });

  it("settles a payment whose callback was lost from iyzico's own record (reconciliation)", async () => {
    const { order, told } = await cardOrder();
    const started = await start(order, told);
    const paymentId = await paymentIdOf(started.transactionId);
    // The shop completed it, but the answer was lost on the way back: the row stays 'completing'.
    fake.bankAnswer(paymentId, true);
    await db.update(iyzicoTransactions).set({ status: "completing" }).where(eq(iyzicoTransactions.id, started.transactionId));
    fake.payments.get(paymentId)!.status = "SUCCESS";
    fake.payments.get(paymentId)!.completedAt = new Date();
    expect((await bank.queryTransaction(started.transactionId)).status).toBe("approved");
    const [row] = await db.select().from(iyzicoTransactions).where(eq(iyzicoTransactions.id, started.transactionId));
    expect(row.items?.length).toBeGreaterThan(0);
  });
});

describe("a saved card at iyzico", () => {
  it("is saved for the member (token, family, last four) and paid again with its CVC; another member's token pays nothing", async () => {
    const { order, told } = await cardOrder([[shop.toy, 1]], shop.member);
    const first = await start(order, told, { saveCard: true, holderUserId: shop.member });
    await answered(first.transactionId);
    const saved = await bank.queryTransaction(first.transactionId);
    expect(saved.status).toBe("approved");
    expect(saved.cardToken).toBeTruthy();
    expect(saved).toMatchObject({ last4: "0003", cardFamily: "Bonus" });

    const again = await cardOrder([[shop.toy, 1]], shop.member);
    const second = await start(again.order, again.told, { card: { token: saved.cardToken!, cvc: "321" }, holderUserId: shop.member });
    expect(second.kind).toBe("threeDs");
    await answered(second.transactionId);
    const paid = await bank.queryTransaction(second.transactionId);
    expect(paid).toMatchObject({ status: "approved", last4: "0003", cardToken: undefined });

    const stranger = await cardOrder([[shop.toy, 1]], null);
    const stolen = await start(stranger.order, stranger.told, { card: { token: saved.cardToken!, cvc: "321" }, holderUserId: undefined });
    expect(stolen.kind).toBe("declined");
  });
});

describe("a saved card forgotten at iyzico", () => {
  it("is deleted from the member's card user (an erased member), and then pays nothing", async () => {
    const { order, told } = await cardOrder([[shop.toy, 1]], shop.member);
    const saving = await start(order, told, { saveCard: true, holderUserId: shop.member });
    await answered(saving.transactionId);
    const token = (await bank.queryTransaction(saving.transactionId)).cardToken!;
    const owner = [...fake.cardUsers.values()].find((u) => u.cards.has(token))!;
    await bank.deleteCard!(token, shop.member);
    expect(owner.cards.has(token)).toBe(false);
    await bank.deleteCard!(token, shop.member); // again: nothing left to delete, no error
    const again = await cardOrder([[shop.toy, 1]], shop.member);
    expect((await start(again.order, again.told, { card: { token, cvc: "123" }, holderUserId: shop.member })).kind).toBe("declined");
  });
});

describe("a subscription's charge of a saved card at iyzico", () => {
  const charges = () => fake.requests.filter((r) => r.path === "/payment/auth").length;

  it("charges once per order number, however often asked, also when iyzico's first yes was lost", async () => {
    const { order, told } = await cardOrder([[shop.toy, 1]], shop.member);
    const saving = await start(order, told, { saveCard: true, holderUserId: shop.member });
    await answered(saving.transactionId);
    const token = (await bank.queryTransaction(saving.transactionId)).cardToken!;

    const due = await cardOrder([[train, 1]], shop.member);
    const charge = {
      reference: due.order.orderNumber,
      amountKurus: due.order.totalKurus,
      token,
      holderUserId: shop.member,
      order: due.told,
    };
    const before = charges();
    const first = await bank.chargeSavedCard!(charge);
    expect(first).toMatchObject({ status: "approved", cardFamily: "Bonus" });
    expect(first.maskedPan).toContain("0003");
    expect(await bank.chargeSavedCard!(charge)).toEqual(first);
    expect(charges() - before).toBe(1);

    // A run that died after iyzico's yes: its record still waits, and iyzico's own record settles it.
    const lost = await cardOrder([[train, 1]], shop.member);
    const again = { ...charge, reference: lost.order.orderNumber, amountKurus: lost.order.totalKurus, order: lost.told };
    const answeredOnce = await bank.chargeSavedCard!(again);
    await db
      .update(iyzicoTransactions)
      .set({ status: "pending", decidedAt: null })
      .where(eq(iyzicoTransactions.id, answeredOnce.transactionId));
    const afterLoss = charges();
    expect(await bank.chargeSavedCard!(again)).toMatchObject({ status: "approved", transactionId: answeredOnce.transactionId });
    expect(charges()).toBe(afterLoss);
  });

  it("charges nobody's card but the member's own", async () => {
    const { order, told } = await cardOrder([[shop.toy, 1]], shop.member);
    const saving = await start(order, told, { saveCard: true, holderUserId: shop.member });
    await answered(saving.transactionId);
    const token = (await bank.queryTransaction(saving.transactionId)).cardToken!;
    const [other] = await db
      .insert(users)
      .values({ email: "baska@example.com", passwordHash: "x", firstname: "Can", lastname: "Er" })
      .returning();
    const due = await cardOrder([[train, 1]], other.id);
    const stolen = await bank.chargeSavedCard!({
      reference: due.order.orderNumber,
      amountKurus: due.order.totalKurus,
      token,
      holderUserId: other.id,
      order: due.told,
    });
    expect(stolen.status).toBe("declined");
  });
});

describe("refunds through iyzico", () => {
  async function paidOrder() {
    const { order, told } = await cardOrder();
    const started = await start(order, told);
    await answered(started.transactionId);
    // In basket order: the first line's item is the one a refund without named items would start from.
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    return { order, transactionId: started.transactionId, lines, payment: fake.payments.get(await paymentIdOf(started.transactionId))! };
  }

  it("refunds a returned line from its own item, once however often it is asked", async () => {
    const { transactionId, lines, payment } = await paidOrder();
    const second = lines[1];
    const options = { key: "refund-1", items: [lineItemId(second.id)] };
    expect(await bank.refund!(transactionId, second.totalPriceKurus, options)).toEqual({ ok: true });
    expect(await bank.refund!(transactionId, second.totalPriceKurus, options)).toEqual({ ok: true });
    const item = payment.items.find((i) => i.itemId === lineItemId(second.id))!;
    expect(Math.round(item.refunded * 100)).toBe(second.totalPriceKurus);
    expect(payment.refunds).toHaveLength(1);
    expect(payment.items.filter((i) => i.refunded > 0)).toHaveLength(1);
    expect((await bank.queryTransaction(transactionId)).refundedKurus).toBe(second.totalPriceKurus);
    // Asking for more than is left is refused, and nothing is paid.
    const too = await bank.refund!(transactionId, 10_000_000, { key: "refund-2" });
    expect(too.ok).toBe(false);
    expect(payment.refunds).toHaveLength(1);
  });

  it("pays a return's refund from the returned line's own item through the shop's refund runner, once", async () => {
    const { order, transactionId, lines, payment } = await paidOrder();
    const [paid] = await db
      .update(payments)
      .set({ provider: "iyzico", providerOrderId: transactionId, status: "approved" })
      .where(eq(payments.orderId, order.id))
      .returning();
    const returned = lines[1];
    const [request] = await db
      .insert(returnRequests)
      .values({
        orderId: order.id,
        orderLineId: returned.id,
        quantity: returned.quantity,
        reason: "Beden uymadı",
        code: "IAD-IYZ001",
        status: "received",
      })
      .returning();
    const [refund] = await db
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: paid.id,
        amountKurus: returned.totalPriceKurus,
        reason: "return",
        returnRequestId: request.id,
      })
      .returning();
    expect(await payPendingRefunds(db, bank, { orderId: order.id })).toEqual({ done: 1, failed: 0 });
    const item = (line: { id: number }) => payment.items.find((i) => i.itemId === lineItemId(line.id))!;
    expect(Math.round(item(returned).refunded * 100)).toBe(returned.totalPriceKurus);
    expect(item(lines[0]).refunded).toBe(0);
    // A runner that died after iyzico's yes, before its note: the refund is taken up again, and not paid twice.
    await db.update(refunds).set({ status: "pending" }).where(eq(refunds.id, refund.id));
    expect(await payPendingRefunds(db, bank, { orderId: order.id })).toEqual({ done: 1, failed: 0 });
    expect(payment.refunds).toHaveLength(1);
  });

  it("does not ask again when iyzico's answer was lost: the operator checks it", async () => {
    const { transactionId, lines, payment } = await paidOrder();
    const lost = createIyzicoProvider(db, account(), {
      client: {
        call: () => Promise.reject(new IyzicoUnavailable("timed out")),
        signedBy: () => false,
      },
    });
    const options = { key: "refund-lost", items: [lineItemId(lines[0].id)] };
    const first = await lost.refund!(transactionId, lines[0].totalPriceKurus, options);
    expect(first.ok).toBe(false);
    const again = await bank.refund!(transactionId, lines[0].totalPriceKurus, options);
    expect(again.ok).toBe(false);
    expect(payment.refunds).toHaveLength(0);
    const rows = await db.select().from(iyzicoRefunds).where(eq(iyzicoRefunds.transactionId, transactionId));
    expect(rows.map((r) => r.status)).toEqual(["sending"]);
  });

  it("cancels the whole payment the same day, and refunds item by item once the day is over", async () => {
    const today = await paidOrder();
    expect(await bank.refund!(today.transactionId, today.order.totalKurus, { key: "cancel-1" })).toEqual({ ok: true });
    expect(today.payment.cancelled).toBe(true);
    expect((await bank.queryTransaction(today.transactionId)).refundedKurus).toBe(today.order.totalKurus);

    const yesterday = await paidOrder();
    yesterday.payment.completedAt = new Date(Date.now() - 2 * 86_400_000);
    expect(await bank.refund!(yesterday.transactionId, yesterday.order.totalKurus, { key: "cancel-2" })).toEqual({ ok: true });
    expect(yesterday.payment.cancelled).toBe(false);
    const refunded = yesterday.payment.items.reduce((sum, i) => sum + Math.round(i.refunded * 100), 0);
    expect(refunded).toBe(yesterday.order.totalKurus);
  });
});
