/**
 * Where a parcel stands and where it may go next: the one home of the shipment state rules
 * (spec section 4 "Shipment status codes (web orders)"). Pure: the database side is
 * fulfil.server.ts, which asks `shipmentMove` before it writes anything.
 *
 *   0            received     the order stands, nobody has touched it yet
 *   1            packaging    being packaged in the warehouse
 *   2, 3         shipped      handed to the carrier (2), moving between its branches (3)
 *   9, 10, 11    delivered    to the buyer (9), to a neighbour or concierge (10), at a branch (11)
 *   12, 14       undeliverable nobody at the address (12), address not found (14)
 *   13, 15       cancelled    before it left (13 by the shopper, 15 by the shop)
 *   999          returned     came back to the shop
 *
 * The path: received → packaging → shipped → delivered, with these side doors:
 *   - received or packaging → cancelled (the shopper or the shop calls the order off; never once
 *     the carrier has it);
 *   - shipped → shipped (another scan on the way: 2 → 3, 3 → 3 at the next branch);
 *   - shipped → undeliverable → shipped again (next attempt) or → returned (sent back);
 *   - delivered → returned (a return of the whole order reached the shop);
 *   - cancelled and returned are final.
 * An order waits in 'received' until it is paid: a bank-transfer order starts packaging only once
 * the transfer arrived (orders.status 'confirmed'), never while 'awaitingTransfer'.
 */
import type { PlacedStatus } from "#app/domain/order-core/order-status";

export type ShipmentStage = "received" | "packaging" | "shipped" | "delivered" | "undeliverable" | "cancelled" | "returned";

/** The codes of each stage; the first is the one the shop writes when it moves a parcel there itself. */
export const STAGE_CODES: Record<ShipmentStage, readonly number[]> = {
  received: [0],
  packaging: [1],
  shipped: [2, 3],
  delivered: [9, 10, 11],
  undeliverable: [12, 14],
  cancelled: [13, 15],
  returned: [999],
};

/** Every code the shop knows. Any other code a carrier sends is refused (the spec shows it as 'received'). */
export const KNOWN_CODES: readonly number[] = Object.values(STAGE_CODES).flat();

/** The code the shop writes for a stage it moves to itself (packaging 1, shipped 2, delivered 9 …). */
export const codeOf = (stage: ShipmentStage): number => STAGE_CODES[stage][0];

/** A code's stage; unknown codes read as 'received' (spec: "any other: order received"). */
export function stageOf(code: number): ShipmentStage {
  for (const [stage, codes] of Object.entries(STAGE_CODES) as [ShipmentStage, readonly number[]][]) if (codes.includes(code)) return stage;
  return "received";
}

const NEXT: Record<ShipmentStage, readonly ShipmentStage[]> = {
  received: ["packaging", "cancelled"],
  packaging: ["shipped", "cancelled"],
  shipped: ["shipped", "delivered", "undeliverable"],
  undeliverable: ["shipped", "returned"],
  delivered: ["returned"],
  cancelled: [],
  returned: [],
};

/** Stages a parcel can no longer leave. */
export const isFinal = (stage: ShipmentStage): boolean => NEXT[stage].length === 0;

/** Whether the shopper (or the shop) may still call the order off: nothing has left the warehouse. */
export const isCancellable = (code: number): boolean => NEXT[stageOf(code)].includes("cancelled");

/**
 * Whether its member (or the shop) may still cancel the order: a web order, placed and standing
 * (confirmed, or waiting for its bank transfer), its parcel not yet with the carrier (isCancellable).
 * It asks the order's status and its parcel's stage together, so it lives here, above the order
 * core; the member's order panel, the back office's order desk and the cancellation ask it.
 */
export const canCancel = (order: { status: string; isOffline: boolean; shipmentStatusCode: number }): boolean =>
  (order.status === "confirmed" || order.status === "awaitingTransfer") && !order.isOffline && isCancellable(order.shipmentStatusCode);

export type ShipmentMove = { ok: true; from: ShipmentStage; to: ShipmentStage } | { ok: false; reason: string };

/**
 * May a parcel at `fromCode` go to `toCode`, for an order in `orderStatus`? Refusals say why (for
 * the logs and the back office; never shown to a shopper as is). Repeating the stage a parcel is
 * already in is refused too, except a new scan while shipped.
 */
export function shipmentMove(orderStatus: PlacedStatus, fromCode: number, toCode: number): ShipmentMove {
  if (!KNOWN_CODES.includes(toCode)) return { ok: false, reason: `bilinmeyen kargo durum kodu ${toCode}` };
  const from = stageOf(fromCode);
  const to = stageOf(toCode);
  if (orderStatus === "cancelled") return { ok: false, reason: "sipariş iptal edilmiş" };
  if (orderStatus === "awaitingTransfer" && to !== "cancelled") return { ok: false, reason: "havale henüz gelmedi" };
  if (!NEXT[from].includes(to)) return { ok: false, reason: `${from} → ${to} geçişi yok` };
  return { ok: true, from, to };
}
