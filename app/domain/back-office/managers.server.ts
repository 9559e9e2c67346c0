/**
 * Back-office managers (/yonetim/yoneticiler, the command line `npm run admin:create-manager`):
 * listing them, creating one, changing a role (and a store manager's store), deactivating and
 * reactivating. Every change writes its audit row in its own transaction (never the password:
 * audit/audit-entry.ts). Rules kept here:
 *   - an e-mail and a phone belong to one manager each (the SMS code goes to the phone);
 *   - a manager changes neither their own role nor their own active state, and the shop keeps at
 *     least one active owner (the owners' rows are locked first, so two owners demoting each other
 *     at once cannot both succeed);
 *   - a deactivated manager's sessions end in the same transaction (and every request reads the
 *     manager anyway: manager-session.server.ts);
 *   - a manager locked by wrong SMS codes (manager-lock.server.ts) is unlocked by an owner here, or
 *     by the command line's save.
 */
import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { managers, stores } from "#app/db/schema";
import { hashPassword } from "#app/domain/accounts/password.server";
import { isUniqueViolation, violatedConstraint } from "#app/lib/pg-errors";
import { recordAudit, type AuditActor } from "#app/domain/audit/audit.server";
import { clearLock, lockedUntil } from "./manager-lock.server";
import { endSessionsOf } from "./manager-session.server";
import { MANAGER_NOT_LOCKED } from "./back-office.messages";
import {
  LAST_OWNER,
  MANAGER_EMAIL_TAKEN,
  MANAGER_NOT_FOUND,
  MANAGER_PHONE_TAKEN,
  NOT_OWN_PASSWORD,
  NOT_YOURSELF,
  STORE_REQUIRED,
  type NewManager,
  type RoleChange,
} from "./manager.schema";
import { ROLE_LABELS, type ManagerRole } from "#app/domain/permissions/permissions";

export type ManagerListItem = {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  role: ManagerRole;
  roleLabel: string;
  storeId: number | null;
  storeName: string | null;
  active: boolean;
  lastLoginAt: string | null;
  /** Locked by wrong SMS codes until then (ISO), unless an owner unlocks them; null: not locked. */
  lockedUntil: string | null;
};

/** Every manager, active ones first, by name. */
export async function listManagers(db: Db): Promise<ManagerListItem[]> {
  const rows = await db
    .select({
      id: managers.id,
      email: managers.email,
      name: managers.name,
      phone: managers.phone,
      role: managers.role,
      storeId: managers.storeId,
      storeName: stores.name,
      active: managers.active,
      lastLoginAt: managers.lastLoginAt,
      lockedAt: managers.lockedAt,
    })
    .from(managers)
    .leftJoin(stores, eq(stores.id, managers.storeId));
  const now = new Date();
  return rows
    .map(({ lockedAt, ...r }) => ({
      ...r,
      role: r.role as ManagerRole,
      roleLabel: ROLE_LABELS[r.role as ManagerRole],
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      lockedUntil: lockedUntil(lockedAt, now)?.toISOString() ?? null,
    }))
    .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, "tr"));
}

/** The stores a store manager may be given, by name in Turkish order. */
export async function storeChoices(db: Db): Promise<{ id: number; name: string; code: string }[]> {
  const rows = await db.select({ id: stores.id, name: stores.name, code: stores.code }).from(stores).where(eq(stores.active, true));
  return rows.sort((a, b) => a.name.localeCompare(b.name, "tr"));
}

export type ManagerChange = { ok: true; id: number } | { ok: false; reason: string; field?: string };

/** What the audit log keeps of a manager (never the password or its hash). */
type Snapshot = { email: string; name: string; phone: string | null; role: string; storeId: number | null; active: boolean };
const snapshot = (m: Snapshot) => ({ email: m.email, name: m.name, phone: m.phone, role: m.role, storeId: m.storeId, active: m.active });

async function storeExists(tx: Tx, storeId: number | null): Promise<boolean> {
  if (storeId == null) return true;
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return row != null;
}

/** Which of e-mail and phone another manager already has (the reason to refuse with). */
async function takenBy(tx: Tx, input: { email: string; phone: string | null }, except: number | null): Promise<ManagerChange | null> {
  const clash = await tx
    .select({ email: managers.email, phone: managers.phone })
    .from(managers)
    .where(
      and(
        input.phone ? or(eq(managers.email, input.email), eq(managers.phone, input.phone)) : eq(managers.email, input.email),
        except != null ? ne(managers.id, except) : undefined,
      ),
    );
  if (clash.some((m) => m.email === input.email)) return { ok: false, reason: MANAGER_EMAIL_TAKEN, field: "email" };
  if (clash.length) return { ok: false, reason: MANAGER_PHONE_TAKEN, field: "phone" };
  return null;
}

const summaryName = (m: { name: string; role: string }) => `${m.name} (${ROLE_LABELS[m.role as ManagerRole] ?? m.role})`;

/** Two requests creating the same manager at once: the loser hears what the check would have said. */
const clashReason = (error: unknown): ManagerChange => {
  if (!isUniqueViolation(error)) throw error;
  return violatedConstraint(error) === "managers_phone_uq"
    ? { ok: false, reason: MANAGER_PHONE_TAKEN, field: "phone" }
    : { ok: false, reason: MANAGER_EMAIL_TAKEN, field: "email" };
};

/** A new manager, active, with its first password (checked by the form's schema). */
export async function createManager(db: Db, actor: AuditActor, input: NewManager): Promise<ManagerChange> {
  const passwordHash = await hashPassword(input.password);
  return insertManager(db, actor, input, passwordHash).catch(clashReason);
}

function insertManager(db: Db, actor: AuditActor, input: NewManager, passwordHash: string): Promise<ManagerChange> {
  return db.transaction(async (tx) => {
    const taken = await takenBy(tx, input, null);
    if (taken) return taken;
    if (!(await storeExists(tx, input.storeId))) return { ok: false, reason: STORE_REQUIRED, field: "storeId" };
    const [row] = await tx
      .insert(managers)
      .values({ email: input.email, name: input.name, phone: input.phone, passwordHash, role: input.role, storeId: input.storeId })
      .returning();
    await recordAudit(tx, actor, {
      action: "manager.create",
      entity: { type: "manager", id: row.id },
      before: null,
      after: snapshot(row),
      summary: `Yönetici eklendi: ${summaryName(row)}`,
    });
    return { ok: true, id: row.id };
  });
}

/**
 * Locks the manager's row, and every active owner's before it (in id order), so that the last
 * owner check below holds against a parallel change.
 */
async function lockForChange(tx: Tx, id: number) {
  const owners = await tx
    .select({ id: managers.id })
    .from(managers)
    .where(and(eq(managers.role, "owner"), eq(managers.active, true)))
    .orderBy(asc(managers.id))
    .for("update");
  const [target] = await tx.select().from(managers).where(eq(managers.id, id)).for("update");
  return { target, owners: owners.map((o) => o.id) };
}

/** Whether the change leaves the shop without an active owner. */
const leavesNoOwner = (owners: number[], target: { id: number; role: string; active: boolean }, stillOwner: boolean) =>
  target.role === "owner" && target.active && !stillOwner && owners.filter((id) => id !== target.id).length === 0;

/** A new role (and a store manager's store). */
export async function changeManagerRole(db: Db, actor: { id: number }, id: number, change: RoleChange): Promise<ManagerChange> {
  return db.transaction(async (tx) => {
    const { target, owners } = await lockForChange(tx, id);
    if (!target) return { ok: false, reason: MANAGER_NOT_FOUND };
    if (target.id === actor.id) return { ok: false, reason: NOT_YOURSELF };
    if (leavesNoOwner(owners, target, change.role === "owner")) return { ok: false, reason: LAST_OWNER };
    if (!(await storeExists(tx, change.storeId))) return { ok: false, reason: STORE_REQUIRED, field: "storeId" };
    if (target.role === change.role && target.storeId === change.storeId) return { ok: true, id };
    const [row] = await tx.update(managers).set({ role: change.role, storeId: change.storeId }).where(eq(managers.id, id)).returning();
    await recordAudit(tx, actor, {
      action: "manager.role",
      entity: { type: "manager", id },
      before: { role: target.role, storeId: target.storeId },
      after: { role: row.role, storeId: row.storeId },
      summary: `Rol değişti: ${target.name}, ${ROLE_LABELS[target.role as ManagerRole]} → ${ROLE_LABELS[row.role as ManagerRole]}`,
    });
    return { ok: true, id };
  });
}

/** Deactivates (their sessions end at once) or reactivates a manager. */
export async function setManagerActive(db: Db, actor: { id: number }, id: number, active: boolean): Promise<ManagerChange> {
  return db.transaction(async (tx) => {
    const { target, owners } = await lockForChange(tx, id);
    if (!target) return { ok: false, reason: MANAGER_NOT_FOUND };
    if (target.id === actor.id) return { ok: false, reason: NOT_YOURSELF };
    if (!active && leavesNoOwner(owners, target, false)) return { ok: false, reason: LAST_OWNER };
    if (target.active === active) return { ok: true, id };
    await tx.update(managers).set({ active }).where(eq(managers.id, id));
    if (!active) await endSessionsOf(tx, id);
    await recordAudit(tx, actor, {
      action: active ? "manager.activate" : "manager.deactivate",
      entity: { type: "manager", id },
      before: { active: target.active },
      after: { active },
      summary: `${active ? "Yönetici etkinleştirildi" : "Yönetici pasifleştirildi"}: ${summaryName(target)}`,
    });
    return { ok: true, id };
  });
}

/**
 * 'Kilidi aç': lifts the lock wrong SMS codes put on a manager and forgets those codes, so they can
 * sign in again at once. Any owner, themselves included (a verified session has passed the code).
 */
export async function unlockManager(db: Db, actor: { id: number }, id: number): Promise<ManagerChange> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(managers).where(eq(managers.id, id)).for("update");
    if (!target) return { ok: false, reason: MANAGER_NOT_FOUND };
    if (!(await clearLock(tx, id))) return { ok: false, reason: MANAGER_NOT_LOCKED };
    await recordAudit(tx, actor, {
      action: "manager.unlock",
      entity: { type: "manager", id },
      before: { locked: true },
      after: { locked: false },
      summary: `Kilit açıldı: ${summaryName(target)}`,
    });
    return { ok: true, id };
  });
}

/**
 * A new password for another manager (who forgot theirs): their open sessions end, so whoever
 * held the old one is out. The audit row says it happened, never the password.
 */
export async function setManagerPassword(db: Db, actor: { id: number }, id: number, password: string): Promise<ManagerChange> {
  if (id === actor.id) return { ok: false, reason: NOT_OWN_PASSWORD };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(managers).where(eq(managers.id, id)).for("update");
    if (!target) return { ok: false, reason: MANAGER_NOT_FOUND };
    await tx.update(managers).set({ passwordHash }).where(eq(managers.id, id));
    await endSessionsOf(tx, id);
    await recordAudit(tx, actor, {
      action: "manager.password",
      entity: { type: "manager", id },
      before: null,
      after: null,
      summary: `Şifre yenilendi, oturumları kapatıldı: ${summaryName(target)}`,
    });
    return { ok: true, id };
  });
}

/**
 * The command line's manager (`npm run admin:create-manager`): created, or, when the e-mail is a
 * manager's already, given this name, phone, role, store and password, made active again and unlocked.
 * Recorded without a manager (none is signed in).
 */
export async function saveManagerFromCli(db: Db, input: NewManager): Promise<ManagerChange & { created?: boolean }> {
  const [existing] = await db.select({ id: managers.id }).from(managers).where(eq(managers.email, input.email));
  if (!existing) {
    const created = await createManager(db, null, input);
    return created.ok ? { ...created, created: true } : created;
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const taken = await takenBy(tx, input, existing.id);
    if (taken) return taken;
    if (!(await storeExists(tx, input.storeId))) return { ok: false, reason: STORE_REQUIRED, field: "storeId" };
    const [before] = await tx.select().from(managers).where(eq(managers.id, existing.id)).for("update");
    const [after] = await tx
      .update(managers)
      .set({ name: input.name, phone: input.phone, role: input.role, storeId: input.storeId, passwordHash, active: true })
      .where(eq(managers.id, existing.id))
      .returning();
    // A new password from the command line also lifts a lock (the way back when the only owner is locked).
    await clearLock(tx, existing.id);
    await recordAudit(tx, null, {
      action: "manager.update",
      entity: { type: "manager", id: existing.id },
      before: snapshot(before),
      after: snapshot(after),
      summary: `Komut satırından güncellendi, şifresi yenilendi: ${summaryName(after)}`,
    });
    return { ok: true, id: existing.id, created: false };
  });
}

/** The managers with these e-mails (the demo data's check for what is missing). */
export async function managerEmails(db: Db | Tx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: managers.email }).from(managers).where(inArray(managers.email, emails));
  return new Set(rows.map((r) => r.email));
}

/** A store's name (a store manager's store, on the panel). */
export async function storeNameOf(db: Db, storeId: number | null): Promise<string | null> {
  if (storeId == null) return null;
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name ?? null;
}
