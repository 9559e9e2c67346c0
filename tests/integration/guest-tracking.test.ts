/**
 * Guest order tracking over real HTTP (spec sections 2 and 5, PRODUCT.md `/siparis-takip`): a blank
 * field answers 'Lütfen tüm alanları doldurunuz' and keeps what was typed; the order number and the
 * e-mail it was placed with (any letter case) show the order without personal data; a wrong e-mail
 * answers exactly like an unknown number; guessing from one address is throttled like logins.
 */
import { describe, expect, it } from "vitest";
import { guestPayForm, makePay, variantWithStock } from "../support/checkout";
import { visitor } from "../support/visitor";

type Answer = {
  success: boolean;
  reason?: string;
  result?: {
    ordernumber: string;
    orderhash: string;
    delivery_address: unknown;
    billing_address: unknown;
    items: unknown[];
    shipment_status_code: number;
  };
};
type Visitor = ReturnType<typeof visitor>;

const PAGE = "/siparis-takip";
const NOT_FOUND = "Sipariş detayı bulunmadı.";

const track = async (v: Visitor, body: Record<string, string>) => {
  const response = await v.send(PAGE, { method: "POST", body, form: true });
  return { status: response.status, cache: response.headers.get("cache-control"), answer: (await response.json()) as Answer };
};

async function guestOrder() {
  const variant = await variantWithStock(5, 40);
  const buyer = visitor();
  expect((await buyer.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
  const paid = await makePay(buyer, await guestPayForm());
  expect(paid.answer.success).toBe(true);
  return paid.answer.data!;
}

describe("/siparis-takip", () => {
  it("asks for both fields, on the page and in JSON, keeping what was typed", async () => {
    const v = visitor();
    for (const body of [
      { orderNumber: "", email: "" },
      { orderNumber: "261124123456", email: " " },
      { orderNumber: "", email: "a@b.com" },
    ]) {
      const { status, answer } = await track(v, body);
      expect(status).toBe(422);
      expect(answer).toMatchObject({ success: false, reason: "Lütfen tüm alanları doldurunuz" });
    }
    const page = await v.send(PAGE, { method: "POST", body: { orderNumber: "261124123456", email: "" }, form: true, accept: "text/html" });
    const html = await page.text();
    expect(html).toContain("Lütfen tüm alanları doldurunuz");
    expect(html).toContain('value="261124123456"');
  });

  it("shows a guest's order by its number and e-mail, without personal data; a wrong pair like an unknown one", async () => {
    const order = await guestOrder();
    const v = visitor();
    const found = await track(v, { orderNumber: order.order_number, email: "MISAFIR.Alici@example.com" });
    expect(found.status).toBe(200);
    expect(found.cache).toMatch(/no-store/);
    expect(found.answer.success).toBe(true);
    expect(found.answer.result).toMatchObject({
      ordernumber: order.order_number,
      orderhash: order.order_hash,
      delivery_address: null,
      billing_address: null,
      shipment_status_code: 0,
    });
    expect(found.answer.result!.items).toHaveLength(1);

    const html = await (
      await v.send(PAGE, {
        method: "POST",
        body: { orderNumber: order.order_number, email: "misafir.alici@example.com" },
        form: true,
        accept: "text/html",
      })
    ).text();
    expect(html).toMatch(new RegExp(`Sipariş No: (<!-- -->)?${order.order_number}`));
    expect(html).toContain("Ürün Takibi");
    expect(html).not.toContain("Deniz Yılmaz");
    expect(html).not.toContain("Moda Cad");

    for (const body of [
      { orderNumber: order.order_number, email: "baskasi@example.com" },
      { orderNumber: "999999999999", email: "misafir.alici@example.com" },
    ]) {
      const wrong = await track(visitor(), body);
      expect(wrong.status).toBe(404);
      expect(wrong.answer).toMatchObject({ success: false, reason: NOT_FOUND });
    }
  });

  it("throttles guessing from one address like logins", async () => {
    const order = await guestOrder();
    const guesser = visitor();
    for (let i = 0; i < 5; i++)
      expect((await track(guesser, { orderNumber: order.order_number, email: `tahmin${i}@example.com` })).answer.reason).toBe(NOT_FOUND);
    const refused = await track(guesser, { orderNumber: order.order_number, email: "misafir.alici@example.com" });
    expect(refused.answer.success).toBe(false);
    expect(refused.answer.reason).toMatch(/^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/);
  });
});
