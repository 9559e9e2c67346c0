/**
 * SMS delivery reports (sms-reports.server.ts) against the local stand-in for Netgsm's API
 * (tests/support/netgsm.ts): SMS delivered by the delivery job through the real Netgsm transport,
 * then their reports read and recorded: delivered, failed at the operator, a repeat Netgsm dropped,
 * still pending (asked again later), past the days Netgsm keeps them (asked no more), Netgsm
 * refusing the call, and a shop with no Netgsm account (nothing asked).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { outbox } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { startFakeNetgsm, type FakeNetgsm } from "#tests/support/netgsm";
import { recordMessages } from "./messages.server";
import { FIRST_REPORT_AFTER_SECONDS, deliverDueMessages } from "./delivery.server";
import { NetgsmTransport } from "./netgsm.server";
import { REPORT_LEASE_SECONDS, REPORT_PAGE, REPORT_WINDOW_DAYS, collectSmsReports, nextReportAsk } from "./sms-reports.server";

let db: Db;
let close: () => Promise<void>;
let netgsm: FakeNetgsm;
let transport: NetgsmTransport;

/** When the SMS of a test are sent; the stand-in says a delivered one reached the phone at 14:00 Turkish time (11:00Z). */
const SENT = new Date("2026-11-29T10:58:00Z");
const NETGSM_DELIVERED = new Date("2026-11-29T11:00:00Z");
const at = (minutes: number) => new Date(SENT.getTime() + minutes * 60_000);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  netgsm = await startFakeNetgsm();
  transport = new NetgsmTransport({ usercode: netgsm.usercode, password: netgsm.password, header: netgsm.header, baseUrl: netgsm.baseUrl });
});
afterAll(async () => {
  await netgsm?.close();
  await close?.();
});
beforeEach(async () => {
  await db.delete(outbox);
  netgsm.requests.length = 0;
  netgsm.up();
});

const reportCalls = () => netgsm.requests.filter((r) => r.path === "/sms/rest/v2/report");
const row = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

/** SMS to these numbers, recorded and delivered through Netgsm at SENT (the delivery job's path): their rows. */
async function sendSms(...phones: string[]) {
  await recordMessages(
    db,
    phones.map((to) => ({ kind: "auth.smsLoginCode", channel: "sms", to, body: "Minik Dünya giriş kodunuz 482913" }) as const),
  );
  await db.execute(sql`UPDATE outbox SET next_attempt_at = ${SENT.toISOString()}::timestamptz WHERE state = 'pending'`);
  expect(await deliverDueMessages(db, { delivery: { sms: transport }, now: () => SENT })).toMatchObject({ sent: phones.length });
  netgsm.requests.length = 0;
  return db.select().from(outbox).orderBy(outbox.id);
}

describe("collectSmsReports", () => {
  it("a sent SMS waits for its report a minute on; delivered: the phone's time kept, asked no more", async () => {
    const [sms] = await sendSms("05321234567");
    expect(sms).toMatchObject({ state: "sent", deliveredAt: null });
    expect(sms.reportDueAt).toEqual(new Date(SENT.getTime() + FIRST_REPORT_AFTER_SECONDS * 1000));
    // Not due yet: nothing asked.
    expect(await collectSmsReports(db, transport, { now: () => at(0.5) })).toMatchObject({ asked: 0 });
    expect(reportCalls()).toHaveLength(0);

    expect(await collectSmsReports(db, transport, { now: () => at(3) })).toMatchObject({ asked: 1, delivered: 1 });
    expect(reportCalls().map((r) => r.body)).toEqual([{ jobids: [sms.providerRef] }]);
    expect(await row(sms.id)).toMatchObject({ state: "sent", deliveredAt: NETGSM_DELIVERED, reportDueAt: null, lastError: null });

    // A second run (a retried job, another process) asks nothing and changes nothing.
    expect(await collectSmsReports(db, transport, { now: () => at(60) })).toMatchObject({ asked: 0 });
    expect(reportCalls()).toHaveLength(1);
    expect((await row(sms.id)).deliveredAt).toEqual(NETGSM_DELIVERED);
  });

  it("a delivery time Netgsm gives outside sending and now is kept within them", async () => {
    const [sms] = await sendSms("05321234567");
    // Asked at 10:59:30Z (as if Netgsm's clock ran ahead): the time is now, not Netgsm's 11:00Z.
    await db.execute(sql`UPDATE outbox SET report_due_at = ${SENT.toISOString()}::timestamptz WHERE id = ${sms.id}`);
    await collectSmsReports(db, transport, { now: () => at(1.5) });
    expect((await row(sms.id)).deliveredAt).toEqual(at(1.5));
  });

  it("failed at the operator: the message is failed with Netgsm's reason, scrubbed, for the back office to send again", async () => {
    netgsm.invalidNumbers.add("5559998877");
    const [refused, delivered] = await sendSms("05559998877", "05321234567");
    expect(await collectSmsReports(db, transport, { now: () => at(3) })).toMatchObject({ asked: 2, delivered: 1, failed: 1 });
    const after = await row(refused.id);
    expect(after).toMatchObject({ state: "failed", reportDueAt: null, deliveredAt: null });
    expect(after.lastError).toBe("Operatör: Netgsm durum 3: geçersiz ya da kısıtlı numara (hata 102)");
    expect(after.lastError).not.toMatch(/555|9988/);
    expect((await row(delivered.id)).deliveredAt).toEqual(NETGSM_DELIVERED);
  });

  it("a repeat Netgsm dropped (the second copy of a message whose first went) is not a failure: still sent, asked no more", async () => {
    const [sms] = await sendSms("05321234567");
    netgsm.jobs.get(sms.providerRef!)!.status = 13;
    expect(await collectSmsReports(db, transport, { now: () => at(3) })).toMatchObject({ asked: 1, repeats: 1, failed: 0 });
    expect(await row(sms.id)).toMatchObject({ state: "sent", reportDueAt: null, deliveredAt: null, lastError: null });
  });

  it("pending: asked again later, less often as the SMS ages, and recorded once the report comes", async () => {
    const [sms] = await sendSms("05321234567");
    const job = netgsm.jobs.get(sms.providerRef!)!;
    job.status = 0;
    expect(await collectSmsReports(db, transport, { now: () => at(3) })).toMatchObject({ asked: 1, pending: 1 });
    expect(await row(sms.id)).toMatchObject({ state: "sent", deliveredAt: null, reportDueAt: at(5) });
    // Before that: not asked.
    await collectSmsReports(db, transport, { now: () => at(4) });
    expect(reportCalls()).toHaveLength(1);
    // Ten hours on it waits five more; then Netgsm has it.
    await db.execute(sql`UPDATE outbox SET report_due_at = ${at(600).toISOString()}::timestamptz WHERE id = ${sms.id}`);
    await collectSmsReports(db, transport, { now: () => at(600) });
    expect((await row(sms.id)).reportDueAt).toEqual(at(900));
    job.status = 1;
    await collectSmsReports(db, transport, { now: () => at(900) });
    expect(reportCalls()).toHaveLength(3);
    expect(await row(sms.id)).toMatchObject({ deliveredAt: NETGSM_DELIVERED, reportDueAt: null });
  });

  it("waits half the SMS's age between asks, at least 2 minutes and at most 6 hours", () => {
    expect(nextReportAsk(SENT, at(1))).toEqual(at(3));
    expect(nextReportAsk(SENT, at(60))).toEqual(at(90));
    expect(nextReportAsk(SENT, at(48 * 60))).toEqual(at(54 * 60));
  });

  it("after the days Netgsm keeps reports, asks no more: the SMS stays sent without a delivery time", async () => {
    const [sms] = await sendSms("05321234567");
    netgsm.jobs.get(sms.providerRef!)!.status = 0;
    const late = new Date(SENT.getTime() + REPORT_WINDOW_DAYS * 86_400_000 + 60_000);
    expect(await collectSmsReports(db, transport, { now: () => late })).toMatchObject({ asked: 0, stopped: 1 });
    expect(reportCalls()).toHaveLength(0);
    expect(await row(sms.id)).toMatchObject({ state: "sent", reportDueAt: null, deliveredAt: null });
  });

  it("Netgsm refusing the call (a rate limit) or down: nothing recorded, the page asked again later", async () => {
    const [sms] = await sendSms("05321234567");
    netgsm.failNext("80");
    expect(await collectSmsReports(db, transport, { now: () => at(3) })).toMatchObject({ asked: 0 });
    expect(await row(sms.id)).toMatchObject({ state: "sent", deliveredAt: null, reportDueAt: at(8) });
    netgsm.down();
    await collectSmsReports(db, transport, { now: () => at(8) });
    expect((await row(sms.id)).reportDueAt).toEqual(at(13));
    netgsm.up();
    await collectSmsReports(db, transport, { now: () => at(13) });
    expect((await row(sms.id)).deliveredAt).toEqual(NETGSM_DELIVERED);
  });

  it("asks in pages of Netgsm's size, a limited number of calls a run; the rest on the next run", async () => {
    const many = Array.from({ length: REPORT_PAGE * 2 + 5 }, (_, i) => `0532${String(1_000_000 + i).slice(-7)}`);
    await sendSms(...many);
    expect(await collectSmsReports(db, transport, { now: () => at(3), maxCalls: 2 })).toMatchObject({
      asked: REPORT_PAGE * 2,
      delivered: REPORT_PAGE * 2,
    });
    expect(reportCalls().map((r) => (r.body!.jobids as string[]).length)).toEqual([REPORT_PAGE, REPORT_PAGE]);
    expect(await collectSmsReports(db, transport, { now: () => at(3) })).toMatchObject({ asked: 5, delivered: 5 });
    expect((await db.select().from(outbox)).filter((r) => r.reportDueAt !== null)).toEqual([]);
  });

  it("a run's claim holds its SMS for a lease: another run does not ask for them; a killed run's come back after it", async () => {
    const [sms] = await sendSms("05321234567");
    // A run that claimed and died before recording: its lease on the row, as the claim leaves it.
    await db.execute(
      sql`UPDATE outbox SET report_due_at = ${at(3).toISOString()}::timestamptz + make_interval(secs => ${REPORT_LEASE_SECONDS}) WHERE id = ${sms.id}`,
    );
    expect(await collectSmsReports(db, transport, { now: () => at(4) })).toMatchObject({ asked: 0 });
    expect(await collectSmsReports(db, transport, { now: () => new Date(at(3).getTime() + REPORT_LEASE_SECONDS * 1000) })).toMatchObject({
      asked: 1,
      delivered: 1,
    });
  });

  it("asks nothing and changes nothing without a Netgsm account", async () => {
    const [sms] = await sendSms("05321234567");
    expect(await collectSmsReports(db, undefined, { now: () => at(3) })).toBeNull();
    expect(reportCalls()).toHaveLength(0);
    expect((await row(sms.id)).reportDueAt).toEqual(new Date(SENT.getTime() + FIRST_REPORT_AFTER_SECONDS * 1000));
  });

  it("an SMS left in the outbox (no gateway) or an e-mail never waits for a report", async () => {
    await recordMessages(db, [
      { kind: "auth.smsLoginCode", channel: "sms", to: "05321234567", body: "kod" },
      { kind: "contact.received", channel: "email", to: "ayse@example.com", subject: "Mesajınız", body: "Merhaba" },
    ]);
    await deliverDueMessages(db, { delivery: {} });
    expect((await db.select().from(outbox)).map((r) => [r.state, r.reportDueAt])).toEqual([
      ["sent", null],
      ["sent", null],
    ]);
  });
});
