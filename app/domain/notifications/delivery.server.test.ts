/**
 * Delivery of recorded messages (delivery.server.ts): the outbox mode, a transport that answers, one
 * that fails (retried with growing waits, then failed with a scrubbed reason), a permanent refusal,
 * the lease of a killed worker's claim (its late outcome written over nothing), a claim's outcomes
 * written together and its wake of another run, and the dedupe key. The transports here are small real
 * classes implementing transport.ts: the boundary the delivery job hands messages to.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { outbox } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { recordMessages, listOutbox } from "./messages.server";
import {
  CLAIM_LEASE_SECONDS,
  MAX_TRIES,
  RETRY_WAITS_MINUTES,
  claimDueMessages,
  deliverDueMessages,
  failureReason,
  retryWaitMs,
  settleMessages,
} from "./delivery.server";
import { setWaker } from "#app/domain/jobs/wake.server";
import { DeliveryError, type EmailTransport, type OutgoingEmail, type OutgoingSms, type SendResult, type SmsTransport } from "./transport";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(() => close());
beforeEach(async () => {
  await db.delete(outbox);
});

/** Accepts every e-mail, keeping what it got. */
class KeepingEmail implements EmailTransport {
  readonly got: OutgoingEmail[] = [];
  async send(mail: OutgoingEmail): Promise<SendResult> {
    this.got.push(mail);
    return { providerRef: `queued-${this.got.length}` };
  }
}

/** Accepts every SMS. */
class KeepingSms implements SmsTransport {
  readonly got: OutgoingSms[] = [];
  async send(sms: OutgoingSms): Promise<SendResult> {
    this.got.push(sms);
    return { providerRef: `sms-${this.got.length}` };
  }
}

/** An SMS gateway that is down (or refuses), counting the tries. */
class FailingSms implements SmsTransport {
  tries = 0;
  constructor(private readonly error: Error) {}
  async send(_sms: OutgoingSms): Promise<SendResult> {
    this.tries++;
    throw this.error;
  }
}

const row = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];
const only = async () => (await db.select().from(outbox))[0];

const sms = (body = "Minik Dünya: giriş kodunuz 482913") =>
  ({ kind: "auth.smsLoginCode", channel: "sms", to: "05321234567", body }) as const;
const mail = (dedupeKey?: string) =>
  ({
    kind: "order.confirmation",
    channel: "email",
    to: "ayse@example.com",
    subject: "Minik Dünya siparişiniz alındı (1001)",
    body: "Merhaba",
    data: { orderId: 1 },
    dedupeKey,
  }) as const;

describe("retry schedule", () => {
  it("waits longer after each try, bounded, and gives up after MAX_TRIES", () => {
    const waits = Array.from({ length: MAX_TRIES + 2 }, (_, i) => retryWaitMs(i + 1));
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    expect(waits[0]).toBe(60_000);
    expect(Math.max(...waits)).toBe(RETRY_WAITS_MINUTES.at(-1)! * 60_000);
  });

  it("keeps no personal data, code, token or link in a failure's reason", () => {
    const reason = failureReason(
      new Error(
        "550 ayse@example.com refused; SMS to 0532 123 45 67 code 482913 https://shop.test/kullanici/sifre-yenile/AbCdEf123456GhIjKl789",
      ),
    );
    expect(reason).not.toMatch(/ayse|example|532|482913|AbCdEf|shop\.test/);
    expect(reason).toMatch(/^550 /);
  });
});

describe("deliverDueMessages", () => {
  it("outbox mode: a channel with no transport is delivered by the row itself, /__dev/outbox unchanged", async () => {
    await recordMessages(db, [sms(), mail()]);
    const report = await deliverDueMessages(db, { delivery: {} });
    expect(report).toEqual({ sent: 2, retrying: 0, failed: 0, skipped: 0 });
    const rows = await db.select().from(outbox);
    expect(rows.map((r) => [r.state, r.providerRef, r.tries])).toEqual([
      ["sent", "outbox", 1],
      ["sent", "outbox", 1],
    ]);
    expect(rows.every((r) => r.sentAt != null)).toBe(true);
    const listed = await listOutbox(db);
    expect(Object.keys(listed[0]).sort()).toEqual(["body", "channel", "createdAt", "subject", "to"]);
  });

  it("hands an e-mail to its transport with the message's stable id and keeps the provider's reference", async () => {
    const email = new KeepingEmail();
    await recordMessages(db, [mail()]);
    const recorded = await only();
    await deliverDueMessages(db, { delivery: { email } });
    expect(email.got).toEqual([
      { messageId: recorded.messageId, to: "ayse@example.com", subject: "Minik Dünya siparişiniz alındı (1001)", text: "Merhaba" },
    ]);
    expect(await row(recorded.id)).toMatchObject({ state: "sent", providerRef: "queued-1", tries: 1, lastError: null });
  });

  it("awaits the shop's pause before each message (held while its process answers requests)", async () => {
    const email = new KeepingEmail();
    let pauses = 0;
    await recordMessages(db, [mail(), mail(), { ...sms(), kind: "auth.smsLoginCode" }]);
    const pause = async () => {
      pauses++;
      expect(email.got.length).toBeLessThan(pauses);
    };
    expect(await deliverDueMessages(db, { delivery: { email, sms: new KeepingSms(), pause } })).toEqual({
      sent: 3,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    expect(pauses).toBe(3);
  });

  it("composes the e-mail with the injected composer", async () => {
    const email = new KeepingEmail();
    await recordMessages(db, [mail()]);
    await deliverDueMessages(db, {
      delivery: {
        email,
        composeEmail: async (_db, m) => ({
          messageId: "ignored",
          to: m.to,
          subject: m.subject,
          text: m.body,
          html: `<p>${String(m.data.orderId)}</p>`,
        }),
      },
    });
    expect(email.got[0].html).toBe("<p>1</p>");
    expect(email.got[0].messageId).toBe((await only()).messageId);
  });

  it("a failing transport: retried after growing waits, then failed with the scrubbed reason", async () => {
    const gateway = new FailingSms(new Error("connect ECONNREFUSED 127.0.0.1:2525 for 05321234567"));
    await recordMessages(db, [sms()]);
    const { id, messageId } = await only();
    let now = new Date();
    for (let t = 1; t <= MAX_TRIES; t++) {
      const report = await deliverDueMessages(db, { delivery: { sms: gateway }, now: () => now });
      const after = await row(id);
      expect(after.tries).toBe(t);
      if (t < MAX_TRIES) {
        expect(report).toEqual({ sent: 0, retrying: 1, failed: 0, skipped: 0 });
        expect(after.state).toBe("pending");
        expect(after.nextAttemptAt.getTime() - now.getTime()).toBe(retryWaitMs(t));
        // Not due before its wait is over.
        expect(
          await deliverDueMessages(db, { delivery: { sms: gateway }, now: () => new Date(now.getTime() + retryWaitMs(t) - 1000) }),
        ).toEqual({
          sent: 0,
          retrying: 0,
          failed: 0,
          skipped: 0,
        });
        now = new Date(now.getTime() + retryWaitMs(t));
      } else {
        expect(report).toEqual({ sent: 0, retrying: 0, failed: 1, skipped: 0 });
        expect(after.state).toBe("failed");
      }
    }
    expect(gateway.tries).toBe(MAX_TRIES);
    const failed = await row(id);
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.lastError).not.toMatch(/05321234567/);
    expect(failed.messageId).toBe(messageId);
    // A failed message is not tried again.
    await deliverDueMessages(db, { delivery: { sms: gateway }, now: () => new Date(now.getTime() + 86_400_000) });
    expect(gateway.tries).toBe(MAX_TRIES);
  });

  it("a permanent refusal fails at once", async () => {
    const gateway = new FailingSms(new DeliveryError("numara geçersiz", true));
    await recordMessages(db, [sms()]);
    expect(await deliverDueMessages(db, { delivery: { sms: gateway } })).toEqual({ sent: 0, retrying: 0, failed: 1, skipped: 0 });
    expect(await only()).toMatchObject({ state: "failed", tries: 1, lastError: "numara geçersiz" });
  });

  it("a killed worker's claim comes back after the lease, and its late outcome writes nothing over the new claim", async () => {
    await recordMessages(db, [sms()]);
    const now = new Date();
    const [claimed] = await claimDueMessages(db, 10, now);
    expect(claimed.tries).toBe(1);
    // Held: no other worker takes it during the lease.
    expect(await claimDueMessages(db, 10, new Date(now.getTime() + 1000))).toEqual([]);
    const later = new Date(now.getTime() + CLAIM_LEASE_SECONDS * 1000 + 1000);
    const [again] = await claimDueMessages(db, 10, later);
    expect(again).toMatchObject({ id: claimed.id, messageId: claimed.messageId, tries: 2 });
    // The first worker's late outcome is not written: the row is the second claim's.
    await settleMessages(db, [{ message: claimed, outcome: { state: "sent", providerRef: "gecikmis" } }], later);
    expect(await row(claimed.id)).toMatchObject({ state: "pending", tries: 2, providerRef: null });
    await settleMessages(db, [{ message: again, outcome: { state: "sent", providerRef: "ikinci" } }], later);
    expect(await row(claimed.id)).toMatchObject({ state: "sent", tries: 2, providerRef: "ikinci" });
  });

  it("writes a claim's outcomes together, each by its kind, and a full claim wakes another run (every process helps with a backlog)", async () => {
    const woken: string[] = [];
    setWaker(async (queue) => void woken.push(queue));
    try {
      const email = new KeepingEmail();
      const gateway = new FailingSms(new Error("Netgsm'e ulaşılamadı"));
      await recordMessages(db, [...Array.from({ length: 59 }, () => mail()), sms()]);
      woken.length = 0;
      expect(await deliverDueMessages(db, { delivery: { email, sms: gateway } })).toEqual({ sent: 59, retrying: 1, failed: 0, skipped: 0 });
      expect(woken).toEqual(["messages.deliver"]);
      const rows = await db.select().from(outbox);
      expect(rows.filter((r) => r.state === "sent")).toHaveLength(59);
      expect(new Set(rows.filter((r) => r.state === "sent").map((r) => r.providerRef)).size).toBe(59);
      expect(rows.find((r) => r.channel === "sms")).toMatchObject({ state: "pending", tries: 1, lastError: "Netgsm'e ulaşılamadı" });
    } finally {
      setWaker(null);
    }
  });
});

describe("recordMessages", () => {
  it("records a message once per dedupe key and channel", async () => {
    expect(
      await recordMessages(db, [mail("order.confirmation:1"), { ...sms(), kind: "order.confirmation", dedupeKey: "order.confirmation:1" }]),
    ).toBe(2);
    expect(await recordMessages(db, [mail("order.confirmation:1")])).toBe(0);
    expect(await db.select().from(outbox)).toHaveLength(2);
  });

  it("refuses a kind on a channel it does not go by", async () => {
    await expect(recordMessages(db, [{ kind: "auth.smsLoginCode", channel: "email", to: "a@example.com", body: "x" }])).rejects.toThrow();
  });
});
