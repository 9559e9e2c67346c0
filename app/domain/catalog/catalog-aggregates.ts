/**
 * The listing index rule (docs/caches.md, "The listing index"): what a catalogue item's row keeps in step
 * with its variants, so listings, facets and search read one row per item. The one rule, used by
 * the demo data generator (app/demo/catalog.ts) and by the back office (catalogue-editor.server.ts,
 * bulk-prices.server.ts):
 *   - `min_price_kurus`: the price of the item's lead variant (leadVariant: the cheapest active
 *     variant that can be bought, the first of them in their order on a tie; sold-out variants
 *     only when every one is sold out), and `min_original_price_kurus` that variant's original
 *     price. The listing card shows, sorts and filters by it, and the product page opens with the
 *     same variant selected (product.server.ts initialVariantId), so both show one price;
 *   - `total_stock`: the online stock of the active variants added up;
 *   - `sizes`: the active variants' sizes in their order, once each, 'Standart' left out;
 *   - `search_text`: name, brand, sub-category, top category, colour, gender, age group and the
 *     sizes, folded as the shop's search folds (lib/turkish.ts).
 * An item without an active variant keeps the prices of all its variants (so a card never reads
 * 0,00 TL) and no stock. Whoever changes one of these must also touch `catalog_items.updated_at`.
 * Pure: no database.
 */
import { foldForSearch } from "#app/lib/turkish";

/** The size of a one-size item: not a size to filter or search by. */
export const STANDARD_SIZE = "Standart";

export type AggregateVariant = { priceKurus: number; originalPriceKurus: number; stock: number; status?: string; size?: string | null };

export type PriceStockAggregates = { minPriceKurus: number; minOriginalPriceKurus: number; totalStock: number; sizes: string[] };

const isActive = (v: { status?: string }) => v.status === undefined || v.status === "active";

/**
 * The variant an item is shown at, in the variants' order: the cheapest active one in stock (the
 * first on a tie); when none is in stock, the cheapest active one; with no active variant, the
 * cheapest of all. Where larger sizes cost the same or more (as they do), this is spec section 4's
 * "first in-stock variant, else the first". Undefined for no variants.
 */
export function leadVariant<V extends { priceKurus: number; stock: number; status?: string }>(variants: readonly V[]): V | undefined {
  const active = variants.filter(isActive);
  const buyable = active.filter((v) => v.stock > 0);
  const pool = buyable.length > 0 ? buyable : active.length > 0 ? active : variants;
  let lead: V | undefined = pool[0];
  for (const v of pool) if (v.priceKurus < lead!.priceKurus) lead = v;
  return lead;
}

/** The item's price, stock and sizes from its variants, in their order (see the module comment). */
export function catalogAggregates(variants: readonly AggregateVariant[]): PriceStockAggregates {
  const active = variants.filter(isActive);
  const cheapest = leadVariant(variants);
  const sizes: string[] = [];
  for (const v of active) {
    const size = v.size?.trim();
    if (size && size !== STANDARD_SIZE && !sizes.includes(size)) sizes.push(size);
  }
  return {
    minPriceKurus: cheapest?.priceKurus ?? 0,
    minOriginalPriceKurus: cheapest ? Math.max(cheapest.originalPriceKurus, cheapest.priceKurus) : 0,
    totalStock: active.reduce((sum, v) => sum + Math.max(0, v.stock), 0),
    sizes,
  };
}

/** foldForSearch per word group, cached: Turkish lower-casing is slow and the words repeat (100,000 demo items). */
const foldCache = new Map<string, string>();
function foldPart(part: string): string {
  let folded = foldCache.get(part);
  if (folded === undefined) {
    folded = foldForSearch(part);
    if (foldCache.size < 50_000) foldCache.set(part, folded);
  }
  return folded;
}

/** Same as foldForSearch(parts.join(" ")), from cached pieces. */
export function foldParts(parts: readonly string[]): string {
  let out = "";
  for (const p of parts) {
    const f = foldPart(p);
    if (f) out = out ? out + " " + f : f;
  }
  return out;
}

export type SearchTextParts = {
  name: string;
  brand: string;
  category: string;
  topCategory: string | null;
  color: string | null;
  gender: string | null;
  ageGroup: string | null;
  sizes: readonly string[];
};

/** The item's `search_text` (see the module comment). */
export function catalogSearchText(p: SearchTextParts): string {
  return foldParts([p.name, p.brand, p.category, p.topCategory ?? "", p.color ?? "", p.gender ?? "", p.ageGroup ?? "", ...p.sizes]);
}
