import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema";
import { openDbWithMember } from "#tests/support/unit/member";
import { listOutbox } from "#app/domain/notifications/messages.server";
import { CONTACT_SENT, type ContactForm } from "./contact.schema";
import { contactPrefill, contactReference, MAX_PER_ADDRESS_HOUR, MAX_PER_EMAIL_HOUR, sendContactMessage } from "./contact.server";

let db: Db;
let close: () => Promise<void>;
let userId = 0;

beforeAll(async () => {
  ({ db, close, userId } = await openDbWithMember());
});
afterAll(() => close());

const HOUR = 60 * 60 * 1000;
const LIMITED =
  /^Kısa süre içinde çok fazla mesaj gönderildi\. Lütfen (\d+) dakika sonra tekrar deneyin ya da müşteri hizmetlerimizi arayın: 0850 222 64 65\.$/;

let n = 0;
const form = (over: Partial<ContactForm> = {}): ContactForm => ({
  firstName: "Ayşe",
  email: `yazan${++n}@example.com`,
  subject: "kargo",
  message: "Kargom nerede? Bilgi verebilir misiniz?",
  orderNumber: "250612123456",
  phone: undefined,
  ...over,
});

describe("sendContactMessage", () => {
  it("stores the message with the member and an HMAC of the address (never the address), and acknowledges it by e-mail", async () => {
    const sent = await sendContactMessage(db, {
      form: form({ email: "ayse@example.com", phone: "05321234567" }),
      userId,
      ip: "198.51.100.7",
    });
    expect(sent).toMatchObject({ ok: true, message: CONTACT_SENT });
    if (!sent.ok) return;
    expect(sent.reference).toMatch(/^BU-\d{6}$/);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, "ayse@example.com"));
    expect(contactReference(row.id)).toBe(sent.reference);
    expect(row).toMatchObject({
      userId,
      firstName: "Ayşe",
      phone: "05321234567",
      subject: "kargo",
      orderNumber: "250612123456",
      message: "Kargom nerede? Bilgi verebilir misiniz?",
    });
    expect(row.ipHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain("198.51.100.7");

    const [mail] = await listOutbox(db, 1);
    expect(mail).toMatchObject({ channel: "email", to: "ayse@example.com", subject: `Mesajınızı aldık (${sent.reference})` });
    expect(mail.body).toContain("Merhaba Ayşe,");
    expect(mail.body).toContain(`Talep numaranız: ${sent.reference}`);
    expect(mail.body).toContain("Konu: Kargo");
    // The acknowledgement goes to whatever address was typed: it repeats none of the sender's text.
    expect(mail.body).not.toContain("Kargom nerede");
    expect(mail.body).not.toContain("250612123456");
  });

  it("keeps a guest's message without a member", async () => {
    const sent = await sendContactMessage(db, { form: form({ email: "misafir@example.com" }), userId: null, ip: "" });
    expect(sent.ok).toBe(true);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, "misafir@example.com"));
    expect(row).toMatchObject({ userId: null, ipHash: null });
  });

  it(`takes ${MAX_PER_EMAIL_HOUR} messages an hour from one e-mail address, then says how long to wait`, async () => {
    const start = new Date("2026-03-02T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i < MAX_PER_EMAIL_HOUR; i++) {
      expect(
        (await sendContactMessage(db, { form: form({ email: "cok@example.com" }), userId: null, ip: `10.1.0.${i}`, now: at(i * 10) })).ok,
      ).toBe(true);
    }
    const refused = await sendContactMessage(db, { form: form({ email: "cok@example.com" }), userId: null, ip: "10.1.0.99", now: at(45) });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    if (refused.ok) return;
    // The first message (at 10:00) leaves the hour at 11:00: 15 minutes after 10:45.
    expect(LIMITED.exec(refused.reason)?.[1]).toBe("15");
    // Another address of the same sender changes nothing; another e-mail is not held up.
    expect(
      (await sendContactMessage(db, { form: form({ email: "cok@example.com" }), userId: null, ip: "10.1.0.98", now: at(59) })).ok,
    ).toBe(false);
    expect((await sendContactMessage(db, { form: form(), userId: null, ip: "10.1.0.99", now: at(45) })).ok).toBe(true);
    // Once the first message is an hour old, one more goes.
    expect(
      (await sendContactMessage(db, { form: form({ email: "cok@example.com" }), userId: null, ip: "10.1.0.99", now: at(60) })).ok,
    ).toBe(true);
    expect(
      (await sendContactMessage(db, { form: form({ email: "cok@example.com" }), userId: null, ip: "10.1.0.99", now: at(61) })).ok,
    ).toBe(false);
    expect(await db.$count(contactMessages, eq(contactMessages.email, "cok@example.com"))).toBe(MAX_PER_EMAIL_HOUR + 1);
  });

  it(`takes ${MAX_PER_ADDRESS_HOUR} messages an hour from one address, whatever the e-mail`, async () => {
    const now = new Date("2026-03-03T10:00:00Z");
    for (let i = 0; i < MAX_PER_ADDRESS_HOUR; i++)
      expect((await sendContactMessage(db, { form: form(), userId: null, ip: "192.0.2.50", now })).ok).toBe(true);
    const refused = await sendContactMessage(db, { form: form(), userId: null, ip: "192.0.2.50", now });
    expect(refused).toMatchObject({ ok: false, status: 429, reason: expect.stringMatching(LIMITED) });
    expect((await sendContactMessage(db, { form: form(), userId: null, ip: "192.0.2.51", now })).ok).toBe(true);
    expect(
      (await sendContactMessage(db, { form: form(), userId: null, ip: "192.0.2.50", now: new Date(now.getTime() + HOUR + 1) })).ok,
    ).toBe(true);
  });

  it("lets no more than the limit through when messages arrive at the same moment", async () => {
    const now = new Date("2026-03-04T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: MAX_PER_EMAIL_HOUR + 4 }, (_, i) =>
        sendContactMessage(db, { form: form({ email: "ayni-anda@example.com" }), userId: null, ip: `10.2.0.${i}`, now }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(MAX_PER_EMAIL_HOUR);
    expect(await db.$count(contactMessages, eq(contactMessages.email, "ayni-anda@example.com"))).toBe(MAX_PER_EMAIL_HOUR);
  });
});

describe("contactPrefill", () => {
  it("gives a member's first name, e-mail and phone as the phone input shows it", async () => {
    expect(await contactPrefill(db, userId)).toEqual({ firstName: "Ayşe", email: "ayse@example.com", phone: "(532) 123-4567" });
    expect(await contactPrefill(db, 999_999)).toBeNull();
  });
});
