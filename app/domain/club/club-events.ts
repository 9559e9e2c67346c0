/**
 * Club events as pages and calls show them (spec sections 2, 7): the view of one event and the
 * Turkish answers of the event registration call. Pure (client-safe): the page imports it too.
 * Dates are written on the server (Türkiye's time) and sent as text, so the page shows exactly what
 * the server wrote.
 */
import { TR_DATE_WEEKDAY, TR_TIME } from "#app/lib/dates";
import { LOGIN_REQUIRED } from "#app/lib/messages";

export type ClubEventView = {
  id: number;
  title: string;
  description: string;
  /** ISO 8601. */
  startsAt: string;
  /** '12 Mart 2026 Perşembe'. */
  dateText: string;
  /** '11:00'. */
  timeText: string;
  /** The calendar badge: '12' and 'Mar'. */
  day: string;
  monthShort: string;
  storeName: string | null;
  storeAddress: string | null;
  cityName: string | null;
  capacity: number;
  registeredCount: number;
  placesLeft: number;
  full: boolean;
  /** Whether the signed-in member is registered (false for a guest). */
  registered: boolean;
};

export const EVENT_REGISTERED = "Etkinlik kaydınız alındı. Etkinlikten bir gün önce size SMS ile hatırlatacağız.";
export const EVENT_ALREADY_REGISTERED = "Bu etkinliğe zaten kayıtlısınız.";
export const EVENT_FULL = "Üzgünüz, bu etkinliğin kontenjanı dolmuştur.";
export const EVENT_PAST = "Bu etkinliğin tarihi geçtiği için kayıt alınamıyor.";
export const EVENT_NOT_FOUND = "Etkinlik bulunamadı.";
export const EVENT_CANCELLED = "Bu etkinlik iptal edilmiştir.";
export const NO_UPCOMING_EVENTS = "Şu anda planlanmış bir etkinliğimiz bulunmuyor. Yeni etkinlikler için takipte kalın!";

/** Where the event stands: '14 kişilik yer kaldı' / 'Kontenjan doldu'. */
export const placesLeftText = (event: Pick<ClubEventView, "placesLeft" | "full">) =>
  event.full ? "Kontenjan doldu" : `${event.placesLeft} kişilik yer kaldı`;

/** 'Minik Dünya Kadıköy, İstanbul': where it happens. */
export const eventPlace = (event: Pick<ClubEventView, "storeName" | "cityName">) =>
  [event.storeName, event.cityName].filter(Boolean).join(", ");

/** '12 Mart 2026 Perşembe, saat 11:00' (Türkiye's time): when it happens, in a message. */
export const eventWhenText = (startsAt: Date) => `${TR_DATE_WEEKDAY.format(startsAt)}, saat ${TR_TIME.format(startsAt)}`;

/**
 * The outcome of a registration, by the short code a page without JavaScript is sent back with
 * (`?katilim={code}`), and its message.
 */
export const REGISTRATION_OUTCOMES = {
  alindi: EVENT_REGISTERED,
  zaten: EVENT_ALREADY_REGISTERED,
  dolu: EVENT_FULL,
  gecmis: EVENT_PAST,
  iptal: EVENT_CANCELLED,
  yok: EVENT_NOT_FOUND,
  giris: LOGIN_REQUIRED,
} as const;
export type RegistrationOutcome = keyof typeof REGISTRATION_OUTCOMES;
export const isRegistrationOutcome = (value: unknown): value is RegistrationOutcome =>
  typeof value === "string" && Object.hasOwn(REGISTRATION_OUTCOMES, value);
