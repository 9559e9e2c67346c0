/**
 * The storage template of a test run: every fresh storage a test asks for (a shop of its own, a job
 * queue's database) starts as a copy of one database that is already migrated and holds Turkey's
 * places, which is what a shop's first start does before anything else (server/prepare-database.ts:
 * the migrations, then ensurePlaces). Doing that at each start cost about 5 s on PGlite (initdb,
 * every migration, 73,000 towns) and 2 s on PostgreSQL; a copy costs a fraction of a second
 * (a directory copy, or CREATE DATABASE … TEMPLATE). globalSetup makes it while the run's shared
 * shop starts on empty storage, so every run still starts one shop from nothing; under `npm test`
 * the PGlite passes share one template and one prepared shop instead (prepare-run-storage.ts).
 */
import { ensurePlaces } from "#app/db/places.server";
import { createStorage, openStorageDb, STORAGE_TEMPLATE_ENV, type Storage, type TargetKind } from "./server";

/**
 * Makes the template for `kind` and points createStorage at it (in this process and the test workers
 * it starts). When the variable is already set (scripts/test.sh made one template for every PGlite
 * pass, tests/support/prepare-run-storage.ts), that one serves and stays.
 */
export async function makeStorageTemplate(kind: TargetKind): Promise<{ dispose: () => Promise<void> }> {
  if (process.env[STORAGE_TEMPLATE_ENV[kind]]) return { dispose: async () => {} };
  const storage = await createStorage(kind, { empty: true });
  try {
    const { db, migrate, close } = await openStorageDb(storage);
    try {
      await migrate();
      await ensurePlaces(db);
    } finally {
      await close();
    }
  } catch (error) {
    await storage.dispose();
    throw error;
  }
  process.env[STORAGE_TEMPLATE_ENV[kind]] = templateOf(storage);
  return {
    dispose: async () => {
      delete process.env[STORAGE_TEMPLATE_ENV[kind]];
      await storage.dispose();
    },
  };
}

const templateOf = (storage: Storage) => (storage.kind === "pglite" ? `${storage.dataDir}/pglite` : storage.databaseName);
