/**
 * What one step does to a parcel, decided without the database: fulfil.server.ts reads
 * the order and its parcel, asks `planStep`, and writes what it answers, for one step
 * (moveShipmentIn) or for a carrier's batch of updates (applyCarrierUpdates) alike, so both follow
 * the same rule. The allowed moves themselves are shipment-states.ts.
 */
import type { AddressSnapshot } from "#app/db/schema";
import { isPlaced } from "#app/domain/order-core/order-status";
import { PICKUP_BRANCH, stepDescription, TRANSFER_BRANCH, WAREHOUSE_BRANCH } from "./messages";
import { KNOWN_CODES, shipmentMove, stageOf, type ShipmentStage } from "./shipment-states";

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

/** What a move needs to know of the order (locked by the caller). */
export type OrderFacts = { status: string; isOffline: boolean; address: Pick<AddressSnapshot, "district" | "personName"> | null };

/** Where the parcel stands: its shipment row's state (a parcel not opened yet stands at 0). */
export type ParcelState = {
  statusCode: number;
  statusDescription: string;
  processDate: Date | null;
  trackingCode: string | null;
  receiverName: string | null;
};

export const UNOPENED_PARCEL: ParcelState = {
  statusCode: 0,
  statusDescription: "",
  processDate: null,
  trackingCode: null,
  receiverName: null,
};

/** A step of the parcel's journey, as shipment_events keeps it (without its shipment). */
export type StepEvent = { processDate: Date; description: string; branchName: string; statusCode: number; updateKey: string | null };

export type StepPlan =
  /** Nothing to write. */
  | { kind: "skip"; result: Extract<MoveResult, { applied: false }> }
  /** A late scan: the event goes into the history, the parcel stays as it is. */
  | { kind: "history"; event: StepEvent }
  /** The parcel moves to `stage`: the event is written and the parcel becomes `parcel` (its tracking code booked by the caller when missing). */
  | { kind: "move"; stage: ShipmentStage; event: StepEvent; parcel: ParcelState };

/** Where a step happens when nobody says: the warehouse, its carrier branch, the transfer centre, the buyer's district. */
function defaultBranch(code: number, district: string | undefined): string {
  const stage = stageOf(code);
  if (code === 2) return PICKUP_BRANCH;
  if (code === 3) return TRANSFER_BRANCH;
  if ((stage === "delivered" || stage === "undeliverable") && district) return `${district} Şubesi`;
  return WAREHOUSE_BRANCH;
}

/**
 * What `step` does to the parcel of `order` standing at `parcel`, `seen` when its update key has
 * already been applied. In this order: an order that is not placed is unknown, a store order never
 * moves, an update already applied is a duplicate, a move the states refuse is refused unless it is
 * a late scan (a known code, with its own key, older than the parcel's last step: carriers' updates
 * arrive out of order, and such a scan belongs to the history while the status stays).
 */
export function planStep(
  order: OrderFacts | undefined,
  parcel: ParcelState,
  step: ShipmentStep,
  seen: boolean,
  now = new Date(),
): StepPlan {
  if (!order || !isPlaced(order.status)) return { kind: "skip", result: { applied: false, reason: "unknown" } };
  if (order.isOffline) return { kind: "skip", result: { applied: false, reason: "refused", detail: "mağaza siparişi" } };
  if (seen) return { kind: "skip", result: { applied: false, reason: "duplicate" } };
  const at = step.at ?? now;
  if (Number.isNaN(at.getTime())) return { kind: "skip", result: { applied: false, reason: "refused", detail: "geçersiz tarih" } };
  const description = step.description ?? stepDescription(step.toCode);
  const event: StepEvent = {
    processDate: at,
    description,
    branchName: step.branchName ?? defaultBranch(step.toCode, order.address?.district),
    statusCode: step.toCode,
    updateKey: step.updateKey ?? null,
  };
  const move = shipmentMove(order.status, parcel.statusCode, step.toCode);
  if (!move.ok) {
    const late = parcel.processDate && step.updateKey && step.at && step.at < parcel.processDate && KNOWN_CODES.includes(step.toCode);
    return late ? { kind: "history", event } : { kind: "skip", result: { applied: false, reason: "refused", detail: move.reason } };
  }
  const receiverName = move.to === "delivered" ? (step.receiverName ?? order.address?.personName ?? null) : parcel.receiverName;
  return {
    kind: "move",
    stage: move.to,
    event,
    parcel: { statusCode: step.toCode, statusDescription: description, processDate: at, trackingCode: parcel.trackingCode, receiverName },
  };
}
