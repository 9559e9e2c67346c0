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
import { campaignUnitPrice, hasUnitCampaigns, type CampaignBook } from "#app/domain/campaigns/campaign-rules.server";

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
    sql`SELECT DISTINCT catalog_id FROM products WHERE sku = ANY(ARRAY[${sql.join(skus.map((s) => sql`${s}`), sql`, `)}]::text[])`,
  );
  return new Set(rows.map((r) => Number(r.catalog_id)));
}

/**
 * An indexed item in the spec's catalogue item shape (listings, home rails). With a campaign book,
 * `price` is what a running per-unit campaign makes it (issue 16; `original_price` stays the list
 * price). Listings filter and sort by the item's own price: the campaign price is shown, not indexed.
 */
export function listingItemOf(it: IndexedItem, book?: CampaignBook): ListingItem {
  const priceKurus = book && hasUnitCampaigns(book) ? campaignUnitPrice({ productId: 0, catalogId: it.id, categoryId: it.categoryId, brandId: it.brandId, unitPriceKurus: it.priceKurus }, book) : it.priceKurus;
  return toListingItem({
    id: it.id,
    name: it.name,
    sefUrl: it.sefUrl,
    type: it.type,
    brand: it.brand,
    minPriceKurus: priceKurus,
    minOriginalPriceKurus: it.originalPriceKurus,
    ratingAvg: it.ratingAvg,
    ratingCount: it.ratingCount,
  });
}

/** null when the listing's category does not exist. */
export async function searchListing(db: Db, q: ListingQuery): Promise<ListingResult | null> {
  const [index, allowed] = await Promise.all([getListingIndex(db), q.skuList.length ? itemsWithSkus(db, q.skuList) : undefined]);
  const result = runListing(index, q, allowed);
  if (!result) return null;
  // The item's own price: the listing sorts and filters by it, and a card showing a campaign price
  // would break 'Fiyat (artan)'. Per-unit campaign prices show on the product page and home rails.
  const items = result.positions.map((pos) => listingItemOf(index.items[pos]));
  const { paginationData, facets, priceRange, match, corrections } = result;
  return { items, paginationData, facets, priceRange, match, corrections };
}
