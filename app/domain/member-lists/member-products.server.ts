/**
 * What the member's own product pages show (spec section 2: favourites, product comparison; the
 * comparison popup links to the comparisons page): the favourite variants and the compared
 * catalogue items, as the listing cards show them, newest first for favourites and in the order
 * they were added for the comparison. Only the member's own rows; items taken off the site drop out.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { attributes, brands, catalogItems, comparisons, favourites, productAttributes, products } from "#app/db/schema";
import { listingColumns, toListingItem, type ListingItem } from "#app/domain/catalog/listing-item.server";
import { toLira } from "#app/lib/money";
import { COMPARISON_REMOVED } from "./product-buttons.messages";

/** A favourite: the variant the member marked (its id removes it) and its item as a card. */
export type FavouriteItem = { productId: number; variant: string; item: ListingItem };

export async function favouriteItems(db: Db, userId: number): Promise<FavouriteItem[]> {
  const rows = await db
    .select({
      ...listingColumns,
      productId: products.id,
      productName: products.name,
      variantPriceKurus: products.priceKurus,
      variantOriginalKurus: products.originalPriceKurus,
    })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .leftJoin(brands, eq(brands.id, catalogItems.brandId))
    .where(and(eq(favourites.userId, userId), eq(catalogItems.status, "active")))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => {
    const item = toListingItem(r);
    // The card shows the marked variant's own price.
    return {
      productId: r.productId,
      variant: r.productName,
      item: { ...item, price: toLira(r.variantPriceKurus), original_price: toLira(Math.max(r.variantOriginalKurus, r.variantPriceKurus)) },
    };
  });
}

/** A compared item: its card and its features (name → value) over all its variants. */
export type ComparedProduct = { item: ListingItem; features: Record<string, string> };

export async function comparedProducts(db: Db, userId: number): Promise<ComparedProduct[]> {
  const rows = await db
    .select(listingColumns)
    .from(comparisons)
    .innerJoin(catalogItems, eq(catalogItems.id, comparisons.catalogId))
    .leftJoin(brands, eq(brands.id, catalogItems.brandId))
    .where(and(eq(comparisons.userId, userId), eq(catalogItems.status, "active")))
    .orderBy(asc(comparisons.createdAt), asc(comparisons.catalogId));
  const features = new Map<number, Map<string, Set<string>>>();
  if (rows.length > 0) {
    const values = await db
      .select({ catalogId: products.catalogId, name: attributes.name, value: productAttributes.value })
      .from(productAttributes)
      .innerJoin(products, eq(products.id, productAttributes.productId))
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .innerJoin(comparisons, and(eq(comparisons.catalogId, products.catalogId), eq(comparisons.userId, userId)))
      .where(eq(products.status, "active"))
      .orderBy(asc(attributes.id), asc(products.id));
    for (const v of values) {
      const byName = features.get(v.catalogId) ?? new Map<string, Set<string>>();
      byName.set(v.name, (byName.get(v.name) ?? new Set()).add(v.value));
      features.set(v.catalogId, byName);
    }
  }
  return rows.map((r) => ({
    item: toListingItem(r),
    features: Object.fromEntries(
      [...(features.get(r.id) ?? new Map<string, Set<string>>()).entries()].map(([name, set]) => [name, [...set].join(", ")]),
    ),
  }));
}

/** Takes a catalogue item off the member's comparison (nothing happens when it is not there). */
export async function removeFromComparison(db: Db, userId: number, catalogId: number) {
  await db.delete(comparisons).where(and(eq(comparisons.userId, userId), eq(comparisons.catalogId, catalogId)));
  return { ok: true as const, message: COMPARISON_REMOVED };
}
