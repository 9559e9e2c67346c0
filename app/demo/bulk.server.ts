/**
 * Fast multi-row inserts for the demo data: a chunk of rows travels as ONE JSON text parameter and
 * PostgreSQL unpacks it with json_to_recordset. No 65,535-parameter limit, one round trip per chunk,
 * and the same SQL works on PGlite and on PostgreSQL.
 */
import { getTableName, sql, type AnyColumn } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server";

/** Anything that can run SQL: the database or a transaction. */
export type Executor = Pick<Db, "execute">;

function recordType(column: AnyColumn): string {
  const t = column.getSQLType();
  if (t === "serial") return "integer";
  if (t === "bigserial") return "bigint";
  if (t === "smallserial") return "smallint";
  return t;
}

/** JSON of rows as objects keyed c0, c1, … (short keys keep the payload small). */
function encodeRows(rows: readonly (readonly unknown[])[]): string {
  const out: string[] = [];
  for (const row of rows) {
    let s = "{";
    for (let i = 0; i < row.length; i++) {
      const v = row[i];
      s += (i ? ',"c' : '"c') + i + '":' + (v === undefined ? "null" : JSON.stringify(v));
    }
    out.push(s + "}");
  }
  return "[" + out.join(",") + "]";
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Runs `load` with the secondary indexes and the outgoing foreign keys of `tables` set aside, then
 * puts them back exactly as they were (same names and definitions). Building an index once and
 * checking a foreign key with one join is far cheaper than doing both row by row; uniqueness and
 * references are still enforced when they come back, so a bad row fails the whole transaction.
 * Primary keys stay. Meant for a transaction on tables that are (nearly) empty.
 */
export async function withBulkLoad<T>(db: Executor, tables: string[], load: () => Promise<T>): Promise<T> {
  const list = tables.map(quoteLiteral).join(", ");
  const foreignKeys = rowsOf(
    await db.execute(
      sql.raw(
        `select c.conname as name, t.relname as tbl, pg_get_constraintdef(c.oid) as def
         from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
         where c.contype = 'f' and n.nspname = current_schema() and t.relname in (${list})`,
      ),
    ),
  ) as { name: string; tbl: string; def: string }[];
  const indexes = rowsOf(
    await db.execute(
      sql.raw(
        `select i.indexname as name, i.indexdef as def from pg_indexes i
         where i.schemaname = current_schema() and i.tablename in (${list})
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u', 'x'))`,
      ),
    ),
  ) as { name: string; def: string }[];

  for (const fk of foreignKeys) await db.execute(sql.raw(`alter table ${quoteIdent(fk.tbl)} drop constraint ${quoteIdent(fk.name)}`));
  for (const ix of indexes) await db.execute(sql.raw(`drop index ${quoteIdent(ix.name)}`));
  const result = await load();
  // More sort memory makes the one-off index builds much faster (reset at the end of the transaction).
  await db.execute(sql.raw(`set local maintenance_work_mem = '128MB'`));
  for (const ix of indexes) await db.execute(sql.raw(ix.def));
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`alter table ${quoteIdent(fk.tbl)} add constraint ${quoteIdent(fk.name)} ${fk.def}`));
  return result;
}

/**
 * Inserts `rows` (arrays in the order of `columns`) into `table`, `chunkSize` rows per statement.
 * Dates become ISO strings; jsonb columns take the value as is.
 */
export async function bulkInsert(
  db: Executor,
  table: PgTable,
  columns: AnyColumn[],
  rows: readonly (readonly unknown[])[],
  chunkSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const name = getTableName(table);
  const target = columns.map((c) => `"${c.name}"`).join(", ");
  const picks = columns.map((_c, i) => `c${i}`).join(", ");
  const defs = columns.map((c, i) => `c${i} ${recordType(c)}`).join(", ");
  const head = sql.raw(`insert into "${name}" (${target}) select ${picks} from json_to_recordset(`);
  const tail = sql.raw(`::json) as x(${defs})`);
  for (let i = 0; i < rows.length; i += chunkSize) {
    const json = encodeRows(rows.slice(i, i + chunkSize));
    await db.execute(sql`${head}${json}${tail}`);
  }
}
