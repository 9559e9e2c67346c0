/**
 * The database handle: embedded PostgreSQL (PGlite under DATA_DIR) when DATABASE_URL is unset,
 * PostgreSQL through `pg` when it is set. Both speak the same drizzle schema and migrations.
 */
import fs from "node:fs";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { config } from "#app/lib/config.server";
import * as schema from "./schema";
import { ADVISORY_LOCKS, withAdvisoryLock } from "./advisory-locks.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`: what a step that must share the caller's transaction takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either: what a query that runs alone or inside the caller's transaction takes. */
export type Runner = Db | Tx;
/** Anything that can read (the database, a transaction): what a read-only query takes. */
export type Reader = Pick<Db, "select">;

/** The open database; on PGlite also the instance itself (the job queue runs its SQL on it). */
type Handle = { db: Db; close: () => Promise<void> } & ({ driver: "pglite"; pglite: PGlite } | { driver: "pg" });

/**
 * Per-connection settings. Typo-forgiving search (pg_trgm's `<%`) accepts a word when at least
 * 45 % of its trigrams match ('pijma' → 'pijama' scores 0.5; the default 0.6 is too strict).
 * The domain tests' database runs them too (tests/support/unit/test-db.ts).
 */
export const CONNECTION_SETUP = "SET pg_trgm.word_similarity_threshold = 0.45";

/** The migrations this build applies (SQL files and drizzle's journal, meta/_journal.json). */
export const migrationsFolder = path.resolve(process.cwd(), "app/db/migrations");

async function openPglite(dataDir: string): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm, unaccent } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await client.exec(CONNECTION_SETUP);
  return { db: db as unknown as Db, close: () => client.close(), driver: "pglite", pglite: client };
}

async function openPostgres(url: string): Promise<Handle> {
  const pg = (await import("pg")).default;
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: config.pgPoolMax,
    // Sent with the connection start-up, so no extra round trip (the setting may precede pg_trgm).
    options: `-c ${CONNECTION_SETUP.replace(/^SET /, "").replace(/ = /, "=")}`,
  });
  const db = await overPool(pool);
  // Several processes may start at once on one database: one migrates, the others wait for it and
  // then find nothing left to do (drizzle's migrator alone would run the same SQL twice and fail).
  await withAdvisoryLock(url, ADVISORY_LOCKS.migrations, () =>
    migrate(db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder }),
  );
  return { db, close: () => pool.end(), driver: "pg" };
}

/** For each pool-backed handle: how to take one of its connections and a handle bound to it. */
const connectionBinders = new WeakMap<Db, { connect: () => Promise<pg.PoolClient>; bind: (client: pg.PoolClient) => Db }>();
const boundConnections = new WeakMap<pg.PoolClient, Db>();

/** The handle over a PostgreSQL pool, from which withConnection can take single connections. */
export async function overPool(pool: pg.Pool): Promise<Db> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const db = drizzle(pool, { schema }) as unknown as Db;
  connectionBinders.set(db, {
    connect: () => pool.connect(),
    // drizzle on one of the pool's connections, made once per connection (the pool keeps them).
    bind: (client) => {
      let bound = boundConnections.get(client);
      if (!bound) boundConnections.set(client, (bound = drizzle(client, { schema }) as unknown as Db));
      return bound;
    },
  });
  return db;
}

/**
 * Runs `work` with a handle bound to one connection of the pool, taken once: statements before a
 * transaction and the transaction itself then run back to back, instead of each queueing for the
 * pool again (under load the queue is long, and what was read before it is old after it).
 * Embedded PGlite is one connection anyway: `work` gets the same handle.
 */
export async function withConnection<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  const binder = connectionBinders.get(db);
  if (!binder) return work(db);
  const client = await binder.connect();
  try {
    return await work(binder.bind(client));
  } finally {
    client.release();
  }
}

const globalKey = Symbol.for("minik-dunya.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };

/** Opens (once per process) and migrates the configured database. */
export function openDatabase(): Promise<Handle> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
  return g[globalKey];
}

/** Closes the database of this process (at shutdown, once no request is using it any more). */
export async function closeDatabase(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const handle = g[globalKey];
  delete g[globalKey];
  if (handle) await (await handle).close();
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

/** Runs raw SQL and returns its rows (both drivers answer `{rows}`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
