/**
 * The job queue (app/domain/jobs/queue.server.ts) on this pass's database (PGlite or PostgreSQL,
 * fresh storage each), with real processes and no mocks:
 *   - in this process: a job sent runs once; a failing handler is retried with growing waits and
 *     then succeeds; a job sent before the queue stopped runs after it starts again; stopping lets a
 *     running job finish, and hands one that does not finish in time back to the queue;
 *   - a worker process (tests/support/job-worker.ts) killed with SIGKILL in the middle of a job,
 *     once inside the handler's transaction and once after its commit, and started again: the job
 *     completes and its effect is there exactly once, though the handler ran twice.
 * The shop's own use of the queue (payment reconciliation, once per tick with two processes) is
 * tested in processes.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startJobQueue, type JobQueue } from "#app/domain/jobs/queue.server";
import { openQueueTarget, startJobWorker, TEST_QUEUES } from "../support/jobs";
import { createStorage, withStorageSql, type Storage } from "../support/server";

type TestQueue = JobQueue<typeof TEST_QUEUES>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => Promise<boolean> | boolean, what: string, ms = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe("the job queue, in this process", () => {
  let storage: Storage;
  let opened: Awaited<ReturnType<typeof openQueueTarget>> | undefined;
  let queue: TestQueue | undefined;

  const start = async () => {
    opened = await openQueueTarget(storage);
    queue = await startJobQueue(opened.target, TEST_QUEUES, { maintenanceIntervalSeconds: 1 });
    return queue;
  };
  const stop = async (timeoutMs = 5_000) => {
    await queue?.stop({ timeoutMs });
    await opened?.close();
    queue = opened = undefined;
  };
  const state = async (q: keyof typeof TEST_QUEUES, id: string) => (await queue!.job(q, id))?.state;

  beforeEach(async () => {
    storage = await createStorage();
  });
  afterEach(async () => {
    await stop();
    await storage.dispose();
  });

  it("runs a job sent once", async () => {
    const q = await start();
    const runs: { id: string; label: string }[] = [];
    await q.work({ "tests.once": async (job) => void runs.push({ id: job.id, label: job.data.label }) });
    const id = (await q.send("tests.once", { label: "bir" }))!;
    expect(id).toEqual(expect.any(String));
    await until(async () => (await state("tests.once", id)) === "completed", "the job to complete");
    // A few more polls of the worker find nothing left to run.
    await sleep(2_000);
    expect(runs).toEqual([{ id, label: "bir" }]);
  });

  it("retries a failing handler, each time after a longer wait, until it succeeds", async () => {
    const q = await start();
    const attempts: { at: number; retryCount: number }[] = [];
    await q.work({
      "tests.flaky": async (job) => {
        attempts.push({ at: Date.now(), retryCount: job.retryCount });
        if (attempts.length < 3) throw new Error("geçici arıza");
      },
    });
    const id = (await q.send("tests.flaky", { label: "iki" }))!;
    await until(async () => (await state("tests.flaky", id)) === "completed", "the job to complete");
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    expect(await q.job("tests.flaky", id)).toEqual({ state: "completed", retryCount: 2 });
    // retryDelay 1 s with backoff: the first retry waits at least 1 s, the second at least 2 s.
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(1_000);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(2_000);
  });

  it("keeps a job sent before a stop and runs it after the next start", async () => {
    const id = (await (await start()).send("tests.once", { label: "üç" }))!;
    await stop();
    const q = await start();
    expect(await q.job("tests.once", id)).toEqual({ state: "created", retryCount: 0 });
    const runs: string[] = [];
    await q.work({ "tests.once": async (job) => void runs.push(job.id) });
    await until(async () => (await state("tests.once", id)) === "completed", "the job to complete after the restart");
    expect(runs).toEqual([id]);
  });

  it("on stop lets a running job finish, and hands one that does not finish in time back for a retry", async () => {
    let q = await start();
    let release!: () => void;
    const started: string[] = [];
    await q.work({
      "tests.slow": async (job) => {
        started.push(job.id);
        await new Promise<void>((r) => (release = r));
      },
    });
    const finishing = (await q.send("tests.slow", { label: "bitecek" }))!;
    await until(() => started.length === 1, "the job to start");
    const stopping = stop(10_000);
    await sleep(500);
    release();
    await stopping;
    q = await start();
    expect(await q.job("tests.slow", finishing)).toEqual({ state: "completed", retryCount: 0 });

    await q.work({
      "tests.slow": async (job) => {
        started.push(job.id);
        await new Promise(() => {});
      },
    });
    const stuck = (await q.send("tests.slow", { label: "takılacak" }))!;
    await until(() => started.includes(stuck), "the second job to start");
    // Its handler never ends: stop waits its timeout, then gives the job back.
    await stop(1_000);
    q = await start();
    expect(await q.job("tests.slow", stuck)).toEqual({ state: "retry", retryCount: 0 });
  });
});

describe("a worker process killed in the middle of a job", () => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await createStorage();
  });
  afterEach(async () => {
    await storage.dispose();
  });

  for (const moment of ["inside", "after"] as const) {
    it(`completes the job after a restart, its effect done exactly once (killed ${moment === "inside" ? "inside its transaction" : "after its commit"})`, async () => {
      const first = startJobWorker(storage, { JOB_WORKER_SEND: "öldürülecek", JOB_WORKER_BLOCK: moment });
      const [, id] = await first.waitFor(/^job-worker: blocked (\S+)$/);
      process.kill(first.pid, "SIGKILL");
      expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });

      const second = startJobWorker(storage);
      await second.waitFor(new RegExp(`^job-worker: completed ${id}$`));
      process.kill(second.pid, "SIGTERM");
      expect(await second.exited).toEqual({ code: 0, signal: null });

      const seen = await withStorageSql(storage, async (query) => ({
        job: (await query(`SELECT state, retry_count AS "retryCount" FROM pgboss.job WHERE id = $1`, [id]))[0],
        effects: await query(`SELECT job_id AS id FROM test_job_effects`),
        counter: (await query<{ total: number }>(`SELECT total FROM test_job_counter`))[0].total,
        attempts: (await query<{ pid: number }>(`SELECT pid FROM test_job_attempts WHERE job_id = $1`, [id])).map((a) => a.pid),
      }));
      expect(seen).toEqual({
        job: { state: "completed", retryCount: 1 },
        effects: [{ id }],
        counter: 1,
        attempts: [first.pid, second.pid],
      });
    }, 120_000);
  }
});
