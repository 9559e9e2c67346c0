/**
 * A category page's frame: the category with its trail and sub-category chips. Its products come
 * from the listing (searchListing), so one rule decides what a category shows.
 */
import { href } from "react-router";
import type { Db } from "#app/db/client.server";
import { categoryTrail, loadCategoryTree } from "#app/domain/categories/categories.server";

export type CategoryLink = { name: string; slug: string; url: string };
export type CategoryChip = CategoryLink & { current: boolean };

export type CategoryContext = {
  category: CategoryLink & { id: number; description: string; area: string };
  /** From the top category down to this one (this one included). */
  trail: CategoryLink[];
  /** Its sub-categories; for a category without any, its sister categories (itself marked current). */
  subcategories: CategoryChip[];
};

const link = (row: { name: string; slug: string }): CategoryLink => ({
  name: row.name,
  slug: row.slug,
  url: href("/kategori/:slug", { slug: row.slug }),
});

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
