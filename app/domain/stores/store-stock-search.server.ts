/**
 * A store's stock search (rules in store-stock-search.ts): the catalogue items of a page that the
 * store holds (store_stock quantity > 0 of an active variant), and the sizes it holds of each.
 *
 * Which items match is the shop's own search: the listing's in-memory index of the active
 * catalogue (domain/search: folded Turkish words, light stems, each word starting a word of the
 * item's text), best sellers first; without a query, every active item in that order. Those
 * candidates are asked of the database in their order, CHUNK at a time, by products_catalog_idx
 * and store_stock's primary key (product_id, store_id), until the page is full. So a request never
 * reads the whole catalogue: it asks about at most MAX_CANDIDATES items whatever the catalogue's
 * size (docs/benchmarks.md, "A store's stock search", has the timings at 100,000 items); a store holding too little of a broad
 * match for that says "narrow the query".
 * A sku or barcode is an exact lookup by its unique index.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { attributes, brands, catalogItems, productAttributes, products, storeStock } from "#app/db/schema";
import { CARD_IMAGE, itemImageUrl } from "#app/domain/catalog/image-urls";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { sizeValue } from "#app/domain/catalog/size-attribute";
import { hasBit, type Bitset } from "#app/domain/search/bitset";
import { keywordItems, type ListingIndex } from "#app/domain/search/listing-engine";
import { getListingIndex } from "#app/domain/search/listing-index.server";
import { toLira } from "#app/lib/money";
import { productCodeOf, STOCK_MAX_PAGE, STOCK_PAGE_SIZE, type StockItem, type StockResult, type StockVariant } from "./store-stock-search";

/** The most candidate items one request asks the database about (a store holding under ~2% of a broad match is cut short). */
export const MAX_CANDIDATES = 6_000;
/** Candidates asked in one query: small enough that PostgreSQL keeps to the indexes (a few milliseconds each). */
const CHUNK = 250;

/** The variant a sku or barcode names, or null. */
async function variantByCode(db: Db, query: string): Promise<{ id: number; catalogId: number } | null> {
  const code = productCodeOf(query);
  if (!code) return null;
  const [row] = await db
    .select({ id: products.id, catalogId: products.catalogId })
    .from(products)
    .where("sku" in code ? eq(products.sku, code.sku) : eq(products.barcode, code.barcode))
    .limit(1);
  return row ?? null;
}

/** Which of these items the store holds (an active variant with quantity > 0). */
async function heldAmong(db: Db, storeId: number, catalogIds: number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ catalogId: products.catalogId })
    .from(products)
    .innerJoin(storeStock, and(eq(storeStock.productId, products.id), eq(storeStock.storeId, storeId), gt(storeStock.quantity, 0)))
    .where(and(inArray(products.catalogId, catalogIds), eq(products.status, "active")));
  return new Set(rows.map((r) => r.catalogId));
}

type Held = { ids: number[]; more: boolean; cut: boolean };

/**
 * The first `wanted` candidates (catalogue ids, in their order) that the store holds; `more` when
 * another held one follows them, `cut` when MAX_CANDIDATES ran out before the candidates did.
 */
async function firstHeld(db: Db, storeId: number, candidates: Iterator<number>, wanted: number): Promise<Held> {
  const ids: number[] = [];
  for (let asked = 0; ids.length <= wanted;) {
    const chunk = take(candidates, CHUNK);
    if (chunk.length === 0) break;
    if (asked >= MAX_CANDIDATES) return { ids: ids.slice(0, wanted), more: false, cut: true };
    asked += chunk.length;
    const held = await heldAmong(db, storeId, chunk);
    for (const id of chunk) if (held.has(id)) ids.push(id);
  }
  return { ids: ids.slice(0, wanted), more: ids.length > wanted, cut: false };
}

function take<T>(from: Iterator<T>, n: number): T[] {
  const out: T[] = [];
  for (let next = from.next(); !next.done; next = from.next()) {
    out.push(next.value);
    if (out.length === n) break;
  }
  return out;
}

/** The active items in best-seller order (the listing index's), only those of `matching` when given. */
function* bestSellers(index: ListingIndex, matching: Bitset | null): Generator<number> {
  for (const pos of index.orders.bestseller) if (!matching || hasBit(matching, pos)) yield index.items[pos].id;
}

/**
 * The store's stock matching `query` (already checked with stockQuerySchema), page `page`
 * (1 to STOCK_MAX_PAGE).
 */
export async function searchStoreStock(db: Db, storeId: number, query: string, page: number): Promise<StockResult> {
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), STOCK_MAX_PAGE);
  const skip = (current - 1) * STOCK_PAGE_SIZE;
  const variant = query ? await variantByCode(db, query) : null;
  const match: StockResult["match"] = variant ? "code" : query ? "words" : "all";

  let held: Held;
  if (variant) held = { ids: skip === 0 ? [variant.catalogId] : [], more: false, cut: false };
  else {
    const index = await getListingIndex(db);
    const matching = query ? keywordItems(index, query) : null;
    held =
      query && !matching
        ? { ids: [], more: false, cut: false }
        : await firstHeld(db, storeId, bestSellers(index, matching), skip + STOCK_PAGE_SIZE);
  }

  const pageIds = held.ids.slice(skip);
  const [rows, variants] = await Promise.all([
    pageIds.length
      ? db
          .select({
            id: catalogItems.id,
            name: catalogItems.name,
            sefUrl: catalogItems.sefUrl,
            brand: brands.name,
            mainImage: catalogItems.mainImage,
          })
          .from(catalogItems)
          .innerJoin(brands, eq(brands.id, catalogItems.brandId))
          .where(and(inArray(catalogItems.id, pageIds), eq(catalogItems.status, "active")))
      : [],
    heldVariants(db, storeId, pageIds, variant?.id ?? null),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: StockItem[] = pageIds.flatMap((id) => {
    const r = byId.get(id);
    const sizes = variants.get(id) ?? [];
    return r && sizes.length
      ? [
          {
            catalogId: id,
            name: r.name,
            brand: r.brand,
            url: productUrl(r.sefUrl, id),
            image: itemImageUrl(id, r.mainImage, CARD_IMAGE),
            variants: sizes,
          },
        ]
      : [];
  });
  return {
    query,
    page: current,
    items,
    hasNext: held.more && current < STOCK_MAX_PAGE,
    narrower: held.cut || (held.more && current === STOCK_MAX_PAGE),
    match,
  };
}

/** The sizes of these items that the store holds (only `onlyProductId` when a code named one), in the product page's order. */
async function heldVariants(
  db: Db,
  storeId: number,
  catalogIds: number[],
  onlyProductId: number | null,
): Promise<Map<number, StockVariant[]>> {
  const out = new Map<number, StockVariant[]>();
  if (catalogIds.length === 0) return out;
  const conditions = [inArray(products.catalogId, catalogIds), eq(products.status, "active"), gt(storeStock.quantity, 0)];
  if (onlyProductId !== null) conditions.push(eq(products.id, onlyProductId));
  const rows = await db
    .select({
      productId: products.id,
      catalogId: products.catalogId,
      sku: products.sku,
      barcode: products.barcode,
      priceKurus: products.priceKurus,
      quantity: storeStock.quantity,
    })
    .from(products)
    .innerJoin(storeStock, and(eq(storeStock.productId, products.id), eq(storeStock.storeId, storeId)))
    .where(and(...conditions))
    .orderBy(asc(products.sortOrder), asc(products.id));
  if (rows.length === 0) return out;
  const attributeRows = await db
    .select({ productId: productAttributes.productId, name: attributes.name, value: productAttributes.value })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .where(
      inArray(
        productAttributes.productId,
        rows.map((r) => r.productId),
      ),
    );
  const attributesOf = new Map<number, { name: string; value: string }[]>();
  for (const a of attributeRows) attributesOf.set(a.productId, [...(attributesOf.get(a.productId) ?? []), a]);
  for (const r of rows) {
    const list = out.get(r.catalogId) ?? [];
    list.push({
      productId: r.productId,
      sku: r.sku,
      barcode: r.barcode,
      size: sizeValue(attributesOf.get(r.productId)),
      price: toLira(r.priceKurus),
      quantity: r.quantity,
    });
    out.set(r.catalogId, list);
  }
  return out;
}
