import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { cities, clubChildren, clubMembers, consents, outbox, users } from "#app/db/schema";
import {
  CLUB_ALREADY_JOINED,
  CLUB_EMAIL_TAKEN,
  CLUB_SIGNED_UP,
  clubPrefill,
  joinClub,
  MAX_SIGNUPS_PER_ADDRESS_HOUR,
  memberIdOf,
} from "./club-members.server";
import type { ClubSignup } from "./club.schema";

const ORIGIN = "https://www.minikdunya.test";
let db: Db;
let close: () => Promise<void>;
let anne: number;

const signup = (over: Partial<ClubSignup> = {}): ClubSignup => ({
  firstname: "Ayşe",
  lastname: "Yılmaz",
  email: "ayse@example.com",
  phone: "05321234567",
  cityId: 34,
  children: [
    { name: "Elif", gender: "K", day: 3, month: 5, year: 2021 },
    { name: "Can", gender: null, day: 29, month: 2, year: 2024 },
  ],
  agreement: true,
  newsletter: true,
  ...over,
});

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" });
  [{ id: anne }] = await db
    .insert(users)
    .values({ email: "anne@example.com", passwordHash: "x", firstname: "Zeynep", lastname: "Kaya", phone: "05329876543" })
    .returning({ id: users.id });
});
afterAll(() => close?.());

describe("joining the club", () => {
  it("makes the member with the children, records the agreement and the consent, and says welcome by e-mail", async () => {
    const joined = await joinClub(db, { form: signup(), userId: null, ip: "203.0.113.1", origin: ORIGIN });
    expect(joined).toEqual({ ok: true, memberId: expect.any(Number), message: CLUB_SIGNED_UP });
    const id = joined.ok ? joined.memberId : 0;
    const [member] = await db.select().from(clubMembers).where(eq(clubMembers.id, id));
    expect(member).toMatchObject({
      userId: null,
      firstname: "Ayşe",
      lastname: "Yılmaz",
      email: "ayse@example.com",
      phone: "05321234567",
      cityId: 34,
      newsletterConsent: true,
    });
    expect(member.agreementAcceptedAt).toBeInstanceOf(Date);
    const children = await db.select().from(clubChildren).where(eq(clubChildren.memberId, id));
    expect(children.map(({ name, gender, birthDate }) => ({ name, gender, birthDate }))).toEqual([
      { name: "Elif", gender: "K", birthDate: "2021-05-03" },
      { name: "Can", gender: null, birthDate: "2024-02-29" },
    ]);
    const recorded = await db.select().from(consents).where(eq(consents.source, "aile-kulubu"));
    expect(recorded.map(({ kind, subject, granted, ip }) => ({ kind, subject, granted, ip }))).toEqual([
      { kind: "club_agreement", subject: `club:${id}`, granted: true, ip: "203.0.113.1" },
      { kind: "marketing_sms", subject: "05321234567", granted: true, ip: "203.0.113.1" },
      { kind: "marketing_email", subject: "ayse@example.com", granted: true, ip: "203.0.113.1" },
    ]);
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, "ayse@example.com"));
    expect(mail.subject).toBe("Aile Kulübü'ne hoş geldiniz");
    expect(mail.body).toContain("Merhaba Ayşe,");
    expect(mail.body).toContain(`${ORIGIN}/aile-kulubu/uye-ol?sekme=etkinlikler`);
    expect(mail.body).not.toContain("Yılmaz");
  });

  it("records a refused consent too (latest row wins), and takes one membership per e-mail, even at once", async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        joinClub(db, { form: signup({ email: "ece@example.com", newsletter: false }), userId: null, ip: "203.0.113.2", origin: ORIGIN }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: CLUB_EMAIL_TAKEN, status: 409 },
      { ok: false, reason: CLUB_EMAIL_TAKEN, status: 409 },
    ]);
    expect(await db.select().from(clubMembers).where(eq(clubMembers.email, "ece@example.com"))).toHaveLength(1);
    const refused = await db.select().from(consents).where(eq(consents.subject, "ece@example.com"));
    expect(refused.map((c) => [c.kind, c.granted])).toEqual([["marketing_email", false]]);
  });

  it("links a signed-in member, fills in their details, and lets them join once", async () => {
    expect(await clubPrefill(db, anne)).toEqual({
      firstname: "Zeynep",
      lastname: "Kaya",
      email: "anne@example.com",
      phone: "(532) 987-6543",
    });
    expect(await memberIdOf(db, anne)).toBeNull();
    const joined = await joinClub(db, {
      form: signup({ email: "zeynep.kaya@example.com" }),
      userId: anne,
      ip: "203.0.113.3",
      origin: ORIGIN,
    });
    expect(joined.ok).toBe(true);
    expect(await memberIdOf(db, anne)).toBe(joined.ok ? joined.memberId : -1);
    expect(await joinClub(db, { form: signup({ email: "baska@example.com" }), userId: anne, ip: "203.0.113.3", origin: ORIGIN })).toEqual({
      ok: false,
      reason: CLUB_ALREADY_JOINED,
      status: 409,
    });
  });

  it("takes at most 10 sign-ups an hour from one address, then says how long to wait", async () => {
    const ip = "198.51.100.7";
    const now = new Date("2026-05-01T10:00:00Z");
    for (let i = 0; i < MAX_SIGNUPS_PER_ADDRESS_HOUR; i++) {
      expect(
        (
          await joinClub(db, {
            form: signup({ email: `coklu${i}@example.com` }),
            userId: null,
            ip,
            origin: ORIGIN,
            now: new Date(now.getTime() + i * 60_000),
          })
        ).ok,
      ).toBe(true);
    }
    const refused = await joinClub(db, {
      form: signup({ email: "coklu.son@example.com" }),
      userId: null,
      ip,
      origin: ORIGIN,
      now: new Date(now.getTime() + 10 * 60_000),
    });
    expect(refused).toEqual({
      ok: false,
      status: 429,
      reason: "Bu bağlantıdan kısa süre içinde çok fazla üyelik başvurusu yapıldı. Lütfen 50 dakika sonra tekrar deneyin.",
    });
    // Another address is not held up; the hour passed, this one may again.
    expect(
      (await joinClub(db, { form: signup({ email: "baska.adres@example.com" }), userId: null, ip: "198.51.100.8", origin: ORIGIN, now }))
        .ok,
    ).toBe(true);
    expect(
      (
        await joinClub(db, {
          form: signup({ email: "coklu.son@example.com" }),
          userId: null,
          ip,
          origin: ORIGIN,
          now: new Date(now.getTime() + 61 * 60_000),
        })
      ).ok,
    ).toBe(true);
  });

  it("slows down an address that keeps trying e-mails that are members", async () => {
    const ip = "198.51.100.9";
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await joinClub(db, { form: signup({ email: "ayse@example.com" }), userId: null, ip, origin: ORIGIN }));
    expect(answers.slice(0, 5).every((a) => !a.ok && a.reason === CLUB_EMAIL_TAKEN)).toBe(true);
    expect(answers[5]).toMatchObject({
      ok: false,
      status: 429,
      reason: expect.stringMatching(/^Çok fazla hatalı deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\.$/),
    });
  });
});
