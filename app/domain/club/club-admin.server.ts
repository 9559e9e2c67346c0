/**
 * The parents' club events in the back office (/yonetim/kulup; permission
 * club.write): the list, one event to edit, saving a new or changed one, calling one off, and the
 * members registered for one (the page and its CSV file).
 *
 * Who may touch which event (permissions.ts): an owner every event; a store manager only the
 * events of their own store: their list holds those alone, another event's id is answered as one
 * that does not exist (404, nothing said about it), and an event held in a city but no store is
 * the owner's to make and change.
 *
 * Every change is one transaction with one audit row ('club.event.create' | 'club.event.update' |
 * 'club.event.cancel', before and after holding only the changed fields); downloading the
 * registrations writes one too ('club.event.export': who took which event's personal data, and
 * how many rows, never the data itself). The event's row is locked first (FOR UPDATE), so a
 * registration (club-events.server.ts: its foreign key's key-share lock, then the guarded count)
 * waits for the change and then sees it: the capacity is never set below the places taken, and
 * a registration racing a cancellation is either in the cancellation's e-mails or refused.
 *
 * Decisions:
 *   - Cancelling marks the event (`cancelled_at`) and keeps its registrations, for the record. It
 *     leaves the shop's lists at once, takes no registration and sends no reminder; every
 *     registered member is e-mailed in the same transaction (the outbox, as every message of the
 *     shop: the e-mails exist exactly when the cancellation does). A past event is not cancelled.
 *   - Moving an event (another day, time or place) e-mails its registered members the new time and
 *     place in the same transaction, and a new time clears their reminders, so the SMS goes out
 *     again a day before the new time. A new or moved time must lie ahead; a past event's other
 *     fields may still be corrected. A cancelled event is no longer changed.
 *   - The capacity is never below `registered_count`, the places taken (the number the shop's
 *     registration holds against).
 *   - The shop reads events fresh (the club page and its calls are never cached): a change shows at
 *     once.
 */
import { and, asc, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "#app/db/client.server";
import { cities, clubEventRegistrations, clubEvents, stores } from "#app/db/schema";
import { recordAudit } from "#app/domain/audit/audit.server";
import { changedOnly } from "#app/domain/audit/audit-entry";
import { can, storeScope, type ManagerAccess } from "#app/domain/permissions/permissions";
import { recordMessages } from "#app/domain/notifications/messages.server";
import { ownConsentStands } from "#app/domain/notifications/consent.server";
import { TR_DATE_TIME } from "#app/lib/dates";
import { formatPhone } from "#app/lib/phone";
import { turkishCollator } from "#app/lib/turkish";
import {
  cancellationEmail,
  EVENT_ADMIN_NOT_FOUND,
  EVENT_ALREADY_CANCELLED,
  EVENT_CANCEL_PAST,
  EVENT_CITY_RULE,
  EVENT_CREATE_DENIED,
  EVENT_STARTS_FUTURE,
  EVENT_STORE_RULE,
  eventCapacityBelowRegistered,
  newEventEmail,
  rescheduleEmail,
} from "./club-admin.messages";
import { eventPlace, eventWhenText } from "./club-events";
import type { ClubEventInput } from "./club-event-form";
import { clubTabUrl } from "./club-tabs";

export type Actor = { id: number } & ManagerAccess;
type Row = typeof clubEvents.$inferSelect;

/** The most events each part of the list shows. */
export const EVENT_LIST_LIMIT = 200;
/** The most registrations one event's page and file hold (above any capacity: club-event-form.ts). */
export const REGISTRATIONS_LIMIT = 10_000;

export type ClubEventListItem = {
  id: number;
  title: string;
  startsAt: string;
  /** '12 Mart 2026 Perşembe, saat 11:00'. */
  whenText: string;
  place: string;
  capacity: number;
  registeredCount: number;
  cancelled: boolean;
  /** The store it is held in; null for an event held in a city. */
  storeId: number | null;
};

const listColumns = {
  id: clubEvents.id,
  title: clubEvents.title,
  startsAt: clubEvents.startsAt,
  capacity: clubEvents.capacity,
  registeredCount: clubEvents.registeredCount,
  cancelledAt: clubEvents.cancelledAt,
  storeId: clubEvents.storeId,
  storeName: stores.name,
  cityName: cities.name,
};
type ListRow = Pick<Row, "id" | "title" | "startsAt" | "capacity" | "registeredCount" | "cancelledAt" | "storeId"> & {
  storeName: string | null;
  cityName: string | null;
};

const listItem = (r: ListRow): ClubEventListItem => ({
  id: r.id,
  title: r.title,
  startsAt: r.startsAt.toISOString(),
  whenText: eventWhenText(r.startsAt),
  place: eventPlace(r),
  capacity: r.capacity,
  registeredCount: r.registeredCount,
  cancelled: r.cancelledAt != null,
  storeId: r.storeId,
});

/** The events with their store and city (the event's own city, else its store's), as the shop shows the place. */
const eventsWithPlace = (db: Db | Tx) =>
  db
    .select(listColumns)
    .from(clubEvents)
    .leftJoin(stores, eq(stores.id, clubEvents.storeId))
    .leftJoin(cities, eq(cities.id, sql`coalesce(${clubEvents.cityId}, ${stores.cityId})`));

/** Only what this manager may see: a store manager's store's events (none without a store). */
function scopeCondition(manager: ManagerAccess) {
  if (manager.role !== "store") return undefined;
  const scope = storeScope(manager);
  return scope == null ? sql`false` : eq(clubEvents.storeId, scope);
}

/** The events this manager may manage: to come (cancelled ones marked, soonest first) and past (latest first). */
export async function listClubEventsFor(
  db: Db,
  manager: ManagerAccess,
  now = new Date(),
): Promise<{ upcoming: ClubEventListItem[]; past: ClubEventListItem[] }> {
  const scope = scopeCondition(manager);
  const [upcoming, past] = await Promise.all([
    eventsWithPlace(db)
      .where(and(gt(clubEvents.startsAt, now), scope))
      .orderBy(asc(clubEvents.startsAt), asc(clubEvents.id))
      .limit(EVENT_LIST_LIMIT),
    eventsWithPlace(db)
      .where(and(lte(clubEvents.startsAt, now), scope))
      .orderBy(desc(clubEvents.startsAt), desc(clubEvents.id))
      .limit(EVENT_LIST_LIMIT),
  ]);
  return { upcoming: upcoming.map(listItem), past: past.map(listItem) };
}

/**
 * One event with its place, when this manager may manage it: null for an unknown one and another
 * store's alike. `members`: how many registrations it holds (the members a cancellation e-mails).
 */
export async function clubEventFor(
  db: Db,
  manager: ManagerAccess,
  id: number,
): Promise<(ClubEventListItem & { row: Row; members: number }) | null> {
  const [found] = await db
    .select({
      row: clubEvents,
      storeName: stores.name,
      cityName: cities.name,
      members: sql<number>`(SELECT count(*)::int FROM club_event_registrations r WHERE r.event_id = ${clubEvents.id})`,
    })
    .from(clubEvents)
    .leftJoin(stores, eq(stores.id, clubEvents.storeId))
    .leftJoin(cities, eq(cities.id, sql`coalesce(${clubEvents.cityId}, ${stores.cityId})`))
    .where(eq(clubEvents.id, id));
  if (!found || !can(manager, "club.write", { storeId: found.row.storeId })) return null;
  return {
    ...listItem({ ...found.row, storeName: found.storeName, cityName: found.cityName }),
    row: found.row,
    members: Number(found.members),
  };
}

export type Choice = { id: number; name: string };

/**
 * The stores an event may be held in, for this manager: an owner's every active store (and the
 * event's own, if it was closed since), by city then name; a store manager's their own.
 */
export async function eventStoreChoices(db: Db, manager: ManagerAccess, current: number | null = null): Promise<Choice[]> {
  const scope = storeScope(manager);
  if (manager.role === "store" && scope == null) return [];
  const rows = await db
    .select({ id: stores.id, name: stores.name, city: cities.name, active: stores.active })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(scope != null ? eq(stores.id, scope) : undefined)
    .limit(2_000);
  return rows
    .filter((s) => s.active || s.id === current)
    .sort((a, b) => turkishCollator.compare(a.city, b.city) || turkishCollator.compare(a.name, b.name))
    .map((s) => ({ id: s.id, name: `${s.city} · ${s.name}` }));
}

/** Whether this manager may hold an event in a city with no store (owners). */
export const mayHoldCityEvents = (manager: ManagerAccess) => can(manager, "club.write", { storeId: null });

export type ClubEventChange =
  { ok: true; id: number; notified: number } | { ok: false; status: 403 | 404 | 409 | 422; reason: string; field?: string };

const refuse = (status: 403 | 404 | 409 | 422, reason: string, field?: string): ClubEventChange => ({ ok: false, status, reason, field });

const FIELDS = ["title", "description", "storeId", "cityId", "startsAt", "capacity"] as const;
type Columns = Pick<Row, (typeof FIELDS)[number]>;
/** What the audit log keeps of an event. */
const snapshot = (c: Columns): Record<string, unknown> => ({
  ...Object.fromEntries(FIELDS.map((f) => [f, c[f]])),
  startsAt: c.startsAt.toISOString(),
});

/** Where the event is held, checked against what this manager may use: the columns, or a refusal. */
async function placeOf(tx: Tx, actor: Actor, input: ClubEventInput): Promise<{ storeId: number | null; cityId: number } | ClubEventChange> {
  if (input.storeId != null) {
    // Another store's id is answered as a store that is not in the list (nothing said about it).
    if (!can(actor, "club.write", { storeId: input.storeId })) return refuse(422, EVENT_STORE_RULE, "storeId");
    const [store] = await tx.select({ cityId: stores.cityId }).from(stores).where(eq(stores.id, input.storeId));
    if (!store) return refuse(422, EVENT_STORE_RULE, "storeId");
    // The event's city is its store's (the shop shows the event's own city first).
    return { storeId: input.storeId, cityId: store.cityId };
  }
  if (!mayHoldCityEvents(actor)) return refuse(403, EVENT_CREATE_DENIED, "storeId");
  const [city] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.id, input.cityId ?? 0));
  if (!city) return refuse(422, EVENT_CITY_RULE, "cityId");
  return { storeId: null, cityId: city.id };
}

type Registered = { firstname: string; email: string };

/** The members registered for an event who can still be written to (not erased). */
const registeredMembers = (tx: Tx, eventId: number) =>
  queryRows<Registered>(
    tx as unknown as Db,
    sql`SELECT u.firstname, u.email FROM club_event_registrations r JOIN users u ON u.id = r.user_id
        WHERE r.event_id = ${eventId} AND u.erased_at IS NULL ORDER BY r.created_at, r.user_id`,
  );

/** E-mails every registered member (in the change's transaction); how many were written to. */
async function tellRegistered(tx: Tx, eventId: number, mail: (member: Registered) => { subject: string; body: string }): Promise<number> {
  const members = await registeredMembers(tx, eventId);
  await recordMessages(
    tx,
    members.map((m) => ({ kind: "club.eventChanged" as const, channel: "email" as const, to: m.email, ...mail(m), data: { eventId } })),
  );
  return members.length;
}

type Announced = { id: number; firstname: string; email: string };

/**
 * The club members of the event's city whose latest record about their e-mail address is their own
 * consent to commercial e-mail (consent.server.ts ownConsentStands; the delivery job asks again for
 * each one as it leaves).
 */
const consentingMembersOf = (tx: Tx, cityId: number) =>
  queryRows<Announced>(
    tx as unknown as Db,
    sql`SELECT u.id, u.firstname, u.email FROM club_members m JOIN users u ON u.id = m.user_id
        WHERE m.city_id = ${cityId} AND u.erased_at IS NULL AND ${ownConsentStands("email", sql`u.id`, sql`u.email`)}
        ORDER BY u.id`,
  );

/** A new event, announced in its transaction to the consenting members of its city; how many were written to. */
async function announceNewEvent(tx: Tx, event: Row, origin: string): Promise<number> {
  if (event.cityId == null) return 0;
  const members = await consentingMembersOf(tx, event.cityId);
  if (members.length === 0) return 0;
  const about = {
    title: event.title,
    description: event.description,
    when: eventWhenText(event.startsAt),
    place: await placeText(tx, event.id),
    eventsUrl: `${origin}${clubTabUrl("etkinlikler")}`,
  };
  await recordMessages(
    tx,
    members.map((m) => ({
      kind: "club.newEvent" as const,
      channel: "email" as const,
      to: m.email,
      userId: m.id,
      ...newEventEmail({ firstname: m.firstname, ...about }),
      data: { eventId: event.id },
      dedupeKey: `club.newEvent:${event.id}:${m.id}`,
    })),
  );
  return members.length;
}

/** The event's place as the shop writes it ('Minik Dünya Kadıköy, İstanbul'). */
async function placeText(tx: Tx, eventId: number): Promise<string> {
  const [found] = await eventsWithPlace(tx).where(eq(clubEvents.id, eventId));
  return found ? eventPlace(found) : "";
}

type Context = { now?: Date; origin: string };

/** Creates (id null) or changes an event this manager may manage; one audit row (see the module comment). */
export async function saveClubEvent(
  db: Db,
  actor: Actor,
  id: number | null,
  input: ClubEventInput,
  { now = new Date(), origin }: Context,
): Promise<ClubEventChange> {
  return db.transaction(async (tx): Promise<ClubEventChange> => {
    const before = id == null ? null : ((await tx.select().from(clubEvents).where(eq(clubEvents.id, id)).for("update"))[0] ?? null);
    if (id != null && (!before || !can(actor, "club.write", { storeId: before.storeId }))) return refuse(404, EVENT_ADMIN_NOT_FOUND);
    if (before?.cancelledAt) return refuse(409, EVENT_ALREADY_CANCELLED);
    const place = await placeOf(tx, actor, input);
    if ("ok" in place) return place;
    const values: Columns = {
      title: input.title,
      description: input.description,
      ...place,
      startsAt: input.startsAt,
      capacity: input.capacity,
    };
    const moved = !before || before.startsAt.getTime() !== values.startsAt.getTime();
    if (moved && values.startsAt <= now) return refuse(422, EVENT_STARTS_FUTURE, "startsAt");
    if (!before) {
      const [row] = await tx.insert(clubEvents).values(values).returning();
      const notified = await announceNewEvent(tx, row, origin);
      await recordAudit(tx, actor, {
        action: "club.event.create",
        entity: { type: "clubEvent", id: row.id },
        before: null,
        after: notified > 0 ? { ...snapshot(row), notified } : snapshot(row),
        summary: `Kulüp etkinliği eklendi: ${row.title}`,
      });
      return { ok: true, id: row.id, notified };
    }
    if (values.capacity < before.registeredCount) return refuse(422, eventCapacityBelowRegistered(before.registeredCount), "capacity");
    const diff = changedOnly(snapshot(before), snapshot(values));
    if (diff.keys.length === 0) return { ok: true, id: before.id, notified: 0 };
    await tx.update(clubEvents).set(values).where(eq(clubEvents.id, before.id));
    let notified = 0;
    if (moved || before.storeId !== values.storeId || before.cityId !== values.cityId) {
      // Reminders already sent named the old time: they go out again before the new one.
      if (moved) await tx.update(clubEventRegistrations).set({ remindedAt: null }).where(eq(clubEventRegistrations.eventId, before.id));
      const where = {
        title: values.title,
        when: eventWhenText(values.startsAt),
        place: await placeText(tx, before.id),
        eventsUrl: `${origin}${clubTabUrl("etkinlikler")}`,
      };
      notified = await tellRegistered(tx, before.id, (m) => rescheduleEmail({ firstname: m.firstname, ...where }));
    }
    await recordAudit(tx, actor, {
      action: "club.event.update",
      entity: { type: "clubEvent", id: before.id },
      before: diff.before,
      after: notified > 0 ? { ...diff.after, notified } : diff.after,
      summary: `Kulüp etkinliği güncellendi: ${values.title} (${diff.keys.join(", ")})`,
    });
    return { ok: true, id: before.id, notified };
  });
}

/** Calls an event off: marked cancelled, its registered members e-mailed, one audit row (see the module comment). */
export async function cancelClubEvent(db: Db, actor: Actor, id: number, { now = new Date(), origin }: Context): Promise<ClubEventChange> {
  return db.transaction(async (tx): Promise<ClubEventChange> => {
    const [event] = await tx.select().from(clubEvents).where(eq(clubEvents.id, id)).for("update");
    if (!event || !can(actor, "club.write", { storeId: event.storeId })) return refuse(404, EVENT_ADMIN_NOT_FOUND);
    if (event.cancelledAt) return refuse(409, EVENT_ALREADY_CANCELLED);
    if (event.startsAt <= now) return refuse(409, EVENT_CANCEL_PAST);
    await tx
      .update(clubEvents)
      .set({ cancelledAt: now })
      .where(and(eq(clubEvents.id, id), isNull(clubEvents.cancelledAt)));
    const what = {
      title: event.title,
      when: eventWhenText(event.startsAt),
      place: await placeText(tx, id),
      eventsUrl: `${origin}${clubTabUrl("etkinlikler")}`,
    };
    const notified = await tellRegistered(tx, id, (m) => cancellationEmail({ firstname: m.firstname, ...what }));
    await recordAudit(tx, actor, {
      action: "club.event.cancel",
      entity: { type: "clubEvent", id },
      before: { cancelledAt: null, registrations: event.registeredCount },
      after: { cancelledAt: now.toISOString(), registrations: event.registeredCount, notified },
      summary: `Kulüp etkinliği iptal edildi: ${event.title} (${notified} üyeye e-posta)`,
    });
    return { ok: true, id, notified };
  });
}

export type RegistrationRow = {
  userId: number;
  name: string;
  email: string;
  /** '(532) 123 45 67', or '' when the member gave none (the account's phone, else the club membership's). */
  phone: string;
  /** The children of the member's club membership, else of their account: 'Elif (14.05.2023), Can (02.01.2021)'. */
  children: string;
  registeredAt: string;
  /** '24 Kasım 2026 14:05' (Türkiye's time). */
  registeredText: string;
};

type RawRegistration = {
  user_id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  children: { name: string; birth: string }[] | null;
  created_at: Date | string;
};

/** '2023-05-14' → '14.05.2023'. */
const dottedDay = (iso: string) => iso.split("-").reverse().join(".");

/** One member's children as a cell: 'Elif (14.05.2023), Can (02.01.2021)'. */
export const childrenText = (children: { name: string; birth: string }[] | null) =>
  (children ?? []).map((c) => `${c.name} (${dottedDay(c.birth)})`).join(", ");

/**
 * The members registered for an event, first registered first: name, e-mail, phone and children.
 * The phone and children come from the member's club membership (joined while signed in, or with
 * the account's e-mail, as the reminder finds a phone), else from the account (its phone, the
 * children of Çocuk Bilgilerim).
 */
async function readRegistrations(db: Db | Tx, eventId: number): Promise<RegistrationRow[]> {
  const rows = await queryRows<RawRegistration>(
    db as Db,
    sql`
      SELECT r.user_id, u.firstname, u.lastname, u.email, coalesce(u.phone, m.phone) AS phone, r.created_at,
        coalesce(
          (SELECT json_agg(json_build_object('name', c.name, 'birth', c.birth_date::text) ORDER BY c.birth_date, c.id) FROM club_children c WHERE c.member_id = m.id),
          (SELECT json_agg(json_build_object('name', k.name, 'birth', make_date(k.birth_year, k.birth_month, k.birth_day)::text) ORDER BY k.birth_year, k.birth_month, k.birth_day, k.id) FROM kids k WHERE k.user_id = u.id)
        ) AS children
      FROM club_event_registrations r
      JOIN users u ON u.id = r.user_id
      LEFT JOIN LATERAL (
        SELECT cm.id, cm.phone FROM club_members cm WHERE cm.user_id = u.id OR cm.email = u.email ORDER BY (cm.user_id = u.id) DESC, cm.id LIMIT 1
      ) m ON true
      WHERE r.event_id = ${eventId}
      ORDER BY r.created_at, r.user_id
      LIMIT ${REGISTRATIONS_LIMIT}`,
  );
  return rows.map((r) => {
    const at = new Date(r.created_at);
    return {
      userId: r.user_id,
      name: `${r.firstname} ${r.lastname}`.trim(),
      email: r.email,
      phone: r.phone ? formatPhone(r.phone) : "",
      children: childrenText(r.children),
      registeredAt: at.toISOString(),
      registeredText: TR_DATE_TIME.format(at),
    };
  });
}

/** An event's registrations, when this manager may manage the event; null for an unknown one and another store's alike. */
export async function eventRegistrationsFor(
  db: Db,
  manager: ManagerAccess,
  id: number,
): Promise<{ event: ClubEventListItem; rows: RegistrationRow[] } | null> {
  const found = await clubEventFor(db, manager, id);
  if (!found) return null;
  const { row: _row, members: _members, ...event } = found;
  return { event, rows: await readRegistrations(db, id) };
}

/**
 * The registrations to download, and the audit row saying who took which event's personal data and
 * how many rows, in one transaction (the file is handed out only once its row is written).
 */
export async function exportClubEventRegistrations(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ event: ClubEventListItem; rows: RegistrationRow[] } | null> {
  const found = await clubEventFor(db, actor, id);
  if (!found) return null;
  const { row: _row, members: _members, ...event } = found;
  const rows = await db.transaction(async (tx) => {
    const read = await readRegistrations(tx, id);
    await recordAudit(tx, actor, {
      action: "club.event.export",
      entity: { type: "clubEvent", id },
      before: null,
      after: { registrations: read.length },
      summary: `Etkinlik kayıtları CSV olarak indirildi: ${event.title} (${read.length} kayıt)`,
    });
    return read;
  });
  return { event, rows };
}
