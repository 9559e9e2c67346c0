/**
 * Background work that must run in one process only, across every process and machine sharing the
 * database (today: payment reconciliation). A job queue (pg-boss, planned) can take its place.
 *
 * On PostgreSQL each process keeps one dedicated connection and asks for the job's advisory lock
 * every few seconds (`pg_try_advisory_lock`, session level): the one that gets it starts the work
 * and keeps the lock as long as its connection lives, checking that connection at the same pace.
 * When the leader stops, dies or loses its connection, PostgreSQL releases the lock and another
 * process takes over within `retryMs`; a leader that sees its connection drop stops its work first
 * and then asks again like the others. (For the few seconds a dropped leader needs to notice, two
 * processes may both run the work: it must stay safe to run twice, as reconciliation is.)
 *
 * On the embedded database (no DATABASE_URL) there is one process: the work just runs.
 */
import type pg from "pg";
import { config } from "#app/lib/config.server";
import { logError, logger } from "#app/lib/logger.server";
import { dedicatedConnection } from "./advisory-locks.server";

export type LeaderJob = {
  /** Short name for the logs. */
  name: string;
  /** Its advisory lock id (ADVISORY_LOCKS). */
  lockKey: number;
  /** Starts the work; returns how to stop it. */
  start: () => () => void;
};

export type Leadership = {
  /** Whether this process runs the job right now. */
  isLeader: () => boolean;
  /** Stops the work (if running here) and hands the lock back. */
  stop: () => Promise<void>;
};

const RETRY_MS = 5_000;

export function runAsLeader(job: LeaderJob, options: { databaseUrl?: string; retryMs?: number } = {}): Leadership {
  const url = "databaseUrl" in options ? options.databaseUrl : config.databaseUrl;
  if (!url) {
    const stopWork = job.start();
    return { isLeader: () => true, stop: async () => stopWork() };
  }
  const retryMs = options.retryMs ?? RETRY_MS;
  let stopped = false;
  let client: pg.Client | undefined;
  let stopWork: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const resign = (why: string) => {
    if (!stopWork) return;
    stopWork();
    stopWork = undefined;
    if (!stopped) logger.warn({ job: job.name, why }, "Arka plan işi bu süreçte durdu; yeniden denenecek");
  };
  const dropConnection = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    resign("bağlantı koptu");
    void lost.end().catch(() => {});
  };

  const attempt = async () => {
    try {
      if (!client) {
        const fresh = await dedicatedConnection(url, dropConnection);
        if (stopped) return void (await fresh.end());
        client = fresh;
      }
      const current = client;
      if (stopWork) {
        // The lock lives as long as this session: make sure it still does.
        await current.query("SELECT 1");
      } else {
        const { rows } = await current.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [job.lockKey]);
        if (rows[0]?.locked && !stopped && client === current) {
          stopWork = job.start();
          logger.info({ job: job.name }, "Arka plan işi bu süreçte çalışıyor");
        }
      }
    } catch (error) {
      if (client) dropConnection(client);
      if (!stopped) logError("Arka plan işi için veritabanına bağlanılamadı", error, { job: job.name });
    } finally {
      if (!stopped) timer = setTimeout(attempt, retryMs).unref();
    }
  };
  void attempt();

  return {
    isLeader: () => stopWork !== undefined,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      resign("kapanış");
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
