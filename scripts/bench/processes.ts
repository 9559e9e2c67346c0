/**
 * npm run bench:processes [-- --workers 1,2 --connections 10 --duration 6 --rounds 1]
 *
 * One shop process against several (WEB_CONCURRENCY), in one run on the same database: for each
 * worker count it starts the built shop (`npm run build` first), waits until every worker is
 * ready (/readyz on new connections: listing index built), then loads two answers with autocannon
 * — `/kullanici/giris-yapti-mi` (a session read, the smallest call) and a product page, both with
 * a session cookie (so no page cache) — and prints req/s, p50, p99, the CPU per request of all the
 * shop's processes, and each count's throughput as a ratio of the first; also each process's
 * resident memory once ready (the listing index is one copy per worker). On a machine shared with
 * other work the absolute figures wander: compare the ratio. Point DATABASE_URL at PostgreSQL
 * (several processes need it), e.g. the 100,000-product scratch database:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:processes
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { processTreeCpuMs, residentMb } from "../proc-stat";
import { everyWorkerReady, startShop } from "./shop-server";
import { basketCookie, pickProducts } from "./shop-visits";

const { values } = parseArgs({
  options: {
    workers: { type: "string", default: "1,2" },
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "6" },
    rounds: { type: "string", default: "1" },
  },
});
const counts = values.workers.split(",").map(Number);
const connections = Number(values.connections);
const duration = Number(values.duration);
const rounds = Number(values.rounds);
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL gerekli: birden çok süreç PostgreSQL ister");
if (counts.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--workers: pozitif tam sayılar, virgülle");

type Figure = { reqPerSec: number; p50: number; p99: number; cpuMsPerRequest: number; bad: number };

async function load(base: string, pid: number, path: string, cookie: string): Promise<Figure> {
  const requests = [{ method: "GET" as const, path, headers: { Cookie: cookie } }];
  await autocannon({ url: base, connections, amount: 300, requests }); // warm-up
  const cpuBefore = processTreeCpuMs(pid);
  const result = await autocannon({ url: base, connections, duration, requests });
  const cpu = processTreeCpuMs(pid) - cpuBefore;
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: cpu / result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const results = new Map<string, Figure[]>();
for (let round = 1; round <= rounds; round++) {
  for (const workers of counts) {
    const { base, child } = await startShop({ workers });
    try {
      await everyWorkerReady(base, workers);
      console.log(
        `${workers} süreç hazır; bellek (MB, önce ana süreç): ${residentMb(child.pid!)
          .map((mb) => mb.toFixed(0))
          .join(", ")}`,
      );
      const { pages, variants } = await pickProducts(base);
      const cookie = await basketCookie(base, variants.slice(0, 1));
      for (const [name, path] of [
        ["giris-yapti-mi", "/kullanici/giris-yapti-mi"],
        ["ürün sayfası", pages[0]!],
      ] as const) {
        const figure = await load(base, child.pid!, path, cookie);
        const key = `${name}|${workers}`;
        results.set(key, [...(results.get(key) ?? []), figure]);
        console.log(
          `tur ${round}  ${String(workers).padStart(2)} süreç  ${name.padEnd(15)} ${figure.reqPerSec.toFixed(0).padStart(6)} req/s  p50=${String(figure.p50).padStart(4)} ms  p99=${String(figure.p99).padStart(4)} ms  CPU ${figure.cpuMsPerRequest.toFixed(2)} ms/istek` +
            (figure.bad ? `  (${figure.bad} hatalı yanıt)` : ""),
        );
      }
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  }
}

console.log(`\n${connections} bağlantı, ${duration} s, ${rounds} tur (ortalama); oran: ilk süreç sayısına göre req/s`);
for (const name of ["giris-yapti-mi", "ürün sayfası"]) {
  const mean = (workers: number) => {
    const figures = results.get(`${name}|${workers}`)!;
    return figures.reduce((sum, f) => sum + f.reqPerSec, 0) / figures.length;
  };
  const first = mean(counts[0]);
  console.log(
    `${name.padEnd(15)} ${counts.map((w) => `${w} süreç ${mean(w).toFixed(0)} req/s (×${(mean(w) / first).toFixed(2)})`).join("   ")}`,
  );
}
