import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { cities, clubEventRegistrations, clubEvents, clubMembers, outbox, stores, users } from "#app/db/schema";
import { registerForEvent } from "./club-events.server";
import { remindClubEvents, reminderSms } from "./club-reminders.server";

const HOUR = 3_600_000;
let db: Db;
let close: () => Promise<void>;
let withPhone: number;
let clubOnly: number;
let noPhone: number;
let storeId: number;

const addEvent = async (title: string, inHours: number) =>
  (
    await db
      .insert(clubEvents)
      .values({ title, description: "…", storeId, startsAt: new Date(Date.now() + inHours * HOUR), capacity: 30 })
      .returning({ id: clubEvents.id })
  )[0].id;
const sms = async () => (await db.select().from(outbox).where(eq(outbox.channel, "sms"))).map((m) => ({ to: m.to, body: m.body }));

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" });
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
  [{ id: withPhone }, { id: clubOnly }, { id: noPhone }] = await db
    .insert(users)
    .values([
      { email: "ayse@example.com", passwordHash: "gizli-hash", firstname: "Ayşe", lastname: "Ak", phone: "05321110001" },
      { email: "can@example.com", passwordHash: "gizli-hash", firstname: "Can", lastname: "Öz" },
      { email: "ece@example.com", passwordHash: "gizli-hash", firstname: "Ece", lastname: "Su" },
    ])
    .returning({ id: users.id });
  // Can has no phone on the account, but gave one when he joined the club (with the account's e-mail).
  await db
    .insert(clubMembers)
    .values({ firstname: "Can", lastname: "Öz", email: "can@example.com", phone: "05321110002", agreementAcceptedAt: new Date() });
});
afterAll(() => close?.());

describe("the club events' SMS reminder", () => {
  it("reminds every registered member with a phone once, the day before, however often it runs", async () => {
    const tomorrow = await addEvent("Bebek Masajı Atölyesi", 20);
    const nextWeek = await addEvent("Masal Saati", 24 * 7);
    for (const member of [withPhone, clubOnly, noPhone]) {
      expect((await registerForEvent(db, member, tomorrow)).ok).toBe(true);
      expect((await registerForEvent(db, member, nextWeek)).ok).toBe(true);
    }
    // Two runs at the same moment, then a third: two messages in all.
    const runs = await Promise.all([remindClubEvents(db), remindClubEvents(db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await remindClubEvents(db)).toBe(0);
    const sent = await sms();
    expect(sent.map((m) => m.to).sort()).toEqual(["05321110001", "05321110002"]);
    for (const m of sent) {
      expect(m.body).toMatch(
        /^Minik Dünya Aile Kulübü hatırlatması: "Bebek Masajı Atölyesi" etkinliğimiz \d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+, saat \d{2}:\d{2}\. Yer: Kadıköy Bahariye Mağazası, İstanbul\. Sizi bekliyoruz!$/,
      );
      // Nothing personal or secret: no name, e-mail, link, code or hash.
      for (const secret of ["Ayşe", "Can", "@", "http", "gizli", "hash"]) expect(m.body).not.toContain(secret);
    }
    const marked = await db.select().from(clubEventRegistrations).where(eq(clubEventRegistrations.eventId, tomorrow));
    expect(
      marked
        .filter((r) => r.remindedAt !== null)
        .map((r) => r.userId)
        .sort(),
    ).toEqual([withPhone, clubOnly].sort());
    // A week ahead: not yet.
    expect(
      (await db.select().from(clubEventRegistrations).where(eq(clubEventRegistrations.eventId, nextWeek))).every(
        (r) => r.remindedAt === null,
      ),
    ).toBe(true);

    // A day later, the next week's event is still not due; six days later it is, once.
    expect(await remindClubEvents(db, new Date(Date.now() + 24 * HOUR))).toBe(0);
    expect(await remindClubEvents(db, new Date(Date.now() + 6.5 * 24 * HOUR))).toBe(2);
    expect(await remindClubEvents(db, new Date(Date.now() + 6.5 * 24 * HOUR))).toBe(0);
  });

  it("sends a phone added before the event (nothing was sent without one), and nothing for an event that began", async () => {
    const soon = await addEvent("Anne-Bebek Yogası", 5);
    expect((await registerForEvent(db, noPhone, soon)).ok).toBe(true);
    const before = (await sms()).length;
    expect(await remindClubEvents(db)).toBe(0);
    await db.update(users).set({ phone: "05321110003" }).where(eq(users.id, noPhone));
    // Ece's two registrations of the coming day: tomorrow's workshop and this one.
    expect(await remindClubEvents(db)).toBe(2);
    expect((await sms()).slice(before).map((m) => m.to)).toEqual(["05321110003", "05321110003"]);
    // Someone registered for an event that has begun by the time the job runs: no reminder.
    const begun = await addEvent("Ahşap Boyama", 2);
    expect((await registerForEvent(db, withPhone, begun)).ok).toBe(true);
    expect(await remindClubEvents(db, new Date(Date.now() + 3 * HOUR))).toBe(0);
  });

  it("writes the day and time in Türkiye's time", () => {
    expect(reminderSms({ title: "Masal Saati", startsAt: new Date("2026-03-12T08:00:00Z"), storeName: null, cityName: "Ankara" })).toBe(
      'Minik Dünya Aile Kulübü hatırlatması: "Masal Saati" etkinliğimiz 12 Mart 2026 Perşembe, saat 11:00. Yer: Ankara. Sizi bekliyoruz!',
    );
  });
});
