/**
 * For tests of a migration's data move (unpaid-orders-migration.test.ts, back-office-migration.test.ts):
 * an in-memory database migrated up to just before the migration `tag` (`toBefore()`), to write
 * rows as the shop had them then, and migrated the rest of the way (`toLatest()`), which runs
 * `tag` on those rows.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder as MIGRATIONS_FOLDER } from "#app/db/client.server";
import * as schema from "#app/db/schema";

/** A copy of the migrations folder whose journal stops just before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first in the journal`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

export async function migrationTestDb(tag: string) {
  const before = migrationsBefore(tag);
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const db = drizzle(client, { schema });
  return {
    client,
    db,
    toBefore: () => migrate(db, { migrationsFolder: before }),
    toLatest: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    },
  };
}
