/**
 * Background jobs: work that must outlive a request runs on a job queue kept in the
 * shop's own database, with no other server: pg-boss 10, its tables in the schema `pgboss` beside
 * the shop's (the shop's migrations, its readiness check and `npm run db:seed -- --reset` touch
 * only the shop's own tables). The shop's queues are named in queues.server.ts, their handlers and
 * schedules in server/jobs.ts.
 *
 * What the queue promises
 * - A job sent is a row: it survives a restart of every process and runs once it is due, in one
 *   process at a time (workers take jobs with `FOR UPDATE SKIP LOCKED`: processes sharing the
 *   database never take the same one).
 * - A handler that throws is retried: `retryLimit` more times, `retryDelay` seconds later, twice
 *   as long each time (with jitter) when `retryBackoff`. Defaults (DEFAULT_QUEUE_OPTIONS): 5 retries
 *   from 30 s on (about 30 s, 1, 2, 4, 8 min). After the last it stays `failed` in pgboss.job.
 * - A job whose process died (SIGKILL, a lost machine) stays `active` until `expireInSeconds` has
 *   passed since it started; then the maintenance of any live process (every 2 minutes) hands it
 *   out again as a retry. A handler still running at `expireInSeconds` is given up the same way.
 * - On shutdown (`stop`) no new job is taken, running ones may finish until the timeout, and those
 *   still running then are handed back for a retry.
 * - `schedule` (cron, Turkish time) sends one job per tick across all processes: every process
 *   looks at the schedules every 30 s, only the one that moves the shared `pgboss.version.cron_on`
 *   sends, and under a singleton key per minute.
 *
 * The rule for every handler: a job runs at least once, so its handler is idempotent. A job can
 * run twice: its process may die after the work and before the queue hears of it, a timeout may
 * give it up while it still runs, a shutdown may hand it back. So a handler makes its effect at
 * most once by itself, one of these ways:
 *   - an effect in the database commits in ONE transaction together with a record keyed by the job
 *     (its natural key — the order, the message — or the job id) in a unique column; a retry that
 *     finds the record does nothing more. Killed before the commit, nothing happened and the retry
 *     does it; killed after, the retry finds the record (tests/support/job-worker.ts does this, and
 *     tests/integration/jobs.test.ts kills it at both moments);
 *   - or it moves a state forward with a guarded update (`… WHERE status = 'awaitingPayment'`), as
 *     payment reconciliation does: a second run finds nothing left to do;
 *   - an effect outside the database (a bank, an SMS gateway) carries an idempotency key made from
 *     the job, so the other side drops the repeat.
 * A handler never logs its payload (it may hold personal data): the queue logs queue, job id,
 * attempt and time; a failure's message is scrubbed before the queue keeps it.
 *
 * The database: on PostgreSQL the queue has a small pool of its own (QUEUE_POOL_MAX connections per
 * process). On the embedded PGlite (one connection in one process) it runs its SQL on the shop's
 * instance through pg-boss's `db` option (pgliteRunner): statements with parameters as prepared
 * queries; without, as a simple query (pg-boss sends several statements in one string); and its
 * `BEGIN; … COMMIT;` blocks (schema creation, maintenance) inside a PGlite transaction, because a
 * block that failed half-way would otherwise leave the shop's only connection in an aborted
 * transaction. Everything pg-boss does works there (schema, SKIP LOCKED fetch, retries, cron,
 * maintenance); SKIP LOCKED has nobody to skip.
 */
import { createRequire } from "node:module";
import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import pg from "pg";
import { ADVISORY_LOCKS, withAdvisoryLock } from "#app/db/advisory-locks.server";
import { logError, loggableError, logger } from "#app/lib/logger.server";

/** pg-boss's schema (its default, said here so nothing else claims it). */
export const QUEUE_SCHEMA = "pgboss";
/** Connections of the queue's own pool in each process (PostgreSQL). */
const QUEUE_POOL_MAX = 3;
/** Cron schedules are read in the shop's time. */
const TIME_ZONE = "Europe/Istanbul";

export type QueuePolicy = "standard" | "short" | "singleton" | "stately";

export type QueueOptions = {
  /**
   * standard: any number waiting and running. short: at most one waiting (sending another while one
   * waits does nothing). singleton: at most one running. stately: one waiting and one running.
   */
  policy?: QueuePolicy;
  /** Retries after the first attempt. */
  retryLimit?: number;
  /** Seconds before a retry (the first, with backoff). */
  retryDelay?: number;
  /** Each retry waits about twice as long as the one before. */
  retryBackoff?: boolean;
  /** How long one attempt may run; after it the attempt counts as failed (and a dead process's job comes back). */
  expireInSeconds?: number;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds?: number;
  /**
   * Jobs a worker takes at once (default 1). A batch's jobs run `concurrency` at a time, each done or
   * failed (and retried) on its own, with one log line for the batch: for many small jobs a second.
   */
  batchSize?: number;
  /** Jobs of one batch that run at the same time in a process (default 1); with a BatchHandler, slices of the batch. */
  concurrency?: number;
};

export const DEFAULT_QUEUE_OPTIONS = {
  policy: "standard",
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 2,
  batchSize: 1,
  concurrency: 1,
} as const satisfies Required<QueueOptions>;

/** What the worker uses and pg-boss's queue does not store. */
type WorkerOptions = Pick<Required<QueueOptions>, "pollingIntervalSeconds" | "batchSize" | "concurrency">;

/** Cuts `items` into at most `count` slices, the items with the same key in the same slice. */
export function slicesOf<T>(items: readonly T[], count: number, key?: (item: T) => string): T[][] {
  const slices: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  items.forEach((item, i) => {
    let at = i;
    if (key) {
      at = 0;
      for (const char of key(item)) at = (Math.imul(at, 31) + char.charCodeAt(0)) >>> 0;
    }
    slices[at % slices.length].push(item);
  });
  return slices.filter((slice) => slice.length > 0);
}

/** Runs `run` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

declare const payload: unique symbol;
/** A queue: how its jobs run, and (as a type only) what they carry: a JSON object, no personal data unless needed. */
export type QueueDefinition<P extends object = object> = { readonly options: QueueOptions; readonly [payload]?: P };

export function defineQueue<P extends object>(options: QueueOptions = {}): QueueDefinition<P> {
  return { options };
}

export type QueueMap = Record<string, QueueDefinition>;
type Name<D extends QueueMap> = keyof D & string;
export type PayloadOf<Q> = Q extends QueueDefinition<infer P> ? P : never;

export type Job<P> = { id: string; queue: string; data: P; /** 0 on the first attempt */ retryCount: number };
export type Handler<P> = (job: Job<P>) => Promise<unknown>;
/**
 * A handler that takes many jobs at once (a queue with `batchSize`): the fetched batch is cut into
 * `concurrency` slices, worked at the same time, each with one call (one transaction, say). A slice
 * that throws is worked again job by job, so only the job that fails is failed and retried; the
 * others are done. `sliceKey` keeps jobs with the same key in the same slice (a parcel's updates).
 */
export type BatchHandler<P> = { batch: (jobs: Job<P>[]) => Promise<unknown>; sliceKey?: (data: P) => string };
export type Handlers<D extends QueueMap> = { [Q in Name<D>]: Handler<PayloadOf<D[Q]>> | BatchHandler<PayloadOf<D[Q]>> };
export type Schedules<D extends QueueMap> = { [Q in Name<D>]?: { cron: string; payload: PayloadOf<D[Q]> } };

export type SendOptions = {
  /** Not before: seconds from now, or a time. */
  startAfter?: number | Date;
  /** With singletonSeconds: one job per key and time slot of that many seconds (later sends return null). */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Instead of the queue's. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
};

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export type JobQueue<D extends QueueMap> = {
  /** Stores a job; its id, or null when a policy or singleton key dropped it. */
  send<Q extends Name<D>>(queue: Q, data: PayloadOf<D[Q]>, options?: SendOptions): Promise<string | null>;
  /** Stores many jobs with one statement (a carrier's batch of updates, a benchmark). */
  sendMany<Q extends Name<D>>(queue: Q, items: PayloadOf<D[Q]>[]): Promise<void>;
  /** Works these queues in this process (one job, or one batch, at a time per queue). */
  work(handlers: Partial<Handlers<D>>): Promise<void>;
  /** Makes the stored schedules exactly these (a schedule no longer listed is removed). */
  setSchedules(schedules: Schedules<D>): Promise<void>;
  /** A job's state and retries so far (archived ones too), or null. */
  job(queue: Name<D>, id: string): Promise<{ state: JobState; retryCount: number } | null>;
  /** Takes no new job, lets running ones finish within `timeoutMs` (then hands them back), closes. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
};

export type QueueTarget = { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; url: string };

export type StartOptions = {
  /**
   * Whether this process also runs the queue's upkeep: schedules, and the maintenance that hands out
   * again the jobs of dead processes. Default true; false for a process that only sends and looks.
   */
  background?: boolean;
  /** How often the maintenance runs (pg-boss's default: 120 s; tests: shorter). */
  maintenanceIntervalSeconds?: number;
};

type Rows = { rows: unknown[] };
/** Runs one of pg-boss's SQL strings. */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<Rows>;

/** pg-boss's `BEGIN; … COMMIT;` block (plans.locked). */
const LOCKED_BLOCK = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/** pg-boss's SQL on a PGlite instance (see the module's comment). */
export function pgliteRunner(client: PGlite): SqlRunner {
  return async (text, values) => {
    if (values && values.length > 0)
      return client.query(
        text,
        values.map((value) => (value === undefined ? null : value)),
      );
    const block = LOCKED_BLOCK.exec(text);
    const results = block ? await client.transaction((tx) => tx.exec(block[1])) : await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
}

// pg-boss 10 marks a job done or failed without awaiting it: a query error there would be an
// unhandled rejection, which ends the process. Those two are answered "nothing changed" instead
// (the job then stays active until it expires and is retried: handlers are idempotent).
const plans = createRequire(import.meta.url)("pg-boss/src/plans.js") as {
  completeJobs: (schema: string) => string;
  failJobsById: (schema: string) => string;
};
const SETTLING = new Set([plans.completeJobs(QUEUE_SCHEMA), plans.failJobsById(QUEUE_SCHEMA)]);

/** What pg-boss's `db` option gets: runs SQL until closed, then answers nothing (as pg-boss's own pool does). */
function executor(run: SqlRunner, end: () => Promise<void>) {
  let closed = false;
  const running = new Set<Promise<Rows>>();
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      if (closed) return undefined as unknown as Rows;
      const query = run(text, values);
      running.add(query);
      try {
        return await query;
      } catch (error) {
        if (!SETTLING.has(text)) throw error;
        logError("İşin sonucu kaydedilemedi: süresi dolunca yeniden denenecek", error);
        return undefined as unknown as Rows;
      } finally {
        running.delete(query);
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled(running);
      await end();
    },
  };
}

/** pg-boss reports some failures as plain objects: an Error for the log either way. */
function asError(value: unknown): unknown {
  if (value instanceof Error || typeof value !== "object" || value === null) return value;
  const { message, stack } = value as { message?: unknown; stack?: unknown };
  return Object.assign(new Error(String(message)), typeof stack === "string" ? { stack } : {});
}

/** Starts the queue on the shop's database: installs or upgrades pg-boss's schema and these queues. */
export async function startJobQueue<D extends QueueMap>(target: QueueTarget, queues: D, options: StartOptions = {}): Promise<JobQueue<D>> {
  const background = options.background ?? true;
  let db: ReturnType<typeof executor>;
  if (target.kind === "pglite") {
    db = executor(pgliteRunner(target.pglite), async () => {});
  } else {
    const pool = new pg.Pool({ connectionString: target.url, max: QUEUE_POOL_MAX, application_name: "minik-dunya-jobs" });
    pool.on("error", (error) => logError("İş kuyruğunun veritabanı bağlantısı koptu", error));
    db = executor(
      (text, values) => pool.query(text, values),
      () => pool.end(),
    );
  }
  const boss = new PgBoss({
    db,
    schema: QUEUE_SCHEMA,
    supervise: background,
    schedule: background,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
  });
  boss.on("error", (error) => logError("İş kuyruğunda hata", asError(error)));

  const workerOptions = new Map<string, WorkerOptions>();
  try {
    // Processes starting together take turns: the first installs, the others find it done
    // (pg-boss alone would let the second fail half-way through a transaction, on PostgreSQL).
    await withAdvisoryLock(target.kind === "postgres" ? target.url : undefined, ADVISORY_LOCKS.jobQueue, async () => {
      await boss.start();
      for (const [name, definition] of Object.entries(queues)) {
        const { pollingIntervalSeconds, batchSize, concurrency, ...queueOptions } = { ...DEFAULT_QUEUE_OPTIONS, ...definition.options };
        workerOptions.set(name, { pollingIntervalSeconds, batchSize, concurrency });
        await boss.createQueue(name, { name, ...queueOptions });
        await boss.updateQueue(name, { name, ...queueOptions });
      }
    });
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    await db.close();
    throw error;
  }

  type FetchedJob = PgBoss.JobWithMetadata<object>;
  const asJob = (name: string, job: FetchedJob): Job<object> => ({ id: job.id, queue: name, data: job.data, retryCount: job.retryCount });

  /** Runs one job's handler; a failure is logged and thrown again with its scrubbed message only. */
  const runJob = async (name: string, handler: Handler<object> | BatchHandler<object>, job: FetchedJob) => {
    try {
      await (typeof handler === "function" ? handler(asJob(name, job)) : handler.batch([asJob(name, job)]));
    } catch (error) {
      const again = job.retryCount < job.retryLimit;
      logError(again ? "Arka plan işi başarısız: yeniden denenecek" : "Arka plan işi başarısız: yeniden denenmeyecek", error, {
        queue: name,
        job: job.id,
        attempt: job.retryCount + 1,
      });
      // pg-boss keeps the failure with the job: the scrubbed message only (a cause would carry the rest).
      // eslint-disable-next-line preserve-caught-error
      throw new Error(loggableError(error).message);
    }
  };

  /** A slice of a batch in one call; if it fails, its jobs one by one. The number of jobs failed. */
  const runSlice = async (name: string, handler: BatchHandler<object>, slice: FetchedJob[]): Promise<number> => {
    if (slice.length > 1) {
      try {
        await handler.batch(slice.map((job) => asJob(name, job)));
        return 0;
      } catch (error) {
        logError("Arka plan işleri birlikte başarısız: tek tek denenecek", error, { queue: name, jobs: slice.length });
      }
    }
    let failed = 0;
    for (const job of slice) failed += await failOnError(name, () => runJob(name, handler, job), job);
    return failed;
  };

  /** Runs `run`; if it throws, fails the job (pg-boss retries it). 1 if it failed. */
  const failOnError = async (name: string, run: () => Promise<void>, job: FetchedJob): Promise<number> => {
    try {
      await run();
      return 0;
    } catch (error) {
      await boss.fail(name, job.id, { message: (error as Error).message });
      return 1;
    }
  };

  const workOne = (name: string, handler: Handler<object> | BatchHandler<object>) => {
    const { batchSize, concurrency, pollingIntervalSeconds } = workerOptions.get(name) ?? DEFAULT_QUEUE_OPTIONS;
    let workerId: string | undefined;
    const working = boss.work<object>(name, { includeMetadata: true, batchSize, pollingIntervalSeconds }, async (jobs) => {
      const started = Date.now();
      if (batchSize === 1) {
        // A throw fails the job (pg-boss retries it); otherwise pg-boss completes it.
        await runJob(name, handler, jobs[0]);
        logger.info({ queue: name, job: jobs[0].id, attempt: jobs[0].retryCount + 1, ms: Date.now() - started }, "Arka plan işi bitti");
        return;
      }
      // A batch: the failed ones are failed here; pg-boss completes the rest (only jobs still active).
      let failed = 0;
      if (typeof handler === "function") {
        await eachLimited(jobs, concurrency, async (job) => {
          failed += await failOnError(name, () => runJob(name, handler, job), job);
        });
      } else {
        const slices = slicesOf(jobs, concurrency, handler.sliceKey && ((job) => handler.sliceKey!(job.data)));
        for (const count of await Promise.all(slices.map((slice) => runSlice(name, handler, slice)))) failed += count;
      }
      logger.info({ queue: name, jobs: jobs.length, failed, ms: Date.now() - started }, "Arka plan işleri bitti");
      // A full batch: more are likely waiting, so the worker asks again at once instead of after its polling interval.
      if (jobs.length === batchSize && workerId) boss.notifyWorker(workerId);
    });
    return working.then((id) => {
      workerId = id;
    });
  };

  return {
    send: (queue, data, sendOptions = {}) => boss.send(queue, data, sendOptions),
    sendMany: (queue, items) => boss.insert(items.map((data) => ({ name: queue, data }))),
    async work(handlers) {
      for (const [name, handler] of Object.entries(handlers))
        if (handler) await workOne(name, handler as Handler<object> | BatchHandler<object>);
    },
    async setSchedules(schedules) {
      for (const [name, schedule] of Object.entries(schedules)) {
        if (schedule) await boss.schedule(name, schedule.cron, schedule.payload, { tz: TIME_ZONE });
      }
      for (const { name } of await boss.getSchedules()) if (!(schedules as Record<string, unknown>)[name]) await boss.unschedule(name);
    },
    async job(queue, id) {
      const found = await boss.getJobById(queue, id, { includeArchive: true });
      return found ? { state: found.state, retryCount: found.retryCount } : null;
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      await db.close();
    },
  };
}
