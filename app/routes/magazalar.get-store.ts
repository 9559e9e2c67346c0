/**
 * GET /magazalar/get-store/?storeType={type}[&city={plate}] (spec section 7): the active stores
 * of a type, or of every type (`storeType=all`), optionally in one city (plate code 1–81) →
 *   {success: true, result, reason: "", message}
 * `result` is a list of stores for one type (by city name, then store name) and, for `all`, the
 * same stores grouped by city: [{cityId, city, stores: [...]}] in Turkish order of the city names.
 * A store: {id, code, name, title, type, typeName, cityId, city, district, address, phone, lat,
 * lon, openingHours, sefUrl, url, pickupAvailable, deliveryCar} (spec section 3: name/title,
 * phone, address, sefUrl, lat, lon). `message` says 'Seçtiğiniz kriterlere uygun mağazamız
 * bulunmamaktadır.' when the list is empty ('' otherwise).
 *
 * A missing, malformed or unknown type, a repeated parameter or a city that is not a plate code:
 * 422 {success: false, reason, message, result: []}. A failure of the database: 500 with the
 * generic message. The list is the same for everyone and changes seldom: public for a minute.
 *
 * Without a storeType, a request that does not ask for JSON (a browser opening an old link as a
 * page, or following one inside the shop, whose data request accepts anything) is sent to the
 * store locator /magazalar (302, the city kept when it is a plate code), so old links still work;
 * a script asking for JSON (`Accept: application/json`, as the pages' calls do) gets the refusal.
 */
import { href, redirect } from "react-router";
import type { Route } from "./+types/magazalar.get-store";
import { ALL_TYPES, byFilters, groupByCity, knownStoreType, storeListQuerySchema } from "#app/domain/stores/store-locator";
import { NO_STORE_FOR_FILTER, STORE_TYPE_INVALID } from "#app/domain/stores/messages";
import { activeStores } from "#app/domain/stores/stores.server";
import { fail, ok, readQuery, validate, wantsJson } from "#app/lib/api.server";
import { noStore } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { logError } from "#app/lib/logger.server";
import { GENERIC_ERROR } from "#app/lib/messages";

const PUBLIC_MINUTE = { "Cache-Control": "public, max-age=60", Vary: "Accept" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request);
  if (query.storeType === undefined && !wantsJson(request)) {
    const city = parseId(query.city, 81);
    throw redirect(`${href("/magazalar")}${city ? `?city=${city}` : ""}`, {
      status: 302,
      headers: { "Cache-Control": "no-store", Vary: "Accept" },
    });
  }
  const checked = validate(storeListQuerySchema, query);
  if (!checked.ok) return noStore(fail(checked.reason, 422, { result: [] }));
  const { storeType, city } = checked.data;
  try {
    const stores = await activeStores(context.db);
    if (
      !knownStoreType(
        storeType,
        stores.map((s) => s.type),
      )
    )
      return noStore(fail(STORE_TYPE_INVALID, 422, { result: [] }));
    const found = byFilters(stores, { storeType, city: city ?? null });
    const result = storeType === ALL_TYPES ? groupByCity(found) : found;
    return ok({ result, reason: "", message: found.length ? "" : NO_STORE_FOR_FILTER }, { headers: PUBLIC_MINUTE });
  } catch (error) {
    logError("Mağaza listesi okunamadı", error);
    return noStore(fail(GENERIC_ERROR, 500, { result: [] }));
  }
}
