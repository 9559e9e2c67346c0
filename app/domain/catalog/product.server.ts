/**
 * A catalogue item's product data (spec sections 3 and 4): its variants in the quick-check
 * contract shape (PRODUCT.md: `GET /urun/hizli-kontrol/{catalogId}`), the product page's details,
 * and the stores that hold a variant.
 *
 * Decisions:
 * - Only an active catalogue item has variants to show; an inactive or missing one has none (and no
 *   product page). Inactive variants of an active item are listed with their `status`, so the page
 *   can show them disabled.
 * - Money is TL (toLira). `price` is the variant's price, `original_price` the list price (never
 *   below price). `discountedPrice` is what one unit costs under the best running per-unit campaign
 *   ('%25 indirim' on its category, brand or the item itself); `price` when none applies.
 *   Basket campaigns ('sepette', 'X al Y öde', from a total) show in the basket, not here.
 * - `stock` is the real online stock (no display cap).
 * - The variant selected on load (spec section 4) is the item's lead variant: the first active
 *   variant with stock at the lowest price a size can be bought for (the listing card's price),
 *   else the cheapest variant.
 * - A variant also carries its product's image (the first one; variants have no images of their
 *   own), product page url, rating (average to one decimal) and the timed campaign's end as an ISO
 *   datetime, or null without one: the same values, by the same rules, as the product page's.
 * - Comments: approved only, newest first, at most 20; an author who chose not to be shown reads
 *   'Anonim'.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { attributes, brands, catalogItems, cities, productAttributes, products, stores, storeStock } from "#app/db/schema";
import { parseLira, toLira } from "#app/lib/money";
import { turkishCollator } from "#app/lib/turkish";
import { leadVariant } from "./catalog-aggregates";
import { categoryTrail, loadCategoryTree } from "#app/domain/categories/categories.server";
import { productGallery } from "./catalogue-images.server";
import { CARD_IMAGE, itemImageUrl, productImageUrl } from "./image-urls";
import { productUrl, shownRating } from "./listing-item.server";
import { cachedCampaignBook, campaignUnitPrice, type CampaignBook } from "#app/domain/campaigns/campaign-rules.server";

export type VariantAttribute = { id: number; name: string; value: string };

/** One variant in the quick-check contract shape (PRODUCT.md). */
export type QuickCheckProduct = {
  productId: number;
  catalogId: number;
  sku: string;
  barcode: string;
  name: string;
  brand: string;
  /** Real online stock. */
  stock: number;
  /** 'active' or another status (shown disabled). */
  status: string;
  /** What the shopper pays (TL). */
  price: number;
  /** List price before discount (TL); equal to price when not discounted. */
  original_price: number;
  /** The price the shopper pays (TL): the discounted price when discounted, else equal to price. */
  discountedPrice: number;
  /** Ordered by attribute id. */
  attributes: VariantAttribute[];
  /** The product's first image, an absolute path: its main upload's card size, else its illustration ('/gorsel/urun/12-0.svg'). */
  image: string;
  /** The product page: '/urun/{sefUrl}-{catalogId}'. */
  url: string;
  /** The product's average rating to one decimal (0 when not rated). */
  rating: number;
  /** When the product's timed campaign (its countdown) ends, ISO 8601; null without one. */
  countdownEndsAt: string | null;
};

/** The end of a product's countdown as pages and calls give it. */
const countdownEnd = (endsAt: Date | null) => (endsAt ? endsAt.toISOString() : null);

export type ProductDetail = {
  catalogId: number;
  name: string;
  sefUrl: string;
  url: string;
  brand: string;
  description: string;
  /** 'normal' or 'teshir' (display-only). */
  type: string;
  vatRate: number;
  category: { id: number; name: string; slug: string } | null;
  categoryTrail: { id: number; name: string; slug: string }[];
  /** The gallery: the uploaded pictures (800 px) in their order, else the four illustrations. */
  images: string[];
  /** The gallery's thumbnails, one per image (the uploads' 120 px size). */
  thumbnails: string[];
  rating: { avg: number; count: number };
  countdownEndsAt: string | null;
  /** The product video's address as stored (the page checks it is a supported player), or null. */
  videoUrl: string | null;
  /** The item's size table choice (catalog_items.size_chart; size-charts.ts sizeChartOf). */
  sizeChart: string | null;
  variants: QuickCheckProduct[];
  /** The variant selected on load: first active one with stock, else the first (null without variants). */
  initialProductId: number | null;
};

/** The attributes (Beden, Renk …) of the given variants, each list ordered by attribute id. */
export async function variantAttributes(db: Db, productIds: readonly number[]): Promise<Map<number, VariantAttribute[]>> {
  const attrsOf = new Map<number, VariantAttribute[]>();
  if (productIds.length === 0) return attrsOf;
  const attrRows = await db
    .select({ productId: productAttributes.productId, id: attributes.id, name: attributes.name, value: productAttributes.value })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .where(inArray(productAttributes.productId, [...new Set(productIds)]))
    .orderBy(asc(productAttributes.productId), asc(attributes.id));
  for (const a of attrRows) {
    const list = attrsOf.get(a.productId) ?? [];
    list.push({ id: a.id, name: a.name, value: a.value });
    attrsOf.set(a.productId, list);
  }
  return attrsOf;
}

/** A store holding a variant (spec's Turkish field names for the in-store stock rows). */
export type StoreStockRow = { Sehir: string; MagazaAdi: string; Adres: string; Telefon: string; KulMiktar: number };

/** The variants of an active catalogue item, ordered by sortOrder then id; [] when missing or inactive. */
/** `book`: the campaign rules to price with (the few seconds' cached read unless given). */
export async function loadVariants(db: Db, catalogId: number, book?: CampaignBook): Promise<QuickCheckProduct[]> {
  const rows = await db
    .select({
      productId: products.id,
      catalogId: products.catalogId,
      sku: products.sku,
      barcode: products.barcode,
      name: products.name,
      brand: brands.name,
      stock: products.stock,
      status: products.status,
      priceKurus: products.priceKurus,
      originalPriceKurus: products.originalPriceKurus,
      sefUrl: catalogItems.sefUrl,
      mainImage: catalogItems.mainImage,
      ratingAvg: catalogItems.ratingAvg,
      countdownEndsAt: catalogItems.countdownEndsAt,
      categoryId: catalogItems.categoryId,
      brandId: catalogItems.brandId,
    })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .leftJoin(brands, eq(brands.id, catalogItems.brandId))
    .where(and(eq(products.catalogId, catalogId), eq(catalogItems.status, "active")))
    .orderBy(asc(products.sortOrder), asc(products.id));
  if (rows.length === 0) return [];

  const [attrsOf, rules] = await Promise.all([
    variantAttributes(
      db,
      rows.map((r) => r.productId),
    ),
    book ?? cachedCampaignBook(db),
  ]);

  return rows.map((r) => {
    const price = toLira(r.priceKurus);
    const campaignPrice = toLira(
      campaignUnitPrice(
        { productId: r.productId, catalogId: r.catalogId, categoryId: r.categoryId, brandId: r.brandId, unitPriceKurus: r.priceKurus },
        rules,
      ),
    );
    return {
      productId: r.productId,
      catalogId: r.catalogId,
      sku: r.sku,
      barcode: r.barcode,
      name: r.name,
      brand: r.brand ?? "",
      stock: r.stock,
      status: r.status,
      price,
      original_price: toLira(Math.max(r.originalPriceKurus, r.priceKurus)),
      discountedPrice: campaignPrice,
      attributes: attrsOf.get(r.productId) ?? [],
      image: itemImageUrl(r.catalogId, r.mainImage, CARD_IMAGE),
      url: productUrl(r.sefUrl, r.catalogId),
      rating: shownRating(r.ratingAvg),
      countdownEndsAt: countdownEnd(r.countdownEndsAt),
    };
  });
}

/**
 * The variant selected on load (spec section 4: the first in-stock variant, else the first): the
 * item's lead variant (catalog-aggregates.ts), whose price the listing card shows — the first
 * in-stock variant at the lowest price a size can be bought for.
 */
export function initialVariantId(variants: QuickCheckProduct[]): number | null {
  return (
    leadVariant(variants.map((v) => ({ productId: v.productId, priceKurus: parseLira(v.price) ?? 0, stock: v.stock, status: v.status })))
      ?.productId ?? null
  );
}

/** The product page's data; null when the catalogue item is missing or not active. */
export async function loadProductDetail(db: Db, catalogId: number): Promise<ProductDetail | null> {
  const [item] = await db
    .select({
      id: catalogItems.id,
      name: catalogItems.name,
      sefUrl: catalogItems.sefUrl,
      brand: brands.name,
      description: catalogItems.description,
      type: catalogItems.type,
      vatRate: catalogItems.vatRate,
      categoryId: catalogItems.categoryId,
      ratingAvg: catalogItems.ratingAvg,
      ratingCount: catalogItems.ratingCount,
      countdownEndsAt: catalogItems.countdownEndsAt,
      videoUrl: catalogItems.videoUrl,
      sizeChart: catalogItems.sizeChart,
      mainImage: catalogItems.mainImage,
    })
    .from(catalogItems)
    .leftJoin(brands, eq(brands.id, catalogItems.brandId))
    .where(and(eq(catalogItems.id, catalogId), eq(catalogItems.status, "active")))
    .limit(1);
  if (!item) return null;

  const illustrations = [0, 1, 2, 3].map((i) => productImageUrl(item.id, i));
  const [variants, tree, gallery] = await Promise.all([
    loadVariants(db, catalogId),
    loadCategoryTree(db),
    // Only an item with uploads asks for them (its main_image says so).
    item.mainImage ? productGallery(db, catalogId) : null,
  ]);
  const uploaded = gallery && gallery.images.length > 0 ? gallery : null;

  const trail = categoryTrail(tree, item.categoryId).map((c) => ({ id: c.id, name: c.name, slug: c.slug }));
  return {
    catalogId: item.id,
    name: item.name,
    sefUrl: item.sefUrl,
    url: productUrl(item.sefUrl, item.id),
    brand: item.brand ?? "",
    description: item.description,
    type: item.type,
    vatRate: item.vatRate,
    category: trail.at(-1) ?? null,
    categoryTrail: trail,
    images: uploaded?.images ?? illustrations,
    thumbnails: uploaded?.thumbnails ?? illustrations,
    rating: { avg: shownRating(item.ratingAvg), count: item.ratingCount },
    countdownEndsAt: countdownEnd(item.countdownEndsAt),
    videoUrl: item.videoUrl?.trim() || null,
    sizeChart: item.sizeChart,
    variants,
    initialProductId: initialVariantId(variants),
  };
}

/** Active stores holding the variant (quantity > 0), optionally in one city; by city name, then store name. */
export async function storesWithStock(db: Db, productId: number, cityId?: number | null): Promise<StoreStockRow[]> {
  const conditions = [eq(storeStock.productId, productId), gt(storeStock.quantity, 0), eq(stores.active, true)];
  if (cityId != null) conditions.push(eq(stores.cityId, cityId));
  const rows = await db
    .select({ city: cities.name, store: stores.name, address: stores.address, phone: stores.phone, quantity: storeStock.quantity })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(and(...conditions));
  rows.sort((a, b) => turkishCollator.compare(a.city, b.city) || turkishCollator.compare(a.store, b.store));
  return rows.map((r) => ({ Sehir: r.city, MagazaAdi: r.store, Adres: r.address, Telefon: r.phone, KulMiktar: r.quantity }));
}
