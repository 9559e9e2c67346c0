/**
 * Moving a parcel (issue 14): the one place that writes a shipment's status. Every move — the
 * warehouse packaging an order, the carrier's scans, the demo progress job, a cancellation, a
 * return reaching the shop — goes through `moveShipmentIn`, which
 *   1. locks the order (so two updates of one order take turns, and a cancellation cannot cross a
 *      'shipped' scan),
 *   2. drops an update it has already applied (the carrier's `updateKey`, unique in
 *      shipment_events: a retried or duplicated update is applied once),
 *   3. asks shipment-states.ts whether the move is allowed for the order as it stands now,
 *   4. opens the order's shipment on its first move and books it with the carrier when it ships,
 *   5. writes the step (shipment_events), the shipment's status and the order's copy of it
 *      (orders.shipment_status_code, which the lists read) together.
 * Store orders (isoffline) never move: they are delivered at the till.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orders, shipmentEvents, shipments, shippingCompanies } from "#app/db/schema";
import { isPlaced } from "#app/domain/orders/order-status";
import type { Tx } from "#app/domain/checkout/place-order.server";
import { carrier } from "./sandbox-carrier.server";
import { PICKUP_BRANCH, stepDescription, TRANSFER_BRANCH, WAREHOUSE_BRANCH } from "./messages";
import { KNOWN_CODES, shipmentMove, stageOf } from "./shipment-states";

export type ShipmentStep = {
  toCode: number;
  /** The carrier's id for this update: the same id twice is applied once. */
  updateKey?: string;
  /** When it happened (default: now). */
  at?: Date;
  branchName?: string;
  description?: string;
  /** Who took the parcel (delivered codes only). */
  receiverName?: string;
};

export type MoveResult =
  /** `late`: a carrier's scan older than the parcel's last step, kept in its history; the status stayed. */
  | { applied: true; code: number; trackingCode: string | null; late?: true }
  | { applied: false; reason: "unknown" | "duplicate" | "refused"; detail?: string };

/** Where a step happens when nobody says: the warehouse, its carrier branch, the transfer centre, the buyer's district. */
function defaultBranch(code: number, district: string | undefined): string {
  const stage = stageOf(code);
  if (code === 2) return PICKUP_BRANCH;
  if (code === 3) return TRANSFER_BRANCH;
  if ((stage === "delivered" || stage === "undeliverable") && district) return `${district} Şubesi`;
  return WAREHOUSE_BRANCH;
}

/** Moves an order's parcel one step, inside the caller's transaction (see the module comment). */
export async function moveShipmentIn(tx: Tx, orderId: number, step: ShipmentStep): Promise<MoveResult> {
  const [order] = await tx
    .select({
      status: orders.status,
      isOffline: orders.isOffline,
      orderNumber: orders.orderNumber,
      companyId: orders.shippingCompanyId,
      companyCode: shippingCompanies.code,
      address: orders.deliveryAddress,
    })
    .from(orders)
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, orders.shippingCompanyId))
    .where(eq(orders.id, orderId))
    .for("update", { of: orders });
  if (!order || !isPlaced(order.status)) return { applied: false, reason: "unknown" };
  if (order.isOffline) return { applied: false, reason: "refused", detail: "mağaza siparişi" };
  if (step.updateKey) {
    const [seen] = await tx.select({ id: shipmentEvents.id }).from(shipmentEvents).where(eq(shipmentEvents.updateKey, step.updateKey));
    if (seen) return { applied: false, reason: "duplicate" };
  }
  let [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(shipments.id).limit(1);
  const move = shipmentMove(order.status, shipment?.statusCode ?? 0, step.toCode);
  const at = step.at ?? new Date();
  const description = step.description ?? stepDescription(step.toCode);
  const event = { shipmentId: 0, processDate: at, description, branchName: step.branchName ?? defaultBranch(step.toCode, order.address?.district), statusCode: step.toCode, updateKey: step.updateKey ?? null };
  if (!move.ok) {
    // Carriers' updates arrive out of order: a scan made before the parcel's last step (its own id,
    // a known code) belongs to its history, and the status stays where the later step put it.
    if (shipment?.processDate && step.updateKey && step.at && step.at < shipment.processDate && KNOWN_CODES.includes(step.toCode)) {
      await tx.insert(shipmentEvents).values({ ...event, shipmentId: shipment.id });
      return { applied: true, code: shipment.statusCode, trackingCode: shipment.trackingCode, late: true };
    }
    return { applied: false, reason: "refused", detail: move.reason };
  }

  if (!shipment) {
    [shipment] = await tx.insert(shipments).values({ orderId, shippingCompanyId: order.companyId, number: `${order.orderNumber}-1` }).returning();
  }
  let trackingCode = shipment.trackingCode;
  if (move.to === "shipped" && !trackingCode) {
    ({ trackingCode } = await carrier().book({ orderNumber: order.orderNumber, companyCode: order.companyCode ?? "" }));
  }
  await tx.insert(shipmentEvents).values({ ...event, shipmentId: shipment.id });
  await tx
    .update(shipments)
    .set({
      statusCode: step.toCode,
      statusDescription: description,
      trackingCode,
      processDate: at,
      ...(move.to === "delivered" ? { receiverName: step.receiverName ?? order.address?.personName ?? null } : {}),
    })
    .where(eq(shipments.id, shipment.id));
  await tx.update(orders).set({ shipmentStatusCode: step.toCode }).where(eq(orders.id, orderId));
  return { applied: true, code: step.toCode, trackingCode };
}

/** Moves an order's parcel one step in a transaction of its own. */
export const moveShipment = (db: Db, orderId: number, step: ShipmentStep): Promise<MoveResult> => db.transaction((tx) => moveShipmentIn(tx, orderId, step));

/** A carrier's update for a parcel it carries (found by tracking code); applied once per updateKey. */
export async function applyCarrierUpdate(db: Db, update: ShipmentStep & { trackingCode: string; updateKey: string }): Promise<MoveResult> {
  const [shipment] = await db.select({ orderId: shipments.orderId }).from(shipments).where(eq(shipments.trackingCode, update.trackingCode));
  if (!shipment) return { applied: false, reason: "unknown" };
  return moveShipment(db, shipment.orderId, update);
}
