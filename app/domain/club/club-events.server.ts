/**
 * Club events (spec sections 2, 7): the upcoming ones, one of them, and a member's registration.
 *
 * Registration holds the capacity under any number of requests at once: one transaction inserts
 * the registration row (primary key (event, member): a second one for the same member finds it and
 * changes nothing) and takes a place with a guarded update,
 *   UPDATE club_events SET registered_count = registered_count + 1
 *   WHERE id = $1 AND registered_count < capacity AND starts_at > $now
 * which PostgreSQL evaluates again on the row's newest version once a concurrent update of it has
 * committed, so the count never passes the capacity. When no place is left the transaction is
 * rolled back, the registration row with it. Lock order: the registration row (and a key-share lock
 * on the event by its foreign key), then the event's row; key-share does not conflict with the
 * count's update, so two registrations never wait on each other in a circle.
 *
 * A cancelled event (`cancelled_at`, set in the back office: club-admin.server.ts) is in no list
 * and takes no registration; the guarded update checks it too, so a registration racing the
 * cancellation either committed first (and its member is e-mailed with the others) or is refused.
 */
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { cities, clubEventRegistrations, clubEvents, stores } from "#app/db/schema";
import { TR_DATE, TR_DATE_WEEKDAY, TR_TIME } from "#app/lib/dates";
import { REGISTRATION_OUTCOMES, type ClubEventView, type RegistrationOutcome } from "./club-events";

/** The most upcoming events a page or the call lists. */
export const UPCOMING_LIMIT = 50;

const eventColumns = {
  id: clubEvents.id,
  title: clubEvents.title,
  description: clubEvents.description,
  startsAt: clubEvents.startsAt,
  capacity: clubEvents.capacity,
  registeredCount: clubEvents.registeredCount,
  cancelledAt: clubEvents.cancelledAt,
  storeName: stores.name,
  storeAddress: stores.address,
  cityName: cities.name,
};

type EventRow = {
  id: number;
  title: string;
  description: string;
  startsAt: Date;
  capacity: number;
  registeredCount: number;
  cancelledAt: Date | null;
  storeName: string | null;
  storeAddress: string | null;
  cityName: string | null;
  registered: boolean;
};

/** The events with their store and city, and whether `userId` is registered (a guest, null, never is: ids start at 1). */
function eventQuery(db: Db, userId: number | null) {
  return db
    .select({ ...eventColumns, registered: sql<boolean>`${clubEventRegistrations.userId} is not null` })
    .from(clubEvents)
    .leftJoin(stores, eq(stores.id, clubEvents.storeId))
    .leftJoin(cities, eq(cities.id, sql`coalesce(${clubEvents.cityId}, ${stores.cityId})`))
    .leftJoin(
      clubEventRegistrations,
      and(eq(clubEventRegistrations.eventId, clubEvents.id), eq(clubEventRegistrations.userId, userId ?? 0)),
    );
}

function viewOf(row: EventRow): ClubEventView {
  const { capacity, registeredCount } = row;
  const parts = Object.fromEntries(TR_DATE.formatToParts(row.startsAt).map((p) => [p.type, p.value]));
  const placesLeft = Math.max(0, capacity - registeredCount);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    dateText: TR_DATE_WEEKDAY.format(row.startsAt),
    timeText: TR_TIME.format(row.startsAt),
    day: parts.day ?? "",
    monthShort: (parts.month ?? "").slice(0, 3),
    storeName: row.storeName,
    storeAddress: row.storeAddress,
    cityName: row.cityName,
    capacity,
    registeredCount,
    placesLeft,
    full: placesLeft === 0,
    registered: Boolean(row.registered),
  };
}

/** The events still to come (not cancelled), soonest first. */
export async function listUpcomingEvents(db: Db, userId: number | null, now = new Date()): Promise<ClubEventView[]> {
  const rows = await eventQuery(db, userId)
    .where(and(gt(clubEvents.startsAt, now), isNull(clubEvents.cancelledAt)))
    .orderBy(asc(clubEvents.startsAt), asc(clubEvents.id))
    .limit(UPCOMING_LIMIT);
  return rows.map(viewOf);
}

/** One event, past or to come, and whether it was cancelled; null when there is none. */
async function loadEvent(db: Db, eventId: number, userId: number | null): Promise<{ view: ClubEventView; cancelled: boolean } | null> {
  const [row] = await eventQuery(db, userId).where(eq(clubEvents.id, eventId));
  return row ? { view: viewOf(row), cancelled: row.cancelledAt != null } : null;
}

/** One event still to come; null when there is none (or it is over, or cancelled). */
export async function findUpcomingEvent(db: Db, eventId: number, userId: number | null, now = new Date()): Promise<ClubEventView | null> {
  const event = await loadEvent(db, eventId, userId);
  return event && !event.cancelled && new Date(event.view.startsAt) > now ? event.view : null;
}

export type RegistrationResult =
  | { ok: true; message: string; event: ClubEventView }
  | { ok: false; code: Exclude<RegistrationOutcome, "alindi" | "giris">; reason: string; status: 404 | 409; event: ClubEventView | null };

const refusal = (code: Exclude<RegistrationOutcome, "alindi" | "giris">, event: ClubEventView | null): RegistrationResult => ({
  ok: false,
  code,
  reason: REGISTRATION_OUTCOMES[code],
  status: code === "yok" ? 404 : 409,
  event,
});

/** Rolls the registration back: no place was left, or the event started or was cancelled meanwhile. */
class NoPlace extends Error {
  constructor(readonly code: "dolu" | "gecmis" | "iptal") {
    super(code);
  }
}

/**
 * Registers the member for the event: once (a second time says they are already registered),
 * only while it is to come and has a place left (see the file's comment).
 */
export async function registerForEvent(db: Db, userId: number, eventId: number, now = new Date()): Promise<RegistrationResult> {
  const found = await loadEvent(db, eventId, userId);
  if (!found) return refusal("yok", null);
  if (found.cancelled) return refusal("iptal", null);
  const before = found.view;
  if (new Date(before.startsAt) <= now) return refusal("gecmis", before);
  if (before.registered) return refusal("zaten", before);
  if (before.full) return refusal("dolu", before);
  let fresh: boolean;
  try {
    fresh = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(clubEventRegistrations)
        .values({ eventId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ eventId: clubEventRegistrations.eventId });
      if (inserted.length === 0) return false;
      const taken = await tx
        .update(clubEvents)
        .set({ registeredCount: sql`${clubEvents.registeredCount} + 1` })
        .where(
          and(
            eq(clubEvents.id, eventId),
            sql`${clubEvents.registeredCount} < ${clubEvents.capacity}`,
            gt(clubEvents.startsAt, now),
            isNull(clubEvents.cancelledAt),
          ),
        )
        .returning({ id: clubEvents.id });
      if (taken.length === 0) {
        const [event] = await tx
          .select({ startsAt: clubEvents.startsAt, cancelledAt: clubEvents.cancelledAt })
          .from(clubEvents)
          .where(eq(clubEvents.id, eventId));
        throw new NoPlace(event?.cancelledAt ? "iptal" : event && event.startsAt <= now ? "gecmis" : "dolu");
      }
      return true;
    });
  } catch (error) {
    if (error instanceof NoPlace)
      return refusal(error.code, error.code === "iptal" ? null : ((await loadEvent(db, eventId, userId))?.view ?? null));
    throw error;
  }
  const after = (await loadEvent(db, eventId, userId))?.view;
  if (!fresh) return refusal("zaten", after ?? null);
  return { ok: true, message: REGISTRATION_OUTCOMES.alindi, event: after! };
}
