/**
 * The catalogue listing behind /kategori/{slug}, /arama and GET /arama/ajax/urunler: Turkish
 * keyword search, facets with counts, price range, sort and pages. The work is done by the
 * listing engine over the in-memory read model (listing-index.server.ts); only a skuList needs
 * the database per request.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { toListingItem, type ListingItem } from "#app/domain/catalog/listing-item.server";
import { runListing, type EngineResult, type IndexedItem } from "./listing-engine";
import { getListingIndex } from "./listing-index.server";
import type { ListingQuery } from "./listing-query";

export { keywordTerms, FACET_TITLES, type Facet, type FacetValue } from "./listing-engine";

/** The listing answer: the engine's result with the page's items in the spec's catalogue item shape. */
export type ListingResult = Omit<EngineResult, "positions" | "corrections"> & {
  items: ListingItem[];
  /** Typo corrections used ({pijma: ['pijama']}). */
  corrections?: EngineResult["corrections"];
};

async function itemsWithSkus(db: Db, skus: string[]): Promise<Set<number>> {
  const rows = await queryRows<{ catalog_id: number }>(
    db,
    sql`SELECT DISTINCT catalog_id FROM products WHERE sku = ANY(ARRAY[${sql.join(
      skus.map((s) => sql`${s}`),
      sql`, `,
    )}]::text[])`,
  );
  return new Set(rows.map((r) => Number(r.catalog_id)));
}

/**
 * An indexed item in the spec's catalogue item shape (listings, home rails). Its `price` is what
 * the index holds: a running per-unit campaign's price where one applies (the index sorts
 * and filters by it), `original_price` the list price.
 */
export function listingItemOf(it: IndexedItem): ListingItem {
  return toListingItem({
    id: it.id,
    name: it.name,
    sefUrl: it.sefUrl,
    type: it.type,
    brand: it.brand,
    minPriceKurus: it.priceKurus,
    minOriginalPriceKurus: it.originalPriceKurus,
    ratingAvg: it.ratingAvg,
    ratingCount: it.ratingCount,
    mainImage: it.mainImage ?? null,
  });
}

/** null when the listing's category does not exist. */
export async function searchListing(db: Db, q: ListingQuery): Promise<ListingResult | null> {
  const [index, allowed] = await Promise.all([getListingIndex(db), q.skuList.length ? itemsWithSkus(db, q.skuList) : undefined]);
  const result = runListing(index, q, allowed);
  if (!result) return null;
  const items = result.positions.map((pos) => listingItemOf(index.items[pos]));
  const { paginationData, facets, priceRange, match, corrections } = result;
  return { items, paginationData, facets, priceRange, match, corrections };
}
