/**
 * Statements on the hot path (the session, the header's summary, the basket's lines) are prepared
 * once per database handle: their SQL is built once instead of per request, and on PostgreSQL they
 * are named statements, parsed and planned once per connection. Keep a statement's shape fixed
 * (values go in as `sql.placeholder(...)`); a shape that varies (a visitor with or without a
 * member) gets one statement per variant: pass the variant's key, and put it in the name.
 *
 *   const byId = prepared((db) => db.select().from(t).where(eq(t.id, sql.placeholder("id"))).prepare("t_by_id"));
 *   const [row] = await byId(db).execute({ id });
 */
import type { Db } from "./client.server";

export function prepared<T>(prepare: (db: Db, variant: string) => T): (db: Db, variant?: string) => T {
  const statements = new WeakMap<Db, Map<string, T>>();
  return (db, variant = "") => {
    let ofDb = statements.get(db);
    if (!ofDb) statements.set(db, (ofDb = new Map()));
    let statement = ofDb.get(variant);
    if (statement === undefined) {
      statement = prepare(db, variant);
      ofDb.set(variant, statement);
    }
    return statement;
  };
}
