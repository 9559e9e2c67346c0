import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDb } from "#tests/support/unit/test-db";
import { queryRows, type Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { createSessionHandle, SESSION_COOKIE } from "./session.server";

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insert(users).values({ id: 1, email: "a@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Yılmaz" });
});
afterAll(() => close());

/** A browser stand-in: keeps the cookie the server sets and sends it back. */
function browser() {
  let cookie = "";
  const setCookies: string[] = [];
  return {
    handle: () =>
      createSessionHandle(
        db,
        cookie,
        (value) => {
          setCookies.push(value);
          const [pair] = value.split(";");
          cookie = pair.endsWith("=") ? "" : pair;
        },
        false,
      ),
    setCookies,
    cookie: () => cookie,
  };
}

describe("database sessions", () => {
  it("reading without a cookie creates nothing", async () => {
    const b = browser();
    expect(await b.handle().get()).toBeNull();
    expect(b.setCookies).toHaveLength(0);
  });

  it("a write sets an HttpOnly SameSite=Lax cookie and stores only a hash of the token", async () => {
    const b = browser();
    await b.handle().set({ cartId: 7 });
    expect(b.setCookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(b.setCookies[0]).toContain("HttpOnly");
    expect(b.setCookies[0]).toContain("SameSite=Lax");
    const token = b.cookie().split("=")[1];
    const stored = await queryRows(db, sql`select id from sessions where id = ${token}`);
    expect(stored).toHaveLength(0);
    expect((await b.handle().get())?.data).toEqual({ cartId: 7 });
  });

  it("signing in replaces the session id but keeps its data", async () => {
    const b = browser();
    await b.handle().set({ cartId: 9 });
    const before = b.cookie();
    await b.handle().setUser(1);
    expect(b.cookie()).not.toBe(before);
    const now = await b.handle().get();
    expect(now?.userId).toBe(1);
    expect(now?.data).toEqual({ cartId: 9 });
    // the old token no longer opens anything
    expect(await createSessionHandle(db, before, () => {}, false).get()).toBeNull();
  });

  it("an expired session is not used; destroy clears the cookie", async () => {
    const b = browser();
    await b.handle().set({ a: 1 });
    await db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
    expect(await b.handle().get()).toBeNull();
    await b.handle().set({ a: 2 });
    await b.handle().destroy();
    expect(b.setCookies.at(-1)).toMatch(/Max-Age=0/);
    expect(await b.handle().get()).toBeNull();
  });
});
