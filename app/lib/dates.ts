/**
 * The shop's dates as shoppers read them: Türkiye's time (Europe/Istanbul), Turkish month names.
 * Made once each (a formatter costs more to make than to use).
 */
const TR = "tr-TR";
const ISTANBUL = "Europe/Istanbul";

/** '24 Kasım 2026'. */
export const TR_DATE = new Intl.DateTimeFormat(TR, { timeZone: ISTANBUL, day: "numeric", month: "long", year: "numeric" });

/** '24 Kasım 2026 14:05'. */
export const TR_DATE_TIME = new Intl.DateTimeFormat(TR, { timeZone: ISTANBUL, day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** '12 Mart 2026 Perşembe' (the day of a club event). */
export const TR_DATE_WEEKDAY = new Intl.DateTimeFormat(TR, { timeZone: ISTANBUL, weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** '14:05'. */
export const TR_TIME = new Intl.DateTimeFormat(TR, { timeZone: ISTANBUL, hour: "2-digit", minute: "2-digit" });
