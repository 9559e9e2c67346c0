/**
 * A listing card's price over real HTTP: the lowest price of a size that can be bought (a sold-out
 * size only when every size is sold out), the one the listing sorts and filters by, and the price
 * the product page opens at. When the cheapest sizes sell out, the card moves to the next size's
 * price as soon as the listing index refreshes; nothing waits for a manager's edit.
 */
import { describe, expect, it } from "vitest";
import { formatMoney } from "#app/lib/money";
import { getJson } from "../support/http";
import { guestPayForm, makePay } from "../support/checkout";
import { visitor } from "../support/visitor";

type Card = { catalog_id: number; price: number; type: string; url: string };
type Variant = { productId: number; sku: string; stock: number; status: string; price: number; discountedPrice: number };

const variantsOf = async (catalogId: number) => (await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${catalogId}`)).body.products;
const cardOf = async (sku: string, catalogId: number, query = "") =>
  (await getJson<{ items: Card[] }>(`/arama/ajax/urunler?skuList=${encodeURIComponent(sku)}${query}`)).body.items.find(
    (i) => i.catalog_id === catalogId,
  ) ?? null;
/** The price the product page opens at (its buy box, after the screen reader's 'Fiyat: '). */
const pagePrice = async (url: string) =>
  /data-testid="product-price"[^>]*>(?:<span[^>]*>[^<]*<\/span>)?([^<]+)</.exec(await (await visitor().page(url)).html)?.[1] ?? null;

/** An item whose two cheapest sizes hold a few units each, with a dearer size in stock after them. */
async function itemToSellOut(): Promise<{ card: Card; cheap: Variant[]; next: Variant } | null> {
  for (const page of [1, 2, 3]) {
    const { body } = await getJson<{ items: Card[] }>(`/arama/ajax/urunler?category=giyim&page=${page}`);
    for (const card of body.items.filter((i) => i.type !== "teshir")) {
      const variants = (await variantsOf(card.catalog_id)).filter((v) => v.status === "active");
      if (variants.length < 3) continue;
      const lowest = Math.min(...variants.map((v) => v.price));
      const cheap = variants.filter((v) => v.price === lowest);
      const next = variants.find((v) => v.price > lowest && v.stock > 0);
      if (next && cheap.every((v) => v.stock > 0 && v.stock <= 5) && card.price === cheap[0].discountedPrice) return { card, cheap, next };
    }
  }
  return null;
}

/** An item (not `except`) whose sizes are all in stock with a few units each (at most what one basket line holds), at more than one price. */
async function itemWithFewUnits(except: number[]): Promise<{ card: Card; variants: Variant[] } | null> {
  for (const page of [2, 3, 4, 5, 6, 7, 8]) {
    const { body } = await getJson<{ items: Card[] }>(`/arama/ajax/urunler?category=giyim&page=${page}`);
    for (const card of body.items.filter((i) => i.type !== "teshir" && !except.includes(i.catalog_id))) {
      const variants = await variantsOf(card.catalog_id);
      if (variants.length < 3 || variants.some((v) => v.status !== "active" || v.stock < 1 || v.stock > 10)) continue;
      if (new Set(variants.map((v) => v.price)).size > 1 && variants.at(-1)!.price === Math.max(...variants.map((v) => v.price)))
        return { card, variants };
    }
  }
  return null;
}

const sold: number[] = [];

describe("a listing card's price", () => {
  it(
    "is the cheapest size that can be bought: when it sells out, card, price filter and product page move to the next size's price",
    { timeout: 90_000 },
    async () => {
      const found = await itemToSellOut();
      expect(found, "an item with cheap sizes to sell out").not.toBeNull();
      const { card, cheap, next } = found!;
      sold.push(card.catalog_id);
      // Before: the card and the page read the cheapest size's price.
      expect(await pagePrice(card.url)).toBe(formatMoney(Math.round(cheap[0].discountedPrice * 100)));

      // A guest buys every unit of the cheapest sizes (a bank transfer holds the stock).
      const buyer = visitor();
      for (const v of cheap)
        expect((await buyer.post("/cart/add", { productId: String(v.productId), quantity: String(v.stock) })).answer.success).toBe(true);
      const paid = await makePay(buyer, await guestPayForm());
      expect(paid.answer.success).toBe(true);
      for (const v of cheap) expect((await variantsOf(card.catalog_id)).find((x) => x.productId === v.productId)?.stock).toBe(0);

      // The card moves to the next size's price once the listing index has seen the sale (seconds).
      await expect
        .poll(async () => (await cardOf(next.sku, card.catalog_id))?.price, { timeout: 30_000, interval: 500 })
        .toBe(next.discountedPrice);
      // The price filter reads the same price: the sold-out size's price no longer finds the item, the card's does.
      const whole = (lira: number) => Math.floor(lira);
      expect(
        await cardOf(next.sku, card.catalog_id, `&price=${whole(next.discountedPrice)}-${Math.ceil(next.discountedPrice)}`),
      ).not.toBeNull();
      if (Math.ceil(cheap[0].discountedPrice) < whole(next.discountedPrice)) {
        expect(
          await cardOf(next.sku, card.catalog_id, `&price=${whole(cheap[0].discountedPrice)}-${Math.ceil(cheap[0].discountedPrice)}`),
        ).toBeNull();
      }
      // The product page opens at the card's price (its first in-stock size at that price is chosen).
      await expect
        .poll(() => pagePrice(card.url), { timeout: 15_000, interval: 1_000 })
        .toBe(formatMoney(Math.round(next.discountedPrice * 100)));
    },
  );

  it("over the first listing pages, every card's price is its lead size's and the page opens at it", { timeout: 90_000 }, async () => {
    const { body } = await getJson<{ items: Card[] }>("/arama/ajax/urunler?category=bebek&sort[price]=asc");
    const cards = body.items.filter((i) => i.type !== "teshir").slice(0, 12);
    expect(cards.length).toBeGreaterThan(5);
    // Sorted by the card's price.
    expect(body.items.map((i) => i.price)).toEqual([...body.items.map((i) => i.price)].sort((a, b) => a - b));
    for (const card of cards) {
      const variants = await variantsOf(card.catalog_id);
      const active = variants.filter((v) => v.status === "active");
      const buyable = active.filter((v) => v.stock > 0);
      const pool = buyable.length ? buyable : active;
      const lowest = Math.min(...pool.map((v) => v.price));
      const lead = pool.find((v) => v.price === lowest)!;
      expect(card.price, `card ${card.catalog_id}`).toBe(lead.discountedPrice);
      expect(await pagePrice(card.url), `page ${card.url}`).toBe(formatMoney(Math.round(lead.discountedPrice * 100)));
    }
  });

  it(
    "stays right when sizes of one item sell at the same moment (each sale refreshes the item after the others)",
    { timeout: 90_000 },
    async () => {
      const found = await itemWithFewUnits(sold);
      expect(found, "an item with a few units of each size").not.toBeNull();
      const { card, variants } = found!;
      const last = variants.at(-1)!;
      // Every size but the dearest sells out at once, one buyer each.
      const buyers = variants.slice(0, -1).map(() => visitor());
      await Promise.all(
        buyers.map(async (b, i) =>
          expect(
            (await b.post("/cart/add", { productId: String(variants[i].productId), quantity: String(variants[i].stock) })).answer.success,
          ).toBe(true),
        ),
      );
      const forms = await Promise.all(buyers.map(() => guestPayForm()));
      const answers = await Promise.all(buyers.map((b, i) => makePay(b, forms[i])));
      for (const a of answers) expect(a.answer.success).toBe(true);
      await expect
        .poll(async () => (await cardOf(last.sku, card.catalog_id))?.price, { timeout: 30_000, interval: 500 })
        .toBe(last.discountedPrice);
      await expect
        .poll(() => pagePrice(card.url), { timeout: 15_000, interval: 1_000 })
        .toBe(formatMoney(Math.round(last.discountedPrice * 100)));
    },
  );
});
