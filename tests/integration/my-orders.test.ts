/**
 * Siparişlerim over real HTTP (spec sections 2 and 8: /kullanici/siparislerim): a guest is sent to
 * the login page and back; a member who paid at the door (POST /payment/make-pay) finds the order
 * on the page with its status, payment, delivery, total and a link to its summary; another member
 * never sees it; a member without orders sees the empty state.
 */
import { describe, expect, it } from "vitest";
import { formatMoney } from "#app/lib/money";
import { addHomeAddress, payAtDoor, variantsWithStock, variantWithStock } from "../support/checkout";
import { newMember, visitor } from "../support/visitor";

const PAGE = "/kullanici/siparislerim";
const EMPTY = "Henüz siparişiniz bulunmuyor.";

describe("GET /kullanici/siparislerim", () => {
  it("sends a guest to the login page, coming back to the same page afterwards", async () => {
    for (const path of [PAGE, `${PAGE}?sayfa=2`]) {
      const { status, location } = await visitor().page(path);
      expect(status).toBe(302);
      expect(location).toBe(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(path)}`);
    }
  });

  it("lists the member's order paid at the door, and only to that member", async () => {
    const variant = await variantWithStock(5, 40);
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
    expect(mine.html).toContain("Sipariş Alındı");
    expect(mine.html).toContain("Kapıda Ödeme (Nakit)");
    expect(mine.html).toContain("Adrese Teslim");
    expect(mine.html).toContain(formatMoney(Math.round(total * 100)));
    // The list's link opens the order in the panel (?hash=, without JavaScript too), for its member only.
    const opens = `/kullanici/siparislerim?hash=${orderHash}`;
    expect(mine.html).toContain(`href="${opens}"`);
    const opened = await me.v.page(opens);
    expect(opened.status).toBe(200);
    expect(opened.html).toMatch(new RegExp(`<h2 id="siparis-detay-baslik"[^>]*>Sipariş No: <span[^>]*>${orderNumber}<`));

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
    expect((await other.v.page(`${PAGE}?hash=${orderHash}`)).html).not.toContain(orderNumber);
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
