/**
 * The category tree: every category is read once (the table is small) and kept for a short
 * while, then the menu, tiles, breadcrumbs and "this category and everything under it" are
 * worked out in memory. The lowest piece of the catalogue (docs/architecture.md): the catalogue,
 * campaign scopes, search and the sitemap all read it, and it reads none of them.
 */
import { asc } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { categories } from "#app/db/schema";
import { cachedRead } from "#app/db/read-cache.server";
import { turkishCollator } from "#app/lib/turkish";

export type CategoryRow = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  description: string;
  area: string;
  sortOrder: number;
  color: string;
};

/** A category with its children, as the menus show it. */
export type MenuCategory = { id: number; name: string; slug: string; color: string; children: MenuCategory[] };

export type CategoryTree = {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  bySlug: Map<string, CategoryRow>;
  childrenOf: Map<number | null, CategoryRow[]>;
};

const CACHE_MS = 30_000;

const byOrder = (a: CategoryRow, b: CategoryRow) => a.sortOrder - b.sortOrder || turkishCollator.compare(a.name, b.name);

async function readTree(db: Db): Promise<CategoryTree> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      area: categories.area,
      sortOrder: categories.sortOrder,
      color: categories.color,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    // A parent that does not exist makes the row a top category rather than losing it.
    const parent = row.parentId != null && byId.has(row.parentId) ? row.parentId : null;
    const list = childrenOf.get(parent) ?? [];
    list.push(row);
    childrenOf.set(parent, list);
  }
  for (const list of childrenOf.values()) list.sort(byOrder);
  return { rows, byId, bySlug, childrenOf };
}

/** The whole tree, read at most every 30 seconds per database. */
export const loadCategoryTree: (db: Db) => Promise<CategoryTree> = cachedRead(CACHE_MS, readTree);

function toMenu(tree: CategoryTree, row: CategoryRow, depth: number): MenuCategory {
  const children = depth > 0 ? (tree.childrenOf.get(row.id) ?? []).map((c) => toMenu(tree, c, depth - 1)) : [];
  return { id: row.id, name: row.name, slug: row.slug, color: row.color, children };
}

/** Top categories with their sub-categories (two levels), for the header menu and the drawer. */
export async function loadMenuCategories(db: Db): Promise<MenuCategory[]> {
  const tree = await loadCategoryTree(db);
  return (tree.childrenOf.get(null) ?? []).map((row) => toMenu(tree, row, 1));
}

/** The category and every category under it (ids). */
export function descendantIds(tree: CategoryTree, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  const seen = new Set<number>();
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    out.push(current);
    for (const child of tree.childrenOf.get(current) ?? []) stack.push(child.id);
  }
  return out;
}

/** From the top category down to this one. */
export function categoryTrail(tree: CategoryTree, id: number): CategoryRow[] {
  const trail: CategoryRow[] = [];
  const seen = new Set<number>();
  let row = tree.byId.get(id);
  while (row && !seen.has(row.id)) {
    seen.add(row.id);
    trail.unshift(row);
    row = row.parentId != null ? tree.byId.get(row.parentId) : undefined;
  }
  return trail;
}
