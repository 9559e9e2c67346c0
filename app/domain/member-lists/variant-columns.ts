/**
 * A variant as the member lists show it (alerts, favourites' changes, gift lists): the product's
 * name and the variant's size ('Beden'), its page and picture, its price and whether it can be
 * bought. Queries join the products table as `p` (VARIANT_TABLE) and catalog_items, select
 * `variantColumns` among their own columns, and turn each row into a `VariantView`.
 */
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { catalogItems, products } from "#app/db/schema";
import { itemImageUrl, THUMB_IMAGE } from "#app/domain/catalog/image-urls";
import { productUrl } from "#app/domain/catalog/listing-item.server";

/** The products table as `p` (SIZE_OF_P names it so). */
export const VARIANT_TABLE = alias(products, "p");

/** The variant's size in SQL, for queries that name the products table `p`. */
export const SIZE_OF_P = sql`(SELECT pa.value FROM product_attributes pa JOIN attributes at ON at.id = pa.attribute_id WHERE pa.product_id = p.id AND at.name = 'Beden' LIMIT 1)`;

export const variantColumns = {
  productId: VARIANT_TABLE.id,
  name: catalogItems.name,
  size: sql<string | null>`${SIZE_OF_P}`,
  sefUrl: catalogItems.sefUrl,
  mainImage: catalogItems.mainImage,
  catalogId: catalogItems.id,
  priceKurus: VARIANT_TABLE.priceKurus,
  stock: VARIANT_TABLE.stock,
  status: VARIANT_TABLE.status,
  itemStatus: catalogItems.status,
};

export type VariantView = {
  productId: number;
  name: string;
  size: string | null;
  url: string;
  image: string;
  priceKurus: number;
  inStock: boolean;
};

type VariantRow = {
  productId: number;
  name: string;
  size: string | null;
  sefUrl: string;
  mainImage: string | null;
  catalogId: number;
  priceKurus: number;
  stock: number;
  status: string;
  itemStatus: string;
};

export const variantView = (r: VariantRow): VariantView => ({
  productId: r.productId,
  name: r.name,
  size: r.size,
  url: productUrl(r.sefUrl, r.catalogId),
  image: itemImageUrl(r.catalogId, r.mainImage, THUMB_IMAGE),
  priceKurus: r.priceKurus,
  inStock: r.stock > 0 && r.status === "active" && r.itemStatus === "active",
});
