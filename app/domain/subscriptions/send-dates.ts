/**
 * A subscription's send dates (the `estimatedSendDate` of spec section 3): days in Türkiye
 * (Europe/Istanbul) written 'YYYY-MM-DD', as the `date` columns hold them. Pure: the page and the
 * job share them.
 *   - a new subscription is first sent tomorrow (a day to change one's mind);
 *   - after a send date the next one is `weekInterval` weeks on; a date missed (the shop was down,
 *     the subscription paused) is not made up for: the next date is the first of the rhythm after today;
 *   - a resumed subscription goes on from its date, or tomorrow when that has passed.
 */
import { addDays, DAY_MS, dayInTurkey, TR_DATE_WEEKDAY } from "#app/lib/dates";

export { addDays, dayInTurkey };

export const isIsoDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A new subscription's first send date: tomorrow in Türkiye. */
export const firstSendDate = (now: Date = new Date()): string => addDays(dayInTurkey(now), 1);

/** The send date after `due`: `weeks` weeks on, and on past `today` in the same rhythm. */
export function nextSendDate(due: string, weeks: number, today: string): string {
  const step = Math.max(1, Math.floor(weeks)) * 7;
  let next = addDays(due, step);
  if (next <= today) {
    const behind = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${next}T00:00:00Z`)) / DAY_MS);
    next = addDays(next, (Math.floor(behind / step) + 1) * step);
  }
  return next;
}

/** The date a resumed subscription goes on from: its own, or tomorrow when that has passed. */
export const resumeSendDate = (current: string, now: Date = new Date()): string => {
  const tomorrow = firstSendDate(now);
  return current < tomorrow ? tomorrow : current;
};

/** '12 Aralık 2026 Cumartesi' (noon in Türkiye of that day, so no time zone moves it). */
export const formatSendDay = (day: string): string => TR_DATE_WEEKDAY.format(new Date(`${day}T09:00:00Z`));
