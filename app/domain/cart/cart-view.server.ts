/**
 * The visitor's basket as the basket page and the header's mini-basket show it (spec sections 2, 3
 * and 9; PRODUCT.md "Basket" and "Business values").
 *
 * - Prices and stock are re-checked every time: the basket is first brought within what can be
 *   bought now (reconcileCart: lines no longer on sale or out of stock go, lines above
 *   min(stock, 10) are lowered) and a Turkish notice says so; then every price is read from the
 *   variants' current rows.
 * - Totals: products total; shipping is free from the threshold (shown 'Ücretsiz'), else the
 *   standard fee; an empty basket costs nothing. The free-shipping bar shows what is still missing
 *   and a 0–100 progress.
 * - JSON uses the spec's Cart item and Basket line shapes with money as TL numbers.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { attributes, cartItems, carts, catalogItems, productAttributes, products } from "#app/db/schema";
import { CARD_IMAGE, itemImageUrl } from "#app/domain/catalog/image-urls";
import type { VariantAttribute } from "#app/domain/catalog/product.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";
import { toLira, type Kurus } from "#app/lib/money";
import { shippingFor, shipsFree } from "#app/domain/pricing/totals";
import { prepared } from "#app/db/prepared.server";
import {
  basketLineJson,
  cartOwnerOfShape,
  cartOwnerShape,
  cartOwnerValues,
  cartQuery,
  cartSummary,
  findCart,
  lineNeedsFix,
  maxUnitsFor,
  reconcileCart,
  type CartSummary,
  type Visitor,
} from "./cart.server";
import { CART_RECONCILED } from "./messages";
import { sizeValue } from "#app/domain/catalog/size-attribute";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import { linePageUrl } from "#app/domain/cart/line-page.server";
import type { CampaignPricing, PricingLine } from "#app/domain/campaigns/campaign-pricing";
import { endedCampaignNotices, priceLines, readCampaignBook } from "#app/domain/campaigns/campaign-rules.server";

export type CartLine = {
  /** The variant (spec: productId; `id` of the cart items in JSON). */
  productId: number;
  catalogId: number;
  /** The catalogue item's name (what the shopper knows the product by). */
  name: string;
  /** The variant's own name. */
  variantName: string;
  url: string;
  image: string;
  attributes: { name: string; value: string }[];
  /** The 'Beden' attribute's value, when the variant has one. */
  size: string | null;
  quantity: number;
  unitPriceKurus: Kurus;
  /** List price before discount (equal to the unit price when not discounted). */
  originalUnitPriceKurus: Kurus;
  totalKurus: Kurus;
  stock: number;
  /** The most units of this variant the basket may hold. */
  max: number;
  isGift: boolean;
  /** A gift card: e-mailed, so it ships nothing and costs no shipping. */
  digital: boolean;
  vatRate: number;
  categoryId: number;
  brandId: number;
  /** One unit under the best running per-unit campaign (what listings show); the unit price when none. */
  campaignUnitPriceKurus: Kurus;
  /** What the campaigns take off this line (its share of each; campaign-pricing.ts). */
  campaignDiscountKurus: Kurus;
  /** What the line costs after campaigns. */
  payKurus: Kurus;
};

/** A campaign applied to the basket: its own line under the products. */
export type CampaignLine = { id: number; title: string; discountKurus: Kurus };

export type CartTotals = {
  /** The products at their prices, before campaigns. */
  productsKurus: Kurus;
  /** Each campaign applied, and what they take off together. */
  campaigns: CampaignLine[];
  campaignDiscountKurus: Kurus;
  shippingKurus: Kurus;
  grandKurus: Kurus;
  freeShippingThresholdKurus: Kurus;
  /** What the products still need for free shipping (0 once reached). */
  remainingKurus: Kurus;
  /** 0–100: how far the products are towards free shipping. */
  progress: number;
};

export type CartView = {
  lines: CartLine[];
  /** Units in this basket (the header counts the gift basket too: member-lists/basket-page.server.ts). */
  quantity: number;
  giftNote: string;
  totals: CartTotals;
  /** Set when loading the basket changed it (stock or sale status changed). */
  notice: string | null;
  /** Why a discount went away: a campaign that ended while its items waited in the basket. */
  campaignNotices: string[];
};

/** The visitor behind a request's session; null when there is no session yet (so no basket). */
export async function visitorOf(session: SessionHandle): Promise<Visitor | null> {
  const row = await session.get();
  return row ? { sessionId: row.id, userId: row.userId } : null;
}

/** The visitor's basket in the cart response shape ({quantity, total, items}); empty without one. */
export async function visitorCartSummary(db: Db, visitor: Visitor | null): Promise<CartSummary> {
  return cartSummary(db, visitor ? await findCart(db, visitor) : null);
}

/**
 * Totals of a basket whose products cost `productsKurus` before campaigns and take `campaigns` off,
 * of which `shippedKurus` (after campaigns) ship: gift cards do not, so they neither pay shipping
 * nor count towards free shipping; spec section 9, PRODUCT.md business values. Whether shipping is
 * free and what it costs are the order's own rule (pricing/totals.ts shipsFree, shippingFor): no
 * carrier is chosen yet, so a basket that does not ship free shows the standard fee.
 */
export function cartTotals(
  productsKurus: Kurus,
  settings: ShopSettings,
  shippedKurus: Kurus = productsKurus,
  campaigns: CampaignLine[] = [],
): CartTotals {
  const threshold = settings.freeShippingThresholdKurus;
  const reached = shipsFree(shippedKurus, settings);
  const shippingKurus = shippingFor(shippedKurus, "myAddress", null, settings);
  const campaignDiscountKurus = campaigns.reduce((sum, c) => sum + c.discountKurus, 0);
  return {
    productsKurus,
    campaigns,
    campaignDiscountKurus,
    shippingKurus,
    grandKurus: productsKurus - campaignDiscountKurus + shippingKurus,
    freeShippingThresholdKurus: threshold,
    remainingKurus: reached ? 0 : threshold - shippedKurus,
    progress: reached ? 100 : Math.floor((shippedKurus * 100) / threshold),
  };
}

/** A variant's attributes ordered by attribute, as JSON in the line's own row (no second round trip). */
const attributesJson = sql<VariantAttribute[]>`(
  select coalesce(json_agg(json_build_object('id', ${attributes.id}, 'name', ${attributes.name}, 'value', ${productAttributes.value}) order by ${attributes.id}), '[]')
    from ${productAttributes} join ${attributes} on ${attributes.id} = ${productAttributes.attributeId}
   where ${productAttributes.productId} = ${products.id})`;

/**
 * The basket's lines with their variants' current prices, stock and sale status: one prepared
 * query per shape of visitor (member and/or session), the basket found inside it.
 */
const lineStatement = prepared((db, shape) => {
  const basket = cartQuery(db, cartOwnerOfShape(shape))!;
  return db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      isGift: cartItems.isGift,
      sku: products.sku,
      variantName: products.name,
      priceKurus: products.priceKurus,
      originalPriceKurus: products.originalPriceKurus,
      stock: products.stock,
      status: products.status,
      itemStatus: catalogItems.status,
      itemType: catalogItems.type,
      catalogId: catalogItems.id,
      name: catalogItems.name,
      sefUrl: catalogItems.sefUrl,
      mainImage: catalogItems.mainImage,
      vatRate: catalogItems.vatRate,
      categoryId: catalogItems.categoryId,
      brandId: catalogItems.brandId,
      addedAt: cartItems.createdAt,
      attributes: attributesJson,
      // The basket's own note, on every line (an empty basket shows no note).
      giftNote: sql<string>`(select ${carts.giftNote} from ${carts} where ${carts.id} = (${basket}))`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(eq(cartItems.cartId, sql`(${basket})`))
    .orderBy(asc(cartItems.id))
    .prepare(`cart_lines_${shape}`);
});

type LineRow = Awaited<ReturnType<ReturnType<typeof lineStatement>["execute"]>>[number];

function toLine(r: LineRow, pricing: CampaignPricing, index: number): CartLine {
  const priced = pricing.lines[index];
  // The same rule as the order's lines (place-order.server.ts): before campaigns less after them.
  const campaignDiscountKurus = priced.listTotalKurus - priced.totalKurus;
  const attrs = r.attributes.map((a) => ({ id: a.id, name: a.name, value: a.value }));
  return {
    productId: r.productId,
    catalogId: r.catalogId,
    name: r.name,
    variantName: r.variantName,
    url: linePageUrl(r),
    image: itemImageUrl(r.catalogId, r.mainImage, CARD_IMAGE),
    attributes: attrs,
    size: sizeValue(attrs),
    quantity: r.quantity,
    unitPriceKurus: r.priceKurus,
    originalUnitPriceKurus: Math.max(r.originalPriceKurus, r.priceKurus),
    totalKurus: r.priceKurus * r.quantity,
    stock: r.stock,
    max: maxUnitsFor(r.stock),
    isGift: r.isGift,
    digital: isGiftCardSku(r.sku),
    vatRate: r.vatRate,
    categoryId: r.categoryId,
    brandId: r.brandId,
    campaignUnitPriceKurus: priced.unitPriceKurus,
    campaignDiscountKurus,
    payKurus: priced.totalKurus,
  };
}

/** The basket's lines as campaign-pricing.ts sees them (gift cards are never in a campaign's scope: no catalogue category of theirs is). */
export const pricingLineOf = (
  r: Pick<LineRow, "productId" | "catalogId" | "categoryId" | "brandId" | "priceKurus" | "quantity">,
  key: string,
): PricingLine => ({
  key,
  productId: r.productId,
  catalogId: r.catalogId,
  categoryId: r.categoryId,
  brandId: r.brandId,
  unitPriceKurus: r.priceKurus,
  quantity: r.quantity,
});

/**
 * The visitor's basket for display, brought within what can be bought now first. The lines are
 * read once with their variants (the basket found inside the same query); only when one of them
 * needs a change is the basket fixed under lock (reconcileCart) and read again. Showing a basket
 * costs the session's round trip and one more (the lines, and the shop's settings beside them).
 */
export async function loadCartView(db: Db, visitor: Visitor | null): Promise<CartView> {
  const shape = visitor ? cartOwnerShape(visitor) : "";
  const read = async () => (visitor && shape ? lineStatement(db, shape).execute(cartOwnerValues(visitor)) : []);
  const [firstRead, settings, book] = await Promise.all([read(), loadShopSettings(db), readCampaignBook(db)]);
  let rows = firstRead;
  let changed = false;
  if (visitor && rows.some(lineNeedsFix)) {
    changed = await reconcileCart(db, visitor);
    if (changed) rows = await read();
  }
  const pricing = priceLines(
    rows.map((r, i) => pricingLineOf(r, String(i))),
    book,
  );
  const lines = rows.map((r, i) => toLine(r, pricing, i));
  const productsKurus = lines.reduce((sum, l) => sum + l.totalKurus, 0);
  const campaigns = pricing.applied.map((a) => ({ id: a.campaignId, title: a.title, discountKurus: a.discountKurus }));
  return {
    lines,
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    giftNote: rows[0]?.giftNote ?? "",
    totals: cartTotals(
      productsKurus,
      settings,
      lines.reduce((sum, l) => sum + (l.digital ? 0 : l.payKurus), 0),
      campaigns,
    ),
    notice: changed ? CART_RECONCILED : null,
    campaignNotices: endedCampaignNotices(rows, book),
  };
}

/** The spec's Cart item (section 3) with its Basket line fields: what the mini-basket and the basket calls show of a line. */
export function cartItemJson(line: CartLine) {
  return {
    ...basketLineJson(line),
    totalPrice: toLira(line.totalKurus),
    image: line.image,
    product: {
      tax: line.vatRate,
      catalog_id: line.catalogId,
      name: line.variantName,
      catalog: { name: line.name, url: line.url },
      attribute_values: line.attributes,
    },
  };
}

export type CartItemJson = ReturnType<typeof cartItemJson>;

/** A basket as GET /cart/view answers it: each line with the spec's Basket line fields beside its own. */
export const cartViewJson = (view: CartView) => ({ ...view, lines: view.lines.map((line) => ({ ...line, ...basketLineJson(line) })) });

export type CartViewJson = ReturnType<typeof cartViewJson>;
