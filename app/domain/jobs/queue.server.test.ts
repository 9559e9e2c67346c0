/**
 * The job queue on the embedded database (queue.server.ts): pg-boss's SQL through pgliteRunner,
 * and its schema beside the shop's. The queue's behaviour (once, retries, restarts, a killed
 * worker) is tested on both databases in tests/integration/jobs.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDb } from "#tests/support/unit/test-db";
import { queryRows } from "#app/db/client.server";
import { pendingMigrations } from "#app/db/migration-state.server";
import { defineQueue, pgliteRunner, QUEUE_SCHEMA, slicesOf, startJobQueue, type JobQueue } from "./queue.server";

const QUEUES = {
  "tests.unit": defineQueue<{ n: number }>({ pollingIntervalSeconds: 0.5 }),
  "tests.batch": defineQueue<{ n: number }>({
    pollingIntervalSeconds: 0.5,
    batchSize: 10,
    concurrency: 3,
    retryLimit: 1,
    retryDelay: 1,
    retryBackoff: false,
  }),
  "tests.slices": defineQueue<{ n: number }>({
    pollingIntervalSeconds: 0.5,
    batchSize: 30,
    concurrency: 3,
    retryLimit: 1,
    retryDelay: 1,
    retryBackoff: false,
  }),
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let open: Awaited<ReturnType<typeof openTestDb>> | undefined;
let queue: JobQueue<typeof QUEUES> | undefined;
afterEach(async () => {
  await queue?.stop({ timeoutMs: 1_000 });
  await open?.close();
  queue = open = undefined;
});

const tablesIn = async (schema: string) =>
  (
    await queryRows<{ name: string }>(
      open!.db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY 1`,
    )
  ).map((t) => t.name);

describe("pgliteRunner", () => {
  it("runs a failed BEGIN … COMMIT block as a transaction, leaving the one connection usable", async () => {
    open = await openTestDb();
    const run = pgliteRunner(open.pglite);
    await run("CREATE TABLE probe (n int)");
    await expect(run("BEGIN;\n INSERT INTO probe VALUES (1);\n SELECT 1/0;\n COMMIT;")).rejects.toThrow(/division by zero/);
    expect((await run("SELECT count(*)::int AS n FROM probe")).rows).toEqual([{ n: 0 }]);
    await run("BEGIN; INSERT INTO probe VALUES (2); COMMIT;");
    expect((await run("SELECT n FROM probe WHERE n = $1", [2])).rows).toEqual([{ n: 2 }]);
  });
});

describe("the queue on the shop's PGlite", () => {
  it("keeps its tables in its own schema, out of the shop's migrations, and runs a job", async () => {
    open = await openTestDb();
    const shopTables = await tablesIn("public");
    queue = await startJobQueue({ kind: "pglite", pglite: open.pglite }, QUEUES);
    expect(await tablesIn("public")).toEqual(shopTables);
    expect(await tablesIn(QUEUE_SCHEMA)).toEqual(expect.arrayContaining(["job", "queue", "schedule", "version"]));
    expect(await pendingMigrations(open.db)).toBe(0);

    const done: number[] = [];
    await queue.work({ "tests.unit": async (job) => void done.push(job.data.n) });
    const id = (await queue.send("tests.unit", { n: 7 }))!;
    const started = Date.now();
    while ((await queue.job("tests.unit", id))?.state !== "completed" && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 100));
    expect(done).toEqual([7]);
  });
});

describe("a queue worked in batches", () => {
  it("runs many jobs a few at a time, failing and retrying only the one that failed", async () => {
    open = await openTestDb();
    queue = await startJobQueue({ kind: "pglite", pglite: open.pglite }, QUEUES);
    const runs = new Map<number, number>();
    let running = 0;
    let mostAtOnce = 0;
    await queue.work({
      "tests.batch": async (job) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(20);
        running--;
        runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1);
        if (job.data.n === 13 && job.retryCount === 0) throw new Error("geçici arıza");
      },
    });
    await queue.sendMany(
      "tests.batch",
      Array.from({ length: 25 }, (_, i) => ({ n: i + 1 })),
    );
    const started = Date.now();
    while (((runs.get(13) ?? 0) < 2 || runs.size < 25) && Date.now() - started < 20_000) await sleep(100);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect([...runs].filter(([, times]) => times !== 1)).toEqual([[13, 2]]);
    expect(mostAtOnce).toBe(3);
  });
});

describe("slicesOf", () => {
  it("cuts a batch into at most that many slices, keeping the same key in one slice", () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ n: i, key: `parcel-${i % 5}` }));
    const slices = slicesOf(items, 3, (item) => item.key);
    expect(slices.length).toBeLessThanOrEqual(3);
    expect(
      slices
        .flat()
        .map((item) => item.n)
        .sort((a, b) => a - b),
    ).toEqual(items.map((item) => item.n));
    for (const key of new Set(items.map((item) => item.key)))
      expect(slices.filter((slice) => slice.some((item) => item.key === key))).toHaveLength(1);
    // Without a key: round the slices, none empty.
    expect(slicesOf([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(slicesOf([1], 4)).toEqual([[1]]);
  });
});

describe("a queue worked by a batch handler", () => {
  it("hands each slice over in one call; a slice that fails is worked job by job, so only the failing job is retried", async () => {
    open = await openTestDb();
    queue = await startJobQueue({ kind: "pglite", pglite: open.pglite }, QUEUES);
    const done = new Map<number, number>();
    const calls: number[][] = [];
    await queue.work({
      "tests.slices": {
        batch: async (jobs) => {
          calls.push(jobs.map((job) => job.data.n));
          // Job 13 fails on its first attempt, and with it the whole slice it came in.
          if (jobs.some((job) => job.data.n === 13 && job.retryCount === 0)) throw new Error("geçici arıza");
          for (const job of jobs) done.set(job.data.n, (done.get(job.data.n) ?? 0) + 1);
        },
        sliceKey: (data) => String(data.n % 3),
      },
    });
    await queue.sendMany(
      "tests.slices",
      Array.from({ length: 30 }, (_, i) => ({ n: i + 1 })),
    );
    const started = Date.now();
    while (done.size < 30 && Date.now() - started < 20_000) await sleep(100);
    expect([...done].filter(([, times]) => times !== 1)).toEqual([]);
    expect(done.size).toBe(30);
    // Slices held more than one job, each slice one key (n mod 3); 13's slice (n mod 3 = 1) failed, then each of its jobs alone.
    const [first] = calls;
    expect(first.length).toBeGreaterThan(1);
    expect(new Set(first.map((n) => n % 3)).size).toBe(1);
    const failedSlice = calls.find((call) => call.includes(13) && call.length > 1)!;
    for (const n of failedSlice) expect(calls).toContainEqual([n]);
    // 13 alone twice (its first attempt failed again alone, then the retry); the others of its slice alone once.
    expect(calls.filter((call) => call.length === 1 && call[0] === 13)).toHaveLength(2);
  });
});
