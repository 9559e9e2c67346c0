/**
 * GET /cargo/ajax/cargoTracking?trackingCode&cargoCompanyCode (spec section 7) → {success: true,
 * data: {data: {cargoTracking: {companyName, unitDeliveryName, trackingCode, cargoFlowList:
 * [{processDate, description, branchName}]}}}}; a missing, malformed or unknown pair answers 404
 * {success: false, reason: 'Bir hata oluştu. Daha sonra tekrar deneyiniz.'} (spec section 8).
 * The journey changes by the hour: no-store.
 */
import type { Route } from "./+types/cargo.ajax.cargoTracking";
import { fail, ok, readQuery } from "#app/lib/api.server";
import { trackCargo } from "#app/domain/fulfilment/cargo-tracking.server";
import { CARGO_TRACKING_ERROR } from "#app/domain/fulfilment/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request);
  const cargoTracking = await trackCargo(context.db, query.trackingCode, query.cargoCompanyCode);
  const response = cargoTracking ? ok({ data: { data: { cargoTracking } } }) : fail(CARGO_TRACKING_ERROR, 404);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
