/**
 * Campaigns that really discount, on a real database: the rules as the campaigns
 * table holds them price the basket, the checkout's totals, the order (its lines, its campaign
 * lines, its contract) and the invoice; a campaign that ended while its items waited stops applying
 * and the basket says why; listings and product pages show a per-unit campaign's price.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { campaigns, cartItems, catalogItems, categories, orderCampaigns, orderLines, orders } from "#app/db/schema";
import { inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { loadCartView } from "#app/domain/cart/cart-view.server";
import { quoteCheckout } from "#app/domain/checkout/checkout-quote.server";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { placeOrder } from "#app/domain/checkout/place-order.server";
import { loadVariants } from "#app/domain/catalog/product.server";
import { loadOrderSummary } from "#app/domain/orders/order-summary.server";
import { invoiceOf } from "#app/domain/invoices/invoice.server";
import { searchListing } from "#app/domain/search/listing.server";
import { forgetListingIndex, getListingIndex } from "#app/domain/search/listing-index.server";
import { parseListingQuery } from "#app/domain/search/listing-query";
import { campaignEndedNotice, readCampaignBook } from "./campaign-rules.server";

let db: Db;
let close: () => Promise<void>;
let carrier = 0;
let pyjamaCategory = 0;
let pyjamaItem = 0;
let girlsPyjama = 0;
const pyjama: number[] = []; // 300 TL and 200 TL
const body: number[] = []; // 100, 150, 250 TL
const toy: number[] = []; // 400 TL

const HOUR = 3_600_000;
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const p = await seedItem(db, { name: "Çocuk Pijama Takımı", slug: "pijama" }, [
    { sku: "P1", priceKurus: 30_000, stock: 20 },
    { sku: "P2", priceKurus: 20_000, stock: 20 },
  ]);
  const b = await seedItem(db, { name: "Body Zıbın", slug: "body" }, [
    { sku: "B1", priceKurus: 10_000, stock: 20 },
    { sku: "B2", priceKurus: 15_000, stock: 20 },
    { sku: "B3", priceKurus: 25_000, stock: 20 },
  ]);
  const t = await seedItem(db, { name: "Ahşap Oyuncak", slug: "oyuncak" }, [{ sku: "T1", priceKurus: 40_000, stock: 20 }]);
  pyjama.push(...p.variantIds);
  body.push(...b.variantIds);
  toy.push(...t.variantIds);
  pyjamaItem = p.itemId;
  ({ carrier } = await seedDelivery(db, []));
  const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "kategori-pijama"));
  pyjamaCategory = cat.id;
  // A category under the pyjamas' (before the category tree is first read and kept for a while).
  const [child] = await db
    .insert(categories)
    .values({ name: "Kız Pijama", slug: "kiz-pijama", area: "giyim", parentId: pyjamaCategory })
    .returning();
  const girls = await seedItem(db, { name: "Kız Pijama", slug: "kiz" }, [{ sku: "K1", priceKurus: 10_000, stock: 5 }]);
  await db.update(catalogItems).set({ categoryId: child.id }).where(eq(catalogItems.id, girls.itemId));
  girlsPyjama = girls.variantIds[0];
});
afterAll(async () => close?.());

type CampaignValues = Partial<typeof campaigns.$inferInsert> & Pick<typeof campaigns.$inferInsert, "title" | "kind">;
let slug = 0;
async function campaign(values: CampaignValues) {
  const [row] = await db
    .insert(campaigns)
    .values({
      slug: `c${++slug}`,
      categoryValue: "giyim",
      link: "/kampanyalar",
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + HOUR),
      ...values,
    })
    .returning();
  return row;
}
const categoryOf = async (slugName: string) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slugName)))[0].id;

beforeEach(async () => {
  await db.delete(campaigns);
});

describe("campaign rules from the database", () => {
  it("price the basket: 'sepette %30' on pyjamas is its own line, other lines pay full price", async () => {
    await campaign({ title: "Pijamalarda %30 İndirim", kind: "basketPercent", discountPercent: 30, categoryIds: [pyjamaCategory] });
    const visitor = await kit.basket([
      [pyjama[0], 2],
      [toy[0], 1],
    ]);
    const view = await loadCartView(db, visitor);
    expect(view.totals.productsKurus).toBe(100_000);
    expect(view.totals.campaigns).toEqual([{ id: expect.any(Number), title: "Pijamalarda %30 İndirim", discountKurus: 18_000 }]);
    expect(view.totals.grandKurus).toBe(82_000);
    const [pyjamaLine, toyLine] = view.lines;
    expect(pyjamaLine).toMatchObject({ totalKurus: 60_000, campaignDiscountKurus: 18_000, payKurus: 42_000 });
    expect(toyLine).toMatchObject({ totalKurus: 40_000, campaignDiscountKurus: 0, payKurus: 40_000 });
  });

  it("'3 al 2 öde' gives the cheapest of three mixed prices free", async () => {
    await campaign({
      title: "Body ve Zıbınlarda 3 Al 2 Öde",
      kind: "buyXPayY",
      buyCount: 3,
      payCount: 2,
      categoryIds: [await categoryOf("kategori-body")],
    });
    const view = await loadCartView(
      db,
      await kit.basket([
        [body[2], 1],
        [body[0], 1],
        [body[1], 1],
      ]),
    );
    expect(view.totals.campaigns.map((c) => c.discountKurus)).toEqual([10_000]);
    expect(view.lines.map((l) => l.campaignDiscountKurus)).toEqual([0, 10_000, 0]);
    expect(view.totals.grandKurus).toBe(40_000 + 4_990);
  });

  it("a category's campaign covers the categories under it", async () => {
    await campaign({ title: "Pijamalarda %30 İndirim", kind: "basketPercent", discountPercent: 30, categoryIds: [pyjamaCategory] });
    const view = await loadCartView(db, await kit.basket([[girlsPyjama, 1]]));
    expect(view.totals.campaignDiscountKurus).toBe(3_000);
  });

  it("stops applying when the campaign ends while the item waits, and the basket says why", async () => {
    const visitor = await kit.basket([[pyjama[1], 1]]);
    await db.update(cartItems).set({ createdAt: new Date(Date.now() - 3 * HOUR) });
    await campaign({
      title: "Pijamalarda %30 İndirim",
      kind: "basketPercent",
      discountPercent: 30,
      categoryIds: [pyjamaCategory],
      startsAt: new Date(Date.now() - 5 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    const view = await loadCartView(db, visitor);
    expect(view.totals.campaigns).toEqual([]);
    expect(view.totals.grandKurus).toBe(20_000 + 4_990);
    expect(view.campaignNotices).toEqual([campaignEndedNotice({ title: "Pijamalarda %30 İndirim" })]);
    // A campaign that had ended before the item came needs no explaining.
    await db.update(cartItems).set({ createdAt: new Date() });
    expect((await loadCartView(db, visitor)).campaignNotices).toEqual([]);
  });

  it("the order is priced at payment: campaign lines on the order, in its contract, totals and invoice", async () => {
    await campaign({
      title: "Pijamalarda %30 İndirim",
      kind: "basketPercent",
      discountPercent: 30,
      categoryIds: [pyjamaCategory],
      sortOrder: 1,
    });
    await campaign({
      title: "Oyuncakta 50 TL İndirim",
      kind: "amount",
      amountKurus: 5_000,
      categoryIds: [await categoryOf("kategori-oyuncak")],
      sortOrder: 2,
    });
    const visitor = await kit.basket([
      [pyjama[0], 1],
      [pyjama[1], 1],
      [toy[0], 1],
    ]);
    const quote = await quoteCheckout(db, visitor, { deliveryType: "myAddress", shippingCompanyId: carrier, paymentType: "moneyOrder" });
    expect(quote.totals).toMatchObject({
      itemsTotalKurus: 90_000,
      campaignDiscountKurus: 20_000,
      goodsKurus: 70_000,
      shippingKurus: 0,
      grandTotalKurus: 70_000,
    });
    const result = await placeOrder(db, kit.request(visitor));
    if (!result.ok) throw new Error(result.reason);
    expect(result.order.totalKurus).toBe(70_000);
    const [order] = await db.select().from(orders).where(eq(orders.id, result.order.id));
    expect(order).toMatchObject({ itemsTotalKurus: 90_000, campaignDiscountKurus: 20_000, totalKurus: 70_000 });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    expect(lines.map((l) => [l.unitPriceKurus, l.campaignDiscountKurus, l.totalPriceKurus])).toEqual([
      [30_000, 9_000, 21_000],
      [20_000, 6_000, 14_000],
      [40_000, 5_000, 35_000],
    ]);
    const applied = await db.select().from(orderCampaigns).where(eq(orderCampaigns.orderId, order.id)).orderBy(orderCampaigns.position);
    expect(applied.map((c) => [c.title, c.discountKurus])).toEqual([
      ["Pijamalarda %30 İndirim", 15_000],
      ["Oyuncakta 50 TL İndirim", 5_000],
    ]);
    expect(order.contractHtml).toContain("Kampanya indirimi — Pijamalarda %30 İndirim: -150,00 TL");
    expect(order.contractHtml).toContain("Kampanya indirimi — Oyuncakta 50 TL İndirim: -50,00 TL");

    // Paid (the transfer confirmed): its invoice adds up with the discounts on the lines.
    await db.update(orders).set({ status: "confirmed" }).where(eq(orders.id, order.id));
    const summary = await loadOrderSummary(db, order.orderHash, { userId: null, sessionId: visitor.sessionId });
    expect(summary!.totals.campaigns.map((c) => c.title)).toEqual(["Pijamalarda %30 İndirim", "Oyuncakta 50 TL İndirim"]);
    const invoice = invoiceOf(summary!)!;
    expect(invoice.lines.slice(0, 3).map((l) => [l.discountKurus, l.totalKurus])).toEqual([
      [9_000, 21_000],
      [6_000, 14_000],
      [5_000, 35_000],
    ]);
    expect(invoice.totals.payableKurus).toBe(70_000);
    expect(invoice.campaigns).toHaveLength(2);
  });

  it("a campaign that ended between the basket and the pay call is not charged for", async () => {
    const row = await campaign({
      title: "Pijamalarda %30 İndirim",
      kind: "basketPercent",
      discountPercent: 30,
      categoryIds: [pyjamaCategory],
    });
    const visitor = await kit.basket([[pyjama[0], 2]]);
    expect((await loadCartView(db, visitor)).totals.grandKurus).toBe(42_000 + 4_990);
    await db
      .update(campaigns)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, row.id));
    const result = await placeOrder(db, kit.request(visitor));
    if (!result.ok) throw new Error(result.reason);
    expect(result.order.totalKurus).toBe(60_000);
    expect(await db.select().from(orderCampaigns).where(eq(orderCampaigns.orderId, result.order.id))).toEqual([]);
  });

  it("product pages show a per-unit campaign's price as discountedPrice; basket campaigns leave it alone", async () => {
    await campaign({ title: "Pijamada %25", kind: "percent", discountPercent: 25, catalogIds: [pyjamaItem] });
    await campaign({ title: "Sepette %30", kind: "basketPercent", discountPercent: 30, categoryIds: [pyjamaCategory] });
    // The product page's read is kept for seconds: this book is fresh.
    const book = await readCampaignBook(db);
    expect(book.rules.map((r) => r.title)).toEqual(["Pijamada %25", "Sepette %30"]);
    const variants = await loadVariants(db, pyjamaItem, book);
    expect(variants.map((v) => [v.price, v.discountedPrice])).toEqual([
      [300, 225],
      [200, 150],
    ]);
  });

  it("listings show, sort and filter by a per-unit campaign's price, and drop it once the campaign ends", async () => {
    // The listing reads each item's lowest variant price from catalog_items (the seed keeps it up to date).
    await db.update(catalogItems).set({ minPriceKurus: 20_000, minOriginalPriceKurus: 20_000 }).where(eq(catalogItems.id, pyjamaItem));
    const toyItem = (await db.select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.sefUrl, "oyuncak")))[0].id;
    const bodyItem = (await db.select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.sefUrl, "body")))[0].id;
    await db.update(catalogItems).set({ minPriceKurus: 40_000, minOriginalPriceKurus: 40_000 }).where(eq(catalogItems.id, toyItem));
    await db.update(catalogItems).set({ minPriceKurus: 10_000, minOriginalPriceKurus: 10_000 }).where(eq(catalogItems.id, bodyItem));
    const listed = async (query: string) => {
      const result = await searchListing(db, parseListingQuery(new URLSearchParams(query)));
      const items = result!.items.filter((i) => [pyjamaItem, toyItem, bodyItem].includes(i.id));
      return items.map((i) => [i.id, i.price, i.original_price]);
    };
    forgetListingIndex(db);
    expect(await listed("sort[price]=asc")).toEqual([
      [bodyItem, 100, 100],
      [pyjamaItem, 200, 200],
      [toyItem, 400, 400],
    ]);

    // 60 % off the toy (a whole item) and 75 TL off the body's most expensive variant (250 → 175 TL:
    // its cheapest stays 100 TL): the toy now sorts first and falls in a 100–200 TL range.
    const toyCampaign = await campaign({ title: "Oyuncakta %60", kind: "percent", discountPercent: 60, catalogIds: [toyItem] });
    await campaign({ title: "Body'de 75 TL", kind: "amount", amountKurus: 7_500, productIds: [body[2]] });
    await campaign({ title: "Sepette %30", kind: "basketPercent", discountPercent: 30, categoryIds: [pyjamaCategory] });
    forgetListingIndex(db);
    expect(await listed("sort[price]=asc")).toEqual([
      [bodyItem, 100, 100],
      [toyItem, 160, 400],
      [pyjamaItem, 200, 200],
    ]);
    expect((await listed("price=150-250")).map(([id]) => id).sort()).toEqual([pyjamaItem, toyItem].sort());
    // 'İndirimli ürünler' counts the campaign's item.
    expect((await listed("criteria[discount]=1")).map(([id]) => id)).toEqual([toyItem]);

    // A variant campaign deep enough to undercut the item's cheapest variant shows on its card.
    await db.update(campaigns).set({ amountKurus: 20_000 }).where(eq(campaigns.title, "Body'de 75 TL"));
    forgetListingIndex(db);
    expect(await listed("sort[price]=asc")).toEqual([
      [bodyItem, 50, 100],
      [toyItem, 160, 400],
      [pyjamaItem, 200, 200],
    ]);

    // The index sees a campaign end by itself: its signature changes, the next check rebuilds it.
    const before = await getListingIndex(db);
    await db
      .update(campaigns)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(inArray(campaigns.id, [toyCampaign.id]));
    await vi.waitFor(
      async () => {
        const index = await getListingIndex(db);
        expect(index).not.toBe(before);
        expect(index.items.find((i) => i.id === toyItem)?.priceKurus).toBe(40_000);
      },
      { timeout: 15_000, interval: 500 },
    );
  }, 30_000);
});
