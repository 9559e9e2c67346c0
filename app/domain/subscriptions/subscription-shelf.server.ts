/**
 * The /abonelik page's products: for each tab (bebek, cocuk) the kinds of subscription-shelf.ts the
 * catalogue holds, each with its best-selling items in stock (at most ITEMS_PER_KIND) and their
 * sizes as packages. Which items, from the listing's in-memory index, worked out once per index
 * version (never a walk over the catalogue per request); their variants, prices and stock from the
 * database (one indexed read by catalogue id), so what the page offers is what is sold now.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { brands, catalogItems, categories, products } from "#app/db/schema";
import { isSellable } from "#app/domain/cart/cart.server";
import { CARD_IMAGE, itemImageUrl } from "#app/domain/catalog/image-urls";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { variantAttributes } from "#app/domain/catalog/product.server";
import { sizeValue } from "#app/domain/catalog/size-attribute";
import { getListingIndex } from "#app/domain/search/listing-index.server";
import type { ListingIndex } from "#app/domain/search/listing-engine";
import {
  audienceOfAge,
  packageLabel,
  packageName,
  SUBSCRIPTION_KINDS,
  subscriptionKindOf,
  type SubscriptionKind,
} from "./subscription-shelf";
import type { Audience } from "./subscription.schema";
import type { Shelf, ShelfKind, ShelfPackage } from "./subscription-views";

/** Items offered per kind and tab (the best sellers in stock). */
export const ITEMS_PER_KIND = 6;
/** The catalogue's word for an item of one size only: no size to show. */
const ONE_SIZE = "Standart";

type Picks = Record<Audience, { kind: SubscriptionKind; ids: number[] }[]>;
const picksByIndex = new WeakMap<ListingIndex, Picks>();

/** The items of each tab and kind, best sellers first (worked out once per index version). */
function picksOf(index: ListingIndex): Picks {
  const known = picksByIndex.get(index);
  if (known) return known;
  const slugOf = new Map([...index.categories.byId.values()].map((c) => [c.id, c.slug]));
  const picked = new Map<string, number[]>();
  for (const pos of index.orders.bestseller) {
    const item = index.items[pos];
    if (!item.inStock || item.type === "teshir") continue;
    const kind = subscriptionKindOf({ categorySlug: slugOf.get(item.categoryId) ?? "", nameFolded: item.nameFolded });
    if (!kind) continue;
    const key = `${audienceOfAge(item.age)}:${kind.key}`;
    const ids = picked.get(key) ?? [];
    if (ids.length < ITEMS_PER_KIND) picked.set(key, [...ids, item.id]);
  }
  const tab = (audience: Audience) =>
    SUBSCRIPTION_KINDS.map((kind) => ({ kind, ids: picked.get(`${audience}:${kind.key}`) ?? [] })).filter((k) => k.ids.length > 0);
  const picks = { bebek: tab("bebek"), cocuk: tab("cocuk") };
  picksByIndex.set(index, picks);
  return picks;
}

/** The page's products: per tab, each kind with its packages as sold now. */
export async function loadShelf(db: Db): Promise<Shelf> {
  const picks = picksOf(await getListingIndex(db));
  const ids = [...new Set([...picks.bebek, ...picks.cocuk].flatMap((k) => k.ids))];
  const packages = await packagesOf(db, ids);
  const tab = (audience: Audience): ShelfKind[] =>
    picks[audience]
      .map(({ kind, ids: items }) => ({
        key: kind.key,
        title: kind.title,
        description: kind.description,
        packages: items.flatMap((id) => packages.get(id) ?? []),
      }))
      .filter((k) => k.packages.some((p) => p.inStock));
  return { bebek: tab("bebek"), cocuk: tab("cocuk") };
}

/**
 * Variants one may subscribe to now (for sale, of a subscription kind), with their item, brand and
 * size, in their items' size order: those of some catalogue items, or one variant.
 */
async function subscribableVariants(db: Db, which: { catalogIds: number[] } | { productId: number }) {
  const rows = await db
    .select({
      productId: products.id,
      status: products.status,
      priceKurus: products.priceKurus,
      originalPriceKurus: products.originalPriceKurus,
      stock: products.stock,
      catalogId: catalogItems.id,
      name: catalogItems.name,
      sefUrl: catalogItems.sefUrl,
      mainImage: catalogItems.mainImage,
      itemStatus: catalogItems.status,
      itemType: catalogItems.type,
      categorySlug: categories.slug,
      brand: brands.name,
    })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .innerJoin(categories, eq(categories.id, catalogItems.categoryId))
    .innerJoin(brands, eq(brands.id, catalogItems.brandId))
    .where("productId" in which ? eq(products.id, which.productId) : inArray(products.catalogId, which.catalogIds))
    .orderBy(asc(products.catalogId), asc(products.sortOrder), asc(products.id));
  const attrs = await variantAttributes(
    db,
    rows.map((r) => r.productId),
  );
  return rows.flatMap((r) => {
    const kind = isSellable(r) ? subscriptionKindOf({ categorySlug: r.categorySlug, name: r.name }) : null;
    return kind ? [{ ...r, kind, size: sizeOf(attrs.get(r.productId)) }] : [];
  });
}

/** The packages of these catalogue items, by item. */
async function packagesOf(db: Db, catalogIds: number[]): Promise<Map<number, ShelfPackage[]>> {
  const out = new Map<number, ShelfPackage[]>();
  if (catalogIds.length === 0) return out;
  for (const r of await subscribableVariants(db, { catalogIds })) {
    const list = out.get(r.catalogId) ?? [];
    list.push({
      productId: r.productId,
      catalogId: r.catalogId,
      label: packageLabel(r, r.size, r.kind),
      attribute: r.size,
      priceKurus: r.priceKurus,
      originalPriceKurus: Math.max(r.originalPriceKurus, r.priceKurus),
      inStock: r.stock > 0,
      image: itemImageUrl(r.catalogId, r.mainImage, CARD_IMAGE),
      url: productUrl(r.sefUrl, r.catalogId),
    });
    out.set(r.catalogId, list);
  }
  return out;
}

const sizeOf = (attributes: { name: string; value: string }[] | undefined): string | null => {
  const size = sizeValue(attributes);
  return size && size !== ONE_SIZE ? size : null;
};

/** A variant one may subscribe to now, with what the subscription keeps of it; null when it is not one (not for sale, or not a recurring product). */
export async function subscribablePackage(
  db: Db,
  productId: number,
): Promise<{ productId: number; packageName: string; attribute: string | null; stock: number } | null> {
  const [row] = await subscribableVariants(db, { productId });
  return row ? { productId: row.productId, packageName: packageName(row, row.size), attribute: row.size, stock: row.stock } : null;
}
