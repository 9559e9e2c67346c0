/** The home page's catalogue parts: category tiles and the three product rails, read from the listing index (so they live with it, above the catalogue). */
import { href } from "react-router";
import type { Db } from "#app/db/client.server";
import type { ListingIndex } from "./listing-engine";
import { getListingIndex } from "./listing-index.server";
import { listingItemOf } from "./listing.server";
import { loadCategoryTree } from "#app/domain/categories/categories.server";
import { categoryImageUrl } from "#app/domain/catalog/image-urls";
import type { ListingItem } from "#app/domain/catalog/listing-item.server";

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
    url: href("/kategori/:slug", { slug: row.slug }),
    image: categoryImageUrl(row.slug),
    color: row.color,
    top,
  });
  const subs = tops.flatMap((top) => (tree.childrenOf.get(top.id) ?? []).slice(0, perTop));
  return [...tops.map((t) => tile(t, true)), ...subs.map((s) => tile(s, false))];
}

/** Positions of the first RAIL_SIZE sellable items (a price above zero) in an order of the index. */
function firstSellable(index: ListingIndex, order: ArrayLike<number>): number[] {
  const picked: number[] = [];
  for (let i = 0; i < order.length && picked.length < RAIL_SIZE; i++) if (index.items[order[i]].priceKurus > 0) picked.push(order[i]);
  return picked;
}

/** Largest discount first (share of the original price), then the newest id: one pass over the discounted items. */
function mostDiscounted(index: ListingIndex): number[] {
  const share = (pos: number) => {
    const it = index.items[pos];
    return (it.originalPriceKurus - it.priceKurus) / it.originalPriceKurus;
  };
  const better = (a: number, b: number) => share(b) - share(a) || index.items[b].id - index.items[a].id;
  let top: number[] = [];
  for (let pos = 0; pos < index.items.length; pos++) {
    if (!index.discounted[pos] || index.items[pos].priceKurus <= 0) continue;
    if (top.length === RAIL_SIZE && better(pos, top[RAIL_SIZE - 1]) >= 0) continue;
    top.push(pos);
    top.sort(better);
    if (top.length > RAIL_SIZE) top = top.slice(0, RAIL_SIZE);
  }
  return top;
}

type RailPositions = { newest: number[]; discounted: number[]; bestsellers: number[] };

/** The rails of one index version: worked out once, when a page first asks after a rebuild. */
const railsByIndex = new WeakMap<ListingIndex, RailPositions>();

/**
 * 'Yeni Ürünler' (newest), 'İndirimli Ürünler' (largest discount first), 'Çok Satanlar' (most
 * sold), from the listing's in-memory index (its sort orders), never from a sort of the catalogue
 * per request: as fresh as the index (seconds). Prices show running per-unit campaigns (indexed).
 */
export async function loadHomeRails(db: Db): Promise<HomeRails> {
  const index = await getListingIndex(db);
  let rails = railsByIndex.get(index);
  if (!rails) {
    rails = {
      newest: firstSellable(index, index.orders.newest),
      discounted: mostDiscounted(index),
      bestsellers: firstSellable(index, index.orders.bestseller),
    };
    railsByIndex.set(index, rails);
  }
  const items = (positions: number[]) => positions.map((pos) => listingItemOf(index.items[pos]));
  return { newest: items(rails.newest), discounted: items(rails.discounted), bestsellers: items(rails.bestsellers) };
}
