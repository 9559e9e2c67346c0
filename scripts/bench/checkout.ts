/**
 * npm run bench:checkout [-- --buyers 500 --stock 50 --url http://127.0.0.1:3000 --campaigns 50 --provider both --cpu-prof DIR]
 *
 * 500 guests at once pay for the same variant, which has 50 units; every request is sent
 * twice (a double click). Expected: exactly 50 orders, 450 clear 'out of stock' answers, the
 * variant's stock ends at 0, both copies of each request answer the same order. Prints orders per
 * second, answered pay requests per second, the pay call's p50/p99 and the CPU one pay request costs
 * the shop's processes and the database's (a figure other programs on the machine barely move;
 * the database's only when PostgreSQL runs on this machine). Needs PostgreSQL (DATABASE_URL): the script sets the variant's
 * stock directly, then starts the built shop on that database (or uses --url on the same one).
 * It also prints the CPU the rest of the machine used during the rush (other programs, PostgreSQL's
 * background work): a large figure marks a run other work disturbed.
 *   DEMO=1 DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:checkout   (DEMO=1 seeds an empty database)
 * `--campaigns N`: a second rush with N running campaigns added (removed at the end),
 * and the change of each figure: within 10 % is the target.
 * `--provider sandbox|iyzico|both`: the buyers pay by card instead of EFT (an order then waits for
 * the bank holding its unit), in a shop started for each provider (PAYMENT_PROVIDER is read at
 * start); iyzico is the local one (scripts/iyzico-local.ts) in a process of its own, as iyzico's
 * servers are not the shop's, and its CPU per pay call is printed apart. `both`: the sandbox's rush,
 * then iyzico's, and the ratio of their answered pay calls a second (goal: iyzico ≥ 0.8 × sandbox).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { processTreeCpuMs } from "../proc-stat";
import { startShop, stopShop } from "./shop-server";
import { percentile } from "./stats";
import { addBenchCampaigns, change, removeBenchCampaigns } from "./bench-campaigns";
import { cardFields, guestPayFields } from "../checkout-http";
import { shopper } from "./shopper";

const { values } = parseArgs({
  options: {
    buyers: { type: "string", default: "500" },
    stock: { type: "string", default: "50" },
    url: { type: "string" },
    campaigns: { type: "string", default: "0" },
    provider: { type: "string" },
    // A folder for the shops' CPU profiles (node --cpu-prof: each process, written as it stops).
    "cpu-prof": { type: "string" },
  },
});
const CAMPAIGNS = Number(values.campaigns);
const BUYERS = Number(values.buyers);
const STOCK = Number(values.stock);
const PROVIDER = values.provider;
const nodeOptions = values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof"]}`] : [];
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL gerekli (PostgreSQL)");
if (PROVIDER !== undefined && !["sandbox", "iyzico", "both"].includes(PROVIDER)) throw new Error("--provider: sandbox, iyzico ya da both");
// The provider is chosen when a shop starts: only shops this script starts can be asked for one.
if (PROVIDER && (values.url || CAMPAIGNS > 0)) throw new Error("--provider, --url ve --campaigns ile birlikte kullanılamaz");
/** A card the local iyzico approves (Garanti Bankası, Bonus) and the sandbox takes too. */
const CARD = "5400360000000003";
/** Goal of `--provider both`: iyzico's answered pay calls a second over the sandbox's. */
const GOAL_RATIO = 0.8;
/** Every bench guest's e-mail address (their orders are found by it). */
const EMAIL = "bench@example.com";

type Answer = { success: boolean; reason?: string; data?: { order_hash: string }; threeDsUrl?: string };
/** The order an answer placed: its hash (EFT), or its bank page (a card: the order waits for the bank). */
const orderOf = (a: Answer) => a.data?.order_hash ?? a.threeDsUrl;

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

/** CPU time the whole machine has been busy so far, every processor together (/proc/stat: all but idle and iowait), in ms. */
function machineBusyMs(): number {
  const ticks = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
  return (ticks.reduce((a, b) => a + b, 0) - ticks[3] - ticks[4]) * 10;
}

/** The shop a rush goes to; `pid` (its primary, when this script started it) for its CPU; `iyzicoPid`: the local iyzico it pays through. */
type Shop = { base: string; pid: number | null; iyzicoPid?: number };
type Rush = {
  ok: boolean;
  ordersPerSecond: number;
  answeredPerSecond: number;
  p50: number;
  p99: number;
  shopCpuMs: number | null;
  /** CPU a pay call cost the shop, the database and the local iyzico together, in ms (null: the shop's unknown). */
  cpuMs: number | null;
};

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
/**
 * One rush: the variant's stock set to STOCK, BUYERS guests pay at once (twice each) with the
 * checkout form plus `payWith` (a card's fields; none: EFT); the figures, and whether the result is exact.
 */
async function rush(
  label: string,
  firstGuest: number,
  { base, pid, iyzicoPid }: Shop,
  payWith: Record<string, string> = {},
): Promise<Rush> {
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
  const fields = await guestPayFields(first.json, { email: EMAIL, ...payWith });
  const form = (key: string) => ({ ...fields, idempotencyKey: key });

  console.log(`${BUYERS} alıcı sepetini hazırlıyor (varyant ${variant.id}, stok ${STOCK})…`);
  const buyers = Array.from({ length: BUYERS }, (_, i) => guest(base, firstGuest + i + 1));
  for (let i = 0; i < buyers.length; i += 50)
    await Promise.all(buyers.slice(i, i + 50).map((b) => b("/cart/add", { productId: String(variant.id), quantity: "1" })));

  const latencies: number[] = [];
  const shopCpuBefore = pid ? processTreeCpuMs(pid) : 0;
  const dbCpuBefore = await databaseCpuMs();
  const iyzicoCpuBefore = iyzicoPid ? processTreeCpuMs(iyzicoPid) : 0;
  const benchCpuBefore = process.cpuUsage();
  const machineBefore = machineBusyMs();
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
  const machineCpu = machineBusyMs() - machineBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const iyzicoCpu = iyzicoPid ? processTreeCpuMs(iyzicoPid) - iyzicoCpuBefore : 0;
  const shopCpu = pid ? processTreeCpuMs(pid) - shopCpuBefore : null;
  let dbCpu = 0;
  for (const [pid, ms] of await databaseCpuMs()) dbCpu += ms - (dbCpuBefore.get(pid) ?? 0);
  // What else kept the machine busy meanwhile (other programs, PostgreSQL's own background work): a run's noise.
  const restCpu = Math.max(0, machineCpu - (shopCpu ?? 0) - dbCpu - iyzicoCpu - (benchCpu.user + benchCpu.system) / 1000);

  const hashes = new Set<string>();
  let outOfStock = 0;
  let mismatched = 0;
  let other = 0;
  /** The reasons of refusals other than 'out of stock', either copy's, with their counts. */
  const unexpected = new Map<string, number>();
  for (const [a, b] of answers) {
    if (a.success !== b.success || (a.success && orderOf(a) !== orderOf(b))) mismatched++;
    if (!a.success && /stok/i.test(a.reason ?? "")) outOfStock++;
    else if (!a.success) other++;
    for (const copy of [a, b])
      if (copy.success) hashes.add(orderOf(copy)!);
      else if (!/stok/i.test(copy.reason ?? "")) unexpected.set(copy.reason ?? "?", (unexpected.get(copy.reason ?? "?") ?? 0) + 1);
  }
  const stock = Number((await db.query("select stock from products where id = $1", [variant.id])).rows[0].stock);
  const orders =
    Number((await db.query("select count(*) from order_lines where product_id = $1", [variant.id])).rows[0].count) - ordersBefore;
  const sorted = latencies.sort((x, y) => x - y);
  console.log(
    `siparişler: ${orders} (yanıtlarda ${hashes.size} farklı sipariş), stok bitti: ${outOfStock}, başka hata: ${other}, iki kopyası farklı yanıt alan: ${mismatched}, kalan stok: ${stock}`,
  );
  for (const [reason, count] of unexpected) console.log(`beklenmeyen yanıt (${count} kez): ${reason}`);
  console.log(
    `${(orders / seconds).toFixed(1)} sipariş/sn; ${latencies.length} ödeme isteği ${seconds.toFixed(1)} sn (${(latencies.length / seconds).toFixed(0)} yanıt/sn); p50=${percentile(sorted, 50).toFixed(0)} ms p99=${percentile(sorted, 99).toFixed(0)} ms`,
  );
  const perRequest = (ms: number) => `${(ms / latencies.length).toFixed(2)} ms`;
  console.log(
    `ödeme isteği başına CPU: mağaza ${shopCpu == null ? "?" : perRequest(shopCpu)}, veritabanı ${dbCpu > 0 ? perRequest(dbCpu) : "?"}` +
      (iyzicoPid ? `, yerel iyzico ${perRequest(iyzicoCpu)}` : "") +
      (pid ? `; makinede başka işler: ${(restCpu / 1000).toFixed(1)} s CPU (${os.cpus().length} çekirdekte ${seconds.toFixed(1)} s)` : ""),
  );
  // Exact: STOCK orders, every other buyer told 'out of stock', the stock at 0; and a double click's two copies answered alike.
  const exact = orders === STOCK && hashes.size === STOCK && outOfStock === BUYERS - STOCK && stock === 0;
  const alike = mismatched === 0 && other === 0;
  const okAll = exact && alike;
  const missed = [!exact && "sipariş ve stok sayıları", !alike && "çift tıklamanın iki kopyasının yanıtları"].filter(Boolean).join(", ");
  console.log(
    okAll ? "OK: tam stok kadar sipariş, çift sipariş yok, stok sıfırın altına inmedi" : `HATA: beklenen sonuç değil (${missed})`,
  );
  return {
    ok: okAll,
    ordersPerSecond: orders / seconds,
    answeredPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    shopCpuMs: shopCpu == null ? null : shopCpu / latencies.length,
    cpuMs: shopCpu == null ? null : (shopCpu + dbCpu + iyzicoCpu) / latencies.length,
  };
}

/**
 * The local iyzico (scripts/iyzico-local.ts) in a process of its own, on a free port with its fixed
 * keys; `env`: what a shop needs to pay through it, read from the lines it prints for that
 * (PAYMENT_PROVIDER=iyzico, IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL).
 */
async function startLocalIyzico(): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "..", "iyzico-local.ts")], {
    // Port 0: any free one; empty keys: its own fixed ones, whatever this environment holds.
    env: { ...process.env, IYZICO_LOCAL_PORT: "0", IYZICO_API_KEY: "", IYZICO_SECRET_KEY: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let printed = "";
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`iyzico-local.ts exited with ${code}`)));
    // The address is the last of the variables it prints.
    child.stdout!.on("data", (chunk: Buffer) => /^IYZICO_BASE_URL=.+\n/m.test((printed += chunk.toString())) && resolve());
  });
  const env = Object.fromEntries([...printed.matchAll(/^(PAYMENT_PROVIDER|IYZICO_\w+)=(.+)$/gm)].map(([, name, value]) => [name, value]));
  return { child, env };
}

/** The shop's log lines at level error or worse (pino: 50 and up), printed as they come: a failed pay call's cause. */
function errorLines() {
  let tail = "";
  return (chunk: string) => {
    const lines = (tail + chunk).split("\n");
    tail = lines.pop() ?? "";
    for (const line of lines) if (/"level":(5|6)\d/.test(line)) console.log(`mağaza: ${line.slice(0, 600)}`);
  };
}

/** `--provider`: the card rush in a shop started for each provider asked (and stopped after it); exit code 1 when one is not exact or iyzico misses the goal. */
async function cardRushes(providers: ("sandbox" | "iyzico")[]) {
  const iyzico = providers.includes("iyzico") ? await startLocalIyzico() : null;
  const results: Partial<Record<"sandbox" | "iyzico", Rush>> = {};
  try {
    for (const [i, provider] of providers.entries()) {
      const env = provider === "iyzico" ? iyzico!.env : { PAYMENT_PROVIDER: "sandbox" };
      const started = await startShop({ env, onOutput: errorLines(), nodeOptions });
      try {
        const shop = { base: started.base, pid: started.child.pid!, iyzicoPid: provider === "iyzico" ? iyzico!.child.pid : undefined };
        results[provider] = await rush(`${provider}, kartla ödeme`, 1 + i * (BUYERS + 10), shop, cardFields(CARD));
      } finally {
        await stopShop(started.child);
      }
    }
  } finally {
    iyzico?.child.kill("SIGTERM");
  }
  const { sandbox, iyzico: viaIyzico } = results;
  let okAll = Object.values(results).every((r) => r.ok);
  if (sandbox && viaIyzico) {
    const ratio = viaIyzico.answeredPerSecond / sandbox.answeredPerSecond;
    console.log(
      `\niyzico / sandbox: yanıt/sn ×${ratio.toFixed(2)} (${viaIyzico.answeredPerSecond.toFixed(0)} / ${sandbox.answeredPerSecond.toFixed(0)}; hedef ≥ ×${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? "tuttu" : "TUTMADI"}), ` +
        `p50 ${change(viaIyzico.p50, sandbox.p50)}, p99 ${change(viaIyzico.p99, sandbox.p99)}, ` +
        // Less moved by other programs than the rate: on a busy machine compare this too.
        `ödeme isteği başına CPU (mağaza, veritabanı, iyzico) ${change(viaIyzico.cpuMs!, sandbox.cpuMs!)}`,
    );
    okAll &&= ratio >= GOAL_RATIO;
  }
  process.exitCode = okAll ? 0 : 1;
}

/** Today's rush (EFT) in one shop (or `--url`), and with `--campaigns` a second one with campaigns running. */
async function eftRushes() {
  const started = values.url ? null : await startShop({ nodeOptions });
  const shop = { base: values.url ?? started!.base, pid: started?.child.pid ?? null };
  try {
    const without = await rush("kampanyasız", 1, shop);
    let okAll = without.ok;
    if (CAMPAIGNS > 0) {
      await addBenchCampaigns(db, CAMPAIGNS);
      const withCampaigns = await rush(`${CAMPAIGNS} kampanya yayında`, BUYERS + 10, shop);
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
    started?.child.kill();
  }
}

try {
  if (PROVIDER) await cardRushes(PROVIDER === "both" ? ["sandbox", "iyzico"] : [PROVIDER as "sandbox" | "iyzico"]);
  else await eftRushes();
} finally {
  await removeBenchCampaigns(db);
  await db.end();
}
