/**
 * Failed payments over real HTTP (spec sections 4, 7, 8): a declined card, a
 * bank page left without an answer or a card the bank refuses at once leaves no order behind —
 * nothing in Siparişlerim, the stock back on the shelf. The basket keeps at most one order waiting
 * for its payment: a retry (a new attempt, with a new idempotency key) pays that same order, priced
 * again from the basket as it is now; several make-pay calls at once on one basket make one order.
 * The bank's page names the order it is paying (its 'Sipariş' line is the order number).
 */
import { describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { formatMoney } from "#app/lib/money";
import {
  addHomeAddress,
  answer3ds,
  bankPageFacts,
  cardFields,
  makePay,
  newKey,
  stockOf,
  variantsWithStock,
  variantWithStock,
} from "../support/checkout";
import { getJson } from "../support/http";
import { newMember, type visitor } from "../support/visitor";

type Visitor = ReturnType<typeof visitor>;

const DECLINE_CARD = "4000000000000002";
const GOOD_CARD = "5400360000000003";
const OTHER_GOOD_CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "maximum")!.number;
/** 16 digits, not Luhn-valid: the bank refuses it before 3D Secure. */
const BAD_NUMBER = "4000000000000001";
const MY_ORDERS = "/kullanici/siparislerim";
const NO_ORDERS = "Henüz siparişiniz bulunmuyor.";
const SUMMARY = /^\/payment\/checkout\/summary\?orderHash=/;

/** A fresh member with a home address and one unit of the variant in the basket; the pay form for Yurtiçi and the variant's stock before. */
async function memberBuying(variant: { catalogId: number; productId: number }) {
  const { v } = await newMember();
  const address = await addHomeAddress(v);
  expect((await v.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
  const { body: carriers } = await getJson<{ result: { id: number; code: string }[] }>("/payment/ajax/shipment-company");
  const form = (card: string, over: Record<string, string> = {}) => ({
    idempotencyKey: newKey(),
    deliveryType: "myAddress",
    delivery_address_id: String(address),
    sameAsDelivery: "1",
    shipmentCompany: String(carriers.result.find((c) => c.code === "yurtici")!.id),
    agreement: "1",
    ...cardFields(card),
    ...over,
  });
  return { v, form, shelf: (await stockOf(variant))! };
}

/** The order numbers Siparişlerim's list shows (the open order's panel beside it repeats one). */
async function myOrderNumbers(v: Visitor): Promise<string[]> {
  const { html } = await v.page(MY_ORDERS);
  const list = /<ul aria-label="Siparişlerim"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
  return [...list.matchAll(/Sipariş No: <span[^>]*>(\d+)<\/span>/g)].map((m) => m[1]);
}

describe("failed payments make no orders; a retry pays the basket's one waiting order", () => {
  it("declined cards leave nothing in Siparişlerim and give the stock back; the retry pays the same order", async () => {
    const variant = await variantWithStock(10, 60);
    const { v, form, shelf } = await memberBuying(variant);

    // Declined after 3D Secure, twice, and once refused by the bank at once.
    const first = await makePay(v, form(DECLINE_CARD));
    expect(first.answer.threeDsUrl).toBeTruthy();
    const order = (await bankPageFacts(v, first.answer.threeDsUrl!)).reference;
    expect(order).toMatch(/^\d+$/);
    expect(await answer3ds(v, first.answer.threeDsUrl!, "approve")).toBe("/payment/checkout");
    expect(await stockOf(variant)).toBe(shelf);
    const refused = await makePay(v, form(BAD_NUMBER));
    expect(refused.answer).toMatchObject({ success: false, reason: "Kart numarası geçersiz." });
    const second = await makePay(v, form(DECLINE_CARD));
    expect((await bankPageFacts(v, second.answer.threeDsUrl!)).reference).toBe(order);
    expect(await answer3ds(v, second.answer.threeDsUrl!, "decline")).toBe("/payment/checkout");

    const page = await v.page(MY_ORDERS);
    expect(page.html).toContain(NO_ORDERS);
    expect(page.html).not.toContain("Ödeme Alınamadı");
    expect(page.html).not.toContain(order);
    expect(await stockOf(variant)).toBe(shelf);

    // The retry: a new attempt on the same order, which now stands once.
    const paid = await makePay(v, form(GOOD_CARD));
    expect((await bankPageFacts(v, paid.answer.threeDsUrl!)).reference).toBe(order);
    expect(await stockOf(variant)).toBe(shelf - 1);
    const landing = await answer3ds(v, paid.answer.threeDsUrl!, "approve");
    expect(landing).toMatch(SUMMARY);
    expect(await myOrderNumbers(v)).toEqual([order]);
    expect(await stockOf(variant)).toBe(shelf - 1);
  });

  it("replaying a failed attempt's request answers its refusal again and changes nothing", async () => {
    const variant = await variantWithStock(10, 60);
    const { v, form, shelf } = await memberBuying(variant);
    const request = form(BAD_NUMBER);
    const refused = await makePay(v, request);
    expect(refused.answer).toMatchObject({ success: false, reason: "Kart numarası geçersiz." });
    const again = await makePay(v, request);
    expect(again.answer).toMatchObject({ success: false, reason: "Kart numarası geçersiz." });
    expect(await stockOf(variant)).toBe(shelf);
    expect(await myOrderNumbers(v)).toEqual([]);
  });

  it("a bank page left without an answer: the next attempt with another card pays the same order, and the old page can no longer pay", async () => {
    const variant = await variantWithStock(10, 60);
    const { v, form, shelf } = await memberBuying(variant);

    const abandoned = await makePay(v, form(GOOD_CARD));
    expect(abandoned.answer.threeDsUrl).toBeTruthy();
    const order = (await bankPageFacts(v, abandoned.answer.threeDsUrl!)).reference;
    expect(await stockOf(variant)).toBe(shelf - 1);

    const retry = await makePay(v, form(OTHER_GOOD_CARD));
    expect(retry.answer.threeDsUrl).toBeTruthy();
    expect(retry.answer.threeDsUrl).not.toBe(abandoned.answer.threeDsUrl);
    expect((await bankPageFacts(v, retry.answer.threeDsUrl!)).reference).toBe(order);
    expect(await stockOf(variant)).toBe(shelf - 1); // reserved once, not twice

    // The abandoned page's 'Onayla' no longer pays anything.
    expect(await answer3ds(v, abandoned.answer.threeDsUrl!, "approve")).not.toMatch(SUMMARY);
    expect(await myOrderNumbers(v)).toEqual([]);
    expect(await answer3ds(v, retry.answer.threeDsUrl!, "approve")).toMatch(SUMMARY);
    expect(await myOrderNumbers(v)).toEqual([order]);
    expect(await stockOf(variant)).toBe(shelf - 1);
  });

  it("the abandoned bank page held the last units: the next attempt is not told 'out of stock', it pays the same order", async () => {
    const variant = await variantWithStock(2, 10);
    expect(variant).toBeDefined();
    const { v, form, shelf } = await memberBuying(variant);
    expect((await v.post("/cart/add", { productId: String(variant.productId), quantity: String(shelf - 1) })).answer.success).toBe(true);

    const abandoned = await makePay(v, form(GOOD_CARD));
    const order = (await bankPageFacts(v, abandoned.answer.threeDsUrl!)).reference;
    expect(await stockOf(variant)).toBe(0);

    const retry = await makePay(v, form(OTHER_GOOD_CARD));
    expect(retry.answer).toMatchObject({ success: true, threeDsPayment: true });
    expect((await bankPageFacts(v, retry.answer.threeDsUrl!)).reference).toBe(order);
    expect(await stockOf(variant)).toBe(0); // held once, by that order
    expect(await answer3ds(v, retry.answer.threeDsUrl!, "approve")).toMatch(SUMMARY);
    expect(await myOrderNumbers(v)).toEqual([order]);
  });

  it("the basket changed after a declined card: the retry pays the same order for the basket as it is now", async () => {
    const [a, b] = (await variantsWithStock(10, 60))
      .filter((x, i, all) => all.findIndex((y) => y.catalogId === x.catalogId) === i)
      .slice(-2);
    const { v, form } = await memberBuying(a);
    const declined = await makePay(v, form(DECLINE_CARD));
    const order = (await bankPageFacts(v, declined.answer.threeDsUrl!)).reference;
    expect(await answer3ds(v, declined.answer.threeDsUrl!, "approve")).toBe("/payment/checkout");

    expect((await v.post("/cart/add", { productId: String(b.productId), quantity: "2" })).answer.success).toBe(true);
    // What the server prices the basket at now (campaigns the products fall in included).
    const mini = (await (await v.send("/cart/mini")).json()) as { cart: { total: number } };
    const items = Math.round(mini.cart.total * 100);
    expect(items).toBeLessThanOrEqual(Math.round(a.price * 100) + 2 * Math.round(b.price * 100));
    const total = items + (items >= 50_000 ? 0 : 4_990);
    const paid = await makePay(v, form(GOOD_CARD));
    expect(await bankPageFacts(v, paid.answer.threeDsUrl!)).toEqual({ reference: order, amount: formatMoney(total) });
    const landing = await answer3ds(v, paid.answer.threeDsUrl!, "approve");
    expect(landing).toMatch(SUMMARY);
    const summary = (
      (await (await v.send(landing!)).json()) as {
        order: { ordernumber: string; total: number; products: { product_id: number; quantity: number }[] };
      }
    ).order;
    expect(summary).toMatchObject({ ordernumber: order, total: total / 100 });
    expect(summary.products.map((p) => [p.product_id, p.quantity]).sort()).toEqual(
      [
        [a.productId, 1],
        [b.productId, 2],
      ].sort(),
    );
    expect(await myOrderNumbers(v)).toEqual([order]);
  });

  it("nobody else pays or takes over a basket's unpaid order: not with its key, not with forged order fields", async () => {
    const [a, b] = (await variantsWithStock(10, 60))
      .filter((x, i, all) => all.findIndex((y) => y.catalogId === x.catalogId) === i)
      .slice(0, 2);
    const owner = await memberBuying(a);
    const request = owner.form(DECLINE_CARD);
    const declined = await makePay(owner.v, request);
    const order = (await bankPageFacts(owner.v, declined.answer.threeDsUrl!)).reference;
    expect(await answer3ds(owner.v, declined.answer.threeDsUrl!, "approve")).toBe("/payment/checkout");

    const other = await memberBuying(b);
    // What the server prices the basket at (a campaign the product falls in included).
    const mini = (await (await other.v.send("/cart/mini")).json()) as { cart: { total: number } };
    const goods = Math.round(mini.cart.total * 100);
    const stolenKey = await makePay(other.v, other.form(GOOD_CARD, { idempotencyKey: request.idempotencyKey }));
    expect(stolenKey.answer.success).toBe(false);
    const forged = await makePay(
      other.v,
      other.form(GOOD_CARD, {
        orderNumber: order,
        order_hash: "A".repeat(32),
        orderHash: "A".repeat(32),
        orderId: "1",
        cartId: "1",
        total_price: "1",
        amount: "1",
        totalPrice: "1",
      }),
    );
    const theirs = await bankPageFacts(other.v, forged.answer.threeDsUrl!);
    expect(theirs.reference).not.toBe(order);
    expect(goods).toBeLessThanOrEqual(Math.round(b.price * 100));
    expect(theirs.amount).toBe(formatMoney(goods + (goods >= 50_000 ? 0 : 4_990)));

    // The owner's retry still pays the owner's order.
    const retry = await makePay(owner.v, owner.form(GOOD_CARD));
    expect((await bankPageFacts(owner.v, retry.answer.threeDsUrl!)).reference).toBe(order);
  });

  it("make-pay calls at once on one basket make one order and reserve its stock once", async () => {
    const [variant] = (await variantsWithStock(10, 60)).slice(-1);
    const { v, form, shelf } = await memberBuying(variant);
    const answers = await Promise.all([GOOD_CARD, OTHER_GOOD_CARD, GOOD_CARD, OTHER_GOOD_CARD].map((card) => makePay(v, form(card))));
    const started = answers.filter((a) => a.answer.success);
    expect(started.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => !a.answer.success))
      expect(refused.answer.reason).toBe("Siparişiniz işleniyor, lütfen bekleyiniz.");
    const references = new Set(await Promise.all(started.map(async (a) => (await bankPageFacts(v, a.answer.threeDsUrl!)).reference)));
    expect(references.size).toBe(1);
    expect(await stockOf(variant)).toBe(shelf - 1);

    // Whichever bank page still pays, the basket ends with one order.
    const landings = [];
    for (const a of started) landings.push(await answer3ds(v, a.answer.threeDsUrl!, "approve"));
    expect(landings.filter((l) => l && SUMMARY.test(l))).toHaveLength(1);
    expect(await myOrderNumbers(v)).toEqual([...references]);
    expect(await stockOf(variant)).toBe(shelf - 1);
  });
});
