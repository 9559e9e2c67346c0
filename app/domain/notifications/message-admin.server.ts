/**
 * Outgoing messages in the back office (/yonetim/bildirimler, docs/messages.md): what an operator
 * needs to see that messages go out, and to send again what did not.
 *
 *   - `messagePage`: every message, newest first (created_at, then id), 50 a page by keyset (the
 *     cursor is the last row's id; never OFFSET), filtered by state, channel, kind and a date range
 *     in Türkiye's days. Each filter reads an index (db/schema.ts outbox): the list by
 *     `outbox_created_idx`, a kind by `outbox_kind_idx`, the failed ones by the partial
 *     `outbox_failed_idx`, the pending ones by the delivery job's `outbox_due_idx`.
 *     What a row shows: channel, the recipient masked (lib: hiddenEmail, hiddenPhone), kind, state,
 *     tries, the last error (scrubbed when it was written), created / sent / next try or given up.
 *     Never the body (codes and link tokens live there), the subject (it can carry a name: 'Ayşe
 *     sizinle bir hediye listesi paylaştı', 'Yönetici hesabı kilitlendi: …'), nor the whole address:
 *     the query does not even read them.
 *   - `resendMessage`, `resendFailed`: a failed message back to pending (tries from 0, due now, its
 *     last error kept until the next try), by a guarded UPDATE … WHERE state = 'failed': a sent or
 *     pending message is never sent again from here, and two managers pressing at once resend it
 *     once. One audit row per message, in the same transaction; the delivery job is woken after
 *     the commit. The message keeps its message_id: a receiver that got it after all drops the repeat.
 *   - `deliveryWarning`: the dashboard's warning: messages given up in the last day, pending ones
 *     whose last try failed (the provider refusing or down now: a backlog) and pending ones long
 *     past their time (the delivery job not running), per channel, each count stopped at a cap (indexed, however large
 *     the outbox).
 */
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "#app/db/client.server";
import { outbox } from "#app/db/schema";
import { recordAudit, recordAuditMany, type AuditActor, type AuditEntry } from "#app/domain/audit/audit.server";
import { wake } from "#app/domain/jobs/wake.server";
import { DAY_MS, istanbulDayStart, TR_DATE_TIME } from "#app/lib/dates";
import { hiddenPhone } from "#app/lib/phone";
import { hiddenEmail } from "#app/lib/validation";
import type { Channel } from "./kinds";
import {
  channelLabel,
  FAILED_WINDOW_HOURS,
  kindLabel,
  MESSAGE_NOT_FOUND,
  ONLY_FAILED_RESENT,
  OVERDUE_MINUTES,
  stateLabel,
  type DeliveryWarning,
  type MessageFilters,
} from "./message-admin";

export const MESSAGE_PAGE_SIZE = 50;
/** Where the dashboard's counts stop ('1.000+'), and the list's count of failed messages. */
export const COUNT_CAP = 1000;

/** A recipient as the back office shows it: enough to tell two apart, never the address or number. */
export const hiddenRecipient = (channel: string, to: string) => (channel === "sms" ? hiddenPhone(to) : hiddenEmail(to));

export type MessageListRow = {
  id: number;
  channel: string;
  channelLabel: string;
  /** Masked. */
  recipient: string;
  kind: string;
  kindLabel: string;
  state: string;
  stateLabel: string;
  tries: number;
  lastError: string | null;
  createdAt: string;
  createdText: string;
  sentText: string | null;
  /** A pending message's next try. */
  nextTryText: string | null;
  /** A failed message's last try, when it was given up. */
  givenUpText: string | null;
};

export type MessagePage = { rows: MessageListRow[]; older: number | null };

/** The filters as SQL; `withState: false` leaves the state out (the failed ones in the same filter). */
function conditions(f: MessageFilters, withState = true): SQL[] {
  const out: SQL[] = [];
  if (withState && f.state) out.push(eq(outbox.state, f.state));
  if (f.channel) out.push(eq(outbox.channel, f.channel));
  if (f.kind) out.push(eq(outbox.kind, f.kind));
  const from = f.from ? istanbulDayStart(f.from) : null;
  const to = f.to ? istanbulDayStart(f.to) : null;
  if (from) out.push(gte(outbox.createdAt, from));
  // The whole last day counts.
  if (to) out.push(lt(outbox.createdAt, new Date(to.getTime() + DAY_MS)));
  return out;
}

const text = (at: Date | null) => (at ? TR_DATE_TIME.format(at) : null);

/** One page of the list, newest first; `before`: the page after the row with this id. */
export async function messagePage(db: Db, filters: MessageFilters, before: number | null): Promise<MessagePage> {
  const found = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      to: outbox.to,
      kind: outbox.kind,
      state: outbox.state,
      tries: outbox.tries,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(
      and(
        ...conditions(filters),
        // Keyset on (created_at, id), the cursor row read by its primary key.
        ...(before != null
          ? [sql`(${outbox.createdAt}, ${outbox.id}) < (SELECT o.created_at, o.id FROM outbox o WHERE o.id = ${before})`]
          : []),
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  const rows = found.slice(0, MESSAGE_PAGE_SIZE).map((r): MessageListRow => ({
    id: r.id,
    channel: r.channel,
    channelLabel: channelLabel(r.channel),
    recipient: hiddenRecipient(r.channel, r.to),
    kind: r.kind,
    kindLabel: kindLabel(r.kind),
    state: r.state,
    stateLabel: stateLabel(r.state),
    tries: r.tries,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    createdText: text(r.createdAt)!,
    sentText: text(r.sentAt),
    nextTryText: r.state === "pending" ? text(r.nextAttemptAt) : null,
    givenUpText: r.state === "failed" ? text(r.nextAttemptAt) : null,
  }));
  return { rows, older: found.length > MESSAGE_PAGE_SIZE ? rows[rows.length - 1].id : null };
}

/** How many failed messages the filters hold, whatever state they ask for (what 'resend all' would take), up to COUNT_CAP. */
export async function failedCount(db: Db, filters: MessageFilters): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM outbox WHERE ${and(eq(outbox.state, "failed"), ...conditions(filters, false))} LIMIT ${COUNT_CAP}) c`,
  );
  return Number(row?.n ?? 0);
}

export type ResendResult = { ok: true } | { ok: false; status: 404 | 409; reason: string };

type Moved = { id: number; kind: string; channel: string; tries: number };

const audited = (action: AuditEntry["action"], r: Moved): AuditEntry => ({
  action,
  entity: { type: "message", id: r.id },
  before: { status: "failed", tries: r.tries },
  after: { status: "pending", tries: 0 },
  summary: `Mesaj yeniden gönderildi: #${r.id} · ${kindLabel(r.kind)} (${channelLabel(r.channel)})`,
});

/**
 * The failed messages matching `where` back to pending, in the caller's transaction: the rows it
 * moved, each with its tries before. The rows are locked first; a resend racing this one waits, then
 * finds them pending and moves nothing.
 */
async function moveBack(tx: Tx, where: SQL[], now: Date): Promise<Moved[]> {
  const result = await tx.execute(sql`
    WITH old AS (SELECT id, tries FROM outbox WHERE ${and(eq(outbox.state, "failed"), ...where)} FOR UPDATE)
    UPDATE outbox o SET state = 'pending', tries = 0, next_attempt_at = ${now.toISOString()}::timestamptz
    FROM old WHERE o.id = old.id AND o.state = 'failed'
    RETURNING o.id, o.kind, o.channel, old.tries`);
  return (result as unknown as { rows: Moved[] }).rows.map((r) => ({ ...r, id: Number(r.id), tries: Number(r.tries) }));
}

/** 'Yeniden gönder' on one message: only a failed one (404 unknown, 409 not failed). */
export async function resendMessage(db: Db, manager: AuditActor, id: number, now = new Date()): Promise<ResendResult> {
  const result = await db.transaction(async (tx): Promise<ResendResult> => {
    const [moved] = await moveBack(tx, [eq(outbox.id, id)], now);
    if (!moved) {
      const [exists] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
      return exists ? { ok: false, status: 409, reason: ONLY_FAILED_RESENT } : { ok: false, status: 404, reason: MESSAGE_NOT_FOUND };
    }
    await recordAudit(tx, manager, audited("message.resend", moved));
    return { ok: true };
  });
  if (result.ok) wake("messages.deliver");
  return result;
}

/** 'Başarısızların tümünü yeniden gönder': every failed message the filters hold (their state filter aside); how many. */
export async function resendFailed(db: Db, manager: AuditActor, filters: MessageFilters, now = new Date()): Promise<number> {
  if (filters.state && filters.state !== "failed") return 0;
  const moved = await db.transaction(async (tx) => {
    const rows = await moveBack(tx, conditions(filters, false), now);
    await recordAuditMany(
      tx,
      manager,
      rows.map((r) => audited("message.resendFailed", r)),
    );
    return rows.length;
  });
  if (moved > 0) wake("messages.deliver");
  return moved;
}

/** The dashboard's warning (see the module comment), or null when nothing is wrong. */
export async function deliveryWarning(db: Db, now = new Date()): Promise<DeliveryWarning | null> {
  const since = new Date(now.getTime() - FAILED_WINDOW_HOURS * 3_600_000);
  const late = new Date(now.getTime() - OVERDUE_MINUTES * 60_000);
  // Each count reads at most COUNT_CAP entries: the failed ones from outbox_failed_recent_idx alone, the late ones from outbox_due_idx.
  const capped = (where: SQL) => sql`(SELECT count(*) FROM (SELECT 1 FROM outbox WHERE ${where} LIMIT ${COUNT_CAP}) c)`;
  const failed = (channel: Channel) =>
    capped(sql`state = 'failed' AND next_attempt_at >= ${since.toISOString()}::timestamptz AND channel = ${channel}`);
  const overdue = (channel: Channel) =>
    capped(sql`state = 'pending' AND next_attempt_at < ${late.toISOString()}::timestamptz AND channel = ${channel}`);
  // Pending ones are few unless something is wrong (outbox_due_idx holds only them).
  const retrying = (channel: Channel) => capped(sql`state = 'pending' AND last_error IS NOT NULL AND channel = ${channel}`);
  const [r] = await queryRows<Record<"fe" | "fs" | "oe" | "os" | "re" | "rs", number | string>>(
    db,
    sql`SELECT ${failed("email")} AS fe, ${failed("sms")} AS fs, ${overdue("email")} AS oe, ${overdue("sms")} AS os,
               ${retrying("email")} AS re, ${retrying("sms")} AS rs`,
  );
  const warning: DeliveryWarning = {
    failed: { email: Number(r.fe), sms: Number(r.fs) },
    overdue: { email: Number(r.oe), sms: Number(r.os) },
    retrying: { email: Number(r.re), sms: Number(r.rs) },
    cap: COUNT_CAP,
  };
  const total = [warning.failed, warning.overdue, warning.retrying].reduce((sum, c) => sum + c.email + c.sms, 0);
  return total > 0 ? warning : null;
}
