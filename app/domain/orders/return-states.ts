/**
 * A return request's life (returns after delivery): the one home of its states, moves,
 * reasons and Turkish labels. Pure, so the return page shows the same steps the server enforces;
 * the database side is returns.server.ts.
 *
 *   requested → approved → received → refunded
 *   requested, approved → rejected
 *
 * received: the units reached the warehouse (back in stock, counted in order_lines.return_quantity);
 * refunded: their share of the payment went back. refunded and rejected are final.
 */
import { addDays, DAY_MS, dayInTurkey, istanbulDayStart } from "#app/lib/dates";

export const RETURN_STATUSES = ["requested", "approved", "received", "refunded", "rejected"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const isReturnStatus = (value: unknown): value is ReturnStatus =>
  typeof value === "string" && (RETURN_STATUSES as readonly string[]).includes(value);

const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received", "rejected"],
  received: ["refunded"],
  refunded: [],
  rejected: [],
};

/** May a request in `from` move to `to`? */
export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean => NEXT[from].includes(to);

/** Requests still on their way (their units count as taken from what may be returned). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ["requested", "approved", "received"];

/** The steps a request walks, as the page shows them. */
export const RETURN_STEPS: readonly { status: ReturnStatus; label: string }[] = [
  { status: "requested", label: "Talep Alındı" },
  { status: "approved", label: "Onaylandı" },
  { status: "received", label: "Depomuza Ulaştı" },
  { status: "refunded", label: "İade Edildi" },
];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Talep Alındı",
  approved: "Onaylandı",
  received: "Depomuza Ulaştı",
  refunded: "İade Edildi",
  rejected: "Reddedildi",
};

/** The reasons a buyer picks from, word for word. */
export const RETURN_REASONS = [
  "Vazgeçtim",
  "Beden / ölçü uymadı",
  "Hasarlı veya kusurlu ürün",
  "Yanlış ürün gönderildi",
  "Ürün açıklamadaki gibi değil",
  "Diğer",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const isReturnReason = (value: unknown): value is ReturnReason =>
  typeof value === "string" && (RETURN_REASONS as readonly string[]).includes(value);

/** The right of withdrawal: days from delivery. */
export const RETURN_WINDOW_DAYS = 14;

/** Istanbul is UTC+3 all year (no summer time since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** The last moment a return may be asked for: the end of the 14th day after delivery, Istanbul time. */
export function returnWindowEnd(deliveredAt: Date): Date {
  const local = new Date(deliveredAt.getTime() + ISTANBUL_OFFSET_MS);
  const nextMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + RETURN_WINDOW_DAYS + 1);
  return new Date(nextMidnight - ISTANBUL_OFFSET_MS - 1);
}

/**
 * Days the shop has to pay a refund once the returned goods are back (the request 'received'):
 * Mesafeli Sözleşmeler Yönetmeliği art. 15(1)'s 14 days, counted to the end of the 14th day after
 * arrival, Istanbul time (docs/orders.md "Withdrawal refunds").
 */
export const REFUND_DAYS = 14;
/** The back office warns of a refund not yet paid in its last days. */
export const REFUND_WARNING_DAYS = 4;

/** A return received before this instant whose refund is not made is in its warning days (or late). */
export const refundWarningBefore = (now: Date): Date =>
  istanbulDayStart(addDays(dayInTurkey(now), REFUND_WARNING_DAYS - REFUND_DAYS + 1)) ?? now;

/** The last day (Istanbul, '2026-12-14') the refund of goods received at `receivedAt` is due. */
export const refundDueDay = (receivedAt: Date): string => addDays(dayInTurkey(receivedAt), REFUND_DAYS);

/**
 * The back office's warning for a received return whose refund is not made yet: none while more than
 * REFUND_WARNING_DAYS days are left, then the days left, then how late it is.
 */
export function refundDeadlineWarning(receivedAt: Date, now: Date): { overdue: boolean; text: string } | null {
  const left = Math.round((Date.parse(refundDueDay(receivedAt)) - Date.parse(dayInTurkey(now))) / DAY_MS);
  if (left > REFUND_WARNING_DAYS) return null;
  if (left < 0) return { overdue: true, text: `İade süresi doldu: ${-left} gün gecikti` };
  return { overdue: false, text: left === 0 ? "İade süresi dolmak üzere: bugün son gün" : `İade süresi dolmak üzere: ${left} gün kaldı` };
}

export type ReturnWindowState = "open" | "expired" | "notDelivered" | "allReturned" | "nothingLeft" | "unavailable";

/**
 * Whether a return may be asked for now — the one rule the order's buttons (Siparişlerim) and the
 * server's refusal share: a paid web order with something that ships, its parcel delivered, within
 * RETURN_WINDOW_DAYS of delivery, and units left to return. `stage` is the parcel's
 * (fulfilment/shipment-states.ts stageOf); `returnableUnits` the units of parcel lines not yet
 * returned (the server also takes out those of requests on their way).
 */
export function returnWindowState(
  order: { status: string; isOffline: boolean; stage: string; deliveredAt: Date | null; parcelLines: number; returnableUnits: number },
  now: Date,
): ReturnWindowState {
  if (order.status !== "confirmed" || order.isOffline || order.parcelLines === 0) return "unavailable";
  if (order.stage === "returned") return "allReturned";
  if (order.stage !== "delivered" || !order.deliveredAt) return "notDelivered";
  if (now.getTime() > returnWindowEnd(order.deliveredAt).getTime()) return "expired";
  if (order.returnableUnits <= 0) return "nothingLeft";
  return "open";
}

/** 'IAD-' and six letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const RETURN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const RETURN_CODE_FORMAT = /^IAD-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/**
 * What returned units were paid: their share of the line's price after campaigns (unit price ×
 * quantity when none). The refund (returns.server.ts) and the return invoice
 * (invoices/return-invoice.server.ts) state the same amount.
 */
export const returnedValueKurus = (line: { totalPriceKurus: number; quantity: number }, units: number): number =>
  Math.round((line.totalPriceKurus * units) / line.quantity);
