/**
 * The gift card over real HTTP (spec sections 2, 3, 7): /hediye-kart-islemleri
 * for a gift list names its owner (never their address); GET /cart/add_gift_card wants a member,
 * a gift card amount and the list's real owner; a gift basket of a card alone pays no shipping and
 * needs no carrier; once the bank approves, the owner gets the code by e-mail; the code is a gift
 * voucher at checkout whose rest stays on it; the card's order cannot be cancelled once the code
 * went out.
 */
import { describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { addHomeAddress, answer3ds, cardFields, makePay, newKey, variantsWithStock, variantWithStock } from "../support/checkout";
import { memberWithGiftList } from "../support/gift-lists";
import { getJson } from "../support/http";
import { newMember, outbox, visitor } from "../support/visitor";

const CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;

type Page = {
  options: { productId: number; amountKurus: number }[];
  target: { listId: number; ownerId: number; firstname: string; listName: string } | null;
};

describe("gift cards", () => {
  it("sends a gift list's owner a card whose code pays at checkout and keeps its rest", { timeout: 180_000 }, async () => {
    const owner = await memberWithGiftList("Yaş Günü", "Gizem Saklı");
    const { home, listId } = owner;

    const buyer = await newMember();
    const page = (await (await buyer.v.send(`/hediye-kart-islemleri?wishList=${listId}`)).json()) as Page;
    expect(page.options.map((o) => o.amountKurus)).toEqual([10_000, 25_000, 50_000, 100_000]);
    expect(page.target).toMatchObject({ listId, firstname: "Deniz", listName: "Yaş Günü" });
    const html = (await visitor().page(`/hediye-kart-islemleri?wishList=${listId}`)).html;
    expect(html).toContain("Yaş Günü");
    expect(html).not.toContain("Gizem Saklı");

    const card250 = page.options.find((o) => o.amountKurus === 25_000)!.productId;
    const query = (product: number, target = page.target!.ownerId) =>
      `/cart/add_gift_card?product=${product}&wishList=${listId}&targetUser=${target}`;
    const guest = await visitor().send(query(card250));
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ reason: "Bu ürünü sepete ekleyebilmeniz için önce giriş yapmalısınız!" });
    const ordinary = await variantWithStock(2, 100);
    expect((await buyer.v.send(query(ordinary.productId))).status).toBe(422);
    expect((await buyer.v.send(query(card250, page.target!.ownerId + 100_000))).status).toBe(404);
    // Not through the ordinary basket: a card is for a list's owner.
    expect((await buyer.v.post("/cart/add", { productId: String(card250), quantity: "1" })).answer).toMatchObject({
      success: false,
      reason: "Bu ürün satışta değildir.",
    });
    const added = await buyer.v.send(query(card250));
    expect(await added.json()).toMatchObject({ success: true, message: "Hediye sepetinize eklendi.", cart: { quantity: 1 } });
    const view = (await (await buyer.v.send("/cart/view")).json()) as {
      giftView: { totals: { shippingKurus: number; grandKurus: number }; lines: { digital: boolean }[] };
    };
    expect(view.giftView).toMatchObject({ totals: { shippingKurus: 0, grandKurus: 25_000 }, lines: [{ digital: true }] });

    // Paid by card with no carrier chosen: 250 TL, no shipping.
    const billing = await addHomeAddress(buyer.v, "Ali Veren");
    const paid = await makePay(buyer.v, {
      idempotencyKey: newKey(),
      basket: "gift",
      deliveryType: "myAddress",
      billing_address_id: String(billing),
      agreement: "1",
      ...cardFields(CARD),
    });
    expect(paid.answer, JSON.stringify(paid.answer)).toMatchObject({ success: true });
    const back = await answer3ds(buyer.v, paid.answer.threeDsUrl!, "approve");
    expect(back).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);
    const mail = (await outbox()).find((m) => m.to === owner.email && m.subject.startsWith("Minik Dünya Hediye Kartınız"));
    expect(mail?.body).toContain("250,00 TL");
    expect(mail?.body).toContain("'Yaş Günü' hediye listeniz için");
    const code = /Hediye kartı kodunuz: ([A-Z0-9 ]+)/.exec(mail!.body)![1].replace(/ /g, "");
    expect(code).toMatch(/^MD[A-Z2-9]{12}$/);

    // Once the code went out, the order stands.
    const hash = new URL(back!, "http://shop").searchParams.get("orderHash")!;
    const cancel = await buyer.v.send(`/kullanici/siparislerim/iptal/${encodeURIComponent(hash)}`, { method: "POST", body: {} });
    expect(await cancel.json()).toMatchObject({ success: false, reason: "Hediye kartı kodları gönderilmiş siparişler iptal edilemez." });

    // The owner spends part of it: the rest stays on the card.
    expect(
      await (await owner.v.send("/payment/ajax/voucher-check", { method: "POST", body: { voucherCode: code.toLowerCase() } })).json(),
    ).toMatchObject({ success: true, balance: 250 });
    const cheap = (await variantsWithStock(2, 100)).find((v) => v.price < 150)!;
    expect((await owner.v.post("/cart/add", { productId: String(cheap.productId), quantity: "1" })).answer.success).toBe(true);
    const { body: carriers } = await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
    const carrier = carriers.result.find((c) => c.paymentMethods.includes("creditCard"))!;
    const spent = await makePay(owner.v, {
      idempotencyKey: newKey(),
      deliveryType: "myAddress",
      delivery_address_id: String(home),
      sameAsDelivery: "1",
      shipmentCompany: String(carrier.id),
      agreement: "1",
      checkoutPaymentType: "moneyOrder",
      voucherCode: code,
    });
    expect(spent.answer).toMatchObject({ success: true });
    const left = (await (await owner.v.send("/payment/ajax/voucher-check", { method: "POST", body: { voucherCode: code } })).json()) as {
      success: boolean;
      balance: number;
    };
    expect(left.success).toBe(true);
    expect(left.balance).toBeGreaterThan(0);
    expect(left.balance).toBeLessThan(250);
  });
});
