/**
 * npm run bench:checkout [-- --buyers 500 --stock 50 --url http://127.0.0.1:3000 --campaigns 50]
 *
 * 500 guests at once pay for the same variant, which has 50 units; every request is sent
 * twice (a double click). Expected: exactly 50 orders, 450 clear 'out of stock' answers, the
 * variant's stock ends at 0, both copies of each request answer the same order. Prints orders per
 * second, answered pay requests per second, the pay call's p50/p99 and the CPU one pay request costs
 * the shop's processes and the database's (a figure other programs on the machine barely move;
 * the database's only when PostgreSQL runs on this machine). Needs PostgreSQL (DATABASE_URL): the script sets the variant's
 * stock directly, then starts the built shop on that database (or uses --url on the same one).
 *   DEMO=1 DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:checkout   (DEMO=1 seeds an empty database)
 * `--campaigns N`: a second rush with N running campaigns added (removed at the end),
 * and the change of each figure: within 10 % is the target.
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { processTreeCpuMs } from "../proc-stat";
import { startShop } from "./shop-server";
import { percentile } from "./stats";
import { addBenchCampaigns, change, removeBenchCampaigns } from "./bench-campaigns";
import { guestPayFields } from "../checkout-http";
import { shopper } from "./shopper";

const { values } = parseArgs({
  options: {
    buyers: { type: "string", default: "500" },
    stock: { type: "string", default: "50" },
    url: { type: "string" },
    campaigns: { type: "string", default: "0" },
  },
});
const CAMPAIGNS = Number(values.campaigns);
const BUYERS = Number(values.buyers);
const STOCK = Number(values.stock);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL gerekli (PostgreSQL)");

type Answer = { success: boolean; reason?: string; data?: { order_hash: string } };

/** A guest with a cookie jar and an address of their own: JSON calls (POST with a form body). */
const guest = (base: string, n: number) => shopper(base, n).json<Answer & Record<string, unknown>>;

/** CPU used so far by each of the shop's database connections (PostgreSQL backends on this machine that /proc shows), in ms. */
async function databaseCpuMs(): Promise<Map<number, number>> {
  const { rows } = await db.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      used.set(pid, processTreeCpuMs(pid));
    } catch {
      /* ended, or not on this machine */
    }
  }
  return used;
}

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const started = values.url ? null : await startShop();
const base = values.url ?? started!.base;
/** One rush: the variant's stock set to STOCK, BUYERS guests pay at once (twice each); the figures, and whether the result is exact. */
async function rush(
  label: string,
  firstGuest: number,
): Promise<{ ok: boolean; ordersPerSecond: number; p50: number; p99: number; shopCpuMs: number | null }> {
  console.log(`\n— ${label}`);
  const { rows } = await db.query<{ id: number; catalog_id: number }>(
    `select p.id, p.catalog_id from products p join catalog_items c on c.id = p.catalog_id
      where p.status = 'active' and c.status = 'active' and c.type <> 'teshir' and p.stock > 0 order by p.id limit 1`,
  );
  const variant = rows[0];
  await db.query("update products set stock = $1 where id = $2", [STOCK, variant.id]);
  await db.query("update catalog_items set updated_at = now() where id = $1", [variant.catalog_id]);
  const ordersBefore = Number((await db.query("select count(*) from order_lines where product_id = $1", [variant.id])).rows[0].count);

  const first = shopper(base, firstGuest);
  const fields = await guestPayFields(first.json, { email: "bench@example.com" });
  const form = (key: string) => ({ ...fields, idempotencyKey: key });

  console.log(`${BUYERS} alıcı sepetini hazırlıyor (varyant ${variant.id}, stok ${STOCK})…`);
  const buyers = Array.from({ length: BUYERS }, (_, i) => guest(base, firstGuest + i + 1));
  for (let i = 0; i < buyers.length; i += 50)
    await Promise.all(buyers.slice(i, i + 50).map((b) => b("/cart/add", { productId: String(variant.id), quantity: "1" })));

  const latencies: number[] = [];
  const shopCpuBefore = started ? processTreeCpuMs(started.child.pid!) : 0;
  const dbCpuBefore = await databaseCpuMs();
  const t0 = performance.now();
  const answers = await Promise.all(
    buyers.map(async (buy, i) => {
      const body = form(`bench-${Date.now()}-${i}`);
      const timed = async () => {
        const start = performance.now();
        const answer = await buy("/payment/make-pay", body);
        latencies.push(performance.now() - start);
        return answer;
      };
      return Promise.all([timed(), timed()]);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const shopCpu = started ? processTreeCpuMs(started.child.pid!) - shopCpuBefore : null;
  let dbCpu = 0;
  for (const [pid, ms] of await databaseCpuMs()) dbCpu += ms - (dbCpuBefore.get(pid) ?? 0);

  const hashes = new Set<string>();
  let outOfStock = 0;
  let mismatched = 0;
  let other = 0;
  for (const [a, b] of answers) {
    if (a.success !== b.success || (a.success && a.data?.order_hash !== b.data?.order_hash)) mismatched++;
    if (a.success) {
      hashes.add(a.data!.order_hash);
    } else if (/stok/i.test(a.reason ?? "")) outOfStock++;
    else other++;
  }
  const stock = Number((await db.query("select stock from products where id = $1", [variant.id])).rows[0].stock);
  const orders =
    Number((await db.query("select count(*) from order_lines where product_id = $1", [variant.id])).rows[0].count) - ordersBefore;
  const sorted = latencies.sort((x, y) => x - y);
  console.log(
    `siparişler: ${orders} (yanıtlarda ${hashes.size} farklı sipariş), stok bitti: ${outOfStock}, başka hata: ${other}, iki kopyası farklı yanıt alan: ${mismatched}, kalan stok: ${stock}`,
  );
  console.log(
    `${(orders / seconds).toFixed(1)} sipariş/sn; ${latencies.length} ödeme isteği ${seconds.toFixed(1)} sn (${(latencies.length / seconds).toFixed(0)} yanıt/sn); p50=${percentile(sorted, 50).toFixed(0)} ms p99=${percentile(sorted, 99).toFixed(0)} ms`,
  );
  const perRequest = (ms: number) => `${(ms / latencies.length).toFixed(2)} ms`;
  console.log(
    `ödeme isteği başına CPU: mağaza ${shopCpu == null ? "?" : perRequest(shopCpu)}, veritabanı ${dbCpu > 0 ? perRequest(dbCpu) : "?"}`,
  );
  const okAll =
    orders === STOCK && hashes.size === STOCK && outOfStock === BUYERS - STOCK && stock === 0 && mismatched === 0 && other === 0;
  console.log(okAll ? "OK: tam stok kadar sipariş, çift sipariş yok, stok sıfırın altına inmedi" : "HATA: beklenen sonuç değil");
  return {
    ok: okAll,
    ordersPerSecond: orders / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    shopCpuMs: shopCpu == null ? null : shopCpu / latencies.length,
  };
}

try {
  const without = await rush("kampanyasız", 1);
  let okAll = without.ok;
  if (CAMPAIGNS > 0) {
    await addBenchCampaigns(db, CAMPAIGNS);
    const withCampaigns = await rush(`${CAMPAIGNS} kampanya yayında`, BUYERS + 10);
    okAll &&= withCampaigns.ok;
    console.log(
      `\n${CAMPAIGNS} kampanya ile: sipariş/sn ${change(withCampaigns.ordersPerSecond, without.ordersPerSecond)}, p50 ${change(withCampaigns.p50, without.p50)}, p99 ${change(withCampaigns.p99, without.p99)}` +
        (withCampaigns.shopCpuMs != null && without.shopCpuMs != null
          ? `, istek başına mağaza CPU ${change(withCampaigns.shopCpuMs, without.shopCpuMs)}`
          : ""),
    );
  }
  process.exitCode = okAll ? 0 : 1;
} finally {
  await removeBenchCampaigns(db);
  await db.end();
  started?.child.kill();
}
