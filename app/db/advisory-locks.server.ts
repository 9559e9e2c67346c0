/**
 * PostgreSQL advisory locks: how several shop processes (on one machine or many, sharing one
 * database) take turns. Every lock id the shop uses is listed here, so two never collide.
 *
 * A session-level lock lives as long as the connection that took it, so each is held on a
 * dedicated connection of its own (never one of the pool's, which go back to the pool and would
 * carry the lock away with them; a pool of one would wait on itself). When that connection ends,
 * whether on purpose or because it dropped, PostgreSQL releases the lock.
 *
 * On the embedded database (PGlite, no DATABASE_URL) there is only ever one process: no locks.
 */
import type pg from "pg";

/** Lock ids: six ASCII letters each, readable in `pg_locks` (classid, objid) as hex. */
export const ADVISORY_LOCKS = {
  /** Demo data generation ('MDSEED'; transaction-level, see app/demo/seed.server.ts). */
  seed: 0x4d4453454544,
  /** Applying migrations ('MDMIGR'). */
  migrations: 0x4d444d494752,
  /** Start-up preparation after the migrations: places, demo data, expired sessions ('MDPREP'). */
  prepare: 0x4d4450524550,
  /** Installing or upgrading the job queue's schema and its queues ('MDJOBS'; domain/jobs/queue.server.ts). */
  jobQueue: 0x4d444a4f4253,
} as const;

/**
 * A connection of its own to the database at `url`, outside the pool. Its end, wanted or not, is
 * reported through `onLost` (a pg client left without an 'error' listener would crash the process).
 */
export async function dedicatedConnection(url: string, onLost: (client: pg.Client) => void = () => {}): Promise<pg.Client> {
  const { Client } = (await import("pg")).default;
  const client = new Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 10_000 });
  client.on("error", () => onLost(client));
  client.on("end", () => onLost(client));
  await client.connect();
  return client;
}

/**
 * Runs `work` while holding the advisory lock `key` on the PostgreSQL database at `url`: a second
 * process asking for the same lock waits until the first one is done. Without a URL (embedded
 * database, one process) it just runs `work`.
 */
export async function withAdvisoryLock<T>(url: string | undefined, key: number, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const client = await dedicatedConnection(url);
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}
