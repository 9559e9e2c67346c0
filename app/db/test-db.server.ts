/** A fresh, migrated in-memory database for domain tests (real PostgreSQL semantics via PGlite). */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Db } from "./client.server";
import * as schema from "./schema";

export async function openTestDb(): Promise<{ db: Db; pglite: PGlite; close: () => Promise<void> }> {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: path.resolve(process.cwd(), "app/db/migrations") });
  return { db: db as unknown as Db, pglite: client, close: () => client.close() };
}
