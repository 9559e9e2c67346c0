/**
 * The second factor's lock: wrong SMS codes are counted per manager, across codes and resends,
 * over the last hour and the last day (a 4-digit code and 5 tries per code would otherwise give a
 * stolen password about a hundred guesses an hour). Reaching either cap locks the manager: no
 * password step succeeds and no code is sent or checked until an owner unlocks them on
 * /yonetim/yoneticiler ('Kilidi aç') or LOCK_HOURS have passed. At the lock, in one transaction:
 * the manager's sessions still waiting for their code end (the half-logged-in session cannot go
 * on guessing), an audit row 'manager.lock' is written under the manager's own name (the guesses
 * were made on their account), and every active owner is e-mailed (no code, no password in it).
 *
 * A right code does not reset the count: otherwise a manager who logs in daily would wipe an
 * attacker's slow guesses (a few an hour, below the caps) every day. The counts go only with time
 * or an owner's unlock. Verified sessions (the manager's own, on other devices) are left alone.
 *
 * Concurrency: the caller checks a code inside `holdManager`'s transaction, which locks the
 * manager's row first, so guesses sent together are counted one after another and never pass a
 * cap together (tested on PostgreSQL).
 */
import { href } from "react-router";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Tx } from "#app/db/client.server";
import { managerCodeFailures, managers } from "#app/db/schema";
import { recordMessages } from "#app/domain/notifications/messages.server";
import { TR_DATE_TIME } from "#app/lib/dates";
import { publicUrl } from "#app/lib/public-url.server";
import { recordAudit } from "#app/domain/audit/audit.server";
import { managerLocked, managerLockedMail } from "./back-office.messages";
import { endUnverifiedSessionsOf, type SessionManager } from "./manager-session.server";
import { ROLE_LABELS } from "#app/domain/permissions/permissions";

/** Wrong codes a manager may enter in an hour (any codes, any resends) before the lock. */
export const WRONG_CODES_PER_HOUR = 5;
/** Wrong codes a manager may enter in a day before the lock. */
export const WRONG_CODES_PER_DAY = 10;
/** How long a lock holds unless an owner lifts it sooner. */
export const LOCK_HOURS = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a locked manager is told, after the right password or at the code. */
export const MANAGER_LOCKED = managerLocked(LOCK_HOURS);

/** When the lock set at `lockedAt` lifts by itself; null when there is none, or it has lifted by `now`. */
export function lockedUntil(lockedAt: Date | null, now = new Date()): Date | null {
  if (!lockedAt) return null;
  const until = new Date(lockedAt.getTime() + LOCK_HOURS * HOUR_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/**
 * Locks the manager's row for the rest of the transaction (one code check at a time per manager);
 * answers whether they are locked now, or null when they are gone or inactive.
 */
export async function holdManager(tx: Tx, managerId: number, now: Date): Promise<{ locked: boolean } | null> {
  const [row] = await tx
    .select({ active: managers.active, lockedAt: managers.lockedAt })
    .from(managers)
    .where(eq(managers.id, managerId))
    .for("update");
  if (!row?.active) return null;
  return { locked: lockedUntil(row.lockedAt, now) != null };
}

/**
 * One wrong code of a manager held by holdManager: counted, and when it reaches a cap the manager
 * is locked (see the module comment). Answers whether it locked them.
 */
export async function countWrongCode(tx: Tx, manager: SessionManager, now: Date): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await tx.delete(managerCodeFailures).where(and(eq(managerCodeFailures.managerId, manager.id), lt(managerCodeFailures.at, dayAgo)));
  await tx.insert(managerCodeFailures).values({ managerId: manager.id, at: now });
  const [counted] = await tx
    .select({
      day: count(),
      hour: sql<number>`count(*) filter (where ${managerCodeFailures.at} > ${new Date(now.getTime() - HOUR_MS)})`.mapWith(Number),
    })
    .from(managerCodeFailures)
    .where(and(eq(managerCodeFailures.managerId, manager.id), gt(managerCodeFailures.at, dayAgo)));
  if (counted.hour < WRONG_CODES_PER_HOUR && counted.day < WRONG_CODES_PER_DAY) return false;
  await lockManager(tx, manager, counted, now);
  return true;
}

async function lockManager(tx: Tx, manager: SessionManager, counted: { hour: number; day: number }, now: Date): Promise<void> {
  await tx.update(managers).set({ lockedAt: now }).where(eq(managers.id, manager.id));
  await endUnverifiedSessionsOf(tx, manager.id);
  await recordAudit(tx, manager, {
    action: "manager.lock",
    entity: { type: "manager", id: manager.id },
    before: { locked: false },
    after: { locked: true, wrongCodesHour: counted.hour, wrongCodesDay: counted.day },
    summary: `Hatalı doğrulama kodları nedeniyle kilitlendi: ${manager.name} (${ROLE_LABELS[manager.role]})`,
  });
  const owners = await tx
    .select({ email: managers.email })
    .from(managers)
    .where(and(eq(managers.role, "owner"), eq(managers.active, true)));
  const mail = managerLockedMail({
    name: manager.name,
    email: manager.email,
    roleLabel: ROLE_LABELS[manager.role],
    at: TR_DATE_TIME.format(now),
    wrongCodes: counted.day,
    hours: LOCK_HOURS,
    managersUrl: publicUrl(href("/yonetim/yoneticiler")),
  });
  await recordMessages(
    tx,
    owners.map((o) => ({
      kind: "backOffice.managerLocked" as const,
      channel: "email" as const,
      to: o.email,
      ...mail,
      data: { managerId: manager.id },
    })),
  );
}

/** Lifts a manager's lock and forgets their wrong codes (an owner's 'Kilidi aç', the command line); answers whether a lock held. */
export async function clearLock(tx: Tx, managerId: number, now = new Date()): Promise<boolean> {
  const [row] = await tx.select({ lockedAt: managers.lockedAt }).from(managers).where(eq(managers.id, managerId));
  await tx.delete(managerCodeFailures).where(eq(managerCodeFailures.managerId, managerId));
  if (!row?.lockedAt) return false;
  await tx.update(managers).set({ lockedAt: null }).where(eq(managers.id, managerId));
  return lockedUntil(row.lockedAt, now) != null;
}
