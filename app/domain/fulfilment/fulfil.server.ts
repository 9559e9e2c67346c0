/**
 * Moving a parcel: the one place that writes a shipment's status. Every move — the
 * warehouse packaging an order, the carrier's scans, the demo progress job, a cancellation, a
 * return reaching the shop — goes through here, and each
 *   1. locks the order (so two updates of one order take turns, and a cancellation cannot cross a
 *      'shipped' scan),
 *   2. looks whether an update with its key was already applied (the carrier's `updateKey`, unique
 *      in shipment_events: a retried or duplicated update is applied once),
 *   3. asks shipment-step.ts what the step does to the order as it stands now (the one rule),
 *   4. opens the order's shipment on its first move and books it with the carrier when it ships,
 *   5. writes the step (shipment_events), the shipment's status and the order's copy of it
 *      (orders.shipment_status_code, which the lists read) together,
 *   6. records the buyer's news of a parcel's first move into shipped, delivered or undeliverable
 *      (order-core/order-notifications.server.ts recordParcelNewsIn: the e-mails, the SMS, and the
 *      invoice's e-mail when it ships) in the same transaction: a move that commits is told, once.
 * `moveShipmentIn` moves one order's parcel one step; `applyCarrierUpdates` applies a carrier's
 * batch of updates (the `shipments.update` queue hands them over a hundred at a time) with a few
 * set-based statements in one transaction, locking the batch's orders in id order so batches
 * worked at the same time never wait on each other in a circle.
 * Store orders (isoffline) never move: they are delivered at the till.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { orders, shipmentEvents, shipments, shippingCompanies } from "#app/db/schema";
import { recordParcelNewsIn, type ParcelNews } from "#app/domain/order-core/order-notifications.server";
import { stepDescription } from "./messages";
import { carrier } from "./sandbox-carrier.server";
import { stageOf, type ShipmentStage } from "./shipment-states";
import { planStep, UNOPENED_PARCEL, type MoveResult, type ShipmentStep, type StepEvent } from "./shipment-step";

export type { MoveResult, ShipmentStep } from "./shipment-step";

/** A carrier's update: the parcel by its tracking code, and the carrier's id for the update. */
export type CarrierStep = ShipmentStep & { trackingCode: string; updateKey: string };

const orderFacts = { status: orders.status, isOffline: orders.isOffline, address: orders.deliveryAddress } as const;
const parcelState = {
  statusCode: shipments.statusCode,
  statusDescription: shipments.statusDescription,
  processDate: shipments.processDate,
  trackingCode: shipments.trackingCode,
  receiverName: shipments.receiverName,
} as const;

const NEWS_STAGES: readonly ShipmentStage[] = ["shipped", "delivered", "undeliverable"] satisfies ParcelNews["stage"][];
const isNewsStage = (stage: ShipmentStage): stage is ParcelNews["stage"] => NEWS_STAGES.includes(stage);

/** The buyer's news of a parcel moving from `from` to `to` (with code `statusCode`), or null: a move within a stage, or one nobody is told of. */
function parcelNews(orderId: number, from: number, to: ShipmentStage, statusCode: number, trackingCode: string | null): ParcelNews | null {
  if (!isNewsStage(to) || stageOf(from) === to) return null;
  return { orderId, stage: to, statusCode, trackingCode, reason: stepDescription(statusCode) };
}

/**
 * Moves an order's parcel one step, inside the caller's transaction (see the module comment).
 * `tell: false` moves it without telling the buyer (the demo's past orders, written as history).
 */
export async function moveShipmentIn(tx: Tx, orderId: number, step: ShipmentStep, { tell = true } = {}): Promise<MoveResult> {
  const [order] = await tx
    .select({ ...orderFacts, orderNumber: orders.orderNumber, companyId: orders.shippingCompanyId, companyCode: shippingCompanies.code })
    .from(orders)
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, orders.shippingCompanyId))
    .where(eq(orders.id, orderId))
    .for("update", { of: orders });
  const seen =
    order && step.updateKey
      ? (await tx.select({ id: shipmentEvents.id }).from(shipmentEvents).where(eq(shipmentEvents.updateKey, step.updateKey))).length > 0
      : false;
  let [shipment] = order
    ? await tx
        .select({ id: shipments.id, ...parcelState })
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
        .orderBy(shipments.id)
        .limit(1)
    : [];
  const plan = planStep(order, shipment ?? UNOPENED_PARCEL, step, seen);
  if (plan.kind === "skip") return plan.result;
  if (plan.kind === "history") {
    await tx.insert(shipmentEvents).values({ ...plan.event, shipmentId: shipment!.id });
    return { applied: true, code: shipment!.statusCode, trackingCode: shipment!.trackingCode, late: true };
  }

  shipment ??= (
    await tx
      .insert(shipments)
      .values({ orderId, shippingCompanyId: order.companyId, number: `${order.orderNumber}-1` })
      .returning({ id: shipments.id, ...parcelState })
  )[0];
  const parcel = { ...plan.parcel, trackingCode: shipment.trackingCode };
  if (plan.stage === "shipped" && !parcel.trackingCode) {
    ({ trackingCode: parcel.trackingCode } = await carrier().book({
      orderNumber: order.orderNumber,
      companyCode: order.companyCode ?? "",
    }));
  }
  await tx.insert(shipmentEvents).values({ ...plan.event, shipmentId: shipment.id });
  await tx.update(shipments).set(parcel).where(eq(shipments.id, shipment.id));
  await tx.update(orders).set({ shipmentStatusCode: parcel.statusCode }).where(eq(orders.id, orderId));
  const news = tell ? parcelNews(orderId, shipment.statusCode, plan.stage, parcel.statusCode, parcel.trackingCode) : null;
  if (news) await recordParcelNewsIn(tx, [news]);
  return { applied: true, code: parcel.statusCode, trackingCode: parcel.trackingCode };
}

/** Moves an order's parcel one step in a transaction of its own. */
export const moveShipment = (db: Db, orderId: number, step: ShipmentStep): Promise<MoveResult> =>
  db.transaction((tx) => moveShipmentIn(tx, orderId, step));

/**
 * A carrier's updates for parcels it carries (found by tracking code), each applied once per
 * updateKey, in one transaction: the answers in the updates' order. A parcel's updates are applied
 * oldest first (carriers send them out of order; a scan older than the parcel's last step still
 * goes into its history). The buyers' news of the moves is recorded with them, in one insert.
 * A failure writes nothing: the queue retries the updates.
 */
export async function applyCarrierUpdates(db: Db, updates: readonly CarrierStep[]): Promise<MoveResult[]> {
  if (updates.length === 0) return [];
  return db.transaction(async (tx) => {
    const codes = [...new Set(updates.map((u) => u.trackingCode))];
    const owners = await tx.select({ orderId: shipments.orderId }).from(shipments).where(inArray(shipments.trackingCode, codes));
    const orderIds = [...new Set(owners.map((o) => o.orderId))].sort((a, b) => a - b);
    if (orderIds.length === 0) return updates.map(() => ({ applied: false, reason: "unknown" }) as const);
    // The locks first, in id order; then everything read under them is what the moves start from.
    const lockedOrders = await tx
      .select({ id: orders.id, ...orderFacts })
      .from(orders)
      .where(inArray(orders.id, orderIds))
      .orderBy(orders.id)
      .for("update", { of: orders });
    const parcels = await tx
      .select({ id: shipments.id, orderId: shipments.orderId, ...parcelState })
      .from(shipments)
      .where(and(inArray(shipments.trackingCode, codes), inArray(shipments.orderId, orderIds)));
    const seen = new Set(
      (
        await tx
          .select({ key: shipmentEvents.updateKey })
          .from(shipmentEvents)
          .where(inArray(shipmentEvents.updateKey, [...new Set(updates.map((u) => u.updateKey))]))
      ).map((e) => e.key),
    );

    const orderById = new Map(lockedOrders.map((o) => [o.id, o]));
    const parcelByCode = new Map(parcels.map((p) => [p.trackingCode!, { ...p, moved: false }]));
    const events: (StepEvent & { shipmentId: number })[] = [];
    const news: ParcelNews[] = [];
    const results: MoveResult[] = new Array(updates.length);
    const oldestFirst = updates
      .map((update, index) => ({ update, index }))
      .sort((a, b) => (a.update.at?.getTime() ?? 0) - (b.update.at?.getTime() ?? 0));
    for (const { update, index } of oldestFirst) {
      const parcel = parcelByCode.get(update.trackingCode);
      if (!parcel) {
        results[index] = { applied: false, reason: "unknown" };
        continue;
      }
      const plan = planStep(orderById.get(parcel.orderId), parcel, update, seen.has(update.updateKey));
      if (plan.kind === "skip") {
        results[index] = plan.result;
        continue;
      }
      seen.add(update.updateKey);
      events.push({ ...plan.event, shipmentId: parcel.id });
      if (plan.kind === "history") {
        results[index] = { applied: true, code: parcel.statusCode, trackingCode: parcel.trackingCode, late: true };
        continue;
      }
      const told = parcelNews(parcel.orderId, parcel.statusCode, plan.stage, plan.parcel.statusCode, parcel.trackingCode);
      if (told) news.push(told);
      Object.assign(parcel, plan.parcel, { trackingCode: parcel.trackingCode, moved: true });
      results[index] = { applied: true, code: parcel.statusCode, trackingCode: parcel.trackingCode };
    }

    if (events.length > 0) await tx.insert(shipmentEvents).values(events);
    const moved = [...parcelByCode.values()].filter((p) => p.moved);
    if (moved.length > 0) {
      const rows = sql.join(
        moved.map(
          (p) =>
            sql`(${p.id}::int, ${p.orderId}::int, ${p.statusCode}::smallint, ${p.statusDescription}::text, ${p.processDate!.toISOString()}::timestamptz, ${p.receiverName}::text)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE shipments s SET status_code = v.code, status_description = v.description, process_date = v.at, receiver_name = v.receiver
        FROM (VALUES ${rows}) AS v(id, order_id, code, description, at, receiver) WHERE s.id = v.id`);
      await tx.execute(sql`
        UPDATE orders o SET shipment_status_code = v.code
        FROM (VALUES ${rows}) AS v(id, order_id, code, description, at, receiver) WHERE o.id = v.order_id`);
    }
    await recordParcelNewsIn(tx, news);
    return results;
  });
}

/** One carrier's update (applyCarrierUpdates with one). */
export async function applyCarrierUpdate(db: Db, update: CarrierStep): Promise<MoveResult> {
  return (await applyCarrierUpdates(db, [update]))[0];
}
