/** GET /address/ajax/get-town-by-district/{districtId} → {success, result: [{id, name}]} */
import type { Route } from "./+types/address.ajax.get-town-by-district.$districtId";
import { fail, ok } from "#app/lib/api.server";
import { listTowns } from "#app/domain/places/places.server";
import { DISTRICT_NOT_FOUND } from "#app/domain/places/messages";
import { parseId } from "#app/lib/ids";

export async function loader({ params, context }: Route.LoaderArgs) {
  const districtId = parseId(params.districtId);
  const result = districtId ? await listTowns(context.db, districtId) : [];
  if (result.length === 0) return fail(DISTRICT_NOT_FOUND, 404, { result: [] });
  return ok({ result, message: "" }, { headers: { "Cache-Control": "public, max-age=86400" } });
}
