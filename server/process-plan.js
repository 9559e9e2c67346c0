// @ts-check
/**
 * How many processes `npm start` runs, read from the environment:
 *   WEB_CONCURRENCY      worker processes (a positive whole number; default: the machine's
 *                        available parallelism); 1 means one plain process, no cluster
 *   DATABASE_URL unset   the embedded database (PGlite) is one connection in one process: always
 *                        one process, whatever WEB_CONCURRENCY says (with a note for the log)
 *   NODE_ENV=development `npm run dev` (Vite's dev server): one process
 *   SHUTDOWN_TIMEOUT_MS  how long a stopping process lets requests in flight finish (default 10 s)
 * A malformed value is refused with a message naming the variable: the shop does not start.
 */
import os from "node:os";

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * @param {string} name
 * @param {string | undefined} raw
 * @returns {number | undefined} the value, undefined when unset
 */
function positiveWholeNumber(name, raw) {
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = raw.trim();
  if (!/^[1-9][0-9]*$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new Error(`${name} pozitif bir tam sayı olmalı / must be a positive whole number (got ${JSON.stringify(raw)})`);
  }
  return Number(value);
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {number} [available] processors this process may use
 * @returns {{ workers: number, shutdownTimeoutMs: number, note?: string }}
 */
export function processPlan(env, available = os.availableParallelism()) {
  const requested = positiveWholeNumber("WEB_CONCURRENCY", env.WEB_CONCURRENCY);
  const shutdownTimeoutMs = positiveWholeNumber("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS) ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const wanted = requested ?? available;
  if (env.NODE_ENV === "development") return { workers: 1, shutdownTimeoutMs };
  if (!env.DATABASE_URL && wanted > 1) {
    return {
      workers: 1,
      shutdownTimeoutMs,
      note: `Gömülü veritabanı (PGlite) tek süreçte çalışır: ${requested ? `WEB_CONCURRENCY=${requested}` : `${wanted} işlemci`} yerine tek süreç (several processes need DATABASE_URL)`,
    };
  }
  return { workers: wanted, shutdownTimeoutMs };
}
