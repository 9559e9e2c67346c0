/**
 * The sandbox carrier (the default, like the sandbox bank): it books a parcel with a tracking code
 * of 12 random digits after 'MD', and tells a parcel's journey from the steps the shop recorded
 * for it (shipment_events: the shop's own steps, the demo progress job's, a carrier's updates).
 * The delivering branch is the delivery district's ('Kadıköy Şubesi'); no person's name leaves it.
 */
import { randomInt } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders, shipmentEvents, shipments, shippingCompanies } from "#app/db/schema";
import type { Carrier, CargoTracking } from "./carrier";

const DATE_TIME = new Intl.DateTimeFormat("tr-TR", {
  timeZone: "Europe/Istanbul",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** '24.11.2026 15:04' (Istanbul time): how carriers write a step's time. */
export const cargoDate = (date: Date): string => DATE_TIME.format(date).replace(",", "");

/** 'MD' and 12 random digits: unique enough to book, too many to guess. */
export function sandboxTrackingCode(): string {
  let digits = "";
  for (let i = 0; i < 12; i++) digits += String(randomInt(10));
  return `MD${digits}`;
}

export const TRACKING_CODE_FORMAT = /^[A-Z0-9]{6,32}$/;

export const sandboxCarrier: Carrier = {
  async book() {
    return { trackingCode: sandboxTrackingCode() };
  },

  async track(db: Db, trackingCode: string, companyCode: string): Promise<CargoTracking | null> {
    const [row] = await db
      .select({ id: shipments.id, companyName: shippingCompanies.title, address: orders.deliveryAddress })
      .from(shipments)
      .innerJoin(shippingCompanies, eq(shippingCompanies.id, shipments.shippingCompanyId))
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(shipments.trackingCode, trackingCode), eq(shippingCompanies.code, companyCode)));
    if (!row) return null;
    const steps = await db
      .select({ processDate: shipmentEvents.processDate, description: shipmentEvents.description, branchName: shipmentEvents.branchName })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, row.id))
      .orderBy(asc(shipmentEvents.processDate), asc(shipmentEvents.id));
    return {
      companyName: row.companyName,
      unitDeliveryName: row.address?.district ? `${row.address.district} Şubesi` : "",
      trackingCode,
      cargoFlowList: steps.map((s) => ({ processDate: cargoDate(s.processDate), description: s.description, branchName: s.branchName })),
    };
  },
};

/** The carrier the shop uses (only the sandbox is built in; a live shop plugs its own in here). */
export const carrier = (): Carrier => sandboxCarrier;
