/**
 * Commercial e-mail and leaving it (unsubscribe.server.ts, delivery.server.ts) on a real database:
 * the token is the member's and no one else's, one press withdraws once (a consents row with its
 * source), and the delivery job hands a commercial message to its transport only while the
 * member's consent stands: withdrawn after it was recorded, it is 'skipped' and never sent; in the
 * outbox mode too. Service messages go whatever the consent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { consents, outbox, users } from "#app/db/schema";
import { publicOrigin } from "#app/lib/public-url.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { recordMarketingConsent } from "./consent.server";
import { deliverDueMessages, NO_COMMERCIAL_CONSENT } from "./delivery.server";
import { recordMessages } from "./messages.server";
import type { EmailTransport, OutgoingEmail, SendResult } from "./transport";
import {
  EMAIL_UNSUBSCRIBE_SOURCE,
  memberOfToken,
  unsubscribe,
  unsubscribeExtras,
  unsubscribeState,
  unsubscribeToken,
} from "./unsubscribe.server";

let db: Db;
let close: () => Promise<void>;
let ayse = 0;
let mehmet = 0;

class KeepingEmail implements EmailTransport {
  readonly got: OutgoingEmail[] = [];
  async send(mail: OutgoingEmail): Promise<SendResult> {
    this.got.push(mail);
    return { providerRef: `queued-${this.got.length}` };
  }
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [{ id: ayse }, { id: mehmet }] = await db
    .insert(users)
    .values([
      { email: "ayse@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Yılmaz" },
      { email: "mehmet@example.com", passwordHash: "x", firstname: "Mehmet", lastname: "Kaya" },
    ])
    .returning({ id: users.id });
});
afterAll(() => close?.());
beforeEach(async () => {
  await db.delete(outbox);
  await db.delete(consents);
  for (const [userId, subject] of [
    [ayse, "ayse@example.com"],
    [mehmet, "mehmet@example.com"],
  ] as const)
    await recordMarketingConsent(db, {
      userId,
      channel: "email",
      subject,
      granted: true,
      source: "web-kayit",
      at: new Date(Date.now() - 60_000),
    });
});

const announcement = (userId: number, to: string) =>
  ({ kind: "club.newEvent", channel: "email", to, userId, subject: "Yeni etkinlik: Masal Saati", body: "Merhaba" }) as const;
const withdrawals = () =>
  db
    .select()
    .from(consents)
    .where(and(eq(consents.granted, false), eq(consents.kind, "marketing_email")));

describe("the unsubscribe link's token", () => {
  it("names its member, and no token made up or moved to another member is accepted", async () => {
    const token = await unsubscribeToken(db, ayse);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{32}$/);
    expect(await memberOfToken(db, token)).toBe(ayse);
    const [, signature] = token.split(".");
    for (const forged of [
      `${mehmet}.${signature}`,
      `${ayse}.${"A".repeat(32)}`,
      `${ayse}.${signature}x`,
      "",
      "1",
      `0.${signature}`,
      "x".repeat(5_000),
    ])
      expect(await memberOfToken(db, forged)).toBeNull();
  });

  it("gives commercial e-mail its List-Unsubscribe address on the shop's public URL and the one-click header", async () => {
    const { url, headers } = await unsubscribeExtras(db, ayse);
    expect(url).toBe(`${publicOrigin()}/bildirim/abonelikten-cik/${await unsubscribeToken(db, ayse)}`);
    expect(headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(url).not.toContain("ayse");
  });
});

describe("unsubscribing", () => {
  it("records the withdrawal once, with its source, for the member's address; a second press adds nothing", async () => {
    const token = await unsubscribeToken(db, ayse);
    expect(await unsubscribeState(db, token)).toEqual({ found: true, userId: ayse, email: "ayse@example.com", subscribed: true });
    expect(await unsubscribe(db, token)).toBe(true);
    expect(await unsubscribe(db, token)).toBe(true);
    expect((await withdrawals()).map((c) => [c.userId, c.subject, c.source])).toEqual([
      [ayse, "ayse@example.com", EMAIL_UNSUBSCRIBE_SOURCE],
    ]);
    expect(await unsubscribeState(db, token)).toMatchObject({ subscribed: false });
    expect(await unsubscribe(db, `${ayse}.${"B".repeat(32)}`)).toBe(false);
  });
});

describe("delivering a commercial message", () => {
  it("sends while the consent stands and skips, unsent, one withdrawn after it was recorded", async () => {
    await recordMessages(db, [announcement(ayse, "ayse@example.com"), announcement(mehmet, "mehmet@example.com")]);
    await unsubscribe(db, await unsubscribeToken(db, mehmet));
    const email = new KeepingEmail();
    const report = await deliverDueMessages(db, { delivery: { email } });
    expect(report).toMatchObject({ sent: 1, skipped: 1, failed: 0 });
    expect(email.got.map((m) => m.to)).toEqual(["ayse@example.com"]);
    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => [r.to, r.state, r.lastError])).toEqual([
      ["ayse@example.com", "sent", null],
      ["mehmet@example.com", "skipped", NO_COMMERCIAL_CONSENT],
    ]);
  });

  it("checks the consent in the outbox mode too (no transport), and never for a service message", async () => {
    await recordMessages(db, [
      announcement(mehmet, "mehmet@example.com"),
      {
        kind: "contact.received",
        channel: "email",
        to: "mehmet@example.com",
        subject: "Mesajınız alındı",
        body: "Merhaba",
        userId: mehmet,
      },
    ]);
    await unsubscribe(db, await unsubscribeToken(db, mehmet));
    expect(await deliverDueMessages(db, { delivery: {} })).toMatchObject({ sent: 1, skipped: 1 });
    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => [r.kind, r.state])).toEqual([
      ["club.newEvent", "skipped"],
      ["contact.received", "sent"],
    ]);
  });

  it("skips one recorded without a member", async () => {
    await recordMessages(db, [{ ...announcement(ayse, "ayse@example.com"), userId: null }]);
    expect(await deliverDueMessages(db, { delivery: { email: new KeepingEmail() } })).toMatchObject({ sent: 0, skipped: 1 });
  });
});
