/**
 * POST /kullanici/siparislerim/iptal/{orderHash} over real HTTP: the member who placed
 * an order not yet shipped cancels it (the stock comes back, an e-mail says so); asking again is
 * refused with the reason; another member hears 'Sipariş detayı bulunmadı.', a guest 'Hata Oluştu'.
 * The domain rules (a parcel with the carrier, card refunds once) are tested in
 * app/domain/orders/cancel-order.server.test.ts.
 */
import { describe, expect, it } from "vitest";
import { addHomeAddress, payAtDoor, stockOf, variantWithStock } from "../support/checkout";
import { newMember, outbox, visitor } from "../support/visitor";

const cancel = async (v: ReturnType<typeof visitor>, hash: string) => {
  const response = await v.send(`/kullanici/siparislerim/iptal/${encodeURIComponent(hash)}`, { method: "POST", body: {} });
  return { status: response.status, answer: (await response.json()) as { success: boolean; reason?: string; message?: string } };
};

describe("POST /kullanici/siparislerim/iptal/{orderHash}", () => {
  it("cancels the member's own order once, and nobody else's", async () => {
    const variant = await variantWithStock(5, 40);
    const me = await newMember();
    const placed = await payAtDoor(me.v, await addHomeAddress(me.v), variant.productId);
    const held = await stockOf(variant);

    expect(await cancel(visitor(), placed.order_hash)).toMatchObject({ status: 401, answer: { success: false, reason: "Hata Oluştu" } });
    const other = await newMember();
    expect(await cancel(other.v, placed.order_hash)).toMatchObject({
      status: 404,
      answer: { success: false, reason: "Sipariş detayı bulunmadı." },
    });

    expect(await cancel(me.v, placed.order_hash)).toMatchObject({
      status: 200,
      answer: { success: true, message: "Siparişiniz iptal edildi." },
    });
    expect(await stockOf(variant)).toBe(held! + 1);
    const mail = (await outbox()).find((m) => m.subject === `Siparişiniz iptal edildi (${placed.order_number})`);
    expect(mail?.to).toBe(me.email);

    expect(await cancel(me.v, placed.order_hash)).toMatchObject({
      status: 409,
      answer: { success: false, reason: "Bu sipariş zaten iptal edilmiş." },
    });
  });
});
