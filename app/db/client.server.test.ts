/**
 * withConnection (client.server.ts): on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL; the database
 * named there is only connected to, nothing is written) the work's statements and its transaction
 * run on one connection of the pool, which goes back to the pool however the work ends; on the
 * embedded database the work gets the same handle.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { overPool, queryRows, withConnection, type Db } from "./client.server";
import { openTestDb } from "#tests/support/unit/test-db";

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const backend = async (db: Db) => (await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0].pid;

describe("withConnection on the embedded database", () => {
  it("hands the work the same handle", async () => {
    const { db, close } = await openTestDb();
    try {
      expect(await withConnection(db, async (connection) => connection === db)).toBe(true);
    } finally {
      await close();
    }
  });
});

describe.skipIf(!url)("withConnection on PostgreSQL", () => {
  // One connection at most: a connection that did not go back to the pool would make the next step wait forever.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  afterAll(() => pool.end());

  it("runs statements and a transaction on one connection, then gives it back", async () => {
    const db = await overPool(pool);
    const seen = await withConnection(db, async (connection) => {
      const before = await backend(connection);
      const inside = await connection.transaction(async (tx) => backend(tx as unknown as Db));
      return [before, inside, await backend(connection)];
    });
    expect(new Set(seen).size).toBe(1);
    expect(await backend(db)).toBe(seen[0]);
  });

  it("gives the connection back when the work fails", async () => {
    const db = await overPool(pool);
    await expect(withConnection(db, async (connection) => connection.execute(sql`select no_such_column`))).rejects.toThrow();
    expect(pool.idleCount).toBe(1);
    expect(await withConnection(db, backend)).toBeGreaterThan(0);
  });
});
