/**
 * Buying from a gift list over real HTTP (spec sections 3, 5, 7, 8): a guest is
 * told to log in; members put the list's item in their gift basket ('Hediye sepetinize eklendi.');
 * two buyers paying for the last wanted unit at the same time: one order, the other refused; the
 * order ships to the owner's address, which the buyer's order, contract and JSON never show; the
 * bought count goes up once the bank approves; the owner (and the buyer) read who bought it,
 * nobody else; a gift cannot be paid at the door; a cancelled gift order is wanted again.
 */
import { describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { addHomeAddress, answer3ds, bankPageFacts, cardFields, makePay, newKey, variantWithStock } from "../support/checkout";
import { memberWithGiftList } from "../support/gift-lists";
import { getJson } from "../support/http";
import { newMember, visitor } from "../support/visitor";

const CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;

type Shown = { list: { items: { id: number; wanted: number; bought: number }[] } };
type Member = Awaited<ReturnType<typeof newMember>>;

async function giftForm(billing: number, payment: Record<string, string>) {
  const { body: carriers } = await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
  const carrier =
    carriers.result.find((c) => c.paymentMethods.includes("creditCard") && c.paymentMethods.includes("podCash")) ?? carriers.result[0];
  return {
    idempotencyKey: newKey(),
    basket: "gift",
    deliveryType: "myAddress",
    billing_address_id: String(billing),
    shipmentCompany: String(carrier.id),
    agreement: "1",
    ...payment,
  };
}

const addGift = async (m: Member, itemId: number) => {
  const response = await m.v.send(`/cart/add_wish_list_item/${itemId}`);
  return {
    status: response.status,
    answer: (await response.json()) as { success: boolean; reason?: string; message?: string; cart?: { quantity: number } },
  };
};

describe("buying from a gift list", () => {
  it(
    "counts the last wanted unit once when two buyers pay at once, ships it to the owner unseen, and tells the owner who bought it",
    { timeout: 180_000 },
    async () => {
      const owner = await memberWithGiftList("Doğum Günü", "Gizem Saklı");
      const { listId } = owner;
      const variant = await variantWithStock(5, 100);
      expect((await owner.v.post(`/hediye-listesi/urun-ekle/${listId}`, { productId: String(variant.productId) })).answer).toMatchObject({
        success: true,
      });
      const shown = async (m: Member | null) =>
        (await (m ? m.v : visitor()).send(`/hediye-listesi/goster/${listId}`)).json() as Promise<Shown>;
      const [item] = (await shown(null)).list.items;
      expect(item).toMatchObject({ wanted: 1, bought: 0 });

      // A guest is asked to log in (the spec's message).
      const guest = await visitor().send(`/cart/add_wish_list_item/${item.id}`);
      expect(guest.status).toBe(401);
      expect(await guest.json()).toMatchObject({ success: false, reason: "Bu ürünü sepete ekleyebilmeniz için önce giriş yapmalısınız!" });

      // Two members put the one wanted unit in their gift baskets; a second unit is not wanted.
      const [ali, veli, stranger] = await Promise.all([newMember(), newMember(), newMember()]);
      expect(await addGift(ali, item.id)).toMatchObject({
        status: 200,
        answer: { success: true, message: "Hediye sepetinize eklendi.", cart: { quantity: 1 } },
      });
      expect(await addGift(ali, item.id)).toMatchObject({
        status: 409,
        answer: { success: false, reason: "Bu hediyeden en fazla 1 adet alınabilir." },
      });
      expect((await addGift(veli, item.id)).answer).toMatchObject({ success: true });
      // The gift basket is apart from the basket (the header counts both).
      expect(
        (
          (await (await ali.v.send("/cart/view")).json()) as {
            view: { quantity: number };
            giftView: { quantity: number };
            giftTo: { recipient: string };
          }
        ).giftView,
      ).toMatchObject({ quantity: 1 });

      const [aliHome, veliHome] = await Promise.all([addHomeAddress(ali.v, "Ali Veren"), addHomeAddress(veli.v, "Veli Veren")]);
      // Not at the door: the list's owner would be asked to pay.
      const door = await makePay(ali.v, await giftForm(aliHome, { checkoutPaymentType: "podCash" }));
      expect(door.answer).toMatchObject({ success: false, reason: "Hediye siparişlerinde kapıda ödeme yapılamaz." });

      const [a, b] = await Promise.all([
        makePay(ali.v, await giftForm(aliHome, cardFields(CARD))),
        makePay(veli.v, await giftForm(veliHome, cardFields(CARD))),
      ]);
      expect([a.answer.success, b.answer.success].sort()).toEqual([false, true]);
      const [won, wonBy, lost] = a.answer.success ? [a, ali, b] : [b, veli, a];
      expect(lost.answer).toMatchObject({ success: false, reason: "Bu hediyenin istenen adedinin tamamı alınmıştır." });
      // Waiting for the bank: held, not yet bought.
      expect((await shown(null)).list.items[0]).toMatchObject({ bought: 0 });
      const orderNumber = (await bankPageFacts(wonBy.v, won.answer.threeDsUrl!)).reference;
      const back = await answer3ds(wonBy.v, won.answer.threeDsUrl!, "approve");
      expect(back).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);
      expect((await shown(null)).list.items[0]).toMatchObject({ bought: 1 });

      // The buyer's order: no address of the owner anywhere (summary JSON, page, contract).
      const detail = await wonBy.v.send(`/ajax/get-order-detail/${orderNumber}`);
      const detailText = await detail.text();
      expect(detail.status).toBe(200);
      expect(detailText).toContain('"delivery_address":null');
      expect(detailText).not.toContain("Gizem Saklı");
      const summary = await wonBy.v.page(back!);
      expect(summary.html).not.toContain("Gizem Saklı");
      expect(summary.html).toContain("Hediye listesi sahibi Deniz Kaya adına");

      // Who bought it: the owner and the buyer see it, nobody else.
      const buyerOf = async (m: Member) => {
        const response = await m.v.send(`/hediye-listesi/ajax/get_wish_list_item_buyer/${item.id}`);
        return {
          status: response.status,
          answer: (await response.json()) as {
            success: boolean;
            buyer?: { name: string; surname: string; location: string };
            message?: string;
          },
        };
      };
      expect(await buyerOf(owner)).toMatchObject({
        status: 200,
        answer: {
          success: true,
          buyer: { name: "Deniz", surname: "Kaya", location: "web" },
          message: "Bu ürün Deniz Kaya tarafından internet sitemizden satın alınmıştır.",
        },
      });
      expect(await buyerOf(wonBy)).toMatchObject({ status: 200, answer: { success: true } });
      expect(await buyerOf(stranger)).toMatchObject({ status: 404, answer: { success: false } });
      expect((await visitor().send(`/hediye-listesi/ajax/get_wish_list_item_buyer/${item.id}`)).status).toBe(401);

      // All bought: nobody can put it in a basket any more.
      expect(await addGift(stranger, item.id)).toMatchObject({
        status: 409,
        answer: { success: false, reason: "Bu hediyenin istenen adedinin tamamı alınmıştır." },
      });

      // The buyer calls the order off: the gift is wanted again, and can be given again.
      const hash = new URL(back!, "http://shop").searchParams.get("orderHash")!;
      const cancelled = await wonBy.v.send(`/kullanici/siparislerim/iptal/${encodeURIComponent(hash)}`, { method: "POST", body: {} });
      expect(await cancelled.json()).toMatchObject({ success: true });
      expect((await shown(null)).list.items[0]).toMatchObject({ bought: 0 });
      expect(await buyerOf(owner)).toMatchObject({ answer: { success: false, reason: "Bu ürün henüz satın alınmamıştır." } });
      expect((await addGift(stranger, item.id)).answer).toMatchObject({ success: true, message: "Hediye sepetinize eklendi." });
    },
  );
});
