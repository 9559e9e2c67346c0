/**
 * The back office's order search: its filters as the address carries
 * them, and where an order stands as the list names it. Pure: the page, the CSV export, the
 * dashboard's links and the tests read the same rules; order-search.server.ts turns them into SQL.
 *
 * `?no=&eposta=&telefon=&durum=&odeme=&magaza=&baslangic=&bitis=&sayfa=`:
 *   - no: an order number (exact, spaces ignored);
 *   - eposta: the order's e-mail or its start (case ignored);
 *   - telefon: the delivery or billing phone in any form (0532…, (532) …, +90 532…);
 *   - durum: one of ORDER_BUCKETS (the dashboard links here with the same keys);
 *   - odeme: a payment type (payment-type-labels.ts);
 *   - magaza: a store id (a store manager is held to their own whatever they ask);
 *   - baslangic, bitis: Türkiye days (2026-11-24), both ends included;
 *   - sayfa: the page, 50 orders a page, newest first.
 * Anything malformed is left out (a filter that cannot match is still a filter: a phone that is no
 * phone finds nothing, rather than everything).
 */
import { STAGE_CODES } from "#app/domain/fulfilment/shipment-states";
import { PAYMENT_TYPES, type PaymentType } from "#app/domain/pricing/totals";
import { istanbulDayStart } from "#app/lib/dates";
import { parseId } from "#app/lib/ids";
import { normalizePhone } from "#app/lib/phone";
import { paymentTypeLabel } from "#app/domain/order-core/payment-type-labels";

/** Where an order stands, as the dashboard (back-office/dashboard.ts) counts and links them. */
export const ORDER_BUCKETS = {
  awaitingTransfer: "Havale bekleyen",
  toPack: "Hazırlanacak",
  shipped: "Kargoda",
  delivered: "Teslim edildi",
  undeliverable: "Teslim edilemedi",
  returned: "İade edildi",
  cancelled: "İptal edildi",
} as const;
export type OrderBucket = keyof typeof ORDER_BUCKETS;
export const isOrderBucket = (value: unknown): value is OrderBucket => typeof value === "string" && Object.hasOwn(ORDER_BUCKETS, value);

/** One way an order can be in a bucket: its status, its parcel's codes (null: any), a store order or not (undefined: either). */
export type BucketClause = { status: "awaitingTransfer" | "confirmed" | "cancelled"; codes: readonly number[] | null; offline?: boolean };

const web = (codes: readonly number[]): BucketClause => ({ status: "confirmed", codes, offline: false });

/**
 * Where an order stands, the one rule the order list (as SQL, order-search.server.ts), the dashboard's
 * counts and its links all read. A bucket holds an order that matches any of its clauses:
 *   - a confirmed web order waiting to be packed or being packed is 'toPack', and the parcel's stage
 *     decides the rest (shipment-states.ts);
 *   - a store order (isOffline) is handed over at the till: delivered once confirmed, whatever its code;
 *   - a parcel called off (codes 13, 15) counts as cancelled even before the order's status says so,
 *     as the shopper's own order page shows it (order-summary.server.ts).
 * Every order is in at most one bucket (order-search.test.ts checks every status, code and kind).
 */
export const BUCKET_RULES: Record<OrderBucket, readonly BucketClause[]> = {
  awaitingTransfer: [{ status: "awaitingTransfer", codes: null }],
  toPack: [web([...STAGE_CODES.received, ...STAGE_CODES.packaging])],
  shipped: [web(STAGE_CODES.shipped)],
  delivered: [web(STAGE_CODES.delivered), { status: "confirmed", codes: null, offline: true }],
  undeliverable: [web(STAGE_CODES.undeliverable)],
  returned: [web(STAGE_CODES.returned)],
  cancelled: [{ status: "cancelled", codes: null }, web(STAGE_CODES.cancelled)],
};

const matches = (c: BucketClause, status: string, code: number, isOffline: boolean) =>
  c.status === status && (c.codes === null || c.codes.includes(code)) && (c.offline === undefined || c.offline === isOffline);

/** Every bucket one of whose clauses an order matches (the rules keep it to at most one). */
export const bucketsOf = (status: string, shipmentCode: number, isOffline: boolean): OrderBucket[] =>
  (Object.keys(BUCKET_RULES) as OrderBucket[]).filter((bucket) =>
    BUCKET_RULES[bucket].some((c) => matches(c, status, shipmentCode, isOffline)),
  );

/** The bucket of an order by its status, its parcel's latest code and whether it is a store order; null for an unplaced one. */
export const orderBucket = (status: string, shipmentCode: number, isOffline: boolean): OrderBucket | null =>
  bucketsOf(status, shipmentCode, isOffline)[0] ?? null;

export const ORDERS_PAGE_SIZE = 50;
/** Deeper than this a manager narrows the filters (offset paging reads every row it skips). */
export const MAX_ORDER_PAGE = 200;

export type OrderFilters = {
  orderNumber: string;
  email: string;
  /** 05321234567, or '' ; `phoneTyped` keeps what was typed. */
  phone: string;
  phoneTyped: string;
  bucket: OrderBucket | "";
  paymentType: PaymentType | "";
  storeId: number | null;
  from: string;
  to: string;
};

export const EMPTY_FILTERS: OrderFilters = {
  orderNumber: "",
  email: "",
  phone: "",
  phoneTyped: "",
  bucket: "",
  paymentType: "",
  storeId: null,
  from: "",
  to: "",
};

const text = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);
const isPaymentType = (value: string): value is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(value);

/** The filters and page of a query string (see the module comment). */
export function readOrderQuery(search: URLSearchParams): { filters: OrderFilters; page: number } {
  const day = (value: string | null) => (istanbulDayStart(text(value, 10)) ? text(value, 10) : "");
  const phoneTyped = text(search.get("telefon"), 30);
  const bucket = text(search.get("durum"), 30);
  const payment = text(search.get("odeme"), 30);
  const page = parseId(search.get("sayfa"), MAX_ORDER_PAGE) ?? 1;
  return {
    filters: {
      orderNumber: text(search.get("no"), 40).replace(/\s+/g, "").toUpperCase(),
      email: text(search.get("eposta"), 254).toLowerCase(),
      // A phone that is no phone matches nothing ('x' is kept, and no order has it).
      phone: phoneTyped ? (normalizePhone(phoneTyped) ?? "x") : "",
      phoneTyped,
      bucket: isOrderBucket(bucket) ? bucket : "",
      paymentType: isPaymentType(payment) ? payment : "",
      storeId: parseId(search.get("magaza")),
      from: day(search.get("baslangic")),
      to: day(search.get("bitis")),
    },
    page,
  };
}

/** The query string of filters (and a page), as the form would send them; empty ones left out. */
export function orderQueryString(filters: OrderFilters, page = 1): string {
  const out = new URLSearchParams();
  const set = (key: string, value: string | number | null) => value !== "" && value != null && out.set(key, String(value));
  set("no", filters.orderNumber);
  set("eposta", filters.email);
  set("telefon", filters.phoneTyped);
  set("durum", filters.bucket);
  set("odeme", filters.paymentType);
  set("magaza", filters.storeId);
  set("baslangic", filters.from);
  set("bitis", filters.to);
  if (page > 1) set("sayfa", page);
  const query = out.toString();
  return query ? `?${query}` : "";
}

/** The instants [from, to) the day filters cover; the last day counts whole. */
export function dayRange(filters: Pick<OrderFilters, "from" | "to">): { from: Date | null; to: Date | null } {
  const from = filters.from ? istanbulDayStart(filters.from) : null;
  const to = filters.to ? istanbulDayStart(filters.to) : null;
  return { from, to: to ? new Date(to.getTime() + 86_400_000) : null };
}

/** `LIKE` text that means itself (a typed % or _ is not a wildcard). */
export const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The payment types to filter by, as shoppers read them. */
export const PAYMENT_CHOICES = PAYMENT_TYPES.map((value) => ({ value, label: paymentTypeLabel(value) }));
export const BUCKET_CHOICES = (Object.keys(ORDER_BUCKETS) as OrderBucket[]).map((value) => ({ value, label: ORDER_BUCKETS[value] }));
