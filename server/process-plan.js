// @ts-check
/**
 * How many processes `npm start` runs, from the configuration (app/lib/config.server.js, which
 * has already refused a malformed WEB_CONCURRENCY or SHUTDOWN_TIMEOUT_MS):
 *   WEB_CONCURRENCY      worker processes (default: the machine's available parallelism);
 *                        1 means one plain process, no cluster
 *   DATABASE_URL unset   the embedded database (PGlite) is one connection in one process: always
 *                        one process, whatever WEB_CONCURRENCY says (with a note for the log)
 *   NODE_ENV=development `npm run dev` (Vite's dev server): one process
 *   SHUTDOWN_TIMEOUT_MS  how long a stopping process lets requests in flight finish (default 10 s)
 */
import os from "node:os";

/**
 * @param {Pick<import("../app/lib/config.server.js").Config, "webConcurrency" | "shutdownTimeoutMs" | "development" | "databaseUrl">} config
 * @param {number} [available] processors this process may use
 * @returns {{ workers: number, shutdownTimeoutMs: number, note?: string }}
 */
export function processPlan(config, available = os.availableParallelism()) {
  const requested = config.webConcurrency;
  const { shutdownTimeoutMs } = config;
  const wanted = requested ?? available;
  if (config.development) return { workers: 1, shutdownTimeoutMs };
  if (!config.databaseUrl && wanted > 1) {
    return {
      workers: 1,
      shutdownTimeoutMs,
      note: `Gömülü veritabanı (PGlite) tek süreçte çalışır: ${requested ? `WEB_CONCURRENCY=${requested}` : `${wanted} işlemci`} yerine tek süreç (several processes need DATABASE_URL)`,
    };
  }
  return { workers: wanted, shutdownTimeoutMs };
}
