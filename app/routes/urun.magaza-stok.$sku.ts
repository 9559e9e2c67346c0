/**
 * GET /urun/magaza-stok/{sku}[?cityId={plate}] (spec section 7 'which-store-has-stock address +
 * {sku}'): the active stores holding the variant →
 *   {success: true, result: {StokBilgi: [{Sehir, MagazaAdi, Adres, Telefon, KulMiktar}],
 *    SistemHatası: false, Sehirler: [{id, name}]}, message}
 * `Sehirler` are the cities with stock of the variant (for the popup's city select, whatever the
 * filter); `message` is the spec's no-stock text when StokBilgi is empty ('' otherwise).
 * An unknown sku is a 404 refusal, a city that is not a plate code 1–81 a 422 refusal, and a
 * failure of the database a 500 with SistemHatası true and the generic message. Stock changes by
 * the minute: no-store.
 */
import type { Route } from "./+types/urun.magaza-stok.$sku";
import { fail, ok } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { CITY_NOT_FOUND } from "#app/domain/places/messages";
import { NO_STORE_HAS_IT, NO_STORE_IN_CITY, storeStockForSku } from "#app/domain/catalog/store-stock.server";
import { logError } from "#app/lib/logger.server";
import { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";

const NO_STORE = { StokBilgi: [], SistemHatası: false, Sehirler: [] };

function answer(response: Response): Response {
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const cityText = new URL(request.url).searchParams.get("cityId")?.trim() ?? "";
  const cityId = cityText === "" ? null : parseId(cityText, 81);
  if (cityText !== "" && cityId === null) return answer(fail(CITY_NOT_FOUND, 422, { result: NO_STORE }));
  try {
    const stock = await storeStockForSku(context.db, params.sku, cityId);
    if (!stock) return answer(fail(PRODUCT_NOT_FOUND, 404, { result: NO_STORE }));
    const message = stock.rows.length > 0 ? "" : stock.cities.length === 0 ? NO_STORE_HAS_IT : NO_STORE_IN_CITY;
    return answer(ok({ result: { StokBilgi: stock.rows, SistemHatası: false, Sehirler: stock.cities }, message }));
  } catch (error) {
    logError("Mağaza stoğu okunamadı", error);
    return answer(fail(GENERIC_ERROR, 500, { result: { ...NO_STORE, SistemHatası: true } }));
  }
}
