/**
 * The audit log page (/yonetim/kayitlar) reads what audit/audit.server.ts wrote: newest first (by
 * id, the order rows were written), 50 a page by keyset (`once`: older than an id, `sonra`: newer
 * than one), filtered by manager, action, entity type, entity id and a date range in Türkiye's
 * days; each filter has its index (db/schema.ts audit_log). Each row's changes are put in words by
 * audit-changes.ts.
 */
import { and, asc, desc, eq, gt, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { auditLog, managers } from "#app/db/schema";
import { istanbulDayStart } from "#app/lib/dates";
import { parseId } from "#app/lib/ids";
import { auditActionLabel, auditEntityLabel } from "#app/domain/audit/audit-entry";
import { auditDiff, type AuditChange } from "./audit-changes";

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = { managerId: number | null; action: string; entityType: string; entityId: string; from: string; to: string };
export type AuditCursor = { before: number | null; after: number | null };

const text = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);

/** The list's filters and page from its query string (`?yonetici=&islem=&tur=&kayit=&baslangic=&bitis=&once=|sonra=`); anything malformed is left out. */
export function readAuditQuery(search: URLSearchParams): { filters: AuditFilters; cursor: AuditCursor } {
  const day = (value: string | null) => (istanbulDayStart(text(value, 10)) ? text(value, 10) : "");
  return {
    filters: {
      managerId: parseId(search.get("yonetici")),
      action: text(search.get("islem"), 60),
      entityType: text(search.get("tur"), 60),
      entityId: text(search.get("kayit"), 100),
      from: day(search.get("baslangic")),
      to: day(search.get("bitis")),
    },
    cursor: { before: parseId(search.get("once"), Number.MAX_SAFE_INTEGER), after: parseId(search.get("sonra"), Number.MAX_SAFE_INTEGER) },
  };
}

function conditions(f: AuditFilters): SQL[] {
  const out: SQL[] = [];
  if (f.managerId != null) out.push(eq(auditLog.managerId, f.managerId));
  if (f.action) out.push(eq(auditLog.action, f.action));
  if (f.entityType) out.push(eq(auditLog.entityType, f.entityType));
  if (f.entityId) out.push(eq(auditLog.entityId, f.entityId));
  const from = f.from ? istanbulDayStart(f.from) : null;
  const to = f.to ? istanbulDayStart(f.to) : null;
  if (from) out.push(gte(auditLog.at, from));
  // The whole last day counts.
  if (to) out.push(lt(auditLog.at, new Date(to.getTime() + 86_400_000)));
  return out;
}

export type AuditRow = {
  id: number;
  at: string;
  managerId: number | null;
  managerName: string | null;
  action: string;
  actionLabel: string;
  entityType: string;
  entityLabel: string;
  entityId: string | null;
  summary: string;
  changes: AuditChange[];
};

export type AuditPage = { rows: AuditRow[]; newer: number | null; older: number | null };

const rowSelect = (db: Db) =>
  db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      managerId: auditLog.managerId,
      managerName: managers.name,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .leftJoin(managers, eq(managers.id, auditLog.managerId));

/** Whether a row matching the filters lies beyond `id` (older: below it; newer: above it). */
async function beyond(db: Db, where: SQL[], id: number, older: boolean): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(...where, older ? lt(auditLog.id, id) : gt(auditLog.id, id)))
    .limit(1);
  return row != null;
}

/** One page of the log, newest first, with the cursors of the pages around it (null: none). */
export async function auditPage(db: Db, filters: AuditFilters, cursor: AuditCursor): Promise<AuditPage> {
  const where = conditions(filters);
  const forward = cursor.after == null;
  const found = await rowSelect(db)
    .where(
      and(
        ...where,
        ...(cursor.after != null ? [gt(auditLog.id, cursor.after)] : cursor.before != null ? [lt(auditLog.id, cursor.before)] : []),
      ),
    )
    .orderBy(forward ? desc(auditLog.id) : asc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const more = found.length > AUDIT_PAGE_SIZE;
  const page = (forward ? found.slice(0, AUDIT_PAGE_SIZE) : found.slice(0, AUDIT_PAGE_SIZE).reverse()).map((r): AuditRow => ({
    id: r.id,
    at: r.at.toISOString(),
    managerId: r.managerId,
    managerName: r.managerName,
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    entityType: r.entityType,
    entityLabel: auditEntityLabel(r.entityType),
    entityId: r.entityId,
    summary: r.summary,
    changes: auditDiff(r.before, r.after),
  }));
  if (page.length === 0) return { rows: [], newer: null, older: null };
  const first = page[0].id;
  const last = page[page.length - 1].id;
  const older = forward ? more : cursor.after != null && (await beyond(db, where, last, true));
  const newer = forward ? cursor.before != null && (await beyond(db, where, first, false)) : more;
  return { rows: page, newer: newer ? first : null, older: older ? last : null };
}

/** The managers to filter by (every one that ever was), by name. */
export async function auditManagers(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db.select({ id: managers.id, name: managers.name }).from(managers);
  return rows.sort((a, b) => a.name.localeCompare(b.name, "tr"));
}
