/**
 * The carrier, as the shop sees it: replaceable like the payment provider — an
 * interface and a default. The default is the sandbox carrier (sandbox-carrier.server.ts): it
 * books parcels with a tracking code of its own, and its steps are the updates the shop recorded
 * (shipment_events). A real carrier books through its API and sends its updates to the shop, which
 * applies them with `applyCarrierUpdate` (fulfil.server.ts) — the same path, once per update.
 */
import type { Db } from "#app/db/client.server";

/** One step of a parcel's journey, as the cargo tracking call answers it (spec section 3). */
export type CargoFlowStep = { processDate: string; description: string; branchName: string };

/** `GET /cargo/ajax/cargoTracking` answers `data.data.cargoTracking` with this (spec sections 3 and 7). */
export type CargoTracking = {
  companyName: string;
  /** The branch that delivers the parcel (never a person's name). */
  unitDeliveryName: string;
  trackingCode: string;
  cargoFlowList: CargoFlowStep[];
};

export type ParcelToBook = { orderNumber: string; companyCode: string };

export interface Carrier {
  /** Hands a packaged parcel to the carrier; answers its tracking code (unique, unguessable). */
  book(parcel: ParcelToBook): Promise<{ trackingCode: string }>;
  /** The parcel's journey, newest step last; null when the carrier does not know the code. */
  track(db: Db, trackingCode: string, companyCode: string): Promise<CargoTracking | null>;
}
