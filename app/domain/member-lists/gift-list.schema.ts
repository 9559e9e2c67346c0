/**
 * The gift list form (spec sections 3 and 5): a name, the event day (day, month, year: a real day,
 * not in the past, Türkiye's today) and a delivery address from the member's address book, each
 * with the spec's message. One check for the page and the server; the server also checks that the
 * address is the member's own (gift-lists.server.ts).
 */
import { compareDates, isRealDate, todayInTurkey, toWholeNumber, type Ymd } from "#app/lib/birth-date";
import { parseId } from "#app/lib/ids";

export const GIFT_LIST_NAME_REQUIRED = 'Lütfen geçerli bir "Hediye Listesi Adı" girin.';
export const GIFT_LIST_DATE_INVALID = "Lütfen geçerli bir etkinlik tarihi girin.";
export const GIFT_LIST_ADDRESS_REQUIRED = 'Lütfen geçerli bir "Adres" seçin.';
export const GIFT_LIST_NAME_MAX = 60;
/** How far ahead an event may be set. */
export const GIFT_LIST_YEARS_AHEAD = 2;

export type GiftListValues = { name: string; day: string; month: string; year: string; addressId: string };
export type GiftListField = "name" | "date" | "addressId";
export const EMPTY_GIFT_LIST: GiftListValues = { name: "", day: "", month: "", year: "", addressId: "" };

export type GiftListForm = { name: string; date: Ymd; addressId: number };
export type GiftListCheck =
  { ok: true; data: GiftListForm } | { ok: false; reason: string; errors: Partial<Record<GiftListField, string>> };

const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** Checks the form; the reason is the first field's message. */
export function validateGiftList(input: Partial<Record<keyof GiftListValues, unknown>>, today: Ymd = todayInTurkey()): GiftListCheck {
  const errors: Partial<Record<GiftListField, string>> = {};
  const name = text(input.name).trim().replace(/\s+/g, " ");
  if (!name || name.length > GIFT_LIST_NAME_MAX) errors.name = GIFT_LIST_NAME_REQUIRED;
  const date = { day: toWholeNumber(input.day), month: toWholeNumber(input.month), year: toWholeNumber(input.year) };
  const whole = date.day != null && date.month != null && date.year != null ? (date as Ymd) : null;
  if (!whole || !isRealDate(whole) || compareDates(whole, today) < 0 || whole.year > today.year + GIFT_LIST_YEARS_AHEAD)
    errors.date = GIFT_LIST_DATE_INVALID;
  const addressId = parseId(input.addressId);
  if (addressId == null) errors.addressId = GIFT_LIST_ADDRESS_REQUIRED;
  const first = errors.name ?? errors.date ?? errors.addressId;
  if (first) return { ok: false, reason: first, errors };
  return { ok: true, data: { name, date: whole!, addressId: addressId! } };
}

/** The day of a 'YYYY-MM-DD' (the database's date column, as the lists carry it). */
export function ymdOfIso(iso: string): Ymd {
  const [year, month, day] = iso.split("-").map(Number);
  return { year, month, day };
}

/** 'YYYY-MM-DD' for the database's date column. */
export const isoDate = ({ year, month, day }: Ymd) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
