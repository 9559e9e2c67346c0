/**
 * npm run bench:messages [-- --messages 10000 --spaced 200 --every 150 --buyers 100 --workers 2 --database benchmessages --keep --cpu-prof DIR]
 *
 * The delivery of recorded messages (docs/messages.md) to a real SMTP server, on PostgreSQL. It
 * makes the database `--database` afresh next to DATABASE_URL's (default
 * postgres://postgres@127.0.0.1:5432, which is only connected to; the name must start with
 * 'bench'), starts the local SMTP server (smtp-sink.ts: tests/support/smtp.ts, which only counts
 * what it accepts, in a process at the lowest priority, as a provider's server is not on the shop's machine)
 * and the built shop (`npm run build` first) with its demo data and `--workers` processes, and:
 *   1. delivery off (no SMTP_URL: the outbox row is the delivery): `--buyers` guests check out one
 *      unit each, two at a time (the guest calls of bench:checkout: /cart/add, then
 *      /payment/make-pay); the pay call's p50/p95;
 *   2. the shop again with SMTP_URL and MAIL_FROM (delivery on):
 *      - the same checkouts with only their own confirmations to deliver;
 *      - no backlog: once those confirmations are out, `--spaced` messages recorded one by one, `--every` ms apart, each in its own
 *        transaction that wakes the delivery job as the shop's requests do; each one's time from
 *        its commit to the SMTP server's acceptance, p50/p95 (the job starts a second after a commit);
 *      - a burst: `--messages` messages recorded at once in one transaction (recordMessages,
 *        'contact.received' e-mails), while the same guests' checkouts run again: the time until
 *        the SMTP server has accepted every one (messages a second), and the pay call's p50/p95
 *        as a ratio of step 1's.
 * Goals: at least 100 messages a second, p95 from commit to accepted under 5 s without a backlog,
 * and a checkout's own response time unchanged (the ratio's p50 within 1.1). Exit code 1 when a
 * goal is missed or a message was lost. The database is dropped at the end unless `--keep`;
 * `--cpu-prof DIR` writes every process's and thread's CPU profile there (node --cpu-prof).
 * Run it alone: the shop, the database, the SMTP server and this process share the machine's cores.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { sql } from "drizzle-orm";
import { overPool, queryRows, type Db } from "#app/db/client.server";
import { startJobQueue, type JobQueue } from "#app/domain/jobs/queue.server";
import { SHOP_QUEUES } from "#app/domain/jobs/queues.server";
import { setWaker } from "#app/domain/jobs/wake.server";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import { WAKE_AFTER_SECONDS } from "../../server/jobs";
import { guestPayFields } from "../checkout-http";
import { namedProcessesCpuMs, processTreeCpuMs } from "../proc-stat";
import { everyWorkerReady, startShop } from "./shop-server";
import { shopper } from "./shopper";
import { percentile } from "./stats";

const { values } = parseArgs({
  options: {
    messages: { type: "string", default: "10000" },
    spaced: { type: "string", default: "200" },
    every: { type: "string", default: "150" },
    buyers: { type: "string", default: "100" },
    workers: { type: "string", default: "2" },
    database: { type: "string", default: "benchmessages" },
    keep: { type: "boolean", default: false },
    // A folder for the shops' CPU profiles (node --cpu-prof: each process and thread, written as it stops).
    "cpu-prof": { type: "string" },
  },
});
const MESSAGES = Number(values.messages);
const SPACED = Number(values.spaced);
const EVERY_MS = Number(values.every);
const BUYERS = Number(values.buyers);
const WORKERS = Number(values.workers);
const NAME = values.database!;
const PROFILES = values["cpu-prof"];
if (![MESSAGES, SPACED, EVERY_MS, BUYERS, WORKERS].every((n) => Number.isInteger(n) && n > 0))
  throw new Error("--messages, --spaced, --every, --buyers, --workers: pozitif tam sayılar");
// Its own database, dropped and made again: never the tests' or the page benchmarks'.
if (!/^bench[a-z0-9_]*$/.test(NAME)) throw new Error("--database: 'bench' ile başlayan bir ad (küçük harf, rakam, _)");

/** Checkouts before the measured ones, in each shop. */
const WARM_UP = 30;
const GOAL_RATE = 100;
const GOAL_P95_MS = 5_000;
const GOAL_CHECKOUT_RATIO = 1.1;
const MAIL_FROM = "Minik Dünya <siparis@minikdunya.example>";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ——— the database ———
const adminUrl = new URL(process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres");
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${NAME}`;
async function onAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
await onAdmin(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`);
await onAdmin(`CREATE DATABASE "${NAME}"`);

// ——— the SMTP server (smtp-sink.ts, a process at the lowest priority): when each recipient's message was accepted ———
const acceptedAt = new Map<string, number[]>();
const sink = spawn("chrt", ["--idle", "0", process.execPath, "--import", "tsx", path.join(import.meta.dirname, "smtp-sink.ts")], {
  stdio: ["ignore", "pipe", "inherit"],
});
const smtp = await new Promise<{ url: string }>((resolve, reject) => {
  sink.once("error", reject);
  sink.once("exit", (code) => reject(new Error(`smtp-sink.ts exited with ${code}`)));
  let tail = "";
  sink.stdout!.on("data", (chunk: Buffer) => {
    const lines = (tail + chunk.toString()).split("\n");
    tail = lines.pop() ?? "";
    for (const line of lines) {
      const [first, to] = line.split(" ");
      if (first === "url") resolve({ url: to });
      // Its epoch time in this process's performance.now() terms.
      else acceptedAt.set(to, [...(acceptedAt.get(to) ?? []), Number(first) - performance.timeOrigin]);
    }
  });
});
const acceptedOf = (prefix: string) => [...acceptedAt.keys()].filter((to) => to.startsWith(prefix)).length;
async function untilAccepted(prefix: string, count: number, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (acceptedOf(prefix) < count) {
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Until the outbox holds no message waiting to go out (false: not within `timeoutMs`). */
async function untilNothingPending(timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM outbox WHERE state = 'pending'`);
    if (n === 0) return true;
    if (performance.now() > deadline) return false;
    await sleep(200);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-messages-"));
const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });
const db: Db = await overPool(pool);
let shop: Awaited<ReturnType<typeof startShop>> | undefined;
let queue: JobQueue<typeof SHOP_QUEUES> | undefined;

/** Messages each shop process reported sent (its 'Mesajlar gönderildi' log lines), by process id. */
const sentBy = new Map<number, number>();
let logTail = "";
function readLog(chunk: string) {
  const lines = (logTail + chunk).split("\n");
  logTail = lines.pop() ?? "";
  for (const line of lines) {
    if (!line.includes("Mesajlar gönderildi")) continue;
    try {
      const { pid, sent } = JSON.parse(line) as { pid: number; sent: number };
      sentBy.set(pid, (sentBy.get(pid) ?? 0) + sent);
    } catch {
      /* not a log line */
    }
  }
}

async function start(delivery: boolean) {
  const env: Record<string, string> = { DATABASE_URL: databaseUrl.toString(), DEMO: "1", DATA_DIR: dataDir };
  if (delivery) Object.assign(env, { SMTP_URL: smtp.url, MAIL_FROM });
  shop = await startShop({
    workers: WORKERS,
    env,
    onOutput: readLog,
    nodeOptions: PROFILES ? ["--cpu-prof", `--cpu-prof-dir=${PROFILES}`] : [],
  });
  await everyWorkerReady(shop.base, WORKERS);
  return shop;
}
async function stop() {
  if (!shop) return;
  const { child } = shop;
  shop = undefined;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

// ——— checkouts: a guest's basket and pay call, `concurrency` guests at a time ———
type Checkouts = { pay: number[]; failed: number };
async function checkouts(base: string, count: number, firstGuest: number, concurrency = 2): Promise<Checkouts> {
  const [variant] = await queryRows<{ id: number; catalog_id: number }>(
    db,
    sql`SELECT p.id, p.catalog_id FROM products p JOIN catalog_items c ON c.id = p.catalog_id
        WHERE p.status = 'active' AND c.status = 'active' AND c.type <> 'teshir' AND p.stock > 0 ORDER BY p.id LIMIT 1`,
  );
  await db.execute(sql`UPDATE products SET stock = 1000000 WHERE id = ${variant.id}`);
  const fields = await guestPayFields(shopper(base, firstGuest).json, { email: "bench.alici@example.com" });
  const result: Checkouts = { pay: [], failed: 0 };
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const n = firstGuest + 1 + next++;
      const guest = shopper(base, n);
      const added = await guest.json<{ success: boolean }>("/cart/add", { productId: String(variant.id), quantity: "1" });
      const started = performance.now();
      const paid = await guest.json<{ success: boolean }>("/payment/make-pay", { ...fields, idempotencyKey: `bench-messages-${n}` });
      result.pay.push(performance.now() - started);
      if (!added.success || !paid.success) result.failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  result.pay.sort((a, b) => a - b);
  return result;
}
const payLine = (c: Checkouts) =>
  `ödeme çağrısı p50 ${percentile(c.pay, 50).toFixed(0)} ms, p95 ${percentile(c.pay, 95).toFixed(0)} ms (${c.pay.length} alıcı${c.failed ? `, ${c.failed} başarısız` : ""})`;

const contact = (to: string, i: number): Message => ({
  kind: "contact.received",
  channel: "email",
  to,
  subject: `Mesajınız bize ulaştı (BU-${String(i).padStart(6, "0")})`,
  body: "Merhaba,\n\nMesajınız bize ulaştı; en geç iki iş günü içinde yanıtlayacağız.\n\nMinik Dünya Müşteri Hizmetleri",
});
async function outboxStates(): Promise<string> {
  const rows = await queryRows<{ state: string; n: number }>(
    db,
    sql`SELECT state, count(*)::int AS n FROM outbox GROUP BY state ORDER BY state`,
  );
  return rows.map((r) => `${r.state} ${r.n}`).join(", ");
}

process.exitCode = 1;
const problems: string[] = [];
try {
  console.log(`${NAME}: demo verisiyle ilk başlangıç…`);
  await start(false);
  await stop();

  // 1. delivery off: a shop started as the next one will be, warmed up the same way
  console.log(`${WORKERS} süreç, e-posta gönderimi kapalı…`);
  let { base } = await start(false);
  await checkouts(base, WARM_UP, 1_000);
  const off = await checkouts(base, BUYERS, 10_000);
  console.log(`gönderim kapalı: ${payLine(off)}`);
  await stop();

  // 2. delivery on
  console.log(`\nSMTP_URL ile yeniden başlıyor (${smtp.url}), ${WORKERS} süreç…`);
  ({ base } = await start(true));
  await checkouts(base, WARM_UP, 2_000); // their confirmations go out too
  // The same shop before the burst, with only the checkouts' own confirmations to send.
  const idle = await checkouts(base, BUYERS, 15_000);
  console.log(`gönderim açık, giden yokken: ${payLine(idle)}`);
  queue = await startJobQueue({ kind: "postgres", url: databaseUrl.toString() }, SHOP_QUEUES, { background: false });
  const sending = queue;
  // A commit that recorded messages wakes the delivery job, as in the shop (server/jobs.ts).
  setWaker((name) => sending.send(name, { trigger: "manual" }, { startAfter: WAKE_AFTER_SECONDS[name] }));

  // 2a. no backlog: one message at a time, once the checkouts' confirmations have gone out
  const drained = await untilNothingPending(120_000);
  if (!drained) problems.push("ödemelerin onayları 120 s içinde gitmedi");
  const committed = new Map<string, number>();
  for (let i = 0; i < SPACED; i++) {
    const to = `bench-tek-${i}@example.com`;
    await db.transaction(async (tx) => void (await recordMessages(tx, [contact(to, i)])));
    committed.set(to, performance.now());
    await sleep(EVERY_MS);
  }
  if (!(await untilAccepted("bench-tek-", SPACED, 120_000)))
    problems.push(`birer birer: ${acceptedOf("bench-tek-")} / ${SPACED} kabul edildi`);
  const latencies = [...committed]
    .filter(([to]) => acceptedAt.has(to))
    .map(([to, at]) => acceptedAt.get(to)![0] - at)
    .sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  console.log(
    `birikme yokken (${SPACED} ileti, ${EVERY_MS} ms arayla): işlemden SMTP kabulüne p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, en çok ${latencies.at(-1)!.toFixed(0)} ms`,
  );

  // 2b. the burst, with checkouts meanwhile
  const shopCpuBefore = processTreeCpuMs(shop!.child.pid!);
  const benchCpuBefore = process.cpuUsage();
  const sinkCpuBefore = processTreeCpuMs(sink.pid!);
  const postgresCpuBefore = namedProcessesCpuMs("postgres");
  sentBy.clear();
  const burst = Array.from({ length: MESSAGES }, (_, i) => contact(`bench-toplu-${i}@example.com`, i));
  const recordStart = performance.now();
  await db.transaction(async (tx) => void (await recordMessages(tx, burst)));
  const t0 = performance.now();
  const on = await checkouts(base, BUYERS, 20_000);
  const checkoutsEnd = performance.now();
  const all = await untilAccepted("bench-toplu-", MESSAGES, 30 * 60_000);
  const t1 = performance.now();
  const shopCpu = processTreeCpuMs(shop!.child.pid!) - shopCpuBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const sinkCpu = processTreeCpuMs(sink.pid!) - sinkCpuBefore;
  const postgresCpu = namedProcessesCpuMs("postgres") - postgresCpuBefore;
  const got = acceptedOf("bench-toplu-");
  const repeats = [...acceptedAt].filter(([to, at]) => to.startsWith("bench-toplu-") && at.length > 1).length;
  const lastAccepted = Math.max(...[...acceptedAt].filter(([to]) => to.startsWith("bench-toplu-")).map(([, at]) => at[0]));
  const seconds = ((all ? lastAccepted : t1) - t0) / 1000;
  const rate = got / seconds;
  const burstLatency = [...acceptedAt]
    .filter(([to]) => to.startsWith("bench-toplu-"))
    .map(([, at]) => at[0] - t0)
    .sort((a, b) => a - b);
  if (!all) problems.push(`toplu: ${got} / ${MESSAGES} kabul edildi`);
  console.log(
    `toplu: ${MESSAGES} ileti tek işlemde kaydedildi (${((t0 - recordStart) / 1000).toFixed(1)} s); ${got} ileti ${seconds.toFixed(1)} s içinde kabul edildi: ${rate.toFixed(0)} ileti/sn ` +
      `(ilki ${(burstLatency[0] / 1000).toFixed(1)} s, p50 ${(percentile(burstLatency, 50) / 1000).toFixed(1)} s sonra; iki kez gelen ${repeats}); ` +
      `ileti başına CPU: mağaza ${(shopCpu / got).toFixed(2)} ms, PostgreSQL ${(postgresCpu / got).toFixed(2)} ms, ` +
      `SMTP sunucusu ${(sinkCpu / got).toFixed(2)} ms, ölçen süreç ${((benchCpu.user + benchCpu.system) / 1000 / got).toFixed(2)} ms`,
  );
  console.log(
    `gönderim açık (toplu gönderim sürerken, ${((checkoutsEnd - t0) / 1000).toFixed(1)} s): ${payLine(on)}${checkoutsEnd > lastAccepted ? "  (gönderim ödemelerden önce bitti)" : ""}`,
  );
  // The checkouts' confirmations, recorded after the burst, go out after it.
  for (let i = 0; i < 120 && (await outboxStates()).includes("pending"); i++) await sleep(500);
  console.log(
    `süreçlerin gönderdikleri (toplu, ödemelerin onayları ile): ${[...sentBy.values()].join(" + ")}; ` +
      `giden kutusu: ${await outboxStates()}`,
  );
  if (off.failed + on.failed > 0) problems.push(`${off.failed + on.failed} ödeme başarısız`);

  const ratio50 = percentile(on.pay, 50) / percentile(off.pay, 50);
  const ratio95 = percentile(on.pay, 95) / percentile(off.pay, 95);
  console.log(
    `ödeme çağrısı p50 oranları: toplu gönderim sürerken / kapalı ×${ratio50.toFixed(2)}, giden yokken / kapalı ×${(percentile(idle.pay, 50) / percentile(off.pay, 50)).toFixed(2)}, ` +
      `toplu gönderim sürerken / giden yokken ×${(percentile(on.pay, 50) / percentile(idle.pay, 50)).toFixed(2)}`,
  );
  const goals = [
    [`${MESSAGES} ileti birikmişken hız`, `${rate.toFixed(0)} ileti/sn`, `≥ ${GOAL_RATE}`, all && rate >= GOAL_RATE],
    ["birikme yokken işlemden kabule p95", `${(p95 / 1000).toFixed(2)} s`, `< ${GOAL_P95_MS / 1000} s`, p95 < GOAL_P95_MS],
    [
      "ödeme çağrısı p50, gönderim açık / kapalı",
      `×${ratio50.toFixed(2)} (p95 ×${ratio95.toFixed(2)})`,
      `≤ ×${GOAL_CHECKOUT_RATIO}`,
      ratio50 <= GOAL_CHECKOUT_RATIO,
    ],
  ] as const;
  console.log(`\n${"hedef".padEnd(44)} ${"ölçülen".padEnd(24)} ${"hedef".padEnd(10)} sonuç`);
  for (const [name, measured, goal, met] of goals)
    console.log(`${name.padEnd(44)} ${measured.padEnd(24)} ${goal.padEnd(10)} ${met ? "tuttu" : "TUTMADI"}`);
  console.log(
    `yük ortalaması: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} (${os.cpus().length} çekirdek)`,
  );
  for (const problem of problems) console.log(`SORUN: ${problem}`);
  process.exitCode = goals.every(([, , , met]) => met) && problems.length === 0 ? 0 : 1;
} finally {
  setWaker(null);
  await queue?.stop({ timeoutMs: 1_000 });
  await stop();
  await pool.end();
  sink.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!values.keep) await onAdmin(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`);
}
