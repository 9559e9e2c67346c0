/**
 * A read of small, rarely changing tables kept for a short while per database (each process has
 * its own copy, so a change shows everywhere within `ms`). A failed read is not kept.
 */
import type { Db } from "./client.server";

export function cachedRead<T>(ms: number, read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const cache = new WeakMap<Db, { at: number; value: Promise<T> }>();
  return (db) => {
    const hit = cache.get(db);
    if (hit && Date.now() - hit.at < ms) return hit.value;
    const value = read(db);
    cache.set(db, { at: Date.now(), value });
    value.catch(() => cache.delete(db));
    return value;
  };
}
