/**
 * Club events in the back office on a real database: the form's schema (Turkish messages, Türkiye's
 * time), creating and changing with one audit row of the changed fields, the capacity never below
 * the places taken, a new or moved time ahead, the store scope of a store manager, cancelling
 * (marked, gone from the shop, no registration, no reminder, every member e-mailed once), a moved
 * event's e-mails and reminders, and the registrations with their CSV file and its audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import {
  auditLog,
  cities,
  clubChildren,
  clubEventRegistrations,
  clubEvents,
  clubMembers,
  consents,
  kids,
  managers,
  outbox,
  stores,
  users,
} from "#app/db/schema";
import { istanbulInputValue } from "#app/lib/dates";
import {
  EVENT_ADMIN_NOT_FOUND,
  EVENT_ALREADY_CANCELLED,
  EVENT_CANCEL_PAST,
  EVENT_CAPACITY_RULE,
  EVENT_CREATE_DENIED,
  EVENT_PLACE_RULE,
  EVENT_STARTS_FUTURE,
  EVENT_STARTS_RULE,
  EVENT_STORE_RULE,
  EVENT_TITLE_RULE,
  eventCapacityBelowRegistered,
} from "./club-admin.messages";
import {
  cancelClubEvent,
  clubEventFor,
  eventRegistrationsFor as registrationsOf,
  eventStoreChoices,
  exportClubEventRegistrations,
  listClubEventsFor,
  saveClubEvent,
} from "./club-admin.server";
import { clubEventSchema, type ClubEventInput } from "./club-event-form";
import { registrationsCsv, registrationsFileName } from "./club-event-export";
import { EVENT_CANCELLED } from "./club-events";
import { findUpcomingEvent, listUpcomingEvents, registerForEvent } from "./club-events.server";
import { remindClubEvents } from "./club-reminders.server";

const DAY = 86_400_000;
const ORIGIN = "https://www.example.com";
let db: Db;
let close: () => Promise<void>;
let kadikoy = 0;
let cankaya = 0;
let owner: { id: number; role: "owner"; storeId: null };
let storeManager: { id: number; role: "store"; storeId: number };
let members: number[] = [];

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insert(cities).values([
    { id: 34, name: "İstanbul", sortKey: "istanbul" },
    { id: 6, name: "Ankara", sortKey: "ankara" },
  ]);
  [{ id: kadikoy }, { id: cankaya }] = await db
    .insert(stores)
    .values([
      {
        code: "MD3401",
        name: "Kadıköy",
        sefUrl: "kadikoy",
        cityId: 34,
        address: "Moda Cad. No 1",
        phone: "02160000000",
        lat: 40.99,
        lon: 29.03,
      },
      {
        code: "MD0601",
        name: "Çankaya",
        sefUrl: "cankaya",
        cityId: 6,
        address: "Tunalı Hilmi Cad. 5",
        phone: "03120000000",
        lat: 39.9,
        lon: 32.86,
      },
    ])
    .returning({ id: stores.id });
  const [a, b] = await db
    .insert(managers)
    .values([
      { email: "sahip@example.com", name: "Sahip Bey", passwordHash: "x", role: "owner" },
      { email: "magaza@example.com", name: "Mağaza Hanım", passwordHash: "x", role: "store", storeId: kadikoy },
    ])
    .returning({ id: managers.id });
  owner = { id: a.id, role: "owner", storeId: null };
  storeManager = { id: b.id, role: "store", storeId: kadikoy };
  members = (
    await db
      .insert(users)
      .values([
        { email: "ayse@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Yılmaz", phone: "05321234567" },
        { email: "=cmd@example.com", passwordHash: "x", firstname: '=HYPERLINK("x")', lastname: "Saldırgan" },
        { email: "ilker@example.com", passwordHash: "x", firstname: "İlker", lastname: "Çağ" },
      ])
      .returning({ id: users.id })
  ).map((r) => r.id);
  // Ayşe's children come from her club membership; İlker has none there, but one on his account.
  const [membership] = await db
    .insert(clubMembers)
    .values({
      userId: members[0],
      firstname: "Ayşe",
      lastname: "Yılmaz",
      email: "ayse@example.com",
      phone: "05321234567",
      agreementAcceptedAt: new Date(),
    })
    .returning({ id: clubMembers.id });
  await db.insert(clubChildren).values([
    { memberId: membership.id, name: "Elif", birthDate: "2023-05-14" },
    { memberId: membership.id, name: "Can", birthDate: "2021-01-02" },
  ]);
  await db.insert(kids).values({ userId: members[2], name: "Deniz", birthDay: 3, birthMonth: 9, birthYear: 2022 });
});
afterAll(async () => close?.());

const typed = (over: Record<string, string> = {}) => ({
  title: "Masal Saati",
  description: "3-6 yaş çocuklar için masal saati.",
  storeId: String(kadikoy),
  cityId: "",
  startsAt: istanbulInputValue(new Date(Date.now() + 5 * DAY)),
  capacity: "3",
  ...over,
});
const input = (over: Record<string, string> = {}): ClubEventInput => clubEventSchema.parse(typed(over));
const context = { origin: ORIGIN };
const audits = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "clubEvent"), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
const eventRow = async (id: number) => (await db.select().from(clubEvents).where(eq(clubEvents.id, id)))[0];
const mailsTo = async (email: string) =>
  (
    await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.channel, "email")))
  ).map((m) => m.subject);
const created = async (over: Record<string, string> = {}, actor: typeof owner | typeof storeManager = owner) => {
  const saved = await saveClubEvent(db, actor, null, input(over), context);
  if (!saved.ok) throw new Error(saved.reason);
  return saved.id;
};

describe("the club event form", () => {
  it("reads a Türkiye time, a store or a city, and a capacity, with Turkish messages by field", () => {
    const parsed = input({ startsAt: "2030-03-12T11:00", capacity: "1.000" });
    expect(parsed.startsAt.toISOString()).toBe("2030-03-12T08:00:00.000Z");
    expect(parsed).toMatchObject({ storeId: kadikoy, cityId: null, capacity: 1000 });
    const refused = clubEventSchema.safeParse(typed({ title: "x", startsAt: "2030-02-30T11:00", capacity: "-3" }));
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(refused.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ title: EVENT_TITLE_RULE, startsAt: EVENT_STARTS_RULE, capacity: EVENT_CAPACITY_RULE });
    expect(clubEventSchema.safeParse(typed({ storeId: "", cityId: "" })).error!.issues[0]).toMatchObject({
      path: ["cityId"],
      message: EVENT_PLACE_RULE,
    });
    for (const capacity of ["0", "5001", "2,5", "abc", ""])
      expect(clubEventSchema.safeParse(typed({ capacity })).success, capacity).toBe(false);
    for (const storeId of ["abc", "1e3", "-1"])
      expect(clubEventSchema.safeParse(typed({ storeId })).error!.issues[0].message, storeId).toBe(EVENT_STORE_RULE);
  });
});

describe("club events in the back office", () => {
  it("creates an event with one audit row; the shop lists it at once with its store's city", async () => {
    const id = await created({ title: "Minik Şefler" });
    expect(await eventRow(id)).toMatchObject({ storeId: kadikoy, cityId: 34, capacity: 3, registeredCount: 0, cancelledAt: null });
    const [row] = await audits(id);
    expect(row).toMatchObject({ action: "club.event.create", managerId: owner.id, before: null });
    expect(row.after).toMatchObject({ title: "Minik Şefler", storeId: kadikoy, cityId: 34, capacity: 3 });
    expect((await listUpcomingEvents(db, null)).find((e) => e.id === id)).toMatchObject({
      title: "Minik Şefler",
      storeName: "Kadıköy",
      cityName: "İstanbul",
    });
  });

  it("refuses a time in the past for a new or moved event, and an unknown store or city", async () => {
    const past = istanbulInputValue(new Date(Date.now() - DAY));
    expect(await saveClubEvent(db, owner, null, input({ startsAt: past }), context)).toMatchObject({
      ok: false,
      status: 422,
      field: "startsAt",
      reason: EVENT_STARTS_FUTURE,
    });
    expect(await saveClubEvent(db, owner, null, input({ storeId: "999999" }), context)).toMatchObject({
      ok: false,
      status: 422,
      field: "storeId",
      reason: EVENT_STORE_RULE,
    });
    expect(await saveClubEvent(db, owner, null, input({ storeId: "", cityId: "35" }), context)).toMatchObject({
      ok: false,
      status: 422,
      field: "cityId",
    });
    const id = await created();
    expect(await saveClubEvent(db, owner, id, input({ startsAt: past }), context)).toMatchObject({
      ok: false,
      status: 422,
      field: "startsAt",
    });
    expect(await audits(id)).toHaveLength(1);
  });

  it("never sets the capacity below the places taken; a change writes only the changed fields; an unchanged save writes nothing", async () => {
    const id = await created({ capacity: "3" });
    expect((await registerForEvent(db, members[0], id)).ok).toBe(true);
    expect((await registerForEvent(db, members[2], id)).ok).toBe(true);
    expect(await saveClubEvent(db, owner, id, input({ capacity: "1" }), context)).toMatchObject({
      ok: false,
      status: 422,
      field: "capacity",
      reason: eventCapacityBelowRegistered(2),
    });
    expect((await eventRow(id)).capacity).toBe(3);
    const { startsAt } = await eventRow(id);
    const same = { startsAt: istanbulInputValue(startsAt) };
    expect(await saveClubEvent(db, owner, id, input({ ...same, capacity: "2", title: "Masal Saati (dolu)" }), context)).toMatchObject({
      ok: true,
      notified: 0,
    });
    expect(await eventRow(id)).toMatchObject({ capacity: 2, title: "Masal Saati (dolu)" });
    expect((await registerForEvent(db, members[1], id)).ok).toBe(false);
    const [row, ...older] = await audits(id);
    expect(older).toHaveLength(1);
    expect(row).toMatchObject({
      action: "club.event.update",
      before: { capacity: 3, title: "Masal Saati" },
      after: { capacity: 2, title: "Masal Saati (dolu)" },
    });
    expect(await saveClubEvent(db, owner, id, input({ ...same, capacity: "2", title: "Masal Saati (dolu)" }), context)).toMatchObject({
      ok: true,
    });
    expect(await audits(id)).toHaveLength(2);
  });

  it("moving an event e-mails its members the new time and clears their reminders", async () => {
    const id = await created({ title: "Taşınan Atölye", startsAt: istanbulInputValue(new Date(Date.now() + 12 * 3_600_000)) });
    expect((await registerForEvent(db, members[0], id)).ok).toBe(true);
    expect(await remindClubEvents(db)).toBeGreaterThan(0);
    const reminded = async () =>
      (await db.select().from(clubEventRegistrations).where(eq(clubEventRegistrations.eventId, id)))[0].remindedAt;
    expect(await reminded()).not.toBeNull();
    const later = new Date(Date.now() + 10 * DAY);
    const moved = await saveClubEvent(db, owner, id, input({ title: "Taşınan Atölye", startsAt: istanbulInputValue(later) }), context);
    expect(moved).toMatchObject({ ok: true, notified: 1 });
    expect(await mailsTo("ayse@example.com")).toContain("Etkinlik bilgisi değişti: Taşınan Atölye");
    expect(await reminded()).toBeNull();
    expect((await audits(id))[0]).toMatchObject({ action: "club.event.update", after: { notified: 1 } });
  });

  it("cancels an event: marked, gone from the shop, refused to registrations and reminders, members e-mailed once, one audit row", async () => {
    const id = await created({ title: "İptal Edilecek Atölye", startsAt: istanbulInputValue(new Date(Date.now() + 20 * 3_600_000)) });
    expect((await registerForEvent(db, members[0], id)).ok).toBe(true);
    expect((await registerForEvent(db, members[2], id)).ok).toBe(true);
    const before = (await db.select().from(outbox)).length;
    expect(await cancelClubEvent(db, owner, id, context)).toMatchObject({ ok: true, notified: 2 });
    const mails = (await db.select().from(outbox)).slice(before);
    expect(mails.map((m) => [m.channel, m.to, m.subject]).sort()).toEqual([
      ["email", "ayse@example.com", "Etkinlik iptal edildi: İptal Edilecek Atölye"],
      ["email", "ilker@example.com", "Etkinlik iptal edildi: İptal Edilecek Atölye"],
    ]);
    expect(mails[0].body).toContain(`${ORIGIN}/aile-kulubu/uye-ol?sekme=etkinlikler`);
    expect(mails[0].body).toContain("Kadıköy, İstanbul");
    expect((await eventRow(id)).cancelledAt).not.toBeNull();
    expect((await listUpcomingEvents(db, null)).map((e) => e.id)).not.toContain(id);
    expect(await findUpcomingEvent(db, id, null)).toBeNull();
    expect(await registerForEvent(db, members[1], id)).toMatchObject({ ok: false, code: "iptal", reason: EVENT_CANCELLED, status: 409 });
    expect(await remindClubEvents(db)).toBe(0);
    // Its registrations stay for the record; it is not cancelled or changed again.
    expect((await registrationsOf(db, owner, id))!.rows).toHaveLength(2);
    expect(await cancelClubEvent(db, owner, id, context)).toMatchObject({ ok: false, status: 409, reason: EVENT_ALREADY_CANCELLED });
    expect(await saveClubEvent(db, owner, id, input(), context)).toMatchObject({ ok: false, status: 409, reason: EVENT_ALREADY_CANCELLED });
    const rows = await audits(id);
    expect(rows.map((r) => r.action)).toEqual(["club.event.cancel", "club.event.create"]);
    expect(rows[0]).toMatchObject({ before: { cancelledAt: null, registrations: 2 }, after: { registrations: 2, notified: 2 } });
    const list = await listClubEventsFor(db, owner);
    expect(list.upcoming.find((e) => e.id === id)).toMatchObject({ cancelled: true, registeredCount: 2 });
  });

  it("does not cancel an event that is over", async () => {
    const [{ id }] = await db
      .insert(clubEvents)
      .values({
        title: "Geçmiş",
        description: "Geçmiş etkinlik.",
        storeId: kadikoy,
        cityId: 34,
        startsAt: new Date(Date.now() - DAY),
        capacity: 5,
      })
      .returning({ id: clubEvents.id });
    expect(await cancelClubEvent(db, owner, id, context)).toMatchObject({ ok: false, status: 409, reason: EVENT_CANCEL_PAST });
    expect((await listClubEventsFor(db, owner)).past.map((e) => e.id)).toContain(id);
  });

  it("holds a store manager to their own store's events: another's is 404 read, saved, cancelled or exported", async () => {
    const own = await created({ title: "Kadıköy Etkinliği" }, storeManager);
    const other = await created({ title: "Çankaya Etkinliği", storeId: String(cankaya) });
    const cityOnly = await created({ title: "Ankara Parkı Şenliği", storeId: "", cityId: "6" });
    const list = await listClubEventsFor(db, storeManager);
    const ids = [...list.upcoming, ...list.past].map((e) => e.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(other);
    expect(ids).not.toContain(cityOnly);
    expect((await eventStoreChoices(db, storeManager)).map((s) => s.id)).toEqual([kadikoy]);
    for (const id of [other, cityOnly]) {
      expect(await clubEventFor(db, storeManager, id), String(id)).toBeNull();
      expect(await registrationsOf(db, storeManager, id)).toBeNull();
      expect(await exportClubEventRegistrations(db, storeManager, id)).toBeNull();
      expect(await saveClubEvent(db, storeManager, id, input(), context)).toMatchObject({
        ok: false,
        status: 404,
        reason: EVENT_ADMIN_NOT_FOUND,
      });
      expect(await cancelClubEvent(db, storeManager, id, context)).toMatchObject({ ok: false, status: 404 });
      expect((await eventRow(id)).cancelledAt).toBeNull();
    }
    // Nor may they move their event to another store, or hold one in a city with no store.
    expect(await saveClubEvent(db, storeManager, own, input({ storeId: String(cankaya) }), context)).toMatchObject({
      ok: false,
      status: 422,
      field: "storeId",
    });
    expect(await saveClubEvent(db, storeManager, null, input({ storeId: "", cityId: "34" }), context)).toMatchObject({
      ok: false,
      status: 403,
      reason: EVENT_CREATE_DENIED,
    });
    expect((await eventRow(own)).storeId).toBe(kadikoy);
  });

  it("lists an event's registrations with phone and children, and exports them as a formula-safe CSV with one audit row", async () => {
    const id = await created({ title: "Kayıt Listesi Etkinliği", capacity: "5" });
    for (const m of members) expect((await registerForEvent(db, m, id)).ok).toBe(true);
    const page = await registrationsOf(db, owner, id);
    expect(page!.event).toMatchObject({ id, title: "Kayıt Listesi Etkinliği", registeredCount: 3, capacity: 5 });
    expect(page!.rows.map((r) => [r.name, r.email, r.phone, r.children])).toEqual([
      ["Ayşe Yılmaz", "ayse@example.com", "(532) 123 45 67", "Can (02.01.2021), Elif (14.05.2023)"],
      ['=HYPERLINK("x") Saldırgan', "=cmd@example.com", "", ""],
      ["İlker Çağ", "ilker@example.com", "", "Deniz (03.09.2022)"],
    ]);
    expect(await audits(id)).toHaveLength(1);
    const file = await exportClubEventRegistrations(db, storeManager, id);
    const csv = registrationsCsv(file!.rows);
    expect(csv.startsWith("\uFEFFAd Soyad;E-posta;Telefon;Çocuk(lar);Kayıt Tarihi\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^Ayşe Yılmaz;ayse@example\.com;\(532\) 123 45 67;Can \(02\.01\.2021\), Elif \(14\.05\.2023\);\d{1,2} \S+ \d{4} \d{2}:\d{2}$/,
    );
    // A cell a spreadsheet would run is written as text.
    expect(lines[2].startsWith(`"'=HYPERLINK(""x"") Saldırgan";'=cmd@example.com;;;`)).toBe(true);
    const [row] = await audits(id);
    expect(row).toMatchObject({ action: "club.event.export", managerId: storeManager.id, before: null, after: { registrations: 3 } });
    expect(JSON.stringify(row)).not.toContain("ayse@example.com");
    expect(registrationsFileName(id, new Date("2026-11-28T22:30:00Z"))).toBe(`kulup-etkinligi-${id}-kayitlar-2026-11-29.csv`);
  });
});

describe("a new event announced (a commercial e-mail, İYS)", () => {
  it("is recorded in the event's transaction for the club members of its city whose latest e-mail consent is their own yes", async () => {
    const ankara = (
      await db
        .insert(users)
        .values([
          { email: "evet@example.com", passwordHash: "x", firstname: "Evet", lastname: "Ankara" },
          { email: "geri@example.com", passwordHash: "x", firstname: "Geri", lastname: "Ankara" },
          { email: "hic@example.com", passwordHash: "x", firstname: "Hiç", lastname: "Ankara" },
          { email: "baskasi@example.com", passwordHash: "x", firstname: "Başkası", lastname: "Ankara" },
        ])
        .returning({ id: users.id, email: users.email })
    ).map((u) => ({ ...u }));
    await db.insert(clubMembers).values(
      ankara.map((u) => ({
        userId: u.id,
        firstname: "X",
        lastname: "Y",
        email: u.email,
        phone: "05320000000",
        cityId: 6,
        agreementAcceptedAt: new Date(),
      })),
    );
    // İstanbul's Ayşe said yes too, but the event is in Ankara.
    await db.update(clubMembers).set({ cityId: 34 }).where(eq(clubMembers.userId, members[0]));
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db.insert(consents).values([
      { userId: members[0], subject: "ayse@example.com", kind: "marketing_email", granted: true, source: "web-kayit", createdAt: at(30) },
      {
        userId: ankara[0].id,
        subject: "evet@example.com",
        kind: "marketing_email",
        granted: true,
        source: "aile-kulubu",
        createdAt: at(30),
      },
      {
        userId: ankara[1].id,
        subject: "geri@example.com",
        kind: "marketing_email",
        granted: true,
        source: "aile-kulubu",
        createdAt: at(30),
      },
      {
        userId: ankara[1].id,
        subject: "geri@example.com",
        kind: "marketing_email",
        granted: false,
        source: "e-posta-abonelik",
        createdAt: at(5),
      },
      // Someone else typed this member's address and ticked the box: it opts no one in.
      { userId: null, subject: "baskasi@example.com", kind: "marketing_email", granted: true, source: "aile-kulubu", createdAt: at(5) },
    ]);
    const id = await created({ title: "Ankara Oyun Atölyesi", storeId: String(cankaya) });
    const announced = await db.select().from(outbox).where(eq(outbox.kind, "club.newEvent"));
    expect(announced.map((m) => [m.to, m.userId, m.state, m.dedupeKey])).toEqual([
      ["evet@example.com", ankara[0].id, "pending", `club.newEvent:${id}:${ankara[0].id}`],
    ]);
    expect(announced[0].subject).toBe("Yeni etkinlik: Ankara Oyun Atölyesi");
    expect(announced[0].body).toContain(`${ORIGIN}/aile-kulubu`);
    expect((await audits(id))[0].after).toMatchObject({ notified: 1 });
  });
});
