/**
 * 'Hangi Mağazada Var?' (spec sections 2, 3, 7, 8): which active stores hold a variant, by sku,
 * optionally in one city (plate code). The rows are the spec's StokBilgi
 * ({Sehir, MagazaAdi, Adres, Telefon, KulMiktar}); `cities` lists every city with stock of the
 * variant (whatever the filter) for the popup's city select, in Turkish order.
 *
 * Only a variant of an active catalogue item is known; anything else is null (the route's 404).
 */
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { catalogItems, cities, products, stores, storeStock } from "#app/db/schema";
import { turkishCollator } from "#app/lib/turkish";
import { storesWithStock, type StoreStockRow } from "./product.server";

export { NO_STORE_HAS_IT, NO_STORE_IN_CITY } from "./store-stock-messages";

export type StoreStockCity = { id: number; name: string };
export type StoreStock = { rows: StoreStockRow[]; cities: StoreStockCity[] };

/** Skus are short codes ('MD-000123-02'); anything longer or with odd characters is not one. */
export const looksLikeSku = (sku: string) => /^[\p{L}\p{N}._/-]{1,64}$/u.test(sku);

export async function storeStockForSku(db: Db, sku: string, cityId: number | null): Promise<StoreStock | null> {
  if (!looksLikeSku(sku)) return null;
  const [variant] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(and(eq(products.sku, sku), eq(catalogItems.status, "active")))
    .limit(1);
  if (!variant) return null;

  const [rows, cityRows] = await Promise.all([
    storesWithStock(db, variant.id, cityId),
    db
      .selectDistinct({ id: cities.id, name: cities.name })
      .from(storeStock)
      .innerJoin(stores, eq(stores.id, storeStock.storeId))
      .innerJoin(cities, eq(cities.id, stores.cityId))
      .where(and(eq(storeStock.productId, variant.id), gt(storeStock.quantity, 0), eq(stores.active, true))),
  ]);
  cityRows.sort((a, b) => turkishCollator.compare(a.name, b.name));
  return { rows, cities: cityRows };
}
