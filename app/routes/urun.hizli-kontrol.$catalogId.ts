/**
 * GET /urun/hizli-kontrol/{catalogId} (PRODUCT.md): the variants of a catalogue item for quick add,
 * quick view and the product page → {success, products: [{productId, catalogId, sku, barcode, name,
 * brand, stock, status, price, original_price, discountedPrice, attributes: [{id, name, value}],
 * image, url, rating, countdownEndsAt}]}; the last four are spec section 3's variant fields: the
 * product's first image and page (absolute paths), its rating (average, one decimal) and its timed
 * campaign's end (ISO 8601, null without one), as the product page shows them.
 * An invalid id, or a missing or inactive item (no variants to show), answers 404
 * {success: false, reason: 'Ürün bulunamadı.', products: []}. Stock changes by the minute: no-store.
 */
import type { Route } from "./+types/urun.hizli-kontrol.$catalogId";
import { fail, ok } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { loadVariants } from "#app/domain/catalog/product.server";
import { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";

export async function loader({ params, context }: Route.LoaderArgs) {
  const catalogId = parseId(params.catalogId);
  const products = catalogId ? await loadVariants(context.db, catalogId) : [];
  const response = products.length === 0 ? fail(PRODUCT_NOT_FOUND, 404, { products: [] }) : ok({ products });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
