/**
 * Test harness: runs the real production server (`node server.js`, NODE_ENV=production, the
 * build from `npm run build`) as a child process on a free port, on fresh storage.
 *
 * Which database (the simple, robust design): the storage follows the environment of the
 * vitest process, one target per run.
 *   - TEST_DATABASE_URL (or DATABASE_URL) unset → embedded PGlite in a fresh temp DATA_DIR.
 *   - set → PostgreSQL: a fresh database `shop_it_<time>_<random>` is created on that server,
 *     the shop runs with DATABASE_URL pointing at it and DEMO=1, and it is dropped (FORCE) at the
 *     end. The database named in the variable itself is only connected to, never changed.
 * scripts/test.sh runs the integration project twice: once with both variables removed (PGlite)
 * and once with TEST_DATABASE_URL set (PostgreSQL). So every integration test runs on both
 * without describe.each, and a failure says which pass it came from.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "#app/db/client.server";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Catalogue size for test shops: big enough for listings and facets, small enough to seed fast. */
export const TEST_SEED_PRODUCTS = process.env.TEST_SEED_PRODUCTS ?? "2000";

/** First start migrates, loads ~73k towns and seeds: give it time on a loaded 2-core machine. */
const START_TIMEOUT_MS = Number(process.env.TEST_SERVER_START_TIMEOUT_MS ?? 120_000);

export type TargetKind = "pglite" | "postgres";

/** The PostgreSQL server to create test databases on, when this run targets PostgreSQL. */
export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export function targetKind(): TargetKind {
  return postgresAdminUrl() ? "postgres" : "pglite";
}

/** Where one shop keeps its data; outlives server restarts until dispose(). */
export type Storage =
  | { kind: "pglite"; dataDir: string; dispose: () => Promise<void> }
  | { kind: "postgres"; dataDir: string; databaseUrl: string; databaseName: string; dispose: () => Promise<void> };

export type ShopServer = {
  url: string;
  port: number;
  /** The process started (with several workers: their primary). */
  pid: number;
  /** Resolves when that process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  storage: Storage;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** The file the same output is written to (it outlives the test process's memory). */
  logPath: string;
  stop: () => Promise<void>;
};

const DB_PREFIX = "shop_it_";
/** Leftover test databases (from a killed run) older than this are dropped at the next run. */
const STALE_DB_SECONDS = 6 * 60 * 60;

async function pgClient(url: string) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  return client;
}

/** Creates a fresh database next to the one in adminUrl (a copy of `template` when given) and returns its URL. */
export async function createTestDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const now = Math.floor(Date.now() / 1000);
  const name = `${DB_PREFIX}${now}_${Math.random().toString(36).slice(2, 8)}`;
  for (const n of [name, template ?? ""]) if (!/^[a-z0-9_]*$/.test(n)) throw new Error(`unsafe database name ${n}`);
  const admin = await pgClient(adminUrl);
  try {
    // Tidy up after runs that were killed before their teardown (only our own naming scheme).
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'shop\\_it\\_%'");
    for (const { datname } of rows) {
      const created = Number(/^shop_it_(\d+)_[a-z0-9]+$/.exec(datname)?.[1]);
      if (created && now - created > STALE_DB_SECONDS)
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
    }
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = await pgClient(adminUrl);
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), name, drop };
}

/**
 * Where this run's storage template is (tests/support/storage-template.ts sets it in globalSetup):
 * a PGlite data directory, or a PostgreSQL database name.
 */
export const STORAGE_TEMPLATE_ENV = { pglite: "TEST_STORAGE_TEMPLATE_PGLITE", postgres: "TEST_STORAGE_TEMPLATE_POSTGRES" } as const;

/**
 * A PGlite shop's data directory after its first start (migrated, places, seeded catalogue and demo
 * data), made once per `npm test` by tests/support/prepare-run-storage.ts for the passes that each
 * start a shared PGlite shop (integration and the browser tests' halves).
 */
export const PREPARED_SHOP_ENV = "TEST_PREPARED_SHOP_PGLITE";

/**
 * Fresh storage for one shop, for this run's target: a copy of the run's storage template when
 * there is one (migrated, Turkey's places in it, nothing else), else `empty` storage, as a new
 * shop's first start finds it. `prepared`: on PGlite a copy of the run's prepared shop when there
 * is one (PREPARED_SHOP_ENV); otherwise, and on PostgreSQL, empty storage.
 */
export async function createStorage(
  kind: TargetKind = targetKind(),
  { empty = false, prepared = false }: { empty?: boolean; prepared?: boolean } = {},
): Promise<Storage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  const removeDir = async () => {
    if (process.env.KEEP_TEST_DATA !== "1") fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (kind === "pglite" && prepared) {
    const shop = process.env[PREPARED_SHOP_ENV];
    // Its server logs stay behind: each start writes a log of its own.
    if (shop) fs.cpSync(shop, dataDir, { recursive: true, filter: (from) => !from.endsWith(".log") });
    return { kind, dataDir, dispose: removeDir };
  }
  const template = empty || prepared ? undefined : process.env[STORAGE_TEMPLATE_ENV[kind]];
  if (kind === "pglite") {
    if (template) fs.cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
    return { kind, dataDir, dispose: removeDir };
  }
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error("PostgreSQL target needs TEST_DATABASE_URL or DATABASE_URL");
  const db = await createTestDatabase(adminUrl, template);
  return {
    kind,
    dataDir,
    databaseUrl: db.url,
    databaseName: db.name,
    dispose: async () => {
      await db.drop();
      await removeDir();
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Servers still running when the test process exits are killed with it. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Starts `node server.js` on the given storage and resolves once it answers HTTP. A free port can
 * be taken by someone else between the probe and the listen: then it tries another one.
 */
export async function startShop(storage: Storage, extraEnv: Record<string, string> = {}): Promise<ShopServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startShopOnce(storage, extraEnv);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes("EADDRINUSE")) throw error;
    }
  }
}

async function startShopOnce(storage: Storage, extraEnv: Record<string, string>): Promise<ShopServer> {
  const buildDir = process.env.BUILD_DIR || "build";
  if (!fs.existsSync(path.resolve(ROOT, buildDir, "server/index.js"))) {
    throw new Error(`${buildDir}/server/index.js is missing: run \`npm run build\` first (scripts/test.sh does)`);
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.DEMO;
  delete env.SEED;
  delete env.PUBLIC_URL;
  // Vitest's own variables would make the child think it is inside a test worker.
  for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "TEST") delete env[key];
  Object.assign(env, {
    NODE_ENV: "production",
    PORT: String(port),
    // The address the tests (and their browser) use: links in messages point back to it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: storage.dataDir,
    SEED_PRODUCTS: TEST_SEED_PRODUCTS,
    ...(storage.kind === "postgres" ? { DATABASE_URL: storage.databaseUrl, DEMO: "1", PG_POOL_MAX: "5" } : {}),
    // One process unless a test asks for more (tests/integration/processes.test.ts);
    // TEST_WEB_CONCURRENCY=2 runs the whole PostgreSQL pass against two workers.
    WEB_CONCURRENCY: process.env.TEST_WEB_CONCURRENCY || "1",
    // Demo parcels and returns stay where a test put them for a day (the suite asserts states right
    // after making them); a test that watches them travel asks for shorter steps.
    DEMO_SHIPMENT_STEP_MINUTES: "1440",
    ...extraEnv,
  });

  const logPath = path.join(storage.dataDir, `server-${port}.log`);
  const log = fs.createWriteStream(logPath);
  let output = "";
  const child = spawn(process.execPath, ["server.js"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
    if (process.env.TEST_SERVER_LOG === "1") process.stderr.write(chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  let answered = false;
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5_000), redirect: "manual" });
      await response.arrayBuffer();
      answered = true;
      break;
    } catch {
      await sleep(250);
    }
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      if (!(await waitForExit(child, 10_000))) {
        child.kill("SIGKILL");
        await waitForExit(child, 5_000);
      }
    }
    await new Promise<void>((r) => log.end(r));
  };
  if (!answered) {
    await stop();
    const why = child.exitCode !== null ? `exited with code ${child.exitCode}` : `did not answer within ${START_TIMEOUT_MS / 1000} s`;
    throw new Error(`shop server (${storage.kind}) ${why}. Output:\n${output.slice(-4000)}`);
  }
  return { url, port, pid: child.pid!, exited, storage, output: () => output, logPath, stop };
}

/**
 * Starts `node server.js` with this environment (on an empty embedded database of its own unless
 * `env` says otherwise) for a start that is meant to fail: waits until it exits (or 60 s pass).
 */
export async function runShopUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-exit-"));
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "TEST_DATABASE_URL", "PUBLIC_URL", "DEMO"]) delete base[key];
  for (const key of Object.keys(base)) if (key.startsWith("VITEST") || key === "TEST") delete base[key];
  const child = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env: { ...base, NODE_ENV: "production", PORT: String(await freePort()), DATA_DIR: dataDir, SEED: "none", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 60_000);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code, output };
}

/** Fresh storage plus a started server; dispose() stops it and removes the storage. */
export async function startTestShop(extraEnv: Record<string, string> = {}, storageOptions: { empty?: boolean; prepared?: boolean } = {}) {
  // A shop with the default settings starts from the run's prepared shop when there is one: its
  // first start's seeding is done already (under load it alone took minutes).
  const asPrepared = Object.keys(extraEnv).length === 0 && storageOptions.empty === undefined && storageOptions.prepared === undefined;
  const storage = await createStorage(targetKind(), asPrepared && process.env[PREPARED_SHOP_ENV] ? { prepared: true } : storageOptions);
  let server: ShopServer;
  try {
    server = await startShop(storage, extraEnv);
  } catch (error) {
    await storage.dispose().catch(() => {});
    throw error;
  }
  return {
    server,
    dispose: async () => {
      await server.stop();
      await storage.dispose();
    },
  };
}

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Runs statements on a stopped shop's database (its PGlite directory or its PostgreSQL database). */
export async function withStorageSql<R>(storage: Storage, run: (query: Query) => Promise<R>): Promise<R> {
  if (storage.kind === "postgres") {
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: storage.databaseUrl });
    await client.connect();
    try {
      return await run(async (text, params = []) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const db = await PGlite.create(`${storage.dataDir}/pglite`, { extensions: { pg_trgm, unaccent } });
  try {
    return await run(async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows);
  } finally {
    await db.close();
  }
}

/**
 * The shop's drizzle handle on a stopped shop's database (its PGlite directory or its PostgreSQL
 * database), and its migrations run as the shop runs them at start.
 */
export async function openStorageDb(storage: Storage): Promise<{ db: Db; migrate: () => Promise<void>; close: () => Promise<void> }> {
  const schema = await import("#app/db/schema");
  const { migrationsFolder } = await import("#app/db/client.server");
  if (storage.kind === "postgres") {
    const pg = (await import("pg")).default;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const client = new pg.Client({ connectionString: storage.databaseUrl });
    await client.connect();
    const db = drizzle(client, { schema });
    return { db: db as unknown as Db, migrate: () => migrate(db, { migrationsFolder }), close: () => client.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(path.join(storage.dataDir, "pglite"), { extensions: { pg_trgm, unaccent } });
  const db = drizzle(client, { schema });
  return { db: db as unknown as Db, migrate: () => migrate(db, { migrationsFolder }), close: () => client.close() };
}

/** Runs one statement on a stopped shop's database. */
export const sqlOnStorage = <T = Record<string, unknown>>(storage: Storage, text: string, params: unknown[] = []) =>
  withStorageSql(storage, (query) => query<T>(text, params));
