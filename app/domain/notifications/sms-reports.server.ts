/**
 * What became of the SMS the shop handed to Netgsm (docs/sms.md "Delivery reports", docs/messages.md):
 * the `messages.reports` job (server/jobs.ts, every 2 minutes while a Netgsm account is configured)
 * runs `collectSmsReports`. An SMS Netgsm took waits for its report: the delivery job sets its
 * `report_due_at` a minute after sending (delivery.server.ts), and only rows with one are looked at
 * (the partial index `outbox_report_due_idx`: the job never reads the rest of the outbox). A run:
 *   1. stops asking for SMS sent more than REPORT_WINDOW_DAYS ago (Netgsm keeps reports a few days),
 *      or no longer 'sent': `report_due_at` emptied, the message stays as it is;
 *   2. claims due ones, the longest waiting first, a page of Netgsm's report call at a time, with
 *      `FOR UPDATE SKIP LOCKED`, moving their `report_due_at` a lease ahead in the same statement:
 *      two runs never ask for the same SMS, and one killed after its claim leaves them to be asked
 *      again once the lease has passed;
 *   3. asks Netgsm for the page and writes each answer with a guarded update (`state = 'sent' AND
 *      report_due_at IS NOT NULL`, so a second run, or a run behind another, writes nothing again):
 *      - delivered: `delivered_at` (Netgsm's time, kept between sending and now), asked no more;
 *      - failed at the operator or the phone: `state` 'failed', `last_error` 'Operatör: <reason>'
 *        (scrubbed like every failure), asked no more: the back office sees it failed and can send
 *        it again;
 *      - dropped by Netgsm as a repeat (the same text to the same number: at-least-once delivery's
 *        second copy of a message whose first copy went): asked no more, still 'sent';
 *      - pending: asked again after half the SMS's age, between 2 minutes and 6 hours.
 * At most REPORT_CALLS_PER_RUN calls a run (Netgsm allows 10 report calls a minute). A refused call
 * (a rate limit, Netgsm down, the credentials) puts its page back for a later run and ends the run.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { pgIntArray, pgTextArray } from "#app/lib/pg-arrays";
import { logger } from "#app/lib/logger.server";
import { failureReason } from "./delivery.server";
import type { DeliveryReport } from "./netgsm.server";

/** Who answers for reports: Netgsm's transport (netgsm.server.ts), or none when the shop has no account. */
export type ReportSource = { fetchDeliveryReports(refs: readonly string[]): Promise<DeliveryReport[]> };

/** How long Netgsm's reports are asked for after sending. */
export const REPORT_WINDOW_DAYS = 3;
/** SMS asked for in one report call (Netgsm's page). */
export const REPORT_PAGE = 100;
/** Report calls in one run: Netgsm allows 10 a minute, and the job runs every 2 minutes. */
export const REPORT_CALLS_PER_RUN = 8;
/** How long a run's claim holds its SMS before another run may ask for them. */
export const REPORT_LEASE_SECONDS = 10 * 60;
/** A refused report call: its page is asked again this much later. */
const REFUSED_AGAIN_MS = 5 * 60_000;
const MIN_WAIT_MS = 2 * 60_000;
const MAX_WAIT_MS = 6 * 60 * 60_000;

/** When a still pending SMS is asked again: after half its age, between 2 minutes and 6 hours. */
export function nextReportAsk(sentAt: Date, now: Date): Date {
  const wait = Math.min(Math.max((now.getTime() - sentAt.getTime()) / 2, MIN_WAIT_MS), MAX_WAIT_MS);
  return new Date(now.getTime() + wait);
}

/** What a run did: SMS asked about, and what their reports said; `stopped`: SMS no longer asked about. */
export type ReportRun = { asked: number; delivered: number; failed: number; repeats: number; pending: number; stopped: number };

type Claimed = { id: number; provider_ref: string; sent_at: string | Date };

/** Reads and records the due delivery reports; null when there is no source (no Netgsm account): nothing to ask. */
export async function collectSmsReports(
  db: Db,
  source: ReportSource | undefined,
  options: { now?: () => Date; maxCalls?: number } = {},
): Promise<ReportRun | null> {
  if (!source) return null;
  const now = options.now ?? (() => new Date());
  const run: ReportRun = { asked: 0, delivered: 0, failed: 0, repeats: 0, pending: 0, stopped: 0 };
  run.stopped = await stopAsking(db, now());
  for (let call = 0; call < (options.maxCalls ?? REPORT_CALLS_PER_RUN); call++) {
    const claimed = await claimDueReports(db, now());
    if (claimed.length === 0) break;
    let reports: DeliveryReport[];
    try {
      reports = await source.fetchDeliveryReports(claimed.map((c) => c.provider_ref));
    } catch (error) {
      const again = new Date(now().getTime() + REFUSED_AGAIN_MS);
      await askAgainAt(
        db,
        claimed.map((c) => ({ id: c.id, at: again })),
      );
      logger.warn({ sms: claimed.length, reason: failureReason(error) }, "SMS iletim raporları alınamadı: sonra yeniden sorulacak");
      break;
    }
    const recorded = await recordReports(db, claimed, reports, now());
    run.asked += claimed.length;
    run.delivered += recorded.delivered;
    run.failed += recorded.failed;
    run.repeats += recorded.repeats;
    run.pending += recorded.pending;
    if (claimed.length < REPORT_PAGE) break;
  }
  if (run.asked + run.stopped > 0) logger.info(run, "SMS iletim raporları okundu");
  return run;
}

/** Step 1: SMS past the window, or no longer sent: not asked about any more. */
async function stopAsking(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REPORT_WINDOW_DAYS * 86_400_000);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE outbox SET report_due_at = NULL
        WHERE report_due_at <= ${now.toISOString()}::timestamptz
          AND (state <> 'sent' OR provider_ref IS NULL OR sent_at IS NULL OR sent_at < ${since.toISOString()}::timestamptz)
        RETURNING id`,
  );
  return rows.length;
}

/** Step 2: a page of due SMS, taken for a lease. */
async function claimDueReports(db: Db, now: Date): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`WITH due AS (
          SELECT id FROM outbox
          WHERE report_due_at <= ${now.toISOString()}::timestamptz
          ORDER BY report_due_at, id
          LIMIT ${REPORT_PAGE}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE outbox o SET report_due_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${REPORT_LEASE_SECONDS})
        FROM due WHERE o.id = due.id
        RETURNING o.id, o.provider_ref, o.sent_at`,
  );
}

/** The next time each SMS's report is asked for, if it still waits for one. */
async function askAgainAt(db: Db, next: { id: number; at: Date }[]): Promise<void> {
  if (next.length === 0) return;
  await db.execute(
    sql`UPDATE outbox o SET report_due_at = n.at
        FROM unnest(${pgIntArray(next.map((n) => n.id))}::int[], ${pgTextArray(next.map((n) => n.at.toISOString()))}::timestamptz[]) AS n(id, at)
        WHERE o.id = n.id AND o.state = 'sent' AND o.report_due_at IS NOT NULL`,
  );
}

/** Step 3: each answer, set-based (a statement per kind of answer), over SMS still waiting for their report. */
async function recordReports(
  db: Db,
  claimed: Claimed[],
  reports: DeliveryReport[],
  now: Date,
): Promise<Pick<ReportRun, "delivered" | "failed" | "repeats" | "pending">> {
  const byRef = new Map(reports.map((r) => [r.providerRef, r]));
  const delivered: { id: number; at: Date }[] = [];
  const failed: { id: number; reason: string }[] = [];
  const repeats: number[] = [];
  const pending: { id: number; at: Date }[] = [];
  for (const sms of claimed) {
    const report = byRef.get(sms.provider_ref);
    if (report?.state === "delivered") delivered.push({ id: sms.id, at: report.deliveredAt ?? now });
    else if (report?.state === "failed" && report.duplicate) repeats.push(sms.id);
    else if (report?.state === "failed") failed.push({ id: sms.id, reason: `Operatör: ${failureReason(report.reason ?? "iletilemedi")}` });
    else pending.push({ id: sms.id, at: nextReportAsk(new Date(sms.sent_at), now) });
  }
  const waiting = sql`o.state = 'sent' AND o.report_due_at IS NOT NULL`;
  if (delivered.length > 0)
    await db.execute(
      sql`UPDATE outbox o SET delivered_at = GREATEST(o.sent_at, LEAST(d.at, ${now.toISOString()}::timestamptz)), report_due_at = NULL
          FROM unnest(${pgIntArray(delivered.map((d) => d.id))}::int[], ${pgTextArray(delivered.map((d) => d.at.toISOString()))}::timestamptz[]) AS d(id, at)
          WHERE o.id = d.id AND ${waiting}`,
    );
  if (failed.length > 0)
    await db.execute(
      sql`UPDATE outbox o SET state = 'failed', last_error = f.reason, report_due_at = NULL
          FROM unnest(${pgIntArray(failed.map((f) => f.id))}::int[], ${pgTextArray(failed.map((f) => f.reason))}::text[]) AS f(id, reason)
          WHERE o.id = f.id AND ${waiting}`,
    );
  if (repeats.length > 0)
    await db.execute(sql`UPDATE outbox o SET report_due_at = NULL WHERE o.id = ANY(${pgIntArray(repeats)}::int[]) AND ${waiting}`);
  await askAgainAt(db, pending);
  return { delivered: delivered.length, failed: failed.length, repeats: repeats.length, pending: pending.length };
}
