/**
 * The audit log's writer: who did what in the back office, and when. Low in the domain
 * (docs/architecture.md, platform tier) because every area a manager changes writes its rows here;
 * the log page that reads them is back-office/audit-log.server.ts.
 *
 * `recordAudit(tx, manager, entry)` is called INSIDE the transaction of the change it records,
 * with that transaction's handle: the change and its row commit or roll back together, so a
 * change never exists without its row nor a row without its change. One row per record changed
 * (approving ten comments writes ten rows, in one statement). What it keeps of `before` and
 * `after` goes through `redactAudit` (audit-entry.ts): never a password, hash, token, card data or
 * code. `manager` is null for a change made outside the back office (the command line).
 */
import { sql } from "drizzle-orm";
import type { Tx } from "#app/db/client.server";
import { auditLog } from "#app/db/schema";
import { pgTextArray } from "#app/lib/pg-arrays";
import { redactAudit, type AuditAction, type AuditEntityType } from "./audit-entry";

export type AuditActor = { id: number } | null;

export type AuditEntry = {
  action: AuditAction;
  entity: { type: AuditEntityType; id: string | number | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Turkish, for the list: 'Yorum onaylandı: Oyuncak Tren'. */
  summary: string;
};

/** Writes the rows of one change, inside its transaction (see the module comment). */
export async function recordAudit(tx: Tx, manager: AuditActor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(auditLog).values(
    list.map((e) => ({
      managerId: manager?.id ?? null,
      action: e.action,
      entityType: e.entity.type,
      entityId: e.entity.id == null ? null : String(e.entity.id),
      before: redactAudit(e.before),
      after: redactAudit(e.after),
      summary: e.summary.slice(0, 500),
    })),
  );
}

/**
 * The same rows as recordAudit for thousands of changes at once (a bulk update): one INSERT … SELECT
 * FROM unnest(…) of seven array parameters, however many rows, inside the change's transaction.
 */
export async function recordAuditMany(tx: Tx, manager: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const texts = pgTextArray;
  await tx.execute(sql`
    INSERT INTO audit_log (manager_id, action, entity_type, entity_id, before, after, summary)
    SELECT ${manager?.id ?? null}::int, u.action, u.entity_type, u.entity_id, u.before::jsonb, u.after::jsonb, u.summary
    FROM unnest(${texts(entries.map((e) => e.action))}::text[], ${texts(entries.map((e) => e.entity.type))}::text[], ${texts(entries.map((e) => (e.entity.id == null ? null : String(e.entity.id))))}::text[],
                ${texts(entries.map((e) => JSON.stringify(redactAudit(e.before))))}::text[], ${texts(entries.map((e) => JSON.stringify(redactAudit(e.after))))}::text[], ${texts(entries.map((e) => e.summary.slice(0, 500)))}::text[])
         AS u(action, entity_type, entity_id, before, after, summary)`);
}
