/**
 * Siparişlerim over real HTTP (spec sections 2 and 8: /kullanici/siparislerim): a guest is sent to
 * the login page and back; a member who paid at the door (POST /payment/make-pay) finds the order
 * on the page with its status, payment, delivery, total and a link to its summary; another member
 * never sees it; a member without orders sees the empty state.
 */
import { describe, expect, it } from "vitest";
import { formatMoney } from "#app/lib/money";
import { getJson } from "../support/http";
import { addHomeAddress, makePay, newKey, variantsWithStock } from "../support/checkout";
import { newMember, visitor } from "../support/visitor";

const PAGE = "/kullanici/siparislerim";
const EMPTY = "Henüz siparişiniz bulunmuyor.";

/** Pays at the door for one unit of the variant; returns the order's number and hash. */
async function payAtDoor(v: ReturnType<typeof visitor>, address: number, productId: number) {
  expect((await v.post("/cart/add", { productId: String(productId), quantity: "1" })).answer.success).toBe(true);
  const { body: carriers } = await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
  const door = carriers.result.find((c) => c.paymentMethods.includes("podCash"))!;
  const form = { idempotencyKey: newKey(), deliveryType: "myAddress", sameAsDelivery: "1", shipmentCompany: String(door.id), checkoutPaymentType: "podCash", agreement: "1" };
  const paid = await makePay(v, { ...form, delivery_address_id: String(address) });
  expect(paid.answer.success).toBe(true);
  return paid.answer.data!;
}

describe("GET /kullanici/siparislerim", () => {
  it("sends a guest to the login page, coming back to the same page afterwards", async () => {
    for (const path of [PAGE, `${PAGE}?sayfa=2`]) {
      const { status, location } = await visitor().page(path);
      expect(status).toBe(302);
      expect(location).toBe(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(path)}`);
    }
  });

  it("lists the member's order paid at the door, and only to that member", async () => {
    const [variant] = await variantsWithStock(5, 40);
    expect(variant).toBeDefined();
    const me = await newMember();

    // No orders yet: the empty state with a way back to shopping; never cached, never indexed.
    const response = await me.v.send(PAGE, { accept: "text/html" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const empty = await response.text();
    expect(empty).toContain(EMPTY);
    expect(empty).toContain("Alışverişe Başla");
    expect(empty).toMatch(/<meta name="robots" content="noindex"/);

    const address = await addHomeAddress(me.v, "Deniz Kaya");
    const { order_number: orderNumber, order_hash: orderHash, total_price: total } = await payAtDoor(me.v, address, variant.productId);

    const mine = await me.v.page(PAGE);
    expect(mine.status).toBe(200);
    expect(mine.html).not.toContain(EMPTY);
    expect(mine.html).toContain("Toplam <strong");
    expect(mine.html).toContain(orderNumber);
    expect(mine.html).toContain("Onaylandı");
    expect(mine.html).toContain("Kapıda Ödeme (Nakit)");
    expect(mine.html).toContain("Adrese Teslim");
    expect(mine.html).toContain(formatMoney(Math.round(total * 100)));
    const detail = `/payment/checkout/summary?orderHash=${orderHash}`;
    expect(mine.html).toContain(`href="${detail}"`);
    // The detail link opens the order for its member.
    const summary = await me.v.page(detail);
    expect(summary.status).toBe(200);
    expect(summary.html).toContain(orderNumber);
    // A page number past the last, or not a number, still shows the list.
    for (const odd of ["?sayfa=9", "?sayfa=abc", "?sayfa=-1"]) expect((await me.v.page(`${PAGE}${odd}`)).html).toContain(orderNumber);

    // Another member sees none of it.
    const other = await newMember();
    for (const path of [PAGE, `${PAGE}?sayfa=2`]) {
      const theirs = await other.v.page(path);
      expect(theirs.status).toBe(200);
      expect(theirs.html).toContain(EMPTY);
      expect(theirs.html).not.toContain(orderNumber);
      expect(theirs.html).not.toContain(orderHash);
    }
  });

  it("shows ten orders a page, newest first, with ?sayfa=2 for the rest", async () => {
    const [variant] = (await variantsWithStock(15, 200)).slice(-1);
    expect(variant).toBeDefined();
    const me = await newMember();
    const address = await addHomeAddress(me.v, "Deniz Kaya");
    const numbers: string[] = [];
    for (let i = 0; i < 11; i++) numbers.push((await payAtDoor(me.v, address, variant.productId)).order_number);
    const shown = (html: string) => numbers.filter((n) => html.includes(n));

    const first = await me.v.page(PAGE);
    expect(first.html).toContain('Toplam <strong class="text-ink">11</strong> siparişiniz var.');
    expect(shown(first.html)).toEqual(numbers.slice(1));
    // Newest first on the page.
    const at = (n: string) => first.html.indexOf(n);
    expect(numbers.slice(1).map(at)).toEqual(
      numbers
        .slice(1)
        .map(at)
        .sort((a, b) => b - a),
    );
    expect(first.html).toContain(`href="${PAGE}?sayfa=2"`);

    const second = await me.v.page(`${PAGE}?sayfa=2`);
    expect(shown(second.html)).toEqual(numbers.slice(0, 1));
    expect(second.html).toContain(`href="${PAGE}" rel="prev"`);
  });
});
