/**
 * Suggest benchmark, over typical typed prefixes; prints p50/p95/p99, throughput and the slowest terms.
 *   in-process:  DATABASE_URL=postgres://… npx tsx scripts/bench/suggest.ts [rounds]
 *                (or DATA_DIR=… for the embedded database)
 *   over HTTP:   npx tsx scripts/bench/suggest.ts [rounds] --url http://localhost:3000
 */
import { performance } from "node:perf_hooks";
import { openDatabase } from "#app/db/client.server";
import { suggest } from "#app/domain/search/suggest.server";
import { SUGGEST_TERMS } from "./listing-queries";

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf("--url");
  const base = urlAt >= 0 ? args.splice(urlAt, 2)[1] : null;
  const rounds = Number(args[0] ?? 20);
  let driver = "http";
  let close = async () => {};
  let run: (term: string) => Promise<unknown>;
  if (base) {
    run = async (term) =>
      (await fetch(`${base}/arama/suggest/?term=${encodeURIComponent(term)}`, { headers: { "Cache-Control": "no-cache" } })).json();
  } else {
    const handle = await openDatabase();
    driver = handle.driver;
    close = handle.close;
    run = (term) => suggest(handle.db, term);
  }
  for (const t of SUGGEST_TERMS) await run(t); // warm caches and plans
  const all: number[] = [];
  const perTerm = new Map<string, number[]>();
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const t of SUGGEST_TERMS) {
      const t0 = performance.now();
      await run(t);
      const ms = performance.now() - t0;
      all.push(ms);
      perTerm.set(t, [...(perTerm.get(t) ?? []), ms]);
    }
  }
  const elapsed = performance.now() - started;
  all.sort((a, b) => a - b);
  console.log(
    `${driver}: ${all.length} calls, p50 ${pct(all, 50).toFixed(2)} ms, p95 ${pct(all, 95).toFixed(2)} ms, p99 ${pct(all, 99).toFixed(2)} ms, max ${all.at(-1)!.toFixed(2)} ms, ${((all.length / elapsed) * 1000).toFixed(0)} calls/s`,
  );
  const slow = [...perTerm.entries()]
    .map(([t, v]) => [t, v.sort((a, b) => a - b)[Math.floor(v.length / 2)]] as const)
    .sort((a, b) => b[1] - a[1]);
  console.log(
    "slowest (median ms):",
    slow
      .slice(0, 8)
      .map(([t, m]) => `${t}=${m.toFixed(2)}`)
      .join("  "),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
