/**
 * The shop's dates as shoppers read them: Türkiye's time (Europe/Istanbul), Turkish month names.
 * Made once each (a formatter costs more to make than to use).
 */
const TR = "tr-TR";
const ISTANBUL = "Europe/Istanbul";

/** '24 Kasım 2026'. */
export const TR_DATE = new Intl.DateTimeFormat(TR, { timeZone: ISTANBUL, day: "numeric", month: "long", year: "numeric" });

/** '24 Kasım 2026 14:05'. */
export const TR_DATE_TIME = new Intl.DateTimeFormat(TR, {
  timeZone: ISTANBUL,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** '12 Mart 2026 Perşembe' (the day of a club event). */
export const TR_DATE_WEEKDAY = new Intl.DateTimeFormat(TR, {
  timeZone: ISTANBUL,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** '14:05'. */
export const TR_TIME = new Intl.DateTimeFormat(TR, { timeZone: ISTANBUL, hour: "2-digit", minute: "2-digit" });

/** '24 Kasım 2026 14:05:09' (the audit log: who did what, to the second). */
export const TR_DATE_TIME_SECONDS = new Intl.DateTimeFormat(TR, {
  timeZone: ISTANBUL,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * The instant a day ('2026-11-24', as a date input sends it) begins in Türkiye (UTC+3 all year
 * since 2016); null for anything that is not a real calendar day.
 */
export function istanbulDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = new Date(`${day}T00:00:00+03:00`);
  // '2026-02-30' parses as 2 March: the day read back must be the one asked for.
  return !Number.isNaN(start.getTime()) && new Date(start.getTime() + 3 * 3_600_000).toISOString().slice(0, 10) === day ? start : null;
}

const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/**
 * The instant a Türkiye wall-clock time ('2026-11-24T14:05', as a datetime-local input sends it)
 * names; null for anything that is not a real day and time. Seconds are not asked for.
 */
export function istanbulDateTime(value: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  const day = istanbulDayStart(m[1]);
  return day && new Date(day.getTime() + (Number(m[2]) * 60 + Number(m[3])) * 60_000);
}

/** An instant as a datetime-local input shows it in Türkiye's time: '2026-11-24T14:05'. */
export const istanbulInputValue = (at: Date | string) => new Date(new Date(at).getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 16);

const ISO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: ISTANBUL, year: "numeric", month: "2-digit", day: "2-digit" });
/** A calendar day (Türkiye keeps no summer time). */
export const DAY_MS = 24 * 60 * 60 * 1000;

const CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: ISTANBUL,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export type ClockParts = { year: string; month: string; day: string; hour: string; minute: string; second: string };

/** An instant in Türkiye's time as two-digit parts (year four), for the formats other systems ask for (Netgsm, iyzico, invoice numbers). */
export function istanbulClock(at: Date): ClockParts {
  const p = Object.fromEntries(CLOCK.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** An instant in Türkiye's time as '2026-11-30 09:05:09' (the form iyzico's and İYS's dates take). */
export function istanbulDateTimeText(at: Date): string {
  const c = istanbulClock(at);
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}`;
}

/** The day it is in Türkiye at an instant: '2026-12-11'. */
export const dayInTurkey = (now: Date = new Date()): string => ISO_DAY.format(now);

/** '2026-12-11' + 3 → '2026-12-14' (calendar days; no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
