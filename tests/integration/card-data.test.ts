/**
 * Card data never touches the database or the logs: on a shop of its own, guests
 * and a member pay by card — approved, declined, a card saved as a token on request and paid with
 * again by token and CVC — then the shop is stopped and every row of every table and everything the
 * server printed are searched for the card numbers. Only the provider's token, the BIN and the last
 * four digits are kept (the sandbox bank's own tables, standing in for the bank, are not the shop's).
 * On the way: paying by saved card needs its CVC ('Lütfen CVC giriniz'), and
 * one member's token is no card for another.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { addHomeAddress, answer3ds, cardFields, guestPayForm, makePay, newKey, variantsWithStock } from "../support/checkout";
import { useShop } from "../support/http";
import { startTestShop } from "../support/server";
import { printedCardNumbers, storedCardData } from "../support/stored-card-data";
import { newMember, visitor } from "../support/visitor";

type Shop = Awaited<ReturnType<typeof startTestShop>>;
type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];
type Visitor = ReturnType<typeof visitor>;

const BONUS = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;
const MAXIMUM = SANDBOX_TEST_CARDS.find((c) => c.className === "maximum")!.number;
const DECLINED = "4000000000000002";
const SUMMARY = /^\/payment\/checkout\/summary\?orderHash=/;

let shop: Shop;
let variants: Variant[];

beforeAll(async () => {
  shop = await startTestShop();
  useShop(shop.server.url);
  variants = await variantsWithStock(5, 200);
  expect(variants.length).toBeGreaterThan(8);
}, 180_000);

afterAll(async () => {
  useShop(null);
  await shop?.dispose();
});

async function withBasket(v: Visitor): Promise<Visitor> {
  expect((await v.post("/cart/add", { productId: String(variants.shift()!.productId), quantity: "1" })).answer.success).toBe(true);
  return v;
}

/** A member's home-delivery form paying with `payment` (card fields or a saved card's). */
async function memberForm(address: number, payment: Record<string, string>) {
  const carriers = (await (await fetch(new URL("/payment/ajax/shipment-company", shop.server.url))).json()) as {
    result: { id: number; paymentMethods: string[] }[];
  };
  const carrier = carriers.result.find((c) => c.paymentMethods.includes("creditCard"))!;
  return {
    idempotencyKey: newKey(),
    deliveryType: "myAddress",
    delivery_address_id: String(address),
    sameAsDelivery: "1",
    shipmentCompany: String(carrier.id),
    agreement: "1",
    ...payment,
  };
}

describe("card data", () => {
  it("pays by card, saves a card as a token and pays with it again, and keeps no card number anywhere", { timeout: 180_000 }, async () => {
    // A guest, approved in 3 installments; another guest's card is declined.
    const guest = await withBasket(visitor());
    const paid = await makePay(guest, await guestPayForm(cardFields(MAXIMUM, { paymentInstallment: "3", paymentInstallmentExtra: "0" })));
    expect(paid.answer.threeDsUrl, JSON.stringify(paid.answer)).toBeTruthy();
    expect(await answer3ds(guest, paid.answer.threeDsUrl!, "approve")).toMatch(SUMMARY);
    const unlucky = await withBasket(visitor());
    const declined = await makePay(unlucky, await guestPayForm(cardFields(DECLINED)));
    expect(await answer3ds(unlucky, declined.answer.threeDsUrl!, "approve")).toBe("/payment/guest-checkout");

    // A member saves their card on request…
    const { v: member } = await newMember();
    const address = await addHomeAddress(member);
    await withBasket(member);
    const saving = await makePay(member, await memberForm(address, cardFields(BONUS, { saveCreditCard: "1" })));
    expect(await answer3ds(member, saving.answer.threeDsUrl!, "approve")).toMatch(SUMMARY);

    // …and pays with it again: the token the checkout page gives, and the CVC.
    await withBasket(member);
    const page = await member.page("/payment/checkout");
    const token = /tok_[\w-]+/.exec(page.html)?.[0];
    expect(token, "the saved card's token on the checkout page").toBeTruthy();
    expect(page.html).not.toContain(BONUS);
    const byToken = (cvc: string) => ({
      checkoutPaymentType: "tokenPayment",
      paymentToken: token!,
      paymentCardCvv: cvc,
      paymentInstallment: "1",
      paymentInstallmentExtra: "0",
    });
    const noCvc = await makePay(member, await memberForm(address, byToken("")));
    expect(noCvc.answer).toMatchObject({ success: false });
    expect(noCvc.answer.errors?.paymentCardCvv).toBe("Lütfen CVC giriniz");
    const again = await makePay(member, await memberForm(address, byToken("456")));
    expect(again.answer.threeDsUrl, JSON.stringify(again.answer)).toBeTruthy();
    expect(await answer3ds(member, again.answer.threeDsUrl!, "approve")).toMatch(SUMMARY);

    // Another member cannot pay with that token.
    const { v: stranger } = await newMember();
    const theirAddress = await addHomeAddress(stranger);
    await withBasket(stranger);
    const stolen = await makePay(stranger, await memberForm(theirAddress, byToken("456")));
    expect(stolen.answer.success).toBe(false);
    expect(stolen.answer.threeDsUrl).toBeUndefined();

    // Nothing kept a card number: not the database, not the server's output.
    await shop.server.stop(); // dispose() stops it again: a no-op
    const numbers = [MAXIMUM, DECLINED, BONUS];
    const output = shop.server.output();
    expect(printedCardNumbers(output, numbers)).toEqual([]);
    expect(output).not.toMatch(/paymentCardCvv|card\[cvc\]/);

    const found = await storedCardData(shop.server.storage, numbers);
    expect(found.tables).toBeGreaterThan(20);
    expect(found.hits).toEqual([]);
    expect(found.cardColumns).toEqual([]);
    expect(found.saved).toEqual([{ bin: BONUS.slice(0, 6), last4: BONUS.slice(-4), token }]);
  });
});
