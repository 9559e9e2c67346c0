/** The home page's catalogue parts: category tiles and the three product rails. */
import { and, desc, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { brands, catalogItems } from "#app/db/schema";
import { loadCategoryTree } from "./categories.server";
import { categoryImageUrl } from "./image-urls";
import { listingColumns, toListingItem, type ListingItem } from "./listing-item.server";

export const RAIL_SIZE = 12;

export type CategoryTile = { name: string; slug: string; url: string; image: string; color: string; top: boolean };

export type HomeRails = { newest: ListingItem[]; discounted: ListingItem[]; bestsellers: ListingItem[] };

/** Every top category, then up to `perTop` sub-categories of each. */
export async function loadCategoryTiles(db: Db, perTop = 2): Promise<CategoryTile[]> {
  const tree = await loadCategoryTree(db);
  const tops = tree.childrenOf.get(null) ?? [];
  const tile = (row: { name: string; slug: string; color: string }, top: boolean): CategoryTile => ({
    name: row.name,
    slug: row.slug,
    url: `/kategori/${row.slug}`,
    image: categoryImageUrl(row.slug),
    color: row.color,
    top,
  });
  const subs = tops.flatMap((top) => (tree.childrenOf.get(top.id) ?? []).slice(0, perTop));
  return [...tops.map((t) => tile(t, true)), ...subs.map((s) => tile(s, false))];
}

async function rail(db: Db, where: SQL | undefined, ...order: SQL[]): Promise<ListingItem[]> {
  const rows = await db
    .select(listingColumns)
    .from(catalogItems)
    .leftJoin(brands, eq(brands.id, catalogItems.brandId))
    .where(and(eq(catalogItems.status, "active"), gt(catalogItems.minPriceKurus, 0), where))
    .orderBy(...order, desc(catalogItems.id))
    .limit(RAIL_SIZE);
  return rows.map(toListingItem);
}

/** 'Yeni Ürünler' (newest), 'İndirimli Ürünler' (largest discount first), 'Çok Satanlar' (most sold). */
export async function loadHomeRails(db: Db): Promise<HomeRails> {
  const newest = await rail(db, undefined, desc(catalogItems.createdAt));
  const discounted = await rail(
    db,
    lt(catalogItems.minPriceKurus, catalogItems.minOriginalPriceKurus),
    sql`(${catalogItems.minOriginalPriceKurus} - ${catalogItems.minPriceKurus})::float8 / ${catalogItems.minOriginalPriceKurus} desc`,
  );
  const bestsellers = await rail(db, undefined, desc(catalogItems.salesCount));
  return { newest, discounted, bestsellers };
}
