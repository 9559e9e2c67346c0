/**
 * The back office's own sessions, apart from the shop's member sessions: a
 * random token in the cookie `md_yonetim` (HttpOnly, SameSite=Strict, Path=/yonetim, Secure when
 * PUBLIC_URL is https), only its SHA-256 in `manager_sessions`. A session lives 12 hours from the
 * password step and opens the back office once `verified_at` is set (the SMS code was right); the
 * token is replaced at that moment, so a token seen before the second factor opens nothing.
 * Every read joins the manager: one set inactive, or deleted, loses every session at once.
 *
 * The cookie's path leaves out `/yonetim.data` (the panel's data request, React Router's naming):
 * links to the panel and redirects there reload the document (sections.ts, the panel's entry).
 */
import { href } from "react-router";
import crypto from "node:crypto";
import { parse, serialize } from "cookie";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { managers, managerSessions } from "#app/db/schema";
import { publicOrigin } from "#app/lib/public-url.server";
import type { ManagerRole } from "#app/domain/permissions/permissions";

export const MANAGER_COOKIE = "md_yonetim";
export const MANAGER_SESSION_HOURS = 12;
const LIFETIME_MS = MANAGER_SESSION_HOURS * 3_600_000;
/** last_seen_at is written at most once a minute per session. */
const SEEN_EVERY_MS = 60_000;
const USER_AGENT_MAX = 120;

const digest = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
const newToken = () => crypto.randomBytes(32).toString("base64url");

/** The token in a Cookie header, if any (nothing is read from the database). */
export const managerToken = (cookieHeader: string | null | undefined): string | undefined =>
  parse(cookieHeader ?? "")[MANAGER_COOKIE] || undefined;
export const hasManagerCookie = (cookieHeader: string | null | undefined) => managerToken(cookieHeader) !== undefined;

function cookie(value: string, maxAgeMs: number): string {
  return serialize(MANAGER_COOKIE, value, {
    httpOnly: true,
    sameSite: "strict",
    path: href("/yonetim"),
    secure: publicOrigin().startsWith("https:"),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** The Set-Cookie value that removes the back office's cookie. */
export const clearedManagerCookie = () => cookie("", 0);

export type SessionManager = { id: number; email: string; name: string; phone: string | null; role: ManagerRole; storeId: number | null };
export type ManagerSession = { id: string; verified: boolean; manager: SessionManager };

/** The live session behind a Cookie header, with its active manager; null for anything else. */
export async function readManagerSession(db: Db, cookieHeader: string | null | undefined): Promise<ManagerSession | null> {
  const token = managerToken(cookieHeader);
  if (!token || token.length > 100) return null;
  const now = new Date();
  const [row] = await db
    .select({
      id: managerSessions.id,
      verifiedAt: managerSessions.verifiedAt,
      lastSeenAt: managerSessions.lastSeenAt,
      manager: {
        id: managers.id,
        email: managers.email,
        name: managers.name,
        phone: managers.phone,
        role: managers.role,
        storeId: managers.storeId,
      },
    })
    .from(managerSessions)
    .innerJoin(managers, eq(managers.id, managerSessions.managerId))
    .where(and(eq(managerSessions.id, digest(token)), gt(managerSessions.expiresAt, now), eq(managers.active, true)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS)
    await db.update(managerSessions).set({ lastSeenAt: now }).where(eq(managerSessions.id, row.id));
  return { id: row.id, verified: row.verifiedAt != null, manager: { ...row.manager, role: row.manager.role as ManagerRole } };
}

/** A new session after a right password, not verified yet: answers the Set-Cookie value. */
export async function startManagerSession(db: Db, managerId: number, userAgent: string | null): Promise<string> {
  const token = newToken();
  await db.insert(managerSessions).values({
    id: digest(token),
    managerId,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  return cookie(token, LIFETIME_MS);
}

/**
 * The SMS code was right: the session is verified under a new token (inside the caller's
 * transaction, with the audit row of the login). Answers the new Set-Cookie value, or null when
 * the session was verified or ended meanwhile.
 */
export async function verifyManagerSession(tx: Tx, sessionId: string): Promise<string | null> {
  const token = newToken();
  const [row] = await tx
    .update(managerSessions)
    .set({ id: digest(token), verifiedAt: new Date(), lastSeenAt: new Date() })
    .where(and(eq(managerSessions.id, sessionId), isNull(managerSessions.verifiedAt)))
    .returning({ expiresAt: managerSessions.expiresAt });
  return row ? cookie(token, row.expiresAt.getTime() - Date.now()) : null;
}

/** Ends one session; answers whether it was a verified one (a login that is now logged out). */
export async function endManagerSession(tx: Tx | Db, sessionId: string): Promise<boolean> {
  const [row] = await tx
    .delete(managerSessions)
    .where(eq(managerSessions.id, sessionId))
    .returning({ verifiedAt: managerSessions.verifiedAt });
  return row?.verifiedAt != null;
}

/** Ends the sessions of a manager still waiting for their SMS code (locked by wrong codes). */
export async function endUnverifiedSessionsOf(tx: Tx | Db, managerId: number): Promise<void> {
  await tx.delete(managerSessions).where(and(eq(managerSessions.managerId, managerId), isNull(managerSessions.verifiedAt)));
}

/** Ends every session of a manager (deactivated). */
export async function endSessionsOf(tx: Tx | Db, managerId: number): Promise<void> {
  await tx.delete(managerSessions).where(eq(managerSessions.managerId, managerId));
}

/** Removes expired sessions; run at start. */
export async function purgeExpiredManagerSessions(db: Db): Promise<void> {
  await db.delete(managerSessions).where(lt(managerSessions.expiresAt, sql`now()`));
}
