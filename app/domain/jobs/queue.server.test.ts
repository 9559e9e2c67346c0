/**
 * The job queue on the embedded database (queue.server.ts): pg-boss's SQL through pgliteRunner,
 * and its schema beside the shop's. The queue's behaviour (once, retries, restarts, a killed
 * worker) is tested on both databases in tests/integration/jobs.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDb } from "#app/db/test-db.server";
import { queryRows } from "#app/db/client.server";
import { pendingMigrations } from "#app/db/migration-state.server";
import { defineQueue, pgliteRunner, QUEUE_SCHEMA, startJobQueue, type JobQueue } from "./queue.server";

const QUEUES = {
  "tests.unit": defineQueue<{ n: number }>({ pollingIntervalSeconds: 0.5 }),
  "tests.batch": defineQueue<{ n: number }>({ pollingIntervalSeconds: 0.5, batchSize: 10, concurrency: 3, retryLimit: 1, retryDelay: 1, retryBackoff: false }),
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
  (await queryRows<{ name: string }>(open!.db, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY 1`)).map((t) => t.name);

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
    while ((await queue.job("tests.unit", id))?.state !== "completed" && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 100));
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
    await queue.sendMany("tests.batch", Array.from({ length: 25 }, (_, i) => ({ n: i + 1 })));
    const started = Date.now();
    while (((runs.get(13) ?? 0) < 2 || runs.size < 25) && Date.now() - started < 20_000) await sleep(100);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect([...runs].filter(([, times]) => times !== 1)).toEqual([[13, 2]]);
    expect(mostAtOnce).toBe(3);
  });
});
