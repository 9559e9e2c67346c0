/**
 * Server-side sessions stored in the database behind an HttpOnly, SameSite=Lax cookie holding a
 * random token. Only the token's SHA-256 is stored, so a copy of the table opens no session.
 * Created lazily: reading never writes; the first write sets the cookie.
 *
 * A member's session is made only while the member may sign in (not blocked, not erased:
 * domain/members): the insert reads the member's row FOR SHARE, and blocking or erasing locks that
 * row FOR UPDATE before it deletes the member's sessions, so a login racing a block either ends
 * before the block (and its session is deleted with the others) or finds the member blocked.
 */
import crypto from "node:crypto";
import { parse, serialize } from "cookie";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { prepared } from "#app/db/prepared.server";
import { sessions } from "#app/db/schema";
import { SESSION_LIFETIME_DAYS } from "#app/domain/legal/retention-periods";
import { DAY_MS } from "#app/lib/dates";

export const SESSION_COOKIE = "sid";

/** Whether a Cookie header carries a session (its value not empty); nothing is read from the database. */
export const hasSessionCookie = (cookieHeader: string | undefined) => Boolean(parse(cookieHeader ?? "")[SESSION_COOKIE]);
const LIFETIME_MS = SESSION_LIFETIME_DAYS * DAY_MS;
const RENEW_BELOW_MS = 15 * 24 * 60 * 60 * 1000;

export type SessionData = Record<string, unknown>;
type Row = { id: string; userId: number | null; data: SessionData; expiresAt: Date };

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");

export type SessionHandle = ReturnType<typeof createSessionHandle>;

/**
 * @param cookieHeader the request's Cookie header
 * @param setCookie appends a Set-Cookie header to the answer
 */
/** The session behind a token's hash, while it lasts: on every request, so prepared once. */
const sessionStatement = prepared((db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, data: sessions.data, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare("session_by_id"),
);

export function createSessionHandle(db: Db, cookieHeader: string | undefined, setCookie: (value: string) => void, secure: boolean) {
  const token = parse(cookieHeader ?? "")[SESSION_COOKIE];
  let loaded: Promise<Row | null> | null = null;

  const writeCookie = (value: string, maxAgeMs: number) =>
    setCookie(
      serialize(SESSION_COOKIE, value, { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: Math.floor(maxAgeMs / 1000) }),
    );

  async function read(): Promise<Row | null> {
    if (!token) return null;
    const [row] = await sessionStatement(db).execute({ id: hash(token), now: new Date() });
    if (row && row.expiresAt.getTime() - Date.now() < RENEW_BELOW_MS) {
      const expiresAt = new Date(Date.now() + LIFETIME_MS);
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.id));
      writeCookie(token, LIFETIME_MS);
      row.expiresAt = expiresAt;
    }
    return row ?? null;
  }

  async function create(userId: number | null, data: SessionData): Promise<Row> {
    const fresh = crypto.randomBytes(32).toString("base64url");
    const row: Row = { id: hash(fresh), userId, data, expiresAt: new Date(Date.now() + LIFETIME_MS) };
    const made =
      userId == null
        ? true
        : (
            await queryRows(
              db,
              sql`insert into sessions (id, user_id, data, expires_at)
                  select ${row.id}, id, ${JSON.stringify(data)}::jsonb, ${row.expiresAt} from users
                  where id = ${userId} and blocked_at is null and erased_at is null for share
                  returning id`,
            )
          ).length === 1;
    // A member blocked or erased meanwhile: the visitor stays a guest.
    if (!made) row.userId = null;
    if (userId == null || !made) await db.insert(sessions).values(row);
    writeCookie(fresh, LIFETIME_MS);
    loaded = Promise.resolve(row);
    return row;
  }

  const handle = {
    /** The current session, or null when the visitor has none yet. */
    get(): Promise<Row | null> {
      loaded ??= read();
      return loaded;
    },
    async userId(): Promise<number | null> {
      return (await handle.get())?.userId ?? null;
    },
    /** The current session, created (and its cookie set) when missing. */
    async ensure(): Promise<Row> {
      return (await handle.get()) ?? create(null, {});
    },
    /** Merges values into the session data. */
    async set(values: SessionData): Promise<void> {
      const row = await handle.ensure();
      row.data = { ...row.data, ...values };
      await db.update(sessions).set({ data: row.data }).where(eq(sessions.id, row.id));
    },
    /**
     * Signs a user in or out. The session id is always replaced (no fixation); data such as the
     * basket id is carried over.
     */
    async setUser(userId: number | null): Promise<void> {
      const old = await handle.get();
      if (old) await db.delete(sessions).where(eq(sessions.id, old.id));
      await create(userId, old?.data ?? {});
    },
    async destroy(): Promise<void> {
      const old = await handle.get();
      if (old) await db.delete(sessions).where(eq(sessions.id, old.id));
      writeCookie("", 0);
      loaded = Promise.resolve(null);
    },
  };
  return handle;
}

/** Removes expired sessions; run at start and now and then. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
