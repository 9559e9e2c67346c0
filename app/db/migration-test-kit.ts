/**
 * For tests of a migration's data move (unpaid-orders-migration.test.ts, back-office-migration.test.ts):
 * a copy of the migrations folder whose journal stops just before the migration `tag`, to build a
 * database as it was then; migrating with the real folder afterwards runs `tag` on that data.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/db/migrations");

export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first in the journal`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
