/**
 * A fresh, migrated in-memory database for domain tests (real PostgreSQL semantics via PGlite),
 * with the shop's own per-connection settings (CONNECTION_SETUP in app/db/client.server.ts: the
 * pg_trgm threshold typo-forgiving search relies on), so a test sees the SQL the shop sees.
 *
 * Starting PGlite runs initdb (about 2.7 s) and the migrations add about 1 s, in each of some fifty
 * test files. So the first opening migrates one database and keeps its data directory as a tarball
 * under node_modules/.cache, named after a hash of the migrations and PGlite's version; every
 * opening after that, in any worker and any later run, starts from that tarball (under 1 s).
 * A changed migration gives a new name, so a stale database is never loaded.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { CONNECTION_SETUP, migrationsFolder as MIGRATIONS, type Db } from "#app/db/client.server";
import * as schema from "#app/db/schema";

const CACHE_DIR = path.resolve(process.cwd(), "node_modules/.cache/minik-test-db");
const extensions = { pg_trgm, unaccent };

function migratedDumpPath(): string {
  const hash = createHash("sha256");
  hash.update(readPgliteVersion());
  for (const entry of fs.readdirSync(MIGRATIONS, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(MIGRATIONS, file)).update(fs.readFileSync(file));
  }
  return path.join(CACHE_DIR, `${hash.digest("hex").slice(0, 16)}.tar`);
}

function readPgliteVersion(): string {
  const manifest = path.resolve(process.cwd(), "node_modules/@electric-sql/pglite/package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
}

async function migratedFromScratch(): Promise<PGlite> {
  const client = await PGlite.create({ extensions });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  return client;
}

async function openMigrated(): Promise<PGlite> {
  const dump = migratedDumpPath();
  if (fs.existsSync(dump)) return PGlite.create({ extensions, loadDataDir: new Blob([fs.readFileSync(dump)]) });
  const client = await migratedFromScratch();
  const tarball = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  // Written aside and renamed, so a worker opening at the same moment never reads half a file.
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${dump}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(partial, tarball);
  fs.renameSync(partial, dump);
  return client;
}

export async function openTestDb(): Promise<{ db: Db; pglite: PGlite; close: () => Promise<void> }> {
  const client = await openMigrated();
  await client.exec(CONNECTION_SETUP);
  const db = drizzle(client, { schema });
  return { db: db as unknown as Db, pglite: client, close: () => client.close() };
}
