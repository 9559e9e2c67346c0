/**
 * The listing's read model: every active catalogue item's listing fields, words and sort orders,
 * read from the database into memory (listing-engine.ts). PostgreSQL stays the source of truth:
 * the basket and checkout always read prices and stock from it.
 *
 * Freshness: now and then a request starts a cheap check of the catalogue's signature (item count
 * and latest `catalog_items.updated_at`); when it changed, a new index is built in the background
 * and swapped in, so no shopper waits for it. The check runs at most every 5 seconds, and never
 * sooner than ten times the last build took, so rebuilding stays under a tenth of one core
 * (2,000 items: about 0.1 s to build, 5 s apart; 100,000 items: a few seconds, about a minute apart). Anything that changes what a listing
 * shows (price, stock, name, status, rating, main picture) must touch `catalog_items.updated_at`; a per-unit
 * campaign starting, ending or changing is seen by the signature too (its price is indexed). Several app
 * servers each keep their own copy and converge within seconds.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { foldForSearch } from "#app/lib/turkish";
import { buildListingIndex, type CategoryNode, type IndexedItem, type ListingIndex } from "./listing-index";
import { logError } from "#app/lib/logger.server";
import { listingCampaignPrices, readCampaignBook, runningUnitCampaignsSignature } from "#app/domain/campaigns/campaign-rules.server";

const CHECK_EVERY_MS = 5000;
const BUILD_COST_FACTOR = 10;

type Row = {
  id: number;
  name: string;
  sef_url: string;
  type: string;
  brand: string;
  brand_id: number;
  category_id: number;
  sizes: string[] | string | null;
  age_group: string | null;
  gender: string | null;
  color: string | null;
  total_stock: number;
  min_price_kurus: number;
  min_original_price_kurus: number;
  sales_count: number;
  created_ms: number | string;
  rating_avg: number | string;
  rating_count: number;
  search_text: string;
  main_image: string | null;
};

/** text[] arrives as an array from both drivers; a '{a,b}' literal is read too, to be safe. */
function asArray(value: Row["sizes"]): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === "{}") return [];
  return value
    .slice(1, -1)
    .split(",")
    .map((s) => s.replace(/^"|"$/g, ""));
}

/** The catalogue's item count and latest change, and the per-unit campaigns running (their prices are indexed). */
async function signature(db: Db): Promise<string> {
  const [[row], campaigns] = await Promise.all([
    queryRows<{ n: number | string; u: string | null }>(db, sql`SELECT count(*) AS n, max(updated_at)::text AS u FROM catalog_items`),
    runningUnitCampaignsSignature(db),
  ]);
  return `${row?.n}|${row?.u}|${campaigns}`;
}

async function build(db: Db): Promise<ListingIndex> {
  const [rows, categories, book] = await Promise.all([
    queryRows<Row>(
      db,
      sql`SELECT c.id, c.name, c.sef_url, c.type, b.name AS brand, c.brand_id, c.category_id, c.sizes, c.age_group, c.gender, c.color,
                 c.total_stock, c.min_price_kurus, c.min_original_price_kurus, c.sales_count,
                 (extract(epoch FROM c.created_at) * 1000)::float8 AS created_ms, c.rating_avg, c.rating_count, c.search_text, c.main_image
          FROM catalog_items c JOIN brands b ON b.id = c.brand_id
          WHERE c.status = 'active' ORDER BY c.id`,
    ),
    queryRows<{ id: number; parent_id: number | null; slug: string; name: string }>(
      db,
      sql`SELECT id, parent_id, slug, name FROM categories ORDER BY sort_order, id`,
    ),
    readCampaignBook(db),
  ]);
  // The price a card shows, sorts and filters by: a running per-unit campaign's, else the item's own.
  const campaignPrices = await listingCampaignPrices(
    db,
    rows.map((r) => ({ id: r.id, categoryId: r.category_id, brandId: r.brand_id, priceKurus: Number(r.min_price_kurus) })),
    book,
  );
  const brandFolded = new Map<string, string>();
  const items: IndexedItem[] = rows.map((r) => {
    const nameFolded = foldForSearch(r.name);
    if (!brandFolded.has(r.brand)) brandFolded.set(r.brand, foldForSearch(r.brand));
    return {
      id: r.id,
      name: r.name,
      sefUrl: r.sef_url,
      type: r.type,
      brand: r.brand,
      brandId: r.brand_id,
      categoryId: r.category_id,
      sizes: asArray(r.sizes),
      age: r.age_group,
      gender: r.gender,
      color: r.color,
      inStock: Number(r.total_stock) > 0,
      priceKurus: campaignPrices.get(r.id) ?? Number(r.min_price_kurus),
      originalPriceKurus: Math.max(Number(r.min_original_price_kurus), Number(r.min_price_kurus)),
      sales: Number(r.sales_count),
      createdMs: Number(r.created_ms),
      ratingAvg: Number(r.rating_avg),
      ratingCount: Number(r.rating_count),
      nameFolded,
      namePadded: ` ${nameFolded} `,
      brandFolded: brandFolded.get(r.brand)!,
      searchText: r.search_text,
      mainImage: r.main_image,
    };
  });
  const nodes: CategoryNode[] = categories.map((c) => ({ id: c.id, parentId: c.parent_id, slug: c.slug, name: c.name }));
  return buildListingIndex(items, nodes);
}

type Entry = {
  index: Promise<ListingIndex>;
  signature: Promise<string>;
  checkedAt: number;
  checking: boolean;
  buildMs: number;
  built: boolean;
};

async function timedBuild(db: Db, entry: Pick<Entry, "buildMs">): Promise<ListingIndex> {
  const started = performance.now();
  const index = await build(db);
  entry.buildMs = performance.now() - started;
  return index;
}
const cache = new WeakMap<Db, Entry>();

/** The current index; the first call builds it, later calls may refresh it in the background. */
export function getListingIndex(db: Db): Promise<ListingIndex> {
  const entry = cache.get(db);
  if (!entry) {
    const fresh = { signature: signature(db), checkedAt: Date.now(), checking: false, buildMs: 0, built: false } as Entry;
    // Signature first, then the data: a change in between is seen by the next check, never lost.
    fresh.index = fresh.signature.then(() => timedBuild(db, fresh));
    cache.set(db, fresh);
    fresh.index.then(
      () => (fresh.built = true),
      () => cache.delete(db),
    );
    return fresh.index;
  }
  if (!entry.checking && Date.now() - entry.checkedAt > Math.max(CHECK_EVERY_MS, entry.buildMs * BUILD_COST_FACTOR)) {
    entry.checking = true;
    void refresh(db, entry);
  }
  return entry.index;
}

async function refresh(db: Db, entry: Entry): Promise<void> {
  try {
    const [now, before] = await Promise.all([signature(db), entry.signature]);
    if (now !== before) {
      const index = await timedBuild(db, entry);
      entry.index = Promise.resolve(index);
      entry.signature = Promise.resolve(now);
    }
  } catch (error) {
    logError("Listeleme dizini yenilenemedi", error);
  } finally {
    entry.checkedAt = Date.now();
    entry.checking = false;
  }
}

/** Whether this process has an index to answer from (the first build finished; readiness, /readyz). */
export function isListingIndexReady(db: Db): boolean {
  return cache.get(db)?.built === true;
}

/** Drops the cached index (tests, and after bulk catalogue changes in this process). */
export function forgetListingIndex(db: Db): void {
  cache.delete(db);
}
