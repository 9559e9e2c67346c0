/**
 * More than one process (goal 6), with the real `node server.js`:
 *   - a malformed WEB_CONCURRENCY refuses to start; the embedded database stays one process;
 *   - on PostgreSQL (skipped on the PGlite pass), WEB_CONCURRENCY=2 on a fresh database: two
 *     workers prepare it at once without failing or seeding twice, answer /healthz and /readyz,
 *     share sessions, baskets and the sandbox bank's signatures (every request of a guest's card
 *     checkout on a new connection, so the workers take turns), share one job queue: each payment
 *     reconciliation (the run at start, a scheduled tick) runs in one of them only, and one tick
 *     sends one run (the schedule is moved to a minute close by for the test); they replace a
 *     worker that dies, the queue going on; and on SIGTERM they let a request in flight finish (it
 *     waits on a table lock this test holds) and exit 0; past SHUTDOWN_TIMEOUT_MS they exit anyway,
 *     with 1; carriers' updates sent twice each, out of order, through `shipments.update`, are each
 *     recorded once and every parcel ends delivered (batches worked by both workers at once).
 * The readiness checks themselves (listing index not built yet, shutting down) are tested in
 * server/health.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobQueue } from "#app/domain/jobs/queue.server";
import { SHOP_QUEUES } from "#app/domain/jobs/queues.server";
import { childPids } from "../../scripts/proc-stat";
import { answer3ds, cardFields, guestPayForm, makePay, variantWithStock } from "../support/checkout";
import { useShop } from "../support/http";
import {
  createStorage,
  ROOT,
  runShopUntilExit,
  startShop,
  TEST_SEED_PRODUCTS,
  targetKind,
  withStorageSql,
  type ShopServer,
  type Storage,
} from "../support/server";
import { visitor } from "../support/visitor";

type LogLine = {
  level: number;
  pid: number;
  msg: string;
  workers?: number[];
  worker?: number;
  req?: { path: string };
  queue?: string;
  job?: string;
};

const logLines = (server: ShopServer): LogLine[] =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
const withMessage = (server: ShopServer, text: string) => logLines(server).filter((line) => line.msg.includes(text));

const ANNOUNCED = "süreçle çalışıyor";
const JOBS_STARTED = "Arka plan işleri çalışıyor";
const JOB_DONE = "Arka plan işi bitti";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** A GET on a connection of its own (the workers take turns answering new connections). */
const freshGet = (server: ShopServer, pathname: string) =>
  fetch(new URL(pathname, server.url), { headers: { Connection: "close", Accept: "application/json" } });

describe("WEB_CONCURRENCY", () => {
  it("refuses to start unless it is a positive whole number, saying so", async () => {
    for (const value of ["0", "iki"]) {
      const { code, output } = await runShopUntilExit({ WEB_CONCURRENCY: value, DATABASE_URL: "postgres://127.0.0.1:1/none" });
      expect(code).toBe(1);
      expect(output).toContain("WEB_CONCURRENCY pozitif bir tam sayı olmalı / must be a positive whole number");
    }
  });

  it.skipIf(targetKind() !== "pglite")(
    "stays one process on the embedded database, says so once, and exits 0 on SIGTERM",
    async () => {
      const storage = await createStorage("pglite");
      const server = await startShop(storage, { WEB_CONCURRENCY: "3", SEED: "none" });
      try {
        expect(withMessage(server, "tek süreç")).toHaveLength(1);
        expect(withMessage(server, ANNOUNCED)).toHaveLength(0);
        expect(childPids(server.pid)).toEqual([]);
        expect((await freshGet(server, "/healthz")).status).toBe(200);
        await server.stop();
        expect(await server.exited).toEqual({ code: 0, signal: null });
      } finally {
        await server.stop();
        await storage.dispose();
      }
    },
    180_000,
  );
});

describe.skipIf(targetKind() !== "postgres")("two worker processes on PostgreSQL", () => {
  let storage: Storage;
  let server: ShopServer;
  const workers = () => withMessage(server, ANNOUNCED)[0]?.workers ?? [];

  /** Finished payment reconciliations in the log: which process ran which job. */
  const reconciliations = () => withMessage(server, JOB_DONE).filter((line) => line.queue === "payments.reconcile");
  type ReconcileJob = { id: string; trigger: string; tick: string | null; state: string; slot: string | null };
  const reconcileJobs = () =>
    withStorageSql(storage, (query) =>
      query<ReconcileJob>(
        `SELECT id, data->>'trigger' AS trigger, data->>'tick' AS tick, state, singleton_on::text AS slot FROM pgboss.job WHERE name = 'payments.reconcile' ORDER BY created_on`,
      ),
    );
  /** The minute the schedule is moved to (every 5 minutes would be a long wait for a test). */
  let tick = 0;

  beforeAll(async () => {
    storage = await createStorage("postgres", { empty: true });
    server = await startShop(storage, { WEB_CONCURRENCY: "2" });
    await until(() => workers().length === 2, "both workers to listen", 120_000);
    await until(() => withMessage(server, JOBS_STARTED).length === 2, "both workers to start their jobs");
    // The next minute at least 5 s away; the cron names its minute of every hour (Turkish time is
    // UTC+3: the same minutes), and the tick's jobs carry it (a tick of the 5-minute schedule may
    // have come already). The other tests run while it comes.
    tick = Math.ceil((Date.now() + 5_000) / 60_000) * 60_000;
    await withStorageSql(storage, (query) =>
      query(`UPDATE pgboss.schedule SET cron = $1, data = $2 WHERE name = 'payments.reconcile'`, [
        `${new Date(tick).getUTCMinutes()} * * * *`,
        { trigger: "schedule", tick: String(tick) },
      ]),
    );
    useShop(server.url);
  }, 300_000);

  afterAll(async () => {
    useShop(null);
    await server?.stop();
    await storage?.dispose();
  });

  it("prepares the empty database once while both workers start at once", async () => {
    expect(withMessage(server, "Demo verisi hazırlanıyor")).toHaveLength(1);
    expect(logLines(server).filter((line) => line.level >= 50)).toEqual([]);
    const journal = JSON.parse(fs.readFileSync(path.join(ROOT, "app/db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    const [counts] = await withStorageSql(storage, (query) =>
      query<{ items: number; giftCards: number; migrations: number; cities: number }>(
        `SELECT (SELECT count(*)::int FROM catalog_items WHERE status = 'active') AS items, (SELECT count(*)::int FROM catalog_items WHERE status = 'giftCard') AS "giftCards",
                (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations, (SELECT count(*)::int FROM cities) AS cities`,
      ),
    );
    // The gift card item (gift-cards/gift-card-catalogue.server.ts) is made once too.
    expect(counts).toEqual({ items: Number(TEST_SEED_PRODUCTS), giftCards: 1, migrations: journal.entries.length, cities: 81 });
  });

  it("runs two worker processes under the one started", () => {
    expect(childPids(server.pid)).toEqual([...workers()].sort((a, b) => a - b));
    expect(new Set(workers()).size).toBe(2);
    expect(workers()).not.toContain(server.pid);
  });

  it("answers /healthz and /readyz in every worker, without a log line per probe", async () => {
    const health = await freshGet(server, "/healthz");
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(await health.json()).toEqual({ status: "ok" });
    // Ready once each worker has built its listing index: four answers in a row on new connections.
    let inARow = 0;
    await until(async () => {
      const ready = await freshGet(server, "/readyz");
      inARow = ready.status === 200 ? inARow + 1 : 0;
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toEqual(ready.status === 200 ? { status: "ok" } : { status: "unavailable", failed: expect.any(String) });
      return inARow >= 4;
    }, "/readyz 200 from both workers");
    expect(logLines(server).filter((line) => line.req && /^\/(healthz|readyz)/.test(line.req.path))).toEqual([]);
  });

  it("keeps a guest's basket and card payment whichever worker answers", async () => {
    const variant = await variantWithStock(2, 500);
    const guest = visitor({ freshConnections: true });
    expect((await guest.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
    for (let i = 0; i < 20; i++) {
      const { cart } = (await (await guest.send("/cart/mini")).json()) as {
        cart: { quantity: number; items: { id: number; quantity: number }[] };
      };
      expect(cart.items).toEqual([expect.objectContaining({ id: variant.productId, quantity: 1 })]);
    }
    const answeredBy = new Set(
      logLines(server)
        .filter((line) => line.req?.path === "/cart/mini")
        .map((line) => line.pid),
    );
    expect(answeredBy).toEqual(new Set(workers()));

    // The bank's page is signed by one worker and its answer checked by another.
    const paid = await makePay(guest, await guestPayForm(cardFields("4111111111111111")));
    expect(paid.answer.threeDsUrl, JSON.stringify(paid.answer)).toBeTruthy();
    expect(await answer3ds(guest, paid.answer.threeDsUrl!, "approve")).toMatch(/\/payment\/checkout\/summary\?orderHash=/);
  });

  it("reconciles payments in one worker per run: the run at start, and one run for a scheduled tick", async () => {
    // A tick's job may be sent until a minute after it (each process looks every 30 s, and passes
    // what it sends on within 5 s): wait that out, then count.
    const ours = (job: ReconcileJob) => job.tick === String(tick);
    await until(
      async () => Date.now() > tick + 70_000 && (await reconcileJobs()).some((job) => ours(job) && job.state === "completed"),
      "the scheduled run",
      180_000,
    );
    const jobs = await reconcileJobs();
    const scheduled = jobs.filter(ours);
    expect(scheduled).toEqual([expect.objectContaining({ state: "completed" })]);
    // Both workers sent a run at start: one per 5-minute slot was kept (one in all, unless the two
    // sends fell on either side of a slot's end).
    const starts = jobs.filter((job) => job.trigger === "start");
    expect(starts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(starts.map((job) => job.slot)).size).toBe(starts.length);
    await until(async () => (await reconcileJobs()).every((job) => job.state === "completed"), "every run to finish");
    const runs = reconciliations();
    for (const job of jobs)
      expect(runs.filter((run) => run.job === job.id)).toEqual([expect.objectContaining({ pid: expect.any(Number) })]);
    for (const run of runs) expect(workers()).toContain(run.pid);
  }, 200_000);

  it("applies carriers' updates through the queue once each, whichever worker takes a batch, however often each arrives", async () => {
    const parcels = 60;
    const url = (storage as Extract<Storage, { kind: "postgres" }>).databaseUrl;
    // Shipped parcels of orders made for this test (the shop's own order rules are tested elsewhere).
    const made = await withStorageSql(storage, (query) =>
      query<{ shipment_id: number; tracking_code: string }>(
        `WITH o AS (
           INSERT INTO orders (order_hash, order_number, email, status, payment_type, items_total_kurus, total_kurus, shipment_status_code, delivery_address)
           SELECT 'carrier' || n, (800000000000 + n)::text, 'kargo@example.com', 'confirmed', 'podCash', 1000, 1000, 2, '{"personName": "Deniz Kaya", "district": "Kadıköy"}'::jsonb
           FROM generate_series(1, $1::int) n RETURNING id, order_number)
         INSERT INTO shipments (order_id, number, tracking_code, status_code, process_date)
         SELECT id, order_number || '-1', 'MDTEST' || order_number, 2, now() - interval '1 day' FROM o
         RETURNING id AS shipment_id, tracking_code`,
        [parcels],
      ),
    );
    const day = Date.now() - 86_400_000;
    const updates = made.flatMap((p) => [
      { updateKey: `test:${p.shipment_id}:3`, trackingCode: p.tracking_code, toCode: 3, at: new Date(day + 3_600_000).toISOString() },
      {
        updateKey: `test:${p.shipment_id}:9`,
        trackingCode: p.tracking_code,
        toCode: 9,
        at: new Date(day + 7_200_000).toISOString(),
        receiverName: "Komşu Ayten",
      },
    ]);
    // Each update twice, the delivery ahead of the transfer scan.
    const sent = [...updates, ...updates].reverse();
    const sender = await startJobQueue({ kind: "postgres", url }, SHOP_QUEUES, { background: false });
    try {
      await sender.sendMany("shipments.update", sent);
    } finally {
      await sender.stop();
    }
    const waiting = async () =>
      (
        await withStorageSql(storage, (query) =>
          query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'shipments.update' AND state < 'completed'`),
        )
      )[0].n;
    await until(async () => (await waiting()) === 0, "every update to be worked");
    const [counts] = await withStorageSql(storage, (query) =>
      query<{ events: number; keys: number; delivered: number; orders: number; failed: number }>(
        `SELECT (SELECT count(*)::int FROM shipment_events WHERE update_key LIKE 'test:%') AS events,
                (SELECT count(DISTINCT update_key)::int FROM shipment_events WHERE update_key LIKE 'test:%') AS keys,
                (SELECT count(*)::int FROM shipments WHERE tracking_code LIKE 'MDTEST%' AND status_code = 9 AND receiver_name = 'Komşu Ayten') AS delivered,
                (SELECT count(*)::int FROM orders WHERE order_hash LIKE 'carrier%' AND shipment_status_code = 9) AS orders,
                (SELECT count(*)::int FROM pgboss.job WHERE name = 'shipments.update' AND state = 'failed') AS failed`,
      ),
    );
    expect(counts).toEqual({ events: 2 * parcels, keys: 2 * parcels, delivered: parcels, orders: parcels, failed: 0 });
    const batches = logLines(server).filter((line) => line.queue === "shipments.update" && line.msg === "Arka plan işleri bitti");
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) expect(workers()).toContain(batch.pid);
  }, 120_000);

  it("replaces a worker that dies, and the queue goes on", async () => {
    const [victim] = workers();
    process.kill(victim, "SIGKILL");
    await until(
      () => withMessage(server, "yeniden başlatılıyor").some((line) => line.worker === victim),
      "the primary to restart the worker",
    );
    await until(() => childPids(server.pid).length === 2 && !childPids(server.pid).includes(victim), "a new worker");
    const replacement = childPids(server.pid).find((pid) => !workers().includes(pid))!;
    await until(
      () => withMessage(server, "numaralı portta çalışıyor").some((line) => line.pid === replacement),
      "the new worker to listen",
    );
    await until(() => withMessage(server, JOBS_STARTED).some((line) => line.pid === replacement), "the new worker's jobs");
    // A run asked for now (as the back office might) is done by one of the two living workers.
    const sender = await startJobQueue(
      { kind: "postgres", url: (storage as Extract<Storage, { kind: "postgres" }>).databaseUrl },
      SHOP_QUEUES,
      { background: false },
    );
    try {
      const id = (await sender.send("payments.reconcile", { trigger: "manual" }, { singletonKey: "manual" }))!;
      await until(async () => (await sender.job("payments.reconcile", id))?.state === "completed", "the run asked for");
      const runs = reconciliations().filter((run) => run.job === id);
      expect(runs).toHaveLength(1);
      expect(childPids(server.pid)).toContain(runs[0].pid);
    } finally {
      await sender.stop();
    }
  }, 120_000);

  it("on SIGTERM lets a request in flight finish, takes no new connection, and exits 0", async () => {
    const blocker = new pg.Client({ connectionString: (storage as Extract<Storage, { kind: "postgres" }>).databaseUrl });
    await blocker.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE");
      const slow = freshGet(server, "/__dev/outbox").then(async (r) => ({ status: r.status, body: await r.json() }));
      await until(async () => {
        const { rows } = await blocker.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows[0].n > 0;
      }, "the request to wait on the lock");

      process.kill(server.pid, "SIGTERM");
      await until(() => withMessage(server, "yeni bağlantı alınmıyor").length === 2, "both workers to begin draining", 10_000);
      await sleep(500);
      await expect(freshGet(server, "/healthz")).rejects.toThrow();
      expect(await Promise.race([server.exited.then(() => "exited"), sleep(200).then(() => "running")])).toBe("running");

      await blocker.query("COMMIT");
      expect(await slow).toEqual({ status: 200, body: expect.any(Array) });
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(withMessage(server, "yeniden başlatılıyor")).toHaveLength(1);
    } finally {
      await blocker.end();
    }
  }, 60_000);
});

describe.skipIf(targetKind() !== "postgres")("a shutdown that takes too long", () => {
  it("cuts off what is still running after SHUTDOWN_TIMEOUT_MS and exits 1", async () => {
    const storage = await createStorage("postgres");
    const server = await startShop(storage, { WEB_CONCURRENCY: "2", SEED: "none", SHUTDOWN_TIMEOUT_MS: "1500" });
    const blocker = new pg.Client({ connectionString: (storage as Extract<Storage, { kind: "postgres" }>).databaseUrl });
    try {
      await until(() => withMessage(server, ANNOUNCED).length === 1, "both workers to listen");
      await blocker.connect();
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE outbox IN ACCESS EXCLUSIVE MODE");
      const stuck = freshGet(server, "/__dev/outbox").then(
        (r) => r.status,
        () => "cut off",
      );
      await until(async () => {
        const { rows } = await blocker.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows[0].n > 0;
      }, "the request to wait on the lock");
      const signalled = Date.now();
      process.kill(server.pid, "SIGTERM");
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(Date.now() - signalled).toBeLessThan(6_000);
      expect(await stuck).toBe("cut off");
      // The worker holding the request says so; the other may too (its message delivery waits on the same lock).
      const cut = withMessage(server, "Kapanış süresi doldu");
      expect(cut.length).toBeGreaterThanOrEqual(1);
      expect(new Set(cut.map((line) => line.pid)).size).toBe(cut.length);
    } finally {
      await blocker.end().catch(() => {});
      await server.stop();
      await storage.dispose();
    }
  }, 180_000);
});
