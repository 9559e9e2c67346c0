/**
 * Whether the database has every migration this build brings. Decided as drizzle's migrator
 * decides what to apply: a migration of the journal (migrations/meta/_journal.json) is pending when
 * its time stamp is later than the latest one recorded in `drizzle.__drizzle_migrations`.
 */
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder, queryRows, type Db } from "./client.server";

let journal: number[] | undefined;

/** How many of this build's migrations the database lacks (throws when it has none at all). */
export async function pendingMigrations(db: Db): Promise<number> {
  journal ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  const [row] = await queryRows<{ latest: string | null }>(
    db,
    sql`SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`,
  );
  const latest = Number(row?.latest ?? 0);
  return journal.filter((when) => when > latest).length;
}
