/**
 * Search suggestions for the header's autocomplete (GET /arama/suggest/?term=…, PRODUCT.md):
 * up to 6 products, 4 categories and 4 brands whose folded text matches the term as word
 * prefixes (see suggest.ts); products with name-prefix matches first, then by sales.
 *
 * Products and brands come from the listing's in-memory index (listing-index.server.ts: the same
 * words and the same freshness as the listing pages), categories from the cached category tree,
 * so a suggestion costs no database round trip (target p95 under 10 ms at 100,000 products).
 */
import { href } from "react-router";
import type { Db } from "#app/db/client.server";
import { foldForSearch, turkishCollator } from "#app/lib/turkish";
import { loadCategoryTree, type CategoryRow, type CategoryTree } from "#app/domain/categories/categories.server";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { categoryImageUrl, itemImageUrl, THUMB_IMAGE } from "#app/domain/catalog/image-urls";
import { brandsOf, keywordTerms, topMatches, type BrandSummary } from "./listing-engine";
import { getListingIndex } from "./listing-index.server";
import {
  GROUP_TITLES,
  SUGGEST_LIMITS,
  cleanTerm,
  highlightRanges,
  matchTier,
  type SuggestGroup,
  type SuggestItem,
  type SuggestTerms,
  type SuggestType,
} from "./suggest";

/* ------------------------------------------------------------------ in-memory matching */

type Ranked<T> = { value: T; tier: 0 | 1; exact: boolean };

function rank<T>(list: readonly T[], folded: (v: T) => string, terms: SuggestTerms): Ranked<T>[] {
  const out: Ranked<T>[] = [];
  for (const value of list) {
    const text = folded(value);
    const tier = matchTier(text, terms);
    if (tier !== null) out.push({ value, tier, exact: text === terms.folded });
  }
  return out;
}

type CategoryEntry = { row: CategoryRow; folded: string; depth: number; order: number; parent: string };
const categoryEntries = new WeakMap<CategoryTree, CategoryEntry[]>();

/** The tree flattened in menu order with folded names (once per loaded tree). */
function entriesOf(tree: CategoryTree): CategoryEntry[] {
  const cached = categoryEntries.get(tree);
  if (cached) return cached;
  const out: CategoryEntry[] = [];
  const seen = new Set<number>();
  const walk = (parentId: number | null, depth: number, parent: string) => {
    for (const row of tree.childrenOf.get(parentId) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ row, folded: foldForSearch(row.name), depth, order: out.length, parent });
      walk(row.id, depth + 1, row.name);
    }
  };
  walk(null, 0, "");
  categoryEntries.set(tree, out);
  return out;
}

export function matchCategories(tree: CategoryTree, terms: SuggestTerms, limit: number = SUGGEST_LIMITS.category): SuggestItem[] {
  return rank(entriesOf(tree), (e) => e.folded, terms)
    .sort((a, b) => a.tier - b.tier || Number(b.exact) - Number(a.exact) || a.value.depth - b.value.depth || a.value.order - b.value.order)
    .slice(0, limit)
    .map(({ value: e }) => ({
      title: e.row.name,
      link: href("/kategori/:slug", { slug: encodeURIComponent(e.row.slug) }),
      image: categoryImageUrl(e.row.slug),
      type: "category" as const,
      highlight: highlightRanges(e.row.name, terms),
      ...(e.parent ? { subtitle: e.parent } : {}),
    }));
}

export function matchBrands(brandList: readonly BrandSummary[], terms: SuggestTerms, limit: number = SUGGEST_LIMITS.brand): SuggestItem[] {
  return rank(
    brandList.filter((b) => b.items > 0),
    (b) => b.folded,
    terms,
  )
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(b.exact) - Number(a.exact) ||
        b.value.sales - a.value.sales ||
        turkishCollator.compare(a.value.name, b.value.name),
    )
    .slice(0, limit)
    .map(({ value: b }) => ({
      title: b.name,
      link: `${href("/arama")}?keyword=${encodeURIComponent(b.name)}`,
      image: "",
      type: "brand" as const,
      highlight: highlightRanges(b.name, terms),
    }));
}

/* ------------------------------------------------------------------ the answer */

export type SuggestOptions = { limits?: Partial<Record<SuggestType, number>> };

/**
 * The suggestion groups for a raw term: [] for a missing or too short term (under 2 characters
 * after trimming); the term is cut at 100 characters and only ever used as a bound parameter.
 * Groups come in the order products, categories, brands; empty groups are left out.
 */
export async function suggest(db: Db, rawTerm: unknown, options: SuggestOptions = {}): Promise<SuggestGroup[]> {
  const term = cleanTerm(rawTerm);
  if (!term) return [];
  const { folded, words, stems } = keywordTerms(term);
  if (!words.length) return [];
  const terms: SuggestTerms = { folded: folded.trim(), words, stems };
  const limits = { ...SUGGEST_LIMITS, ...options.limits };

  const [tree, index] = await Promise.all([loadCategoryTree(db), getListingIndex(db)]);
  const categoryItems = matchCategories(tree, terms, limits.category);
  const brandItems = matchBrands(brandsOf(index), terms, limits.brand);
  const productItems: SuggestItem[] = topMatches(index, term, limits.product).map((pos) => {
    const item = index.items[pos];
    return {
      title: item.name,
      link: productUrl(item.sefUrl, item.id),
      image: itemImageUrl(item.id, item.mainImage, THUMB_IMAGE),
      type: "product",
      highlight: highlightRanges(item.name, terms),
      ...(item.brand ? { subtitle: item.brand } : {}),
    };
  });

  const groups: SuggestGroup[] = [];
  const add = (type: SuggestType, items: SuggestItem[]) => {
    if (items.length) groups.push({ type, title: GROUP_TITLES[type], items });
  };
  add("product", productItems);
  add("category", categoryItems);
  add("brand", brandItems);
  return groups;
}
