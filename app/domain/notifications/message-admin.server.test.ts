/**
 * Outgoing messages in the back office (message-admin.server.ts) on a real database: the list
 * newest first with the recipient masked and nothing of the body or subject, its filters (state,
 * channel, kind, Türkiye's days), keyset pages; resending only a failed message (a sent or pending
 * one is refused, a second press moves nothing), all the failed ones of a filter, with their audit
 * rows; a message that failed by a transport's permanent refusal resent and delivered with the
 * same message id; the dashboard's warning (given up lately, late pending ones, per channel, capped).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { auditLog, managers, outbox } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { TR_DATE_TIME } from "#app/lib/dates";
import { deliverDueMessages } from "./delivery.server";
import { recordMessages } from "./messages.server";
import { NO_FILTERS, readMessageQuery, type MessageFilters } from "./message-admin";
import { deliveryWarning, failedCount, MESSAGE_PAGE_SIZE, messagePage, resendFailed, resendMessage } from "./message-admin.server";
import { DeliveryError, type EmailTransport, type OutgoingEmail, type SendResult } from "./transport";

let db: Db;
let close: () => Promise<void>;
let manager: { id: number };
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [manager] = await db
    .insert(managers)
    .values({ email: "bildirim@example.com", name: "Bildirim Yönetici", passwordHash: "x", role: "orders" })
    .returning({ id: managers.id });
});
afterAll(() => close());
beforeEach(async () => {
  await db.delete(outbox);
  await db.delete(auditLog);
});

// 15 March 2026, 12:00 in Türkiye.
const NOW = new Date("2026-03-15T09:00:00Z");
const MINUTE = 60_000;

type Row = typeof outbox.$inferInsert;
const SECRET_BODY = "Minik Dünya giriş kodunuz: 482913 https://shop.test/sifre/AbCdEf123456GhIjKl789";
const SUBJECT = "Ayşe sizinle bir hediye listesi paylaştı";

/** Writes outbox rows as they would stand (the test sets up what it reads). */
async function rows(...values: Partial<Row>[]): Promise<number[]> {
  const made = await db
    .insert(outbox)
    .values(
      values.map((v) => ({
        kind: "order.confirmation",
        channel: "email",
        to: "ayse.yilmaz@example.com",
        subject: SUBJECT,
        body: SECRET_BODY,
        state: "sent",
        tries: 1,
        createdAt: NOW,
        sentAt: NOW,
        ...v,
      })),
    )
    .returning({ id: outbox.id });
  return made.map((r) => r.id);
}

const filters = (over: Partial<MessageFilters> = {}): MessageFilters => ({ ...NO_FILTERS, ...over });
const stateOf = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe("the list", () => {
  it("shows every message newest first, the recipient masked, never the body, subject or address", async () => {
    const [older, mail, sms, legacy] = await rows(
      { createdAt: new Date(NOW.getTime() - 60 * MINUTE) },
      { state: "failed", tries: 8, lastError: "550 5.1.1 <adres>: mailbox unavailable", sentAt: null, nextAttemptAt: NOW },
      {
        kind: "auth.smsLoginCode",
        channel: "sms",
        to: "05321234567",
        state: "pending",
        tries: 2,
        sentAt: null,
        nextAttemptAt: new Date(NOW.getTime() + 5 * MINUTE),
      },
      { kind: "legacy", createdAt: new Date(NOW.getTime() - 120 * MINUTE) },
    );
    const page = await messagePage(db, NO_FILTERS, null);
    // Same created_at: the higher id first.
    expect(page.rows.map((r) => r.id)).toEqual([sms, mail, older, legacy]);
    expect(page.older).toBeNull();
    const byId = Object.fromEntries(page.rows.map((r) => [r.id, r]));
    expect(byId[mail]).toMatchObject({
      channelLabel: "E-posta",
      recipient: "a***@e***.com",
      kindLabel: "Sipariş onayı",
      state: "failed",
      stateLabel: "Gönderilemedi",
      tries: 8,
      lastError: "550 5.1.1 <adres>: mailbox unavailable",
      createdText: "15 Mart 2026 12:00",
      sentText: null,
      nextTryText: null,
      givenUpText: "15 Mart 2026 12:00",
    });
    expect(byId[sms]).toMatchObject({
      channelLabel: "SMS",
      recipient: "0532 *** ** 67",
      kindLabel: "SMS ile giriş kodu",
      stateLabel: "Bekliyor",
      nextTryText: "15 Mart 2026 12:05",
      givenUpText: null,
    });
    expect(byId[older]).toMatchObject({ stateLabel: "Gönderildi", sentText: "15 Mart 2026 12:00" });
    expect(byId[legacy].kindLabel).toBe("Eski kayıt");
    const shown = JSON.stringify(page);
    for (const secret of ["482913", "AbCdEf123456", "Minik Dünya giriş", SUBJECT, "ayse.yilmaz", "example.com", "05321234567", "1234567"])
      expect(shown).not.toContain(secret);
  });

  it("filters by state, channel, kind and Türkiye's days, each alone and together", async () => {
    // 14 March in Türkiye ends at 21:00 UTC.
    const [lateOn14, earlyOn15, smsFailed, clubMail] = await rows(
      { createdAt: new Date("2026-03-14T20:59:00Z") },
      { createdAt: new Date("2026-03-14T21:00:00Z") },
      { channel: "sms", to: "05551112233", kind: "auth.smsLoginCode", state: "failed", sentAt: null },
      { kind: "club.eventChanged", state: "pending", sentAt: null },
    );
    const ids = async (f: Partial<MessageFilters>) => (await messagePage(db, filters(f), null)).rows.map((r) => r.id).sort((a, b) => a - b);
    expect(await ids({ state: "failed" })).toEqual([smsFailed]);
    expect(await ids({ state: "pending" })).toEqual([clubMail]);
    expect(await ids({ state: "sent" })).toEqual([lateOn14, earlyOn15]);
    expect(await ids({ channel: "sms" })).toEqual([smsFailed]);
    expect(await ids({ channel: "email" })).toEqual([lateOn14, earlyOn15, clubMail]);
    expect(await ids({ kind: "club.eventChanged" })).toEqual([clubMail]);
    expect(await ids({ to: "2026-03-14" })).toEqual([lateOn14]);
    expect(await ids({ from: "2026-03-15" })).toEqual([earlyOn15, smsFailed, clubMail]);
    expect(await ids({ from: "2026-03-15", to: "2026-03-15", channel: "email", state: "sent" })).toEqual([earlyOn15]);
    expect(await ids({ kind: "legacy" })).toEqual([]);
  });

  it("reads its filters from the address and leaves out what it does not know", () => {
    const read = (query: string) => readMessageQuery(new URLSearchParams(query));
    expect(read("durum=gonderilemedi&kanal=sms&tur=auth.smsLoginCode&baslangic=2026-03-01&bitis=2026-03-15&once=42")).toEqual({
      filters: { state: "failed", channel: "sms", kind: "auth.smsLoginCode", from: "2026-03-01", to: "2026-03-15" },
      before: 42,
    });
    expect(read("tur=legacy").filters.kind).toBe("legacy");
    expect(read("durum=failed&kanal=faks&tur=drop table&baslangic=2026-02-30&bitis=dün&once=-1")).toEqual({
      filters: NO_FILTERS,
      before: null,
    });
  });

  it("pages by keyset, newest first, every message once, the filter kept", async () => {
    const made = await rows(
      ...Array.from({ length: MESSAGE_PAGE_SIZE * 2 + 5 }, (_, i) => ({
        // Pairs recorded in one transaction share their created_at.
        createdAt: new Date(NOW.getTime() - Math.floor(i / 2) * MINUTE),
        channel: i % 3 === 0 ? "sms" : "email",
        to: i % 3 === 0 ? "05321234567" : "a@example.com",
      })),
    );
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const page = await messagePage(db, filters({ channel: "email" }), before);
      seen.push(...page.rows.map((r) => r.id));
      expect(page.rows.every((r) => r.channel === "email")).toBe(true);
      before = page.older;
      pages++;
    } while (before != null);
    const expected = (await db.select({ id: outbox.id, at: outbox.createdAt, channel: outbox.channel }).from(outbox))
      .filter((r) => r.channel === "email")
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
      .map((r) => r.id);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(2);
    expect(made.length).toBe(MESSAGE_PAGE_SIZE * 2 + 5);
  });
});

describe("resending", () => {
  it("sends only a failed message again: pending, tries from 0, due now, its last error kept; one audit row", async () => {
    const [failed, sent, pending] = await rows(
      { state: "failed", tries: 8, lastError: "SMTP 550", sentAt: null, nextAttemptAt: new Date(NOW.getTime() - 60 * MINUTE) },
      {},
      { state: "pending", tries: 1, sentAt: null },
    );
    const later = new Date(NOW.getTime() + MINUTE);
    expect(await resendMessage(db, manager, failed, later)).toEqual({ ok: true });
    expect(await stateOf(failed)).toMatchObject({ state: "pending", tries: 0, lastError: "SMTP 550", nextAttemptAt: later });
    // A second press (or a second manager) moves nothing.
    expect(await resendMessage(db, manager, failed, later)).toMatchObject({ ok: false, status: 409 });
    expect(await resendMessage(db, manager, sent)).toMatchObject({ ok: false, status: 409 });
    expect(await resendMessage(db, manager, pending)).toMatchObject({ ok: false, status: 409 });
    expect(await resendMessage(db, manager, 2_000_000)).toMatchObject({ ok: false, status: 404 });
    expect(await stateOf(sent)).toMatchObject({ state: "sent", tries: 1 });
    expect(await stateOf(pending)).toMatchObject({ state: "pending", tries: 1 });
    const audit = await db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      managerId: manager.id,
      action: "message.resend",
      entityType: "message",
      entityId: String(failed),
      before: { status: "failed", tries: 8 },
      after: { status: "pending", tries: 0 },
      summary: `Mesaj yeniden gönderildi: #${failed} · Sipariş onayı (E-posta)`,
    });
    expect(JSON.stringify(audit)).not.toContain("ayse.yilmaz");
  });

  it("resends every failed message of a filter, only those, one audit row each", async () => {
    const [mailA, mailB, smsFailed, sent] = await rows(
      { state: "failed", sentAt: null },
      { state: "failed", sentAt: null, kind: "contact.received" },
      { state: "failed", sentAt: null, channel: "sms", to: "05321234567", kind: "auth.smsLoginCode" },
      {},
    );
    expect(await failedCount(db, NO_FILTERS)).toBe(3);
    // The list's state filter aside: the failed ones of the channel.
    expect(await failedCount(db, filters({ channel: "email", state: "sent" }))).toBe(2);
    expect(await resendFailed(db, manager, filters({ state: "sent" }))).toBe(0);
    expect(await resendFailed(db, manager, filters({ channel: "email" }))).toBe(2);
    for (const id of [mailA, mailB]) expect((await stateOf(id)).state).toBe("pending");
    expect((await stateOf(smsFailed)).state).toBe("failed");
    expect((await stateOf(sent)).state).toBe("sent");
    expect(await resendFailed(db, manager, filters({ channel: "email" }))).toBe(0);
    const audit = await db.select().from(auditLog);
    expect(audit.map((a) => [a.action, a.entityId]).sort()).toEqual(
      [
        ["message.resendFailed", String(mailA)],
        ["message.resendFailed", String(mailB)],
      ].sort(),
    );
    expect(await failedCount(db, NO_FILTERS)).toBe(1);
  });

  it("a message a transport refused for good is given up, resent, and goes out with the same message id", async () => {
    const refusing: EmailTransport = {
      async send() {
        throw new DeliveryError("550 5.1.1 <adres>: mailbox unavailable", true);
      },
    };
    const got: OutgoingEmail[] = [];
    const accepting: EmailTransport = {
      async send(mail): Promise<SendResult> {
        got.push(mail);
        return { providerRef: "kabul" };
      },
    };
    await recordMessages(db, [
      { kind: "contact.received", channel: "email", to: "yok@example.com", subject: "Mesajınızı aldık", body: "Merhaba" },
    ]);
    // recordMessages dates the message by the database's clock: delivery runs just after it.
    const givenUpAt = new Date(Date.now() + 2 * MINUTE);
    expect(await deliverDueMessages(db, { delivery: { email: refusing }, now: () => givenUpAt })).toMatchObject({ failed: 1 });
    const [row] = await db.select().from(outbox);
    expect(row).toMatchObject({ state: "failed", tries: 1, nextAttemptAt: givenUpAt });
    const listed = (await messagePage(db, filters({ state: "failed" }), null)).rows;
    expect(listed.map((r) => [r.id, r.recipient, r.givenUpText])).toEqual([[row.id, "y***@e***.com", TR_DATE_TIME.format(givenUpAt)]]);

    expect(await resendMessage(db, manager, row.id, givenUpAt)).toEqual({ ok: true });
    expect(await deliverDueMessages(db, { delivery: { email: accepting }, now: () => givenUpAt })).toMatchObject({ sent: 1 });
    expect(await stateOf(row.id)).toMatchObject({ state: "sent", tries: 1, providerRef: "kabul", lastError: null });
    expect(got.map((m) => m.messageId)).toEqual([row.messageId]);
    expect((await messagePage(db, filters({ state: "failed" }), null)).rows).toEqual([]);
  });
});

describe("the dashboard's warning", () => {
  it("counts per channel the messages given up in the last day and the pending ones over 10 minutes late", async () => {
    expect(await deliveryWarning(db, NOW)).toBeNull();
    await rows(
      // Given up 23 hours ago (counted) and 25 hours ago (not).
      { state: "failed", sentAt: null, nextAttemptAt: new Date(NOW.getTime() - 23 * 60 * MINUTE) },
      { state: "failed", sentAt: null, nextAttemptAt: new Date(NOW.getTime() - 25 * 60 * MINUTE) },
      { state: "failed", sentAt: null, channel: "sms", to: "05321234567", nextAttemptAt: new Date(NOW.getTime() - MINUTE) },
      // Pending: 11 minutes late (counted), 9 minutes late and due later (not).
      { state: "pending", sentAt: null, channel: "sms", to: "05321234567", nextAttemptAt: new Date(NOW.getTime() - 11 * MINUTE) },
      { state: "pending", sentAt: null, nextAttemptAt: new Date(NOW.getTime() - 9 * MINUTE) },
      { state: "pending", sentAt: null, nextAttemptAt: new Date(NOW.getTime() + 60 * MINUTE) },
      // Sent long ago: nothing to say.
      { createdAt: new Date(NOW.getTime() - 3 * 24 * 60 * MINUTE) },
    );
    expect(await deliveryWarning(db, NOW)).toEqual({
      failed: { email: 1, sms: 1 },
      overdue: { email: 0, sms: 1 },
      retrying: { email: 0, sms: 0 },
      cap: 1000,
    });
  });

  it("counts the pending messages whose last try failed: the provider refusing or down now, before anything is given up", async () => {
    await rows(
      // Waiting for the next try after a refused connection (counted), and a first try not made yet (not).
      { state: "pending", sentAt: null, tries: 2, lastError: "SMTP ECONNREFUSED", nextAttemptAt: new Date(NOW.getTime() + 5 * MINUTE) },
      { state: "pending", sentAt: null, nextAttemptAt: new Date(NOW.getTime() + MINUTE) },
    );
    expect(await deliveryWarning(db, NOW)).toEqual({
      failed: { email: 0, sms: 0 },
      overdue: { email: 0, sms: 0 },
      retrying: { email: 1, sms: 0 },
      cap: 1000,
    });
  });
});
