/**
 * A read of small, rarely changing tables kept for a short while per database (each process has
 * its own copy, so a change shows everywhere within `ms`). A failed read is not kept. `forget`
 * drops this process's copy, for the process that made the change: it reads the new one at once.
 */
import type { Db } from "./client.server";

export type CachedRead<T> = ((db: Db) => Promise<T>) & { forget: (db: Db) => void };

export function cachedRead<T>(ms: number, read: (db: Db) => Promise<T>): CachedRead<T> {
  const cache = new WeakMap<Db, { at: number; value: Promise<T> }>();
  const get = (db: Db) => {
    const hit = cache.get(db);
    if (hit && Date.now() - hit.at < ms) return hit.value;
    const value = read(db);
    cache.set(db, { at: Date.now(), value });
    value.catch(() => cache.delete(db));
    return value;
  };
  return Object.assign(get, { forget: (db: Db) => void cache.delete(db) });
}
