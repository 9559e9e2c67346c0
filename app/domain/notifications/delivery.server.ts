/**
 * Delivering recorded messages (docs/messages.md): the `messages.deliver` job (server/jobs.ts) runs
 * `deliverDueMessages`, woken a second after a commit that recorded messages and swept every minute.
 *
 * At least once, never twice at the same time:
 *   1. claim: a batch of due pending messages is taken with `FOR UPDATE SKIP LOCKED` (workers of
 *      all processes never take the same one) and, in the same statement, its `next_attempt_at` is
 *      moved a lease ahead and `tries` counted. A worker killed after its claim leaves the messages
 *      pending: when the lease has passed they are due again and another worker takes them.
 *   2. each claimed message goes to its channel's transport (transport.ts) with its stable
 *      `message_id` (the same on every try: the receiver can drop a repeat), SENDING_AT_ONCE at a
 *      time. No transport for the channel (demo mode, tests): the outbox row is the delivery, marked
 *      sent at once with provider_ref 'outbox'. A commercial message (kinds.ts) whose member has no
 *      recorded consent for its channel at that moment (withdrawn since it was recorded: an
 *      unsubscribe, an SMS 'RET') is not handed to any transport: state 'skipped' with the reason (İYS).
 *   3. once the claim's messages are tried, their outcomes are written together (a statement per
 *      kind of outcome, not one per message): sent: state 'sent', sent_at, provider_ref (and, for an
 *      SMS whose gateway keeps a delivery report, report_due_at a minute on: sms-reports.server.ts
 *      asks for it). Failed: retried after a growing wait (RETRY_WAITS); after MAX_TRIES, or at
 *      once for a DeliveryError marked permanent (a refused address or number), state 'failed' with
 *      the reason, scrubbed (no personal data, code or token), and next_attempt_at set to when it
 *      was given up (so for a skipped one). Only a manager sends a failed message again
 *      (message-admin.server.ts: back to pending, tries counted from 0). A worker killed before
 *      writing them leaves the whole claim to come back after the lease: at most a claim is sent
 *      twice, each copy with the same id.
 * Each outcome is a guarded update (`… AND state = 'pending' AND tries = <the claim's>`): a worker
 * whose lease ran out and whose message another worker took since writes nothing over it.
 * A claim that comes back full wakes another run, so a backlog is delivered by every process.
 * Delivery never runs inside a shopper's request: it only reads what committed.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { wake } from "#app/domain/jobs/wake.server";
import { logError, logger, scrub } from "#app/lib/logger.server";
import { pgIntArray, pgTextArray } from "#app/lib/pg-arrays";
import { DeliveryError, type EmailTransport, type OutgoingEmail, type SmsTransport } from "./transport";
import { COMMERCIAL_KINDS, isMessageKind, needsConsent, type Channel } from "./kinds";
import { mayReceiveCommercial } from "./consent.server";

/** A recorded message as the delivery job claims it. */
export type ClaimedMessage = {
  id: number;
  messageId: string;
  kind: string;
  channel: Channel;
  to: string;
  subject: string;
  body: string;
  data: Record<string, unknown>;
  userId: number | null;
  tries: number;
  createdAt: Date;
};

/** Composes the e-mail of a message (its HTML, attachments) at delivery; the default is the plain-text body. */
export type EmailComposer = (db: Db, message: ClaimedMessage) => Promise<OutgoingEmail>;

/** The plain-text e-mail: the recorded subject and body. */
export const plainTextEmail: EmailComposer = async (_db, message) => ({
  messageId: message.messageId,
  to: message.to,
  subject: message.subject,
  text: message.body,
});

/**
 * How messages leave the shop: a transport per channel (none: the outbox row is the delivery), the
 * e-mail composer, and `pause`, awaited before each message: the shop holds delivery a moment while
 * its process answers requests (server/requests-in-flight.ts), so a backlog does not slow shoppers.
 */
export type Delivery = { email?: EmailTransport; sms?: SmsTransport; composeEmail?: EmailComposer; pause?: () => Promise<void> };

let registered: Delivery = {};

/** Set once at start from configuration (server/jobs.ts); tests set their own. */
export function setDelivery(next: Delivery): void {
  registered = next;
}

export const currentDelivery = (): Delivery => registered;

/** Waits before the 2nd, 3rd … try (minutes): growing, bounded. */
export const RETRY_WAITS_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;
/** Tries in all; after the last failure the message is 'failed'. */
export const MAX_TRIES = RETRY_WAITS_MINUTES.length + 1;
/** How long a claim holds a message before another worker may take it (a killed worker's claim comes back). */
export const CLAIM_LEASE_SECONDS = 5 * 60;
/** A sent SMS's delivery report is first asked for this long after sending (sms-reports.server.ts). */
export const FIRST_REPORT_AFTER_SECONDS = 60;
/** Messages claimed at once: also the most a worker killed before writing their outcomes sends twice. */
const CLAIM_BATCH = 50;
/**
 * Messages of a claim handled at the same time: twice the SMTP pool's connections, so that while
 * some are composed (CPU) the others are on the wire (bench:messages: 1.25–1.45 times the messages a
 * second of 5 in one process, at no more CPU each).
 */
const SENDING_AT_ONCE = 10;

/** The wait before the next try after `tries` tries (1-based), in milliseconds. */
export function retryWaitMs(tries: number): number {
  const index = Math.min(Math.max(tries, 1), RETRY_WAITS_MINUTES.length) - 1;
  return RETRY_WAITS_MINUTES[index] * 60_000;
}

/** A failure's reason as the outbox keeps it: scrubbed (no personal data, code, token or link) and short. */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (
    scrub(text.replace(/https?:\/\/\S+/g, "[bağlantı]"))
      .replace(/\b\d{4,}\b/g, "[gizli]")
      .slice(0, 300) || "bilinmeyen hata"
  );
}

type Row = {
  id: number;
  message_id: string;
  kind: string;
  channel: Channel;
  to: string;
  subject: string;
  body: string;
  data: Record<string, unknown> | null;
  user_id: number | null;
  tries: number;
  created_at: string | Date;
};

/** Step 1: takes up to `limit` due pending messages for a lease (see the file's comment). */
export async function claimDueMessages(db: Db, limit = CLAIM_BATCH, now = new Date()): Promise<ClaimedMessage[]> {
  const rows = await queryRows<Row>(
    db,
    sql`WITH due AS (
          SELECT id FROM outbox
          WHERE state = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE outbox o
        SET tries = o.tries + 1, next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${CLAIM_LEASE_SECONDS})
        FROM due WHERE o.id = due.id
        RETURNING o.id, o.message_id, o.kind, o.channel, o."to", o.subject, o.body, o.data, o.user_id, o.tries, o.created_at`,
  );
  return rows
    .map((r) => ({
      id: r.id,
      messageId: r.message_id,
      kind: r.kind,
      channel: r.channel,
      to: r.to,
      subject: r.subject,
      body: r.body,
      data: r.data ?? {},
      userId: r.user_id,
      tries: r.tries,
      createdAt: new Date(r.created_at),
    }))
    .sort((a, b) => a.id - b.id);
}

/** What became of a claimed message. */
export type Outcome =
  | { state: "sent"; providerRef: string; reportable?: boolean }
  | { state: "pending"; retryAt: Date; reason: string }
  | { state: "failed"; reason: string }
  | { state: "skipped"; reason: string };

/** Why a commercial message was not sent: the member's consent for its channel is not (or no longer) recorded. */
export const NO_COMMERCIAL_CONSENT = "Ticari ileti izni yok (İYS): gönderilmedi";

/** A commercial message goes only while its member's consent for the channel stands (checked when it leaves, not only when recorded). */
const isCommercial = (message: ClaimedMessage) => isMessageKind(message.kind) && needsConsent(message.kind);

/** Step 3's decision for a failure at try `tries`. */
export function outcomeOfFailure(error: unknown, tries: number, now = new Date()): Outcome {
  const reason = failureReason(error);
  if ((error instanceof DeliveryError && error.permanent) || tries >= MAX_TRIES) return { state: "failed", reason };
  return { state: "pending", retryAt: new Date(now.getTime() + retryWaitMs(tries)), reason };
}

/** Step 2: hands one message to its channel's transport; the outcome. */
export async function deliverOne(
  db: Db,
  message: ClaimedMessage,
  delivery: Delivery = registered,
  now = () => new Date(),
): Promise<Outcome> {
  try {
    const commercial = isCommercial(message);
    if (commercial && (message.userId == null || !(await mayReceiveCommercial(db, message.userId, message.channel))))
      return { state: "skipped", reason: NO_COMMERCIAL_CONSENT };
    if (message.channel === "email") {
      if (!delivery.email) return { state: "sent", providerRef: "outbox" };
      const mail = await (delivery.composeEmail ?? plainTextEmail)(db, message);
      const result = await delivery.email.send({ ...mail, messageId: message.messageId });
      return { state: "sent", providerRef: result.providerRef ?? "" };
    }
    if (message.channel === "sms") {
      if (!delivery.sms) return { state: "sent", providerRef: "outbox" };
      const result = await delivery.sms.send({ messageId: message.messageId, to: message.to, text: message.body, commercial });
      return { state: "sent", providerRef: result.providerRef ?? "", reportable: result.reportable === true && !!result.providerRef };
    }
    throw new DeliveryError(`unknown channel ${String(message.channel)}`, true);
  } catch (error) {
    return outcomeOfFailure(error, message.tries, now());
  }
}

/** Step 3: writes the outcomes of a claim, only over the claims this worker still holds (a statement per kind of outcome). */
export async function settleMessages(
  db: Db,
  settled: readonly { message: Pick<ClaimedMessage, "id" | "tries">; outcome: Outcome }[],
  now = new Date(),
): Promise<void> {
  const ids = (list: typeof settled) => pgIntArray(list.map((s) => s.message.id));
  const tries = (list: typeof settled) => pgIntArray(list.map((s) => s.message.tries));
  const held = sql`o.id = s.id AND o.state = 'pending' AND o.tries = s.tries`;
  const sent = settled.filter((s) => s.outcome.state === "sent");
  const retrying = settled.filter((s) => s.outcome.state === "pending");
  const givenUp = settled.filter((s) => s.outcome.state === "failed" || s.outcome.state === "skipped");
  const reportDue = new Date(now.getTime() + FIRST_REPORT_AFTER_SECONDS * 1000).toISOString();
  if (sent.length > 0)
    await db.execute(
      sql`UPDATE outbox o SET state = 'sent', sent_at = ${now.toISOString()}::timestamptz, provider_ref = s.ref, last_error = NULL, report_due_at = s.report_due
          FROM unnest(${ids(sent)}::int[], ${tries(sent)}::int[],
            ${pgTextArray(sent.map(({ outcome }) => (outcome.state === "sent" ? outcome.providerRef : "")))}::text[],
            ${pgTextArray(sent.map(({ outcome }) => (outcome.state === "sent" && outcome.reportable ? reportDue : null)))}::timestamptz[]
          ) AS s(id, tries, ref, report_due)
          WHERE ${held}`,
    );
  if (retrying.length > 0)
    await db.execute(
      sql`UPDATE outbox o SET next_attempt_at = s.retry_at, last_error = s.reason
          FROM unnest(${ids(retrying)}::int[], ${tries(retrying)}::int[],
            ${pgTextArray(retrying.map(({ outcome }) => (outcome.state === "pending" ? outcome.retryAt.toISOString() : null)))}::timestamptz[],
            ${pgTextArray(retrying.map(({ outcome }) => (outcome.state === "pending" ? outcome.reason : null)))}::text[]
          ) AS s(id, tries, retry_at, reason)
          WHERE ${held}`,
    );
  // A failed or skipped message has no next try: its next_attempt_at says when it was given up (the back office's dashboard counts the failed ones of the last day).
  if (givenUp.length > 0)
    await db.execute(
      sql`UPDATE outbox o SET state = s.state, last_error = s.reason, next_attempt_at = ${now.toISOString()}::timestamptz
          FROM unnest(${ids(givenUp)}::int[], ${tries(givenUp)}::int[],
            ${pgTextArray(givenUp.map(({ outcome }) => outcome.state))}::text[],
            ${pgTextArray(givenUp.map(({ outcome }) => (outcome.state === "failed" || outcome.state === "skipped" ? outcome.reason : null)))}::text[]
          ) AS s(id, tries, state, reason)
          WHERE ${held}`,
    );
}

/** What a run did. */
export type DeliveryReport = { sent: number; retrying: number; failed: number; skipped: number };

/**
 * Delivers every due message (claims until none is due, or `budgetMs` has passed: the next wake or
 * sweep goes on). Channels without a transport are settled in one statement (the outbox is their
 * delivery). A full claim wakes another run: with a backlog, every process of the shop delivers.
 */
export async function deliverDueMessages(
  db: Db,
  options: { delivery?: Delivery; budgetMs?: number; now?: () => Date } = {},
): Promise<DeliveryReport> {
  const delivery = options.delivery ?? registered;
  const now = options.now ?? (() => new Date());
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const until = Date.now() + (options.budgetMs ?? 4 * 60_000);
  report.sent += await settleOutboxOnly(db, delivery, now());
  while (Date.now() < until) {
    const claimed = await claimDueMessages(db, CLAIM_BATCH, now());
    if (claimed.length === 0) break;
    // More are likely due: another run starts a second on, in whichever process is free (the queue keeps one waiting).
    if (claimed.length === CLAIM_BATCH) wake("messages.deliver");
    const outcomes: Outcome[] = new Array(claimed.length);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const i = next++;
        await delivery.pause?.();
        outcomes[i] = await deliverOne(db, claimed[i], delivery, now);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, claimed.length) }, lane));
    const settled = claimed.map((message, i) => ({ message, outcome: outcomes[i] }));
    try {
      await settleMessages(db, settled, now());
    } catch (error) {
      // Not written: the lease runs out and the claim is tried again (repeats the receivers can drop by their ids).
      logError("Mesajların gönderim durumu yazılamadı", error, { messages: claimed.length });
      continue;
    }
    for (const { message, outcome } of settled) {
      if (outcome.state === "sent") report.sent++;
      else if (outcome.state === "pending") report.retrying++;
      else if (outcome.state === "skipped") report.skipped++;
      else report.failed++;
      if (outcome.state === "pending" || outcome.state === "failed")
        logger.warn(
          {
            message: message.id,
            kind: message.kind,
            channel: message.channel,
            try: message.tries,
            state: outcome.state,
            reason: outcome.reason,
          },
          outcome.state === "failed" ? "Mesaj gönderilemedi: vazgeçildi" : "Mesaj gönderilemedi: yeniden denenecek",
        );
    }
    if (claimed.length < CLAIM_BATCH) break;
  }
  if (report.sent + report.retrying + report.failed + report.skipped > 0) logger.info(report, "Mesajlar gönderildi");
  return report;
}

/**
 * Due messages of channels with no transport: the outbox row is their delivery, so they are sent
 * now, in one statement. Commercial ones are left to the claim, which checks their consent first.
 */
async function settleOutboxOnly(db: Db, delivery: Delivery, now: Date): Promise<number> {
  const channels = (["email", "sms"] as const).filter((channel) => !delivery[channel]);
  if (channels.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH due AS (
          SELECT id FROM outbox
          WHERE state = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
            AND channel IN (${sql.join(
              channels.map((c) => sql`${c}`),
              sql`, `,
            )})
            AND kind NOT IN (${sql.join(
              COMMERCIAL_KINDS.map((k) => sql`${k}`),
              sql`, `,
            )})
          FOR UPDATE SKIP LOCKED
        )
        UPDATE outbox o SET state = 'sent', sent_at = ${now.toISOString()}::timestamptz, provider_ref = 'outbox', tries = o.tries + 1
        FROM due WHERE o.id = due.id
        RETURNING o.id`,
  );
  return rows.length;
}
