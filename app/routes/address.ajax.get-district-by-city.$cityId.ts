/** GET /address/ajax/get-district-by-city/{cityId} (plate code) → {success, result: [{id, name}]} */
import type { Route } from "./+types/address.ajax.get-district-by-city.$cityId";
import { fail, ok } from "#app/lib/api.server";
import { listDistricts } from "#app/domain/places/places.server";
import { CITY_NOT_FOUND } from "#app/domain/places/messages";
import { parseId } from "#app/lib/ids";

export async function loader({ params, context }: Route.LoaderArgs) {
  const cityId = parseId(params.cityId, 81);
  const result = cityId ? await listDistricts(context.db, cityId) : [];
  if (result.length === 0) return fail(CITY_NOT_FOUND, 404, { result: [] });
  return ok({ result, message: "" }, { headers: { "Cache-Control": "public, max-age=86400" } });
}
