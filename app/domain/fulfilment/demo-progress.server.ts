/**
 * In demo mode parcels travel on their own, so a shopper who buys sees the order being
 * packaged, shipped, moved and delivered within minutes: every paid web order whose parcel has not
 * moved for `stepMinutes` (DEMO_SHIPMENT_STEP_MINUTES, default 2) goes one step further —
 * received → packaging → shipped (2) → at the transfer centre (3) → delivered (9, to the delivery
 * address's name). Only orders placed in the running shop travel (an order placed through checkout
 * carries the idempotency key of the click that placed it): the demo member's showcase orders
 * (demo/orders.server.ts) keep their states however long the demo runs, so a newcomer always finds
 * orders being packaged and shipped. A bank-transfer order waits for its transfer; a cancelled
 * order, a store order, an order of gift cards alone (nothing to ship) and a parcel in trouble
 * (undeliverable) never move here. Outside demo mode nothing calls this:
 * parcels move by the carrier's updates and the back office.
 *
 * Runs as a job (once a minute, once across processes); each move is its own transaction through
 * moveShipment, keyed `demo:<order>:<code>` so two runs that overlap apply each step once.
 */
import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { config } from "#app/lib/config.server";
import { orders, shipments } from "#app/db/schema";
import { moveShipment } from "./fulfil.server";
import { shipsParcel } from "./parcel-lines.server";

/** The demo's next step from each code it moves. */
const DEMO_NEXT: Record<number, number> = { 0: 1, 1: 2, 2: 3, 3: 9 };
const MOVING = Object.keys(DEMO_NEXT).map(Number);

export const demoStepMinutes = (): number => config.demoShipmentStepMinutes;

/** Moves each waiting demo parcel one step; answers how many moved. At most `limit` a run. */
export async function advanceDemoOrders(db: Db, options: { stepMinutes?: number; now?: Date; limit?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.stepMinutes ?? demoStepMinutes()) * 60_000);
  const due = await db
    .select({ id: orders.id, code: orders.shipmentStatusCode })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, "confirmed"),
        eq(orders.isOffline, false),
        isNotNull(orders.idempotencyKey),
        inArray(orders.shipmentStatusCode, MOVING),
        lt(sql`coalesce(${shipments.processDate}, ${orders.createdAt})`, before),
        // Something to ship: gift cards (GIFT…) go by e-mail (catalog/gift-card-sku.ts isGiftCardSku).
        shipsParcel(orders.id),
      ),
    )
    .orderBy(orders.id)
    .limit(options.limit ?? 200);
  let moved = 0;
  for (const order of due) {
    const toCode = DEMO_NEXT[order.code];
    const result = await moveShipment(db, order.id, { toCode, updateKey: `demo:${order.id}:${toCode}`, at: now });
    if (result.applied) moved++;
  }
  return moved;
}
