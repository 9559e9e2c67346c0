/**
 * The checkout with PAYMENT_PROVIDER=iyzico, over real HTTP: a shop of its own talks to the local
 * iyzico (tests/support/iyzico.ts, iyzico's API as its documentation and official client say),
 * and the shopper's side is driven as a browser would: the shop's 3-D Secure page, the form it
 * sends to the bank, the bank's page, and iyzico's signed post back to /payment/callback from
 * iyzico's own site (cross-site: no session cookie comes with it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEED_PAYMENT_TYPE, PAYMENT_ERROR } from "#app/domain/checkout/messages";
import { cardFields, guestPayForm, makePay, variantsWithStock } from "../support/checkout";
import { request, useShop } from "../support/http";
import { SANDBOX_3DS_CODE, type FakeIyzico } from "../support/iyzico";
import { startIyzicoShop, type IyzicoShop } from "../support/iyzico-shop";
import { printedCardNumbers, storedCardData } from "../support/stored-card-data";
import { visitor } from "../support/visitor";

type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];
type Visitor = ReturnType<typeof visitor>;

const GOOD = "5400360000000003"; // Garanti Bankası, Bonus
const NO_FUNDS = "4111111111111129"; // 'Not sufficient funds'
const SUMMARY = /\/payment\/checkout\/summary\?orderHash=[\w-]+/;

let fake: FakeIyzico;
let shop: IyzicoShop["shop"];
let dispose: (() => Promise<void>) | undefined;
let variants: Variant[];

beforeAll(async () => {
  ({ fake, shop, dispose } = await startIyzicoShop());
  useShop(shop.server.url);
  variants = await variantsWithStock(5, 200, 12);
  expect(variants.length).toBeGreaterThan(6);
}, 180_000);

afterAll(async () => {
  useShop(null);
  await dispose?.();
});

beforeEach(() => fake.up());

const hiddenFields = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, "&")]));
const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");

async function withBasket(v: Visitor): Promise<Visitor> {
  expect((await v.post("/cart/add", { productId: String(variants.shift()!.productId), quantity: "1" })).answer.success).toBe(true);
  return v;
}

/**
 * The shopper at the bank: the shop's 3-D Secure page (iyzico's form) sends the browser to the
 * bank, the shopper answers, and the bank's page posts iyzico's signed answer to the shop. Returns
 * that answer (the callback's address and fields) without posting it.
 */
async function atTheBank(v: Visitor, threeDsUrl: string, decision: "approve" | "decline") {
  const shopPage = await v.send(threeDsUrl, { accept: "text/html" });
  expect(shopPage.status).toBe(200);
  const policy = shopPage.headers.get("content-security-policy") ?? "";
  expect(policy).toContain(new URL(fake.baseUrl).origin);
  const html = await shopPage.text();
  const toBank = formAction(html)!;
  expect(toBank.startsWith(fake.baseUrl)).toBe(true);
  const bankPage = await (
    await fetch(toBank, { method: "POST", body: new URLSearchParams(hiddenFields(html)), headers: { Accept: "text/html" } })
  ).text();
  expect(bankPage).toMatch(/3D Secure Doğrulama|BKM Express/);
  const answered = await (
    await fetch(new URL(formAction(bankPage)!, fake.baseUrl), {
      method: "POST",
      body: new URLSearchParams({ ...hiddenFields(bankPage), code: SANDBOX_3DS_CODE, decision }),
      headers: { Accept: "text/html" },
    })
  ).text();
  const action = formAction(answered)!;
  expect(new URL(action).pathname).toBe("/payment/callback");
  return { action: new URL(action).pathname, fields: hiddenFields(answered) };
}

/** iyzico's post to the callback, from iyzico's site inside the checkout's frame: no cookie comes with it. */
async function postCallback(callback: { action: string; fields: Record<string, string> }) {
  const response = await request(callback.action, {
    method: "POST",
    body: new URLSearchParams(callback.fields).toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
      Origin: new URL(fake.baseUrl).origin,
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Dest": "iframe",
    },
  });
  return { status: response.status, html: await response.text() };
}

const authCalls = () => fake.requests.filter((r) => r.path === "/payment/v2/3dsecure/auth").length;

describe("a card checkout through iyzico", () => {
  it("takes a guest's card payment with 3-D Secure in installments, the plan and the bank from iyzico", { timeout: 60_000 }, async () => {
    const guest = await withBasket(visitor());
    const info = await guest.send(`/payment/ajax/card-info/${GOOD.slice(0, 6)}`, { method: "POST", body: {} });
    const offer = (await info.json()) as { bankName: string; installments: { installmentCount: number; totalAmount: number }[] };
    expect(offer.bankName).toBe("Garanti Bankası");
    const three = offer.installments.find((i) => i.installmentCount === 3);
    expect(three, JSON.stringify(offer)).toBeTruthy();

    const paid = await makePay(guest, await guestPayForm(cardFields(GOOD, { paymentInstallment: "3" })));
    expect(paid.answer.threeDsUrl, JSON.stringify(paid.answer)).toMatch(/^\/payment\/3ds\/[\w-]{32}$/);
    const callback = await atTheBank(guest, paid.answer.threeDsUrl!, "approve");
    const back = await postCallback(callback);
    expect(back.status).toBe(200);
    const summary = SUMMARY.exec(back.html)?.[0];
    expect(summary, "the callback sends the checkout to the order's summary").toBeTruthy();
    expect((await guest.page(summary!)).status).toBe(200);

    const payment = fake.payments.get(callback.fields.paymentId)!;
    expect(payment.status).toBe("SUCCESS");
    expect(payment.installment).toBe(3);
    expect(Math.round(payment.paidPrice * 100)).toBe(Math.round(three!.totalAmount * 100));
    const basketSum = payment.items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
    expect(basketSum).toBe(Math.round(payment.price * 100));
  });

  it("refuses a forged callback and completes a genuine one once, however often it comes", { timeout: 60_000 }, async () => {
    const guest = await withBasket(visitor());
    const paid = await makePay(guest, await guestPayForm(cardFields(GOOD)));
    const callback = await atTheBank(guest, paid.answer.threeDsUrl!, "decline");
    const before = authCalls();
    // The bank said no; a forger turns it into a yes without iyzico's key.
    const forged = await postCallback({ ...callback, fields: { ...callback.fields, status: "success", mdStatus: "1" } });
    expect(forged.html).toContain(PAYMENT_ERROR);
    expect(authCalls()).toBe(before);
    expect(fake.payments.get(callback.fields.paymentId)!.status).not.toBe("SUCCESS");

    const again = await withBasket(visitor());
    const second = await makePay(again, await guestPayForm(cardFields(GOOD)));
    const approved = await atTheBank(again, second.answer.threeDsUrl!, "approve");
    const first = await postCallback(approved);
    const replayed = await postCallback(approved);
    expect(SUMMARY.exec(first.html)?.[0]).toBeTruthy();
    expect(SUMMARY.exec(replayed.html)?.[0]).toBe(SUMMARY.exec(first.html)?.[0]);
    expect(authCalls() - before).toBe(1);
  });

  it("shows the bank's reason for a declined card and keeps the basket", { timeout: 60_000 }, async () => {
    const guest = await withBasket(visitor());
    const paid = await makePay(guest, await guestPayForm(cardFields(NO_FUNDS)));
    const back = await postCallback(await atTheBank(guest, paid.answer.threeDsUrl!, "approve"));
    expect(back.html).toContain("Kart limiti yetersiz, yetersiz bakiye");
    expect(back.html).toContain("/payment/guest-checkout");
    expect((await guest.page("/cart")).html).not.toContain("Sepetinizde ürün bulunmamaktadır");
  });

  it("takes BKM Express through iyzico: the shop believes only iyzico's signed record of the token", { timeout: 60_000 }, async () => {
    const guest = await withBasket(visitor());
    const paid = await makePay(guest, await guestPayForm({ checkoutPaymentType: "bkmExpress" }));
    expect(paid.answer.ticket?.path, JSON.stringify(paid.answer)).toMatch(/^\/payment\/3ds\/[\w-]{32}$/);
    const callback = await atTheBank(guest, paid.answer.ticket!.path, "approve");
    expect(Object.keys(callback.fields)).toEqual(["token"]);
    // A made-up token settles nothing.
    expect((await postCallback({ ...callback, fields: { token: "mockToken_0" } })).html).toContain(PAYMENT_ERROR);
    const back = await postCallback(callback);
    expect(SUMMARY.exec(back.html)?.[0], "the order's summary").toBeTruthy();
  });

  it("answers a double click with the same bank page, once the first click's payment has started", { timeout: 60_000 }, async () => {
    const guest = await withBasket(visitor());
    const form = await guestPayForm(cardFields(GOOD));
    const before = fake.payments.size;
    fake.slow(400); // the first click is still at iyzico when the second arrives
    const [first, second] = await Promise.all([makePay(guest, form), makePay(guest, form)]);
    fake.slow(0);
    expect(first.answer.threeDsUrl, JSON.stringify(first.answer)).toBeTruthy();
    expect(second.answer.threeDsUrl, JSON.stringify(second.answer)).toBe(first.answer.threeDsUrl);
    expect(fake.payments.size - before).toBe(1);
  });

  it("refuses fast pay, which iyzico does not offer", async () => {
    const guest = await withBasket(visitor());
    const paid = await makePay(guest, await guestPayForm({ checkoutPaymentType: "fastPay" }));
    expect(paid.answer).toMatchObject({ success: false, reason: NEED_PAYMENT_TYPE });
  });

  it("tells the shopper in the spec's words when iyzico is down, and keeps the basket for later", { timeout: 60_000 }, async () => {
    const guest = await withBasket(visitor());
    fake.down();
    const paid = await makePay(guest, await guestPayForm(cardFields(GOOD)));
    fake.up();
    expect(paid.answer).toMatchObject({ success: false, reason: PAYMENT_ERROR });
    const retry = await makePay(guest, await guestPayForm(cardFields(GOOD)));
    expect(retry.answer.threeDsUrl, JSON.stringify(retry.answer)).toBeTruthy();
  });

  it("keeps no card number or iyzico key in the shop's output, and no card number in its database", async () => {
    await shop.server.stop(); // dispose() stops it again: a no-op
    const numbers = [GOOD, NO_FUNDS];
    expect(printedCardNumbers(shop.server.output(), numbers)).toEqual([]);
    expect(shop.server.output()).not.toContain(fake.secretKey);
    const found = await storedCardData(shop.server.storage, numbers);
    expect(found.tables).toBeGreaterThan(20);
    expect(found.hits).toEqual([]);
    expect(found.cardColumns).toEqual([]);
  });
});
