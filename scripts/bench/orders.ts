/**
 * npm run bench:orders [-- --orders 100000 --member-orders 500 --requests 300 --connections 10 --duration 6 --url http://127.0.0.1:3000]
 *
 * After the sale at a real size. On PostgreSQL (DATABASE_URL, seeded with DEMO=1 so the
 * demo member exists) it first makes sure `--orders` orders exist that the benchmark owns
 * (idempotency key 'bench:N'; made once with a few set-based statements, kept between runs): one to
 * three lines each, every status and shipment stage (with a parcel and its steps once it moved),
 * `--member-orders` of them the demo member's, the rest guests'. Then, with a session of the demo
 * member, it measures
 *   - Siparişlerim (/kullanici/siparislerim, its pages, and ?hash= opening an order) and
 *   - the order detail call (/ajax/get-order-detail/{no}) on random orders of the member:
 * the latency a shopper sees (`--requests` requests one after another: p50/p95/p99; the goal is
 * p95 under 30 ms) and the throughput at `--connections` (autocannon).
 * Last, carriers' updates through the job queue (`shipments.update`): `--updates` updates for
 * `--updates`/2 shipped parcels of the benchmark's orders (a transfer-centre scan and a delivery
 * each, in random order, one in ten sent twice), put in the queue at once and worked by the
 * shop's processes; it prints updates a second (goal 1,000) and counts that each update was
 * applied once: none lost, none twice, every parcel delivered.
 * Without --url it starts the built shop (`npm run build` first) on DATABASE_URL.
 *   DEMO=1 DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run db:seed -- --products 100000 --reset
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:orders
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { startJobQueue } from "#app/domain/jobs/queue.server";
import { SHOP_QUEUES, type CarrierUpdate } from "#app/domain/jobs/queues.server";
import { formatLoad, measure } from "./http-load";
import { seedBenchOrders } from "./bench-orders-seed";
import { startShop } from "./shop-server";
import { memberSessionCookie } from "./shopper";
import { percentile } from "./stats";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "100000" },
    "member-orders": { type: "string", default: "500" },
    requests: { type: "string", default: "300" },
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "6" },
    url: { type: "string" },
    updates: { type: "string", default: "10000" },
  },
});
const ORDERS = Number(values.orders);
const MEMBER_ORDERS = Number(values["member-orders"]);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL gerekli (PostgreSQL)");
const P95_GOAL_MS = 30;
const UPDATES = Number(values.updates);
const UPDATES_GOAL_PER_SECOND = 1000;
/** The update keys the benchmark owns. */
const UPDATE_KEY = "bench-u:";

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

/** Makes (once) the benchmark's orders (bench-orders-seed.ts); answers the demo member's id. */
const seedOrders = () => seedBenchOrders(db, { orders: ORDERS, memberOrders: MEMBER_ORDERS });

/** `requests` requests one after another over the paths: what one shopper waits. */
async function oneByOne(base: string, paths: string[], cookie: string, requests: number) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(base + paths[i % paths.length], {
      headers: { Cookie: cookie, Accept: paths[i % paths.length].startsWith("/ajax/") ? "application/json" : "text/html" },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${paths[i % paths.length]} → ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/**
 * Carriers' updates through the queue (see the top): answers updates a second and what went wrong.
 * The parcels are benchmark orders made shipped (code 2), put back as made before each run.
 */
async function shipmentUpdates(): Promise<{ perSecond: number; problems: string[] }> {
  const parcelCount = Math.floor(UPDATES / 2);
  const parcels = await db.query<{ order_id: number; shipment_id: number; tracking_code: string; shipped: Date }>(
    `select o.id order_id, s.id shipment_id, s.tracking_code, o.created_at + interval '1 day' shipped
     from orders o join shipments s on s.order_id = o.id
     where o.idempotency_key like 'bench:%' and o.status = 'confirmed' and s.tracking_code is not null
       and ((o.order_number::bigint - 900000000000) / 10) % 11 = 2
     order by o.id limit $1`,
    [parcelCount],
  );
  if (parcels.rows.length < parcelCount)
    throw new Error(`${parcelCount} kargo gerekli, ${parcels.rows.length} var: --updates daha küçük olsun`);
  const orderIds = parcels.rows.map((p) => p.order_id);
  await db.query("delete from shipment_events where update_key like $1", [`${UPDATE_KEY}%`]);
  await db.query(
    "update shipments set status_code = 2, receiver_name = null, process_date = o.created_at + interval '1 day' from orders o where o.id = shipments.order_id and o.id = any($1)",
    [orderIds],
  );
  await db.query("update orders set shipment_status_code = 2 where id = any($1)", [orderIds]);

  const hour = 3_600_000;
  const updates: CarrierUpdate[] = parcels.rows.flatMap((p) => [
    {
      updateKey: `${UPDATE_KEY}${p.shipment_id}:3`,
      trackingCode: p.tracking_code,
      toCode: 3,
      at: new Date(p.shipped.getTime() + hour).toISOString(),
      branchName: "Ankara Aktarma Merkezi",
    },
    {
      updateKey: `${UPDATE_KEY}${p.shipment_id}:9`,
      trackingCode: p.tracking_code,
      toCode: 9,
      at: new Date(p.shipped.getTime() + 2 * hour).toISOString(),
      receiverName: "Deniz Kaya",
    },
  ]);
  const sent = [...updates, ...updates.filter((_, i) => i % 10 === 0)];
  for (let i = sent.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [sent[i], sent[j]] = [sent[j], sent[i]];
  }

  const queue = await startJobQueue({ kind: "postgres", url: databaseUrl! }, SHOP_QUEUES, { background: false });
  // Done when no job of the queue waits or runs any more (asked 10 times a second: a cheap question).
  const waiting = async () =>
    Number(
      (await db.query<{ n: string }>("select count(*) n from pgboss.job where name = 'shipments.update' and state < 'completed'")).rows[0]
        .n,
    );
  const started = performance.now();
  try {
    for (let i = 0; i < sent.length; i += 1000) await queue.sendMany("shipments.update", sent.slice(i, i + 1000));
    while ((await waiting()) > 0 && performance.now() - started < 120_000) await new Promise((r) => setTimeout(r, 100));
  } finally {
    await queue.stop({ timeoutMs: 1_000 });
  }
  const seconds = (performance.now() - started) / 1000;

  const problems: string[] = [];
  const applied = await db.query<{ n: string; keys: string }>(
    "select count(*) n, count(distinct update_key) keys from shipment_events where update_key like $1",
    [`${UPDATE_KEY}%`],
  );
  const delivered = await db.query<{ n: string }>(
    "select count(*) n from shipments where order_id = any($1) and status_code = 9 and receiver_name = 'Deniz Kaya'",
    [orderIds],
  );
  const failed = await db.query<{ n: string }>("select count(*) n from pgboss.job where name = 'shipments.update' and state = 'failed'");
  if (Number(applied.rows[0].n) !== updates.length) problems.push(`${updates.length} güncellemeden ${applied.rows[0].n} kayıtlı`);
  if (applied.rows[0].n !== applied.rows[0].keys) problems.push("bir güncelleme iki kez uygulanmış");
  if (Number(delivered.rows[0].n) !== parcels.rows.length)
    problems.push(`${parcels.rows.length} kargodan ${delivered.rows[0].n} teslim edildi`);
  if (Number(failed.rows[0].n) > 0) problems.push(`${failed.rows[0].n} iş başarısız`);
  const perSecond = updates.length / seconds;
  console.log(
    `kargo güncellemeleri (kuyruk)                 ${sent.length} iş (${sent.length - updates.length} tekrar), ${parcels.rows.length} kargo: ${seconds.toFixed(1)} s, ` +
      `${Math.round(perSecond)} güncelleme/s; kayıtlı ${applied.rows[0].n}/${updates.length}, teslim ${delivered.rows[0].n}/${parcels.rows.length}`,
  );
  return { perSecond, problems };
}

// The shop first: it brings the database's schema up to date before the orders are made.
const started = values.url ? null : await startShop();
const base = values.url ?? started!.base;
const memberId = await seedOrders();
const cookie = await memberSessionCookie(db, memberId);
const mine = await db.query<{ order_number: string; order_hash: string }>(
  "select order_number, order_hash from orders where user_id = $1 and status <> 'awaitingPayment' and not is_offline order by random() limit 50",
  [memberId],
);
const pages = Math.ceil(MEMBER_ORDERS / 10);
const listPaths = [
  "/kullanici/siparislerim",
  ...Array.from({ length: 9 }, (_, i) => `/kullanici/siparislerim?sayfa=${1 + ((i * 7) % pages)}`),
  ...mine.rows.slice(0, 10).map((o) => `/kullanici/siparislerim?hash=${o.order_hash}`),
];
const detailPaths = mine.rows.map((o) => `/ajax/get-order-detail/${o.order_number}`);

try {
  const options = {
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { Cookie: cookie },
    pid: started?.child.pid,
  };
  const requests = Number(values.requests);
  console.log(
    `\n${base}: ${ORDERS} sipariş, üyenin ${MEMBER_ORDERS} siparişi; sırayla ${requests} istek, sonra ${options.connections} bağlantı × ${options.duration} s\n`,
  );
  const missed: string[] = [];
  for (const [label, paths] of [
    ["Siparişlerim (liste, sayfalar, ?hash=)", listPaths],
    ["sipariş detayı /ajax/get-order-detail/{no}", detailPaths],
  ] as const) {
    const seq = await oneByOne(base, paths, cookie, requests);
    const load = await measure(label, base, [...paths], {
      ...options,
      headers: { ...options.headers, Accept: label.startsWith("sipariş") ? "application/json" : "text/html" },
    });
    console.log(`${label.padEnd(44)} sırayla p50=${seq.p50.toFixed(1)} ms p95=${seq.p95.toFixed(1)} ms p99=${seq.p99.toFixed(1)} ms`);
    console.log(formatLoad(load));
    if (seq.p95 > P95_GOAL_MS) missed.push(`${label}: p95 ${seq.p95.toFixed(1)} ms > ${P95_GOAL_MS} ms`);
    if (load.bad) missed.push(`${label}: ${load.bad} hatalı yanıt`);
  }
  if (UPDATES > 0) {
    const updates = await shipmentUpdates();
    missed.push(...updates.problems);
    if (updates.perSecond < UPDATES_GOAL_PER_SECOND)
      missed.push(`kargo güncellemeleri: ${Math.round(updates.perSecond)}/s < ${UPDATES_GOAL_PER_SECOND}/s`);
  }
  console.log(missed.length ? `\nKaçırılan hedefler:\n  ${missed.join("\n  ")}` : "\nHer satır hedefinde.");
  process.exitCode = missed.length ? 1 : 0;
} finally {
  started?.child.kill();
  await db.end();
}
