/**
 * Birth dates of the member's kids and baby (spec sections 2, 3, 5): three numbers (day, month,
 * year) checked as a real calendar date against today in Türkiye. Pure: used by the zod schemas
 * on the page and on the server, and by the pages' selects.
 */
import { z } from "zod";

/** A calendar date as the forms send it: day 1–31, month 1–12, four-digit year. */
export type Ymd = { day: number; month: number; year: number };

export const TURKISH_MONTHS = [
  "Ocak",
  "Şubat",
  "Mart",
  "Nisan",
  "Mayıs",
  "Haziran",
  "Temmuz",
  "Ağustos",
  "Eylül",
  "Ekim",
  "Kasım",
  "Aralık",
] as const;

const istanbulDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in Türkiye (the shop's day, whatever the server's or browser's time zone). */
export function todayInTurkey(now: Date = new Date()): Ymd {
  const parts = Object.fromEntries(istanbulDay.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) };
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether the three numbers name a day that exists (31 Şubat and 29 Şubat 2023 do not). */
export function isRealDate({ day, month, year }: Ymd): boolean {
  return (
    Number.isInteger(day) &&
    Number.isInteger(month) &&
    Number.isInteger(year) &&
    year >= 1900 &&
    year <= 2999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(month, year)
  );
}

/** Orders two dates (negative: a is earlier). Works for day numbers past a month's end too. */
export const compareDates = (a: Ymd, b: Ymd) => a.year - b.year || a.month - b.month || a.day - b.day;

/** The same day `months` later (or earlier when negative); the day may pass the month's end, which compareDates accepts. */
export function addMonths(date: Ymd, months: number): Ymd {
  const index = date.year * 12 + (date.month - 1) + months;
  return { day: date.day, month: (index % 12) + 1, year: Math.floor(index / 12) };
}

/** A select's or an input's value as a whole number ('07' → 7); undefined when blank or not a number. */
export function toWholeNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) ? value : undefined;
  if (typeof value !== "string" || !/^\s*\d{1,4}\s*$/.test(value)) return undefined;
  return Number(value.trim());
}

/** '5 Mart 2021'. */
export const formatBirthDate = (d: Ymd) => `${d.day} ${TURKISH_MONTHS[d.month - 1] ?? ""} ${d.year}`;

/** Whole months from `from` to `to` (0 when `to` is earlier). */
export function monthsBetween(from: Ymd, to: Ymd): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
  return Math.max(0, months);
}

/** How old the child is today, in words: 'Yeni doğan', '8 aylık', '3 yaşında'; 'Doğum bekleniyor' for a date to come. */
export function ageText(birth: Ymd, today: Ymd): string {
  if (compareDates(birth, today) > 0) return "Doğum bekleniyor";
  const months = monthsBetween(birth, today);
  if (months < 1) return "Yeni doğan";
  if (months < 24) return `${months} aylık`;
  return `${Math.floor(months / 12)} yaşında`;
}

/** Years for a year select, newest first: from `today.year + ahead` down to `today.year - back`, plus any year already saved. */
export function yearOptions(today: Ymd, back: number, ahead = 0, keep?: number): number[] {
  const years: number[] = [];
  for (let y = today.year + ahead; y >= today.year - back; y--) years.push(y);
  if (keep && !years.includes(keep)) years.push(keep);
  return years.sort((a, b) => b - a);
}

/** The three fields of a birth date for a zod object: whole numbers, each blank or out-of-range value answering `message`. */
export function birthDateFields(message: string) {
  const part = (min: number, max: number) =>
    z.preprocess(
      toWholeNumber,
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    );
  return { day: part(1, 31), month: part(1, 12), year: part(1900, 2999) };
}

/** For a refinement's `when`: run it only once the three date fields themselves parsed. */
export const dateFieldsParsed = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !payload.issues.some((issue) => ["day", "month", "year"].includes(String(issue.path?.[0])));
