/**
 * A worker process for tests/integration/jobs.test.ts: the shop's job queue (queue.server.ts) on a
 * test database (DATABASE_URL, else PGlite in DATA_DIR/pglite), working `tests.effect` with a
 * handler written by the rule of queue.server.ts. Its effect — a counter going up, which would
 * count twice if simply done twice — commits in one transaction together with a row keyed by the
 * job id (test_job_effects, primary key); a run that finds the row does nothing more. Every attempt
 * is also written down outside that transaction (test_job_attempts), so the test sees that the
 * job ran twice and counted once.
 *   JOB_WORKER_SEND=label       send one job at start
 *   JOB_WORKER_BLOCK=inside     on a job, stop for good inside the transaction (before its commit)
 *   JOB_WORKER_BLOCK=after      on a job, stop for good after the commit (before the queue hears of it)
 * It prints `job-worker: ready`, `sent <id>`, `blocked <id>`, `completed <id>` (once the queue
 * marked the job done) and stops gracefully on SIGTERM (exit 0).
 */
import { startJobQueue, type QueueTarget } from "#app/domain/jobs/queue.server";
import { TEST_QUEUES } from "./jobs";

type Query = (text: string, values?: unknown[]) => Promise<unknown[]>;
type Database = {
  target: QueueTarget;
  query: Query;
  transaction: (work: (query: Query) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
};

const say = (line: string) => process.stdout.write(`job-worker: ${line}\n`);
const forever = () => new Promise<never>(() => {});

async function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = (await import("pg")).default;
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const query: Query = async (text, values) => (await pool.query(text, values)).rows;
    return {
      target: { kind: "postgres", url },
      query,
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await work(async (text, values) => (await client.query(text, values)).rows);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite = await PGlite.create(`${process.env.DATA_DIR}/pglite`);
  return {
    target: { kind: "pglite", pglite },
    query: async (text, values) => (await pglite.query(text, values)).rows,
    transaction: (work) => pglite.transaction((tx) => work(async (text, values) => (await tx.query(text, values)).rows)),
    close: () => pglite.close(),
  };
}

const db = await openDatabase();
await db.query("CREATE TABLE IF NOT EXISTS test_job_effects (job_id uuid PRIMARY KEY)");
await db.query("CREATE TABLE IF NOT EXISTS test_job_attempts (job_id uuid NOT NULL, pid int NOT NULL)");
await db.query("CREATE TABLE IF NOT EXISTS test_job_counter (total int NOT NULL)");
await db.query("INSERT INTO test_job_counter (total) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM test_job_counter)");

const block = process.env.JOB_WORKER_BLOCK;
const queue = await startJobQueue(db.target, TEST_QUEUES, { maintenanceIntervalSeconds: 1 });
await queue.work({
  "tests.effect": async (job) => {
    await db.query("INSERT INTO test_job_attempts (job_id, pid) VALUES ($1, $2)", [job.id, process.pid]);
    await db.transaction(async (query) => {
      const fresh = await query("INSERT INTO test_job_effects (job_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING job_id", [job.id]);
      if (fresh.length === 0) return; // done before: nothing more to do
      await query("UPDATE test_job_counter SET total = total + 1");
      if (block === "inside") {
        say(`blocked ${job.id}`);
        await forever();
      }
    });
    if (block === "after") {
      say(`blocked ${job.id}`);
      await forever();
    }
    void watchUntilCompleted(job.id);
  },
});

/** Tells when the queue has marked the job done (it does so right after the handler returns). */
async function watchUntilCompleted(id: string) {
  for (;;) {
    if ((await queue.job("tests.effect", id))?.state === "completed") return say(`completed ${id}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

process.once("SIGTERM", async () => {
  await queue.stop({ timeoutMs: 5_000 });
  await db.close();
  process.exit(0);
});

if (process.env.JOB_WORKER_SEND) say(`sent ${await queue.send("tests.effect", { label: process.env.JOB_WORKER_SEND })}`);
say("ready");
