/**
 * A category page's frame: the category with its trail and sub-categories (loadCategoryContext,
 * used by /kategori/{slug}, whose products come from searchListing), and the plain list of one
 * page of its items, most sold first (loadCategoryPage, kept for callers that want no facets).
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { brands, catalogItems } from "#app/db/schema";
import { categoryTrail, descendantIds, loadCategoryTree } from "./categories.server";
import { listingColumns, toListingItem, type ListingItem } from "./listing-item.server";

export const CATEGORY_PAGE_SIZE = 24;

export type CategoryLink = { name: string; slug: string; url: string };
export type CategoryChip = CategoryLink & { current: boolean };

export type CategoryPage = {
  category: CategoryLink & { id: number; description: string; area: string };
  /** From the top category down to this one (this one included). */
  trail: CategoryLink[];
  /** Its sub-categories; for a category without any, its sister categories (itself marked current). */
  subcategories: CategoryChip[];
  items: ListingItem[];
  paginationData: { totalCount: number; totalPage: number; currentPage: number };
};

const link = (row: { name: string; slug: string }): CategoryLink => ({ name: row.name, slug: row.slug, url: `/kategori/${row.slug}` });

/** Reads a page number from the query string: a whole number from 1, else 1. */
export function parsePageNumber(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export type CategoryContext = Pick<CategoryPage, "category" | "trail" | "subcategories">;

/** The category, its trail and its sub-category chips; null when no category has this slug. */
export async function loadCategoryContext(db: Db, slug: string): Promise<CategoryContext | null> {
  const tree = await loadCategoryTree(db);
  const row = tree.bySlug.get(slug);
  if (!row) return null;
  const children = tree.childrenOf.get(row.id) ?? [];
  const chips = children.length > 0 || row.parentId == null ? children : (tree.childrenOf.get(row.parentId) ?? []);
  return {
    category: { ...link(row), id: row.id, description: row.description, area: row.area },
    trail: categoryTrail(tree, row.id).map(link),
    subcategories: chips.map((c) => ({ ...link(c), current: c.id === row.id })),
  };
}

/** null when no category has this slug. A page past the end gives an empty page. */
export async function loadCategoryPage(db: Db, slug: string, page: number): Promise<CategoryPage | null> {
  const tree = await loadCategoryTree(db);
  const row = tree.bySlug.get(slug);
  if (!row) return null;
  const ids = descendantIds(tree, row.id);
  const where = and(eq(catalogItems.status, "active"), inArray(catalogItems.categoryId, ids));
  const [{ total }] = await db.select({ total: count() }).from(catalogItems).where(where);
  const totalPage = Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));
  const rows =
    total > 0 && page <= totalPage
      ? await db
          .select(listingColumns)
          .from(catalogItems)
          .leftJoin(brands, eq(brands.id, catalogItems.brandId))
          .where(where)
          .orderBy(desc(catalogItems.salesCount), desc(catalogItems.id))
          .limit(CATEGORY_PAGE_SIZE)
          .offset((page - 1) * CATEGORY_PAGE_SIZE)
      : [];
  const context = (await loadCategoryContext(db, slug))!;
  return {
    ...context,
    items: rows.map(toListingItem),
    paginationData: { totalCount: total, totalPage, currentPage: page },
  };
}
