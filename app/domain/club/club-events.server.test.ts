import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { cities, clubEventRegistrations, clubEvents, stores, users } from "#app/db/schema";
import { EVENT_ALREADY_REGISTERED, EVENT_FULL, EVENT_NOT_FOUND, EVENT_PAST, EVENT_REGISTERED } from "./club-events";
import { findUpcomingEvent, listUpcomingEvents, registerForEvent } from "./club-events.server";

const HOUR = 3_600_000;
let db: Db;
let close: () => Promise<void>;
let members: number[];
let storeId: number;

const addEvent = async (values: { title: string; inHours: number; capacity: number; registeredCount?: number; store?: boolean }) => {
  const [row] = await db
    .insert(clubEvents)
    .values({
      title: values.title,
      description: "Açıklama",
      storeId: values.store === false ? null : storeId,
      cityId: values.store === false ? 6 : null,
      startsAt: new Date(Date.now() + values.inHours * HOUR),
      capacity: values.capacity,
      registeredCount: values.registeredCount ?? 0,
    })
    .returning({ id: clubEvents.id });
  return row.id;
};
const countOf = async (id: number) =>
  (await db.select({ n: clubEvents.registeredCount }).from(clubEvents).where(eq(clubEvents.id, id)))[0].n;
const rowsOf = async (id: number) => (await db.select().from(clubEventRegistrations).where(eq(clubEventRegistrations.eventId, id))).length;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insert(cities).values([
    { id: 34, name: "İstanbul", sortKey: "istanbul" },
    { id: 6, name: "Ankara", sortKey: "ankara" },
  ]);
  [{ id: storeId }] = await db
    .insert(stores)
    .values({
      code: "KDK",
      name: "Kadıköy Bahariye Mağazası",
      sefUrl: "kadikoy",
      cityId: 34,
      address: "Bahariye Caddesi No: 45",
      phone: "02161234567",
      lat: 40.98,
      lon: 29.02,
    })
    .returning({ id: stores.id });
  members = (
    await db
      .insert(users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({ email: `uye${i}@example.com`, passwordHash: "x", firstname: "Üye", lastname: `No${i}` })),
      )
      .returning({ id: users.id })
  ).map((r) => r.id);
});
afterAll(() => close?.());

describe("club events", () => {
  it("lists the events to come, soonest first, in Turkish, with the store, city and places left", async () => {
    const later = await addEvent({ title: "Masal Saati", inHours: 72, capacity: 10, registeredCount: 4 });
    const sooner = await addEvent({ title: "Bebek Masajı", inHours: 30, capacity: 5, store: false });
    const past = await addEvent({ title: "Geçmiş Atölye", inHours: -2, capacity: 5 });
    const list = await listUpcomingEvents(db, null);
    const ids = list.map((e) => e.id);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(past);
    const masal = list.find((e) => e.id === later)!;
    expect(masal).toMatchObject({
      title: "Masal Saati",
      storeName: "Kadıköy Bahariye Mağazası",
      storeAddress: "Bahariye Caddesi No: 45",
      cityName: "İstanbul",
      capacity: 10,
      registeredCount: 4,
      placesLeft: 6,
      full: false,
      registered: false,
    });
    expect(masal.dateText).toMatch(
      /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} (Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar)$/,
    );
    expect(masal.timeText).toMatch(/^\d{2}:\d{2}$/);
    expect(list.find((e) => e.id === sooner)).toMatchObject({ storeName: null, cityName: "Ankara" });
    expect(await findUpcomingEvent(db, later, null)).toMatchObject({ id: later });
    expect(await findUpcomingEvent(db, past, null)).toBeNull();
    expect(await findUpcomingEvent(db, 999_999, null)).toBeNull();
  });

  it("registers a member once: a second call says so and the count stays", async () => {
    const id = await addEvent({ title: "Resim Atölyesi", inHours: 48, capacity: 3 });
    const first = await registerForEvent(db, members[0], id);
    expect(first).toMatchObject({
      ok: true,
      message: EVENT_REGISTERED,
      event: { id, registeredCount: 1, placesLeft: 2, registered: true },
    });
    expect(await registerForEvent(db, members[0], id)).toMatchObject({
      ok: false,
      code: "zaten",
      reason: EVENT_ALREADY_REGISTERED,
      status: 409,
    });
    expect(await countOf(id)).toBe(1);
    expect(await rowsOf(id)).toBe(1);
    expect((await listUpcomingEvents(db, members[0])).find((e) => e.id === id)?.registered).toBe(true);
    expect((await listUpcomingEvents(db, members[1])).find((e) => e.id === id)?.registered).toBe(false);
  });

  it("says when the event is full, is over or does not exist", async () => {
    const full = await addEvent({ title: "Dolu Atölye", inHours: 48, capacity: 2, registeredCount: 2 });
    expect(await registerForEvent(db, members[1], full)).toMatchObject({
      ok: false,
      code: "dolu",
      reason: EVENT_FULL,
      status: 409,
      event: { full: true, placesLeft: 0 },
    });
    const past = await addEvent({ title: "Dünkü Atölye", inHours: -24, capacity: 20 });
    expect(await registerForEvent(db, members[1], past)).toMatchObject({ ok: false, code: "gecmis", reason: EVENT_PAST });
    expect(await registerForEvent(db, members[1], 999_999)).toEqual({
      ok: false,
      code: "yok",
      reason: EVENT_NOT_FOUND,
      status: 404,
      event: null,
    });
    expect(await countOf(full)).toBe(2);
    expect(await rowsOf(full)).toBe(0);
    expect(await rowsOf(past)).toBe(0);
  });

  it("never passes the capacity, however many ask at once (each member counted once)", async () => {
    const id = await addEvent({ title: "Minik Şefler", inHours: 48, capacity: 4 });
    // Every member twice, all at once.
    const results = await Promise.all([...members, ...members].map((m) => registerForEvent(db, m, id)));
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && (r.code === "dolu" || r.code === "zaten"))).toBe(true);
    expect(await countOf(id)).toBe(4);
    expect(await rowsOf(id)).toBe(4);
  });
});
