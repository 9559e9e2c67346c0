/**
 * Words shoppers read around an order, over real HTTP: the order summary shows only money the
 * order really took off (no 'İndirim (fiyatlara yansıtıldı)' line for the gap between list and
 * sale prices), and its rows add up to the grand total; the contract preview fills its 'Stok kodu'
 * column; the product page writes a Latin brand name in capitals without a dotted İ.
 */
import { describe, expect, it } from "vitest";
import { formatMoney, parseLira } from "#app/lib/money";
import { addHomeAddress, payAtDoor } from "../support/checkout";
import { getJson } from "../support/http";
import { newMember, visitor } from "../support/visitor";

type Card = { catalog_id: number; type: string; url: string; price: number; original_price: number; brand: string };
type Variant = {
  productId: number;
  sku: string;
  stock: number;
  status: string;
  price: number;
  original_price: number;
  discountedPrice: number;
};

const variantsOf = async (catalogId: number) => (await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${catalogId}`)).body.products;
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** A variant on sale below its list price, with stock, of an item that can go in a basket. */
async function discountedVariant(): Promise<Variant> {
  for (const category of ["oyuncak", "ev", "bebek", "giyim"]) {
    const { body } = await getJson<{ items: Card[] }>(`/arama/ajax/urunler?category=${category}`);
    for (const card of body.items.filter((i) => i.type !== "teshir" && i.price < i.original_price)) {
      const found = (await variantsOf(card.catalog_id)).find((v) => v.status === "active" && v.stock >= 3 && v.original_price > v.price);
      if (found) return found;
    }
  }
  throw new Error("no discounted variant in stock");
}

describe("the order summary's totals", () => {
  it("show only what the order really took off, named plainly, and add up to the grand total", async () => {
    const variant = await discountedVariant();
    const me = await newMember();
    const address = await addHomeAddress(me.v);
    const placed = await payAtDoor(me.v, address, variant.productId);
    const { html } = await me.v.page(`/payment/checkout/summary?orderHash=${encodeURIComponent(placed.order_hash)}`);
    const box = html.slice(html.indexOf('id="order-totals-title"'));
    const totals = textOf(box.slice(0, box.indexOf("</section>")));
    expect(totals).toContain("Ürün Toplamı");
    expect(totals).not.toContain("fiyatlara yansıtıldı");
    expect(totals).not.toMatch(/İndirim/);
    // Every row but the VAT lines adds up: product total, less what was taken off, plus fees.
    const rows = [...box.slice(0, box.indexOf("</section>")).matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)].map(
      (m) => [textOf(m[1]).trim(), textOf(m[2]).trim()] as const,
    );
    const money = (text: string) =>
      text === "Ücretsiz" ? 0 : (parseLira(text.replace(/^[-−]/, "")) ?? NaN) * (/^[-−]/.test(text) ? -1 : 1);
    const grand = rows.find(([label]) => label.startsWith("Genel Toplam"))!;
    const parts = rows.filter(([label]) => !label.startsWith("Genel Toplam") && !label.startsWith("KDV"));
    expect(parts.reduce((sum, [, value]) => sum + money(value), 0)).toBe(money(grand[1]));
    expect(grand[1]).toBe(formatMoney(Math.round(placed.total_price * 100)));
  });
});

describe("the contract preview", () => {
  it("fills the 'Stok kodu' column with each line's variant code", async () => {
    const variant = await discountedVariant();
    const guest = visitor();
    expect((await guest.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
    const response = await guest.send("/payment/ajax/contract-preview", {
      method: "POST",
      body: { deliveryType: "myAddress", checkoutPaymentType: "creditCard" },
    });
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain("<th>Stok kodu</th>");
    const rows = [...html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td>/g)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, , sku] of rows) expect(sku).not.toBe("");
    expect(rows.map((r) => r[2])).toContain(variant.sku);
  });
});

describe("a brand name in capitals", () => {
  it("has no dotted İ when the brand is Latin ('Chicco' → 'CHICCO') on the product page", async () => {
    const { body } = await getJson<{ items: Card[] }>(`/arama/ajax/urunler?criteria[brand]=Chicco`);
    const card = body.items.find((i) => i.brand === "Chicco");
    expect(card, "a Chicco item").toBeDefined();
    const { html } = await visitor().page(card!.url);
    expect(html).toMatch(/<p class="[^"]*text-brand-700[^"]*">CHICCO<\/p>/);
    expect(html).not.toMatch(/<p class="[^"]*uppercase[^"]*">Chicco<\/p>/);
  });
});
