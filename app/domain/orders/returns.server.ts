/**
 * Returns after delivery (spec section 2 "Return detail /kullanici/siparislerim/iade/detay/{orderhash}").
 * Within the right of withdrawal — until the end of the 14th day after the parcel was delivered,
 * Istanbul time — a member asks to return some units of some lines of a delivered web order, each
 * with a reason from a fixed list. One request gets one return code ('IAD-7K2M9Q') the buyer gives
 * to the carrier's branch; it is stored as one return_requests row per line, sharing the code.
 *
 * A request moves requested → approved → received → refunded (or requested/approved → rejected;
 * return-states.ts), all its rows together, each move in one transaction with the order locked:
 *   - received: the units go back to stock and count in order_lines.return_quantity (the order's
 *     isreturn / returnQuantity); when every unit of the order has come back, the parcel moves to
 *     'returned' (999).
 *   - refunded: the lines' share of what was paid goes back (withdrawal-refund.ts, the one home of
 *     the rule). share = returned value / the order's goods total; Joker points and the voucher go
 *     back in proportion (to the member, to the gift card), the points the order earned are taken
 *     back in the same proportion, the rest is money: returned value − points × POINT_KURUS −
 *     voucher. The return that completes a whole withdrawal also refunds the shipping and
 *     pay-at-the-door fees (Mesafeli Sözleşmeler Yönetmeliği art. 15); a partial one leaves them.
 *     Rounding is cumulative over the order's refunded returns (what this return gives back = the
 *     rounded share of everything refunded so far minus what earlier returns gave), so several
 *     partial returns never give back more points or voucher than were used, and returning
 *     everything gives back exactly all; the money never exceeds what the order's refunds have not
 *     paid back yet (refunds.server.ts refundableMoneyIn), read with the order locked, so two
 *     returns refunded at the same moment take turns and never pay more than was collected. The money is a pending
 *     `refunds` row (refunds.server.ts) paid once through the payment provider after the commit;
 *     an order paid at the door or by transfer has no online payment: customer service pays it back
 *     by transfer (the e-mail says so).
 * Every step e-mails the buyer. Managers move requests from the back office's order page (issue
 * 17); in demo mode advanceDemoReturns also moves every open request on after a wait.
 *
 * Someone else's order, an unknown hash or an order never paid answer like a missing order. Two
 * requests for one order take turns on the order's row lock, so together they never ask for more
 * units than were delivered.
 */
import { movePointsIn } from "#app/domain/rewards/points-ledger.server";
import crypto from "node:crypto";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { giftCards, orderLines, orders, returnRequests } from "#app/db/schema";
import { putBackStockIn } from "#app/domain/catalog/stock.server";
import { moveShipmentIn } from "#app/domain/fulfilment/fulfil.server";
import { stageOf } from "#app/domain/fulfilment/shipment-states";
import type { PaymentProvider } from "#app/domain/payments/provider";
import {
  ORDER_NOT_FOUND,
  RETURN_ALL_RETURNED,
  RETURN_CHECK_FIELDS,
  RETURN_NOT_DELIVERED,
  RETURN_NOT_FOUND,
  RETURN_NOT_RETURNABLE,
  RETURN_NOTHING_CHOSEN,
  RETURN_NOTHING_LEFT,
  RETURN_QUANTITY_TOO_MANY,
  RETURN_REASON_REQUIRED,
  RETURN_WINDOW_CLOSED,
  RETURN_WINDOW_OPEN,
} from "./messages";
import { isPlaced } from "#app/domain/order-core/order-status";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import { memberOrderByHash } from "./order-detail.server";
import { recordReturnNoticeIn, type RefundShare } from "#app/domain/order-core/order-notifications.server";
import { deliveredAtOf, isOrderHash } from "./order-summary.server";
import { payPendingRefunds, refundableMoneyIn, scheduleRefundIn } from "./refunds.server";
import { shareOf, wholeOrderWithdrawn, withdrawalRefund } from "./withdrawal-refund";
import {
  canMoveReturn,
  isReturnReason,
  OPEN_RETURN_STATUSES,
  RETURN_CODE_ALPHABET,
  RETURN_STATUS_LABELS,
  returnedValueKurus,
  returnWindowEnd,
  returnWindowState,
  type ReturnStatus,
  type ReturnWindowState,
} from "./return-states";
import { TR_DATE, TR_DATE_TIME } from "#app/lib/dates";

export { RETURN_WINDOW_DAYS, returnWindowEnd, type ReturnWindowState } from "./return-states";
export type { RefundShare } from "#app/domain/order-core/order-notifications.server";

type Runner = Db | Tx;
type Bank = Pick<PaymentProvider, "queryTransaction"> & { refund?: PaymentProvider["refund"] };
type OrderRow = typeof orders.$inferSelect;

export const dateText = (date: Date) => TR_DATE.format(date);

export type ReturnWindow = { state: ReturnWindowState; open: boolean; until: Date | null; untilText: string | null; message: string };

type Facts = {
  deliveredAt: Date | null;
  window: ReturnWindow;
  /** Each line the buyer may return (gift cards sent by e-mail never come back) and how many units are left. */
  lines: {
    id: number;
    productId: number;
    catalogId: number;
    unitPriceKurus: number;
    quantity: number;
    returnQuantity: number;
    returnable: number;
  }[];
};

/** What may be returned of an order now: the window and each line's returnable units. */
async function factsOf(db: Runner, order: OrderRow, now: Date): Promise<Facts> {
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const deliveredAt = await deliveredAtOf(db, order.id);
  const lineRows = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const held = await db
    .select({ lineId: returnRequests.orderLineId, units: sql<number>`sum(${returnRequests.quantity})::int` })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, order.id), inArray(returnRequests.status, ["requested", "approved"])))
    .groupBy(returnRequests.orderLineId);
  // Units of requests not yet received; received and refunded ones are in return_quantity already.
  const pending = new Map(held.map((h) => [h.lineId, h.units]));
  const lines = lineRows
    .filter((l) => !isGiftCardSku(l.sku))
    .map((l) => ({
      id: l.id,
      productId: l.productId,
      catalogId: l.catalogId,
      unitPriceKurus: l.unitPriceKurus,
      quantity: l.quantity,
      returnQuantity: l.returnQuantity,
      returnable: Math.max(0, l.quantity - l.returnQuantity - (pending.get(l.id) ?? 0)),
    }));
  const until = deliveredAt ? returnWindowEnd(deliveredAt) : null;
  const untilText = until ? dateText(until) : null;
  const state = returnWindowState(
    {
      status: order.status,
      isOffline: order.isOffline,
      stage: stageOf(order.shipmentStatusCode),
      deliveredAt,
      parcelLines: lines.length,
      returnableUnits: lines.reduce((sum, l) => sum + l.returnable, 0),
    },
    now,
  );
  const messages: Record<ReturnWindowState, () => string> = {
    unavailable: () => RETURN_NOT_RETURNABLE,
    allReturned: () => RETURN_ALL_RETURNED,
    notDelivered: () => RETURN_NOT_DELIVERED,
    expired: () => RETURN_WINDOW_CLOSED(dateText(deliveredAt!)),
    nothingLeft: () => RETURN_NOTHING_LEFT,
    open: () => RETURN_WINDOW_OPEN(untilText!),
  };
  const w: ReturnWindow = { state, open: state === "open", until, untilText, message: messages[state]() };
  return { deliveredAt, window: w, lines };
}

// ───────────────────────── the return page ─────────────────────────

export type ReturnPageLine = {
  id: number;
  name: string;
  attributes: string[];
  image: string;
  url: string;
  unitPriceKurus: number;
  quantity: number;
  returnQuantity: number;
  returnable: number;
};

export type ReturnRequestView = {
  code: string;
  status: ReturnStatus;
  statusLabel: string;
  createdText: string;
  lines: { name: string; attributes: string[]; quantity: number; reason: string }[];
};

export type ReturnPage = {
  orderHash: string;
  orderNumber: string;
  orderDateText: string;
  deliveredText: string | null;
  paymentLabel: string;
  window: Omit<ReturnWindow, "until"> & { until: string | null };
  lines: ReturnPageLine[];
  requests: ReturnRequestView[];
};

/** The member's own order as the return page shows it, or null (someone else's, unknown, never paid). */
export async function returnPageOf(db: Db, userId: number, orderHash: unknown, now = new Date()): Promise<ReturnPage | null> {
  const summary = await memberOrderByHash(db, userId, orderHash);
  if (!summary) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, summary.id));
  const facts = await factsOf(db, order, now);
  const byId = new Map(summary.lines.map((l) => [l.id, l]));
  const rows = await db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id)).orderBy(asc(returnRequests.id));
  const requests: ReturnRequestView[] = [];
  for (const row of rows) {
    let request = requests.find((r) => r.code === row.code);
    if (!request) {
      const status = row.status as ReturnStatus;
      request = {
        code: row.code,
        status,
        statusLabel: RETURN_STATUS_LABELS[status] ?? row.status,
        createdText: TR_DATE_TIME.format(row.createdAt),
        lines: [],
      };
      requests.push(request);
    }
    const line = byId.get(row.orderLineId);
    request.lines.push({ name: line?.name ?? "", attributes: line?.attributes ?? [], quantity: row.quantity, reason: row.reason });
  }
  return {
    orderHash: summary.orderHash,
    orderNumber: summary.orderNumber,
    orderDateText: summary.dateText,
    deliveredText: facts.deliveredAt ? dateText(facts.deliveredAt) : null,
    paymentLabel: summary.payment?.label ?? summary.paymentDescription,
    window: { ...facts.window, until: facts.window.until?.toISOString() ?? null },
    lines: facts.lines.map((l) => {
      const line = byId.get(l.id)!;
      return {
        id: l.id,
        name: line.name,
        attributes: line.attributes,
        image: line.image,
        url: line.url,
        unitPriceKurus: l.unitPriceKurus,
        quantity: l.quantity,
        returnQuantity: l.returnQuantity,
        returnable: l.returnable,
      };
    }),
    requests: requests.reverse(),
  };
}

// ───────────────────────── asking for a return ─────────────────────────

export type ReturnItem = { lineId: number; quantity: number; reason: string };

export type RequestResult =
  | { ok: true; code: string }
  /** notFound: not the member's order (404); closed: the window is shut (409); otherwise the fields are wrong (422). */
  | { ok: false; reason: string; errors: Record<string, string>; notFound?: true; closed?: true };

/** Field names of the form (and of `errors`): quantity_<lineId>, reason_<lineId>. */
export const quantityField = (lineId: number) => `quantity_${lineId}`;
export const reasonField = (lineId: number) => `reason_${lineId}`;

/** A new code nobody has: 'IAD-' and six characters of RETURN_CODE_ALPHABET. */
async function newReturnCode(tx: Tx): Promise<string> {
  for (;;) {
    const bytes = crypto.randomBytes(6);
    const code = `IAD-${Array.from(bytes, (b) => RETURN_CODE_ALPHABET[b % RETURN_CODE_ALPHABET.length]).join("")}`;
    const [taken] = await tx.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.code, code)).limit(1);
    if (!taken) return code;
  }
}

/** The member asks to return these units (quantity 0 lines are left out); see the module comment. */
export async function requestReturn(
  db: Db,
  userId: number,
  orderHash: unknown,
  items: ReturnItem[],
  now = new Date(),
): Promise<RequestResult> {
  if (!isOrderHash(orderHash)) return { ok: false, reason: ORDER_NOT_FOUND, errors: {}, notFound: true };
  const result = await db.transaction(async (tx): Promise<RequestResult & { orderId?: number }> => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderHash, orderHash)).for("update");
    if (!order || order.userId !== userId || !isPlaced(order.status))
      return { ok: false, reason: ORDER_NOT_FOUND, errors: {}, notFound: true };
    const facts = await factsOf(tx, order, now);
    if (!facts.window.open) return { ok: false, reason: facts.window.message, errors: {}, closed: true };
    const chosen = items.filter((i) => i.quantity !== 0);
    if (chosen.length === 0) return { ok: false, reason: RETURN_NOTHING_CHOSEN, errors: {} };
    const errors: Record<string, string> = {};
    const seen = new Set<number>();
    for (const item of chosen) {
      const line = facts.lines.find((l) => l.id === item.lineId);
      if (!line || seen.has(item.lineId)) return { ok: false, reason: RETURN_NOTHING_CHOSEN, errors: {} };
      seen.add(item.lineId);
      if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > line.returnable)
        errors[quantityField(line.id)] = RETURN_QUANTITY_TOO_MANY(line.returnable);
      if (!isReturnReason(item.reason)) errors[reasonField(line.id)] = RETURN_REASON_REQUIRED;
    }
    if (Object.keys(errors).length > 0) return { ok: false, reason: RETURN_CHECK_FIELDS, errors };
    const code = await newReturnCode(tx);
    await tx.insert(returnRequests).values(
      chosen.map((i) => ({
        orderId: order.id,
        orderLineId: i.lineId,
        quantity: i.quantity,
        reason: i.reason,
        code,
        createdAt: now,
        updatedAt: now,
      })),
    );
    // The buyer's e-mail, recorded with the request (the outbox: sent after the commit).
    await recordReturnNoticeIn(tx, order.id, { code, status: "requested" });
    return { ok: true, code, orderId: order.id };
  });
  if (!result.ok || result.orderId == null) return result;
  return { ok: true, code: result.code };
}

// ───────────────────────── moving a request on ─────────────────────────

export type AdvanceResult = { ok: true; from: ReturnStatus; to: ReturnStatus; refund?: RefundShare } | { ok: false; reason: string };

/** Runs inside the move's transaction once the request moved (the back office's audit row). */
export type ReturnHook = (tx: Tx, move: { order: OrderRow; from: ReturnStatus; to: ReturnStatus; refund?: RefundShare }) => Promise<void>;

/**
 * Moves every row of the request `code` from its status to `to`, if that move is allowed (return-states.ts).
 * `orderId`: the request must be this order's (the back office moves a request from its order's page).
 */
export async function advanceReturn(
  db: Db,
  bank: Bank,
  code: string,
  to: ReturnStatus,
  options: { now?: Date; orderId?: number; hook?: ReturnHook } = {},
): Promise<AdvanceResult> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx): Promise<AdvanceResult & { orderId?: number }> => {
    const [first] = await tx.select({ orderId: returnRequests.orderId }).from(returnRequests).where(eq(returnRequests.code, code)).limit(1);
    if (!first || (options.orderId != null && first.orderId !== options.orderId)) return { ok: false, reason: RETURN_NOT_FOUND };
    const [order] = await tx.select().from(orders).where(eq(orders.id, first.orderId)).for("update");
    const rows = await tx.select().from(returnRequests).where(eq(returnRequests.code, code)).orderBy(asc(returnRequests.id));
    const from = rows[0].status as ReturnStatus;
    if (!canMoveReturn(from, to))
      return { ok: false, reason: `${RETURN_STATUS_LABELS[from] ?? from} → ${RETURN_STATUS_LABELS[to] ?? to} geçişi yok` };
    const lineRows = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const lineOf = (id: number) => lineRows.find((l) => l.id === id)!;
    let refund: RefundShare | undefined;

    if (to === "received") {
      for (const row of [...rows].sort((a, b) => lineOf(a.orderLineId).productId - lineOf(b.orderLineId).productId)) {
        const line = lineOf(row.orderLineId);
        await tx
          .update(orderLines)
          .set({ returnQuantity: sql`${orderLines.returnQuantity} + ${row.quantity}` })
          .where(eq(orderLines.id, line.id));
        line.returnQuantity += row.quantity;
      }
      // The units are back on the online shelf (catalog/stock.server.ts: the listing refreshed, and
      // members waiting for them hear of it soon); last, so the variants' rows stay locked briefly.
      await putBackStockIn(
        tx,
        rows.map((r) => ({ productId: lineOf(r.orderLineId).productId, quantity: r.quantity })),
        null,
      );
      // Every unit that can come back has: the parcel is 'returned' (999).
      if (lineRows.filter((l) => !isGiftCardSku(l.sku)).every((l) => l.returnQuantity >= l.quantity))
        await moveShipmentIn(tx, order.id, { toCode: 999, at: now });
    }

    if (to === "refunded") {
      // What the units were paid (return-states.ts returnedValueKurus).
      const valueOf = (r: { orderLineId: number; quantity: number }) => returnedValueKurus(lineOf(r.orderLineId), r.quantity);
      const earlier = await tx
        .select({ orderLineId: returnRequests.orderLineId, quantity: returnRequests.quantity })
        .from(returnRequests)
        .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.status, "refunded")));
      const before = earlier.reduce((sum, r) => sum + valueOf(r), 0);
      const value = rows.reduce((sum, r) => sum + valueOf(r), 0);
      // The whole order withdrawn: every unit of every parcel line refunded, this return included.
      const whole = wholeOrderWithdrawn(lineRows, [...earlier, ...rows]);
      const goods = order.itemsTotalKurus - order.campaignDiscountKurus;
      const paid = {
        goodsKurus: goods,
        shippingKurus: order.shipmentPriceKurus,
        podFeeKurus: order.podPriceKurus,
        jokerPoints: order.jokerPointsUsed,
        voucherKurus: order.voucherCode ? order.voucherDiscountKurus : 0,
        totalKurus: order.totalKurus,
      };
      const back = withdrawalRefund(paid, before, value, whole, await refundableMoneyIn(tx, order.id));
      const { points: pointsBack, voucherKurus: voucherBackKurus, moneyKurus } = back;
      // The points the order earned go in the same proportion (as a cancellation takes them all back).
      const pointsTakenBack = shareOf(before + value, order.jokerPointsEarned, goods) - shareOf(before, order.jokerPointsEarned, goods);
      if ((pointsBack > 0 || pointsTakenBack > 0) && order.userId != null) {
        await movePointsIn(tx, { userId: order.userId, orderId: order.id, kind: "returned", points: pointsBack });
        await movePointsIn(tx, { userId: order.userId, orderId: order.id, kind: "revoked", points: pointsTakenBack });
      }
      if (voucherBackKurus > 0)
        await tx
          .update(giftCards)
          .set({ balanceKurus: sql`${giftCards.balanceKurus} + ${voucherBackKurus}` })
          .where(eq(giftCards.code, order.voucherCode!));
      const refundedOnlineKurus = await scheduleRefundIn(tx, order.id, moneyKurus, "return", rows[0].id);
      refund = {
        valueKurus: value,
        pointsBack,
        pointsTakenBack,
        voucherBackKurus,
        moneyKurus,
        refundedOnlineKurus,
        shippingBackKurus: back.shippingKurus,
        podFeeBackKurus: back.podFeeKurus,
      };
    }

    await tx
      .update(returnRequests)
      .set({ status: to, updatedAt: now })
      .where(and(eq(returnRequests.code, code), eq(returnRequests.status, from)));
    await options.hook?.(tx, { order, from, to, refund });
    // The buyer's e-mail, recorded with the move (never lost between the commit and the payout). An
    // online refund is scheduled in this transaction and paid right after it by the refunds job's
    // rule (as a cancellation's: order-notifications.server.ts), and a failed payout is the back
    // office's to retry: the e-mail says the card is refunded.
    await recordReturnNoticeIn(tx, order.id, { code, status: to, refund });
    return { ok: true, from, to, refund, orderId: order.id };
  });
  if (!result.ok || result.orderId == null) return result;
  const { orderId, ...answer } = result;
  if (answer.refund && answer.refund.refundedOnlineKurus > 0) await payPendingRefunds(db, bank, { orderId });
  return answer;
}

// ───────────────────────── demo mode ─────────────────────────

/** The demo's next step for each open status. */
const DEMO_NEXT: Partial<Record<ReturnStatus, ReturnStatus>> = { requested: "approved", approved: "received", received: "refunded" };

/**
 * Demo mode only (until the back office exists): every open request that has waited `stepMinutes`
 * since its last move goes one step further (approved, received, refunded). Run as a job; a move
 * another run made first is refused by advanceReturn and skipped. Answers how many moved.
 */
export async function advanceDemoReturns(
  db: Db,
  bank: Bank,
  options: { stepMinutes: number; now?: Date; limit?: number },
): Promise<number> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.stepMinutes * 60_000);
  const due = await db
    .selectDistinct({ code: returnRequests.code, status: returnRequests.status })
    .from(returnRequests)
    .where(and(inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]), lt(returnRequests.updatedAt, before)))
    .limit(options.limit ?? 100);
  let moved = 0;
  for (const request of due) {
    const to = DEMO_NEXT[request.status as ReturnStatus];
    if (!to) continue;
    if ((await advanceReturn(db, bank, request.code, to, { now })).ok) moved++;
  }
  return moved;
}
