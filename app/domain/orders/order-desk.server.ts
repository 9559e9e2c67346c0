/**
 * One order in the back office: /yonetim/siparisler/{orderNumber} reads it
 * whole — lines, totals, addresses, payments, refunds, parcels with their steps, returns by code,
 * the contract as accepted — with the moves it allows now (order-desk.ts), and each move runs
 * here: through the shop's own after-sale code (confirm-transfer, fulfil.server.ts moveShipmentIn,
 * cancel-order, returns.server.ts advanceReturn), in that code's one transaction together with
 * ONE audit row (recordAudit: action, the order by its number, before/after of what changed). The
 * buyer is told as the after-sale code tells them (its e-mails).
 *
 * Who: `orders.read` to read, `orders.write` to move; a store manager only their store's orders
 * (an order of another store answers like a missing one: nobody learns it exists).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import {
  orderLines,
  orders,
  payments,
  refunds,
  returnRequests,
  shipmentEvents,
  shipments,
  shippingCompanies,
  stores,
} from "#app/db/schema";
import { recordAudit } from "#app/domain/audit/audit.server";
import type { AuditAction } from "#app/domain/audit/audit-entry";
import { can, type ManagerAccess, type Permission } from "#app/domain/permissions/permissions";
import { contractText } from "#app/domain/order-core/contract";
import { moveShipmentIn } from "#app/domain/fulfilment/fulfil.server";
import { codeOf } from "#app/domain/fulfilment/shipment-states";
import type { PaymentProvider } from "#app/domain/payments/provider";
import { TR_DATE_TIME } from "#app/lib/dates";
import { formatMoney } from "#app/lib/money";
import { isUniqueViolation } from "#app/lib/pg-errors";
import { cancelOrderByShop } from "./cancel-order.server";
import { confirmTransfer } from "./confirm-transfer.server";
import { ORDER_NOT_FOUND, RETURN_NOT_FOUND } from "./messages";
import {
  ACTION_REFUSED,
  allowedOrderActions,
  allowedReturnActions,
  orderActionAllowed,
  RETURN_ACTIONS,
  type DeliverInput,
  type OrderAction,
  type ReturnAction,
  type ShipInput,
} from "./order-desk";
import { FULFILMENT_LABELS, isPlaced, orderFulfilment } from "#app/domain/order-core/order-status";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import { shipmentStatus, summaryOf, type OrderSummary } from "./order-summary.server";
import { paymentTypeLabel } from "#app/domain/order-core/payment-labels";
import { advanceReturn, type RefundShare } from "./returns.server";
import { wholeOrderWithdrawn } from "./withdrawal-refund";
import { refundDeadlineWarning, RETURN_STATUS_LABELS, type ReturnStatus } from "./return-states";

type OrderRow = typeof orders.$inferSelect;
type Manager = ManagerAccess & { id: number };
type Bank = Pick<PaymentProvider, "queryTransaction" | "refund">;

/** What an order number looks like (shop orders are digits; 40 characters is plenty). */
const NUMBER_FORMAT = /^[A-Za-z0-9-]{1,40}$/;

/** The order behind a number if this manager may see it (`permission` for their store), else null. */
export async function findManagedOrder(
  db: Db | Tx,
  manager: ManagerAccess,
  orderNumber: unknown,
  permission: Permission = "orders.read",
): Promise<OrderRow | null> {
  if (typeof orderNumber !== "string" || !NUMBER_FORMAT.test(orderNumber)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  if (!order || !isPlaced(order.status) || !can(manager, permission, { storeId: order.storeId })) return null;
  return order;
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Bekliyor",
  awaiting3ds: "Bankada",
  approved: "Onaylandı",
  declined: "Reddedildi",
  refunded: "İade edildi",
};
const REFUND_STATUS_LABELS: Record<string, string> = { pending: "Bekliyor", paying: "Ödeniyor", done: "Ödendi", failed: "Başarısız" };

export type DeskOrder = {
  summary: Omit<OrderSummary, "createdAt" | "shipments" | "contractHtml">;
  createdAt: string;
  contractText: string;
  customerName: string;
  memberOrder: boolean;
  payments: {
    id: number;
    label: string;
    statusLabel: string;
    amountKurus: number;
    cardPointsKurus: number;
    bankName: string | null;
    maskedPan: string | null;
    failureReason: string | null;
    dateText: string;
  }[];
  refunds: { id: number; reason: string; amountKurus: number; statusLabel: string; failureReason: string | null; dateText: string }[];
  shipments: {
    number: string;
    carrier: string;
    trackingCode: string | null;
    statusLabel: string;
    receiverName: string | null;
    steps: { dateText: string; description: string; branchName: string }[];
  }[];
  returns: {
    code: string;
    status: ReturnStatus;
    statusLabel: string;
    dateText: string;
    lines: { sku: string; name: string; attributes: string; quantity: number; reason: string }[];
    actions: ReturnAction[];
    /** The fees this return refunded: the one that completed a whole withdrawal (withdrawal-refund.ts); null otherwise. */
    feesBack: { shippingKurus: number; podFeeKurus: number } | null;
    /** A received return whose refund is not made yet, near or past its 14 days (return-states.ts refundDeadlineWarning). */
    refundWarning: { overdue: boolean; text: string } | null;
  }[];
  actions: OrderAction[];
  carriers: { id: number; title: string }[];
  currentCarrierId: number | null;
};

/** The whole order for its page (see the module comment); null when missing or not this manager's. */
export async function deskOrder(db: Db, manager: ManagerAccess, orderNumber: unknown, now = new Date()): Promise<DeskOrder | null> {
  const order = await findManagedOrder(db, manager, orderNumber);
  if (!order) return null;
  const [summary, paymentRows, refundRows, shipmentRows, returnRows, carrierRows] = await Promise.all([
    summaryOf(db, { ...order, status: order.status as OrderSummary["status"] }),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
    db
      .select({ shipment: shipments, carrier: shippingCompanies.title })
      .from(shipments)
      .leftJoin(shippingCompanies, eq(shippingCompanies.id, shipments.shippingCompanyId))
      .where(eq(shipments.orderId, order.id))
      .orderBy(asc(shipments.id)),
    db
      .select({ row: returnRequests, sku: orderLines.sku, name: orderLines.name, attributes: orderLines.attributesText })
      .from(returnRequests)
      .innerJoin(orderLines, eq(orderLines.id, returnRequests.orderLineId))
      .where(eq(returnRequests.orderId, order.id))
      .orderBy(asc(returnRequests.id)),
    db
      .select({ id: shippingCompanies.id, title: shippingCompanies.title, methods: shippingCompanies.paymentMethods })
      .from(shippingCompanies)
      .where(eq(shippingCompanies.active, true))
      .orderBy(asc(shippingCompanies.title)),
  ]);
  const steps = shipmentRows.length
    ? await db
        .select()
        .from(shipmentEvents)
        .where(
          inArray(
            shipmentEvents.shipmentId,
            shipmentRows.map((s) => s.shipment.id),
          ),
        )
        .orderBy(asc(shipmentEvents.processDate), asc(shipmentEvents.id))
    : [];
  const returnsByCode = new Map<string, DeskOrder["returns"][number]>();
  for (const { row, sku, name, attributes } of returnRows) {
    let request = returnsByCode.get(row.code);
    if (!request) {
      const status = row.status as ReturnStatus;
      request = {
        code: row.code,
        status,
        statusLabel: RETURN_STATUS_LABELS[status] ?? row.status,
        dateText: TR_DATE_TIME.format(row.createdAt),
        lines: [],
        actions: allowedReturnActions(status),
        // 'received': updatedAt is when the goods arrived back, the start of the refund's 14 days.
        refundWarning: status === "received" ? refundDeadlineWarning(row.updatedAt, now) : null,
        feesBack: null,
      };
      returnsByCode.set(row.code, request);
    }
    request.lines.push({ sku, name, attributes, quantity: row.quantity, reason: row.reason });
  }
  // The refunded return that completed a whole withdrawal carried the fees (the last one refunded).
  const refunded = returnRows.filter(({ row }) => row.status === "refunded").map(({ row }) => row);
  const fees = order.shipmentPriceKurus + order.podPriceKurus;
  if (fees > 0 && wholeOrderWithdrawn(summary.lines, refunded)) {
    const last = refunded.reduce((a, b) => (b.updatedAt > a.updatedAt || (+b.updatedAt === +a.updatedAt && b.id > a.id) ? b : a));
    returnsByCode.get(last.code)!.feesBack = { shippingKurus: order.shipmentPriceKurus, podFeeKurus: order.podPriceKurus };
  }
  const { createdAt, shipments: _shipments, contractHtml, ...rest } = summary;
  const person = order.billingAddress ?? order.deliveryAddress;
  return {
    summary: rest,
    createdAt: createdAt.toISOString(),
    contractText: contractText(contractHtml),
    customerName: person?.personName ?? "",
    memberOrder: order.userId != null,
    payments: paymentRows.map((p) => ({
      id: p.id,
      label: paymentTypeLabel(p.type),
      statusLabel: PAYMENT_STATUS_LABELS[p.status] ?? p.status,
      amountKurus: p.amountKurus,
      cardPointsKurus: p.cardPointsKurus,
      bankName: p.bankName,
      maskedPan: p.maskedPan,
      failureReason: p.failureReason,
      dateText: TR_DATE_TIME.format(p.createdAt),
    })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      reason: r.reason === "return" ? "İade" : "İptal",
      amountKurus: r.amountKurus,
      statusLabel: REFUND_STATUS_LABELS[r.status] ?? r.status,
      failureReason: r.failureReason,
      dateText: TR_DATE_TIME.format(r.createdAt),
    })),
    shipments: shipmentRows.map(({ shipment: s, carrier }) => ({
      number: s.number,
      carrier: carrier ?? "",
      trackingCode: s.trackingCode,
      statusLabel: shipmentStatus(s.statusCode).label,
      receiverName: s.receiverName,
      steps: steps
        .filter((e) => e.shipmentId === s.id)
        .map((e) => ({ dateText: TR_DATE_TIME.format(e.processDate), description: e.description, branchName: e.branchName })),
    })),
    returns: [...returnsByCode.values()].reverse(),
    actions: allowedOrderActions(factsOf(order, summary.lines)),
    // A pay-at-the-door order goes only with a carrier that takes that payment.
    carriers: carrierRows.filter((c) => carrierTakes(c.methods, order.paymentType)).map(({ id, title }) => ({ id, title })),
    currentCarrierId: order.shippingCompanyId,
  };
}

const carrierTakes = (methods: string[], paymentType: string) => !paymentType.startsWith("pod") || methods.includes(paymentType);

const factsOf = (order: OrderRow, lines: { sku: string }[]) => ({
  status: order.status,
  isOffline: order.isOffline,
  shipmentStatusCode: order.shipmentStatusCode,
  ships: lines.some((l) => !isGiftCardSku(l.sku)),
});

export type DeskResult = { ok: true; message: string } | { ok: false; status: 404 | 409 | 422; reason: string; field?: string };

const notFound: DeskResult = { ok: false, status: 404, reason: ORDER_NOT_FOUND };
const refused = (reason: string): DeskResult => ({ ok: false, status: 409, reason });

const audit = (
  tx: Tx,
  manager: Manager,
  order: OrderRow,
  action: AuditAction,
  summary: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) =>
  recordAudit(tx, manager, {
    action,
    entity: { type: "order", id: order.orderNumber },
    before,
    after,
    summary: `${order.orderNumber}: ${summary}`,
  });

const parcelLabel = (code: number) => shipmentStatus(code).label;

/** Whether the order ships something (gift cards alone go by e-mail). */
async function shipsSomething(db: Db | Tx, orderId: number): Promise<boolean> {
  const lines = await db.select({ sku: orderLines.sku }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return lines.some((l) => !isGiftCardSku(l.sku));
}

/**
 * A parcel move of the warehouse (pack, ship, deliver) in one transaction: the order locked and
 * asked again (order-desk.ts), `prepare` (the ship's carrier and tracking number), the move
 * through moveShipmentIn (shipment-states.ts decides once more), the audit row.
 */
async function moveParcel(
  db: Db,
  manager: Manager,
  orderNumber: string,
  action: "pack" | "ship" | "deliver",
  step: { toCode: number; receiverName?: string },
  describe: (order: OrderRow) => { summary: string; before: Record<string, unknown>; after: Record<string, unknown> },
  prepare?: (tx: Tx, order: OrderRow) => Promise<DeskResult | null>,
): Promise<DeskResult> {
  try {
    return await db.transaction(async (tx): Promise<DeskResult> => {
      const found = await findManagedOrder(tx, manager, orderNumber, "orders.write");
      if (!found) return notFound;
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
      if (!orderActionAllowed(action, { ...order, ships: await shipsSomething(tx, order.id) })) return refused(ACTION_REFUSED[action]);
      const prepared = await prepare?.(tx, order);
      if (prepared) return prepared;
      const moved = await moveShipmentIn(tx, order.id, step);
      if (!moved.applied) return refused(ACTION_REFUSED[action]);
      const { summary, before, after } = describe(order);
      await audit(tx, manager, order, `order.${action}`, summary, before, after);
      return { ok: true, message: summary };
    });
  } catch (error) {
    // Two managers typing the same tracking number at once: the unique index refuses the second.
    if (isUniqueViolation(error)) return { ok: false, status: 409, reason: TRACKING_TAKEN, field: "trackingCode" };
    throw error;
  }
}

export const TRACKING_TAKEN = "Bu takip numarası başka bir gönderide kayıtlı.";
export const CARRIER_UNKNOWN = "Seçtiğiniz kargo firması bu sipariş için kullanılamaz.";

export const packOrder = (db: Db, manager: Manager, orderNumber: string) =>
  moveParcel(db, manager, orderNumber, "pack", { toCode: codeOf("packaging") }, (o) => ({
    summary: "Sipariş hazırlanmaya başlandı.",
    before: { shipment: parcelLabel(o.shipmentStatusCode) },
    after: { shipment: parcelLabel(codeOf("packaging")) },
  }));

export function shipOrder(db: Db, manager: Manager, orderNumber: string, input: ShipInput): Promise<DeskResult> {
  let carrier = "";
  let previous: { carrier: string | null; trackingCode: string | null } = { carrier: null, trackingCode: null };
  return moveParcel(
    db,
    manager,
    orderNumber,
    "ship",
    { toCode: codeOf("shipped") },
    (o) => ({
      summary: `Kargoya verildi: ${carrier}, takip numarası ${input.trackingCode}.`,
      before: { shipment: parcelLabel(o.shipmentStatusCode), ...previous },
      after: { shipment: parcelLabel(codeOf("shipped")), carrier, trackingCode: input.trackingCode },
    }),
    async (tx, order) => {
      const [company] = await tx.select().from(shippingCompanies).where(eq(shippingCompanies.id, input.carrierId));
      if (!company || !company.active || !carrierTakes(company.paymentMethods, order.paymentType))
        return { ok: false, status: 422, reason: CARRIER_UNKNOWN, field: "carrierId" };
      const [taken] = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.trackingCode, input.trackingCode)).limit(1);
      if (taken) return { ok: false, status: 409, reason: TRACKING_TAKEN, field: "trackingCode" };
      const [parcel] = await tx
        .select({ id: shipments.id, trackingCode: shipments.trackingCode, carrier: shippingCompanies.title })
        .from(shipments)
        .leftJoin(shippingCompanies, eq(shippingCompanies.id, shipments.shippingCompanyId))
        .where(eq(shipments.orderId, order.id))
        .orderBy(asc(shipments.id))
        .limit(1);
      if (!parcel) return refused(ACTION_REFUSED.ship);
      carrier = company.title;
      previous = { carrier: parcel.carrier, trackingCode: parcel.trackingCode };
      // The carrier's own number: moveShipmentIn then books nothing with the sandbox carrier.
      await tx
        .update(shipments)
        .set({ trackingCode: input.trackingCode, shippingCompanyId: company.id })
        .where(eq(shipments.id, parcel.id));
      return null;
    },
  );
}

export const deliverOrder = (db: Db, manager: Manager, orderNumber: string, input: DeliverInput) =>
  moveParcel(db, manager, orderNumber, "deliver", { toCode: codeOf("delivered"), receiverName: input.receiverName }, (o) => ({
    summary: `Teslim edildi: ${input.receiverName}.`,
    before: { shipment: parcelLabel(o.shipmentStatusCode), receiverName: null },
    after: { shipment: parcelLabel(codeOf("delivered")), receiverName: input.receiverName },
  }));

/** The transfer arrived (confirm-transfer.server.ts). */
export async function confirmOrderTransfer(db: Db, manager: Manager, orderNumber: string): Promise<DeskResult> {
  const order = await findManagedOrder(db, manager, orderNumber, "orders.write");
  if (!order) return notFound;
  const done = await confirmTransfer(db, order.id, (tx, locked) =>
    audit(
      tx,
      manager,
      locked,
      "order.confirmTransfer",
      "Havale ödemesi onaylandı.",
      { status: locked.status, payment: "Bekliyor" },
      { status: "confirmed", payment: "Onaylandı" },
    ),
  );
  return done.ok ? { ok: true, message: "Havale ödemesi onaylandı." } : refused(done.reason);
}

/** The shop cancels the order and pays back what was paid (cancel-order.server.ts). */
export async function cancelManagedOrder(db: Db, bank: Bank, manager: Manager, orderNumber: string): Promise<DeskResult> {
  const order = await findManagedOrder(db, manager, orderNumber, "orders.write");
  if (!order) return notFound;
  const done = await cancelOrderByShop(db, bank, order.id, (tx, locked, refundKurus) =>
    audit(
      tx,
      manager,
      locked,
      "order.cancel",
      refundKurus > 0 ? `Sipariş iptal edildi, ${formatMoney(refundKurus)} karta iade edildi.` : "Sipariş iptal edildi.",
      { status: locked.status, shipment: parcelLabel(locked.shipmentStatusCode) },
      { status: "cancelled", shipment: parcelLabel(15), refund: refundKurus > 0 ? formatMoney(refundKurus) : null },
    ),
  );
  if (!done.ok) return refused(done.reason);
  return {
    ok: true,
    message: done.refundKurus > 0 ? `Sipariş iptal edildi; ${formatMoney(done.refundKurus)} karta iade edildi.` : "Sipariş iptal edildi.",
  };
}

/** A return request of the order moves on (returns.server.ts advanceReturn). */
export async function moveManagedReturn(
  db: Db,
  bank: Bank,
  manager: Manager,
  orderNumber: string,
  code: string,
  action: ReturnAction,
): Promise<DeskResult> {
  const order = await findManagedOrder(db, manager, orderNumber, "orders.write");
  if (!order) return notFound;
  const to = RETURN_ACTIONS[action].to;
  const done = await advanceReturn(db, bank, code.slice(0, 20), to, {
    orderId: order.id,
    hook: (tx, move) => {
      const refund = move.refund ? formatMoney(move.refund.valueKurus) : null;
      const summary = `${code} iade talebi: ${RETURN_STATUS_LABELS[to]}${refund ? ` (${refund})` : ""}.`;
      return audit(
        tx,
        manager,
        move.order,
        `order.${action}`,
        summary,
        { returnCode: code, returnStatus: RETURN_STATUS_LABELS[move.from] },
        { returnCode: code, returnStatus: RETURN_STATUS_LABELS[to], ...(refund ? { refund } : {}) },
      );
    },
  });
  if (!done.ok) return { ok: false, status: done.reason === RETURN_NOT_FOUND ? 404 : 409, reason: done.reason };
  const refund = done.refund
    ? ` ${formatMoney(done.refund.moneyKurus)} ödeme iadesi${feesText(done.refund)}${done.refund.refundedOnlineKurus > 0 ? " karta yapıldı" : " havale ile yapılacak"}.`
    : "";
  return { ok: true, message: `${code} iade talebi: ${RETURN_STATUS_LABELS[to]}.${refund}` };
}

/** ' (kargo ücreti 49,90 TL, kapıda ödeme ücreti 19,90 TL dahil)': the fees a whole withdrawal refunded, or nothing. */
function feesText(refund: RefundShare): string {
  const fees = [
    refund.shippingBackKurus > 0 ? `kargo ücreti ${formatMoney(refund.shippingBackKurus)}` : null,
    refund.podFeeBackKurus > 0 ? `kapıda ödeme ücreti ${formatMoney(refund.podFeeBackKurus)}` : null,
  ].filter(Boolean);
  return fees.length > 0 ? ` (${fees.join(", ")} dahil)` : "";
}

export type PackingSlip = {
  orderNumber: string;
  dateText: string;
  deliveryType: string;
  address: { personName: string; phone: string; lines: string[] } | null;
  storeName: string | null;
  carrier: string | null;
  trackingCode: string | null;
  /** A gift (a gift list's order, or one with a gift note): no prices anywhere on the slip. */
  gift: boolean;
  giftNote: string | null;
  lines: { sku: string; name: string; attributes: string; quantity: number; unitPriceKurus: number | null; totalKurus: number | null }[];
  totalKurus: number | null;
};

/**
 * What the packing slip prints (/yonetim/siparisler/{no}/irsaliye): the order's number and date,
 * where it goes (the real delivery address, a gift list owner's too: the warehouse must know it),
 * the lines to pack with sku, name, size and quantity (gift cards go by e-mail: not packed), the
 * gift note. Prices only on an order that is no gift.
 */
export async function packingSlip(db: Db, manager: ManagerAccess, orderNumber: unknown): Promise<PackingSlip | null> {
  const order = await findManagedOrder(db, manager, orderNumber);
  if (!order) return null;
  const [lines, [parcel]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db
      .select({ trackingCode: shipments.trackingCode, carrier: shippingCompanies.title })
      .from(shipments)
      .leftJoin(shippingCompanies, eq(shippingCompanies.id, shipments.shippingCompanyId))
      .where(eq(shipments.orderId, order.id))
      .orderBy(asc(shipments.id))
      .limit(1),
  ]);
  const [store] = order.storeId != null ? await db.select({ name: stores.name }).from(stores).where(eq(stores.id, order.storeId)) : [];
  const [orderCarrier] =
    order.shippingCompanyId != null
      ? await db.select({ title: shippingCompanies.title }).from(shippingCompanies).where(eq(shippingCompanies.id, order.shippingCompanyId))
      : [];
  const gift = order.giftListId != null || lines.some((l) => l.isGift) || Boolean(order.giftNote?.trim());
  const a = order.deliveryAddress;
  return {
    orderNumber: order.orderNumber,
    dateText: TR_DATE_TIME.format(order.createdAt),
    deliveryType:
      FULFILMENT_LABELS[
        orderFulfilment({ isOffline: order.isOffline, deliveryType: order.deliveryType, ships: lines.some((l) => !isGiftCardSku(l.sku)) })
      ],
    address: a
      ? { personName: a.personName, phone: a.phone, lines: [a.address, [a.town, a.district, a.city].filter(Boolean).join(" / ")] }
      : null,
    storeName: store?.name ?? null,
    carrier: parcel?.carrier ?? orderCarrier?.title ?? null,
    trackingCode: parcel?.trackingCode ?? null,
    gift,
    giftNote: order.giftNote?.trim() || null,
    lines: lines
      .filter((l) => !isGiftCardSku(l.sku))
      .map((l) => ({
        sku: l.sku,
        name: l.name,
        attributes: l.attributesText,
        quantity: l.quantity,
        unitPriceKurus: gift ? null : l.unitPriceKurus,
        totalKurus: gift ? null : l.totalPriceKurus,
      })),
    totalKurus: gift ? null : order.totalKurus,
  };
}
