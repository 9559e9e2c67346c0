/**
 * Cargo tracking (spec section 7: `GET /cargo/ajax/cargoTracking?trackingCode&cargoCompanyCode`
 * answers `data.data.cargoTracking`): a parcel's journey by its tracking code and its carrier's
 * code, as the carrier tells it. Anyone holding the code may follow the parcel, as at every
 * carrier; the answer names branches and dates, never the buyer. A malformed or unknown pair is
 * null (the call answers 'Bir hata oluştu. Daha sonra tekrar deneyiniz.').
 */
import type { Db } from "#app/db/client.server";
import type { CargoTracking } from "./carrier";
import { carrier, TRACKING_CODE_FORMAT } from "./sandbox-carrier.server";

const COMPANY_CODE_FORMAT = /^[a-z0-9-]{1,32}$/;

export async function trackCargo(db: Db, trackingCode: unknown, companyCode: unknown): Promise<CargoTracking | null> {
  if (typeof trackingCode !== "string" || typeof companyCode !== "string") return null;
  const code = trackingCode.trim().toUpperCase();
  const company = companyCode.trim().toLowerCase();
  if (!TRACKING_CODE_FORMAT.test(code) || !COMPANY_CODE_FORMAT.test(company)) return null;
  return carrier().track(db, code, company);
}
