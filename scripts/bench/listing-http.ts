/**
 * The listing call GET /arama/ajax/urunler over HTTP (autocannon), by query group of the shared
 * mix (listing-queries.ts), and the cheapest page call /kullanici/giris-yapti-mi as the floor.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:listing
 *   … npm run bench:listing -- --repeat 3 --connections 10 --duration 6 [--url http://127.0.0.1:3000]
 *
 * Without --url it starts the built shop (shop-server.ts) on the configured database. Throughput
 * on a shared machine is noisy, so the figure that counts is the listing's requests a second as a
 * share of the floor's, both measured in the same run (the goal: ≥ 0.3 for the whole mix);
 * with --repeat the medians are printed. `LISTING_CACHE_ENTRIES=0` in the environment starts the
 * shop without its answer cache (the engine's own speed).
 */
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { measure } from "./http-load";
import { LISTING_QUERIES, listingPath } from "./listing-queries";
import { startShop } from "./shop-server";

/** cpuMsPerRequest: the shop's CPU time per answer, when its process id was given. */
export type HttpRow = { label: string; rps: number; p50: number; p99: number; cpuMsPerRequest?: number };
/** pid: the shop's process, to read its CPU time from /proc (optional). */
export type HttpOptions = { connections?: number; duration?: number; pid?: number };

/** The floor: the cheapest call of the shop (about 1 ms of server CPU). */
export const FLOOR_PATH = "/kullanici/giris-yapti-mi";
/** Label of the row measured over every query of the mix in turn. */
export const MIX_LABEL = "listing: all queries";

/** Loads `paths` in turn with `connections` connections for `duration` seconds. */
export async function measurePaths(label: string, base: string, paths: string[], opts: HttpOptions = {}): Promise<HttpRow> {
  const { connections = 10, duration = 6, pid } = opts;
  const row = await measure(label, base, paths, { connections, duration, headers: { Accept: "application/json" }, pid });
  if (row.bad) throw new Error(`${label}: ${row.bad} hatalı yanıt / failed answers`);
  return {
    label,
    rps: row.rps,
    p50: row.p50,
    p99: row.p99,
    ...(row.cpuMsPerRequest === null ? {} : { cpuMsPerRequest: row.cpuMsPerRequest }),
  };
}

/**
 * The listing call, one row per query group of the mix, then one row for the whole mix in turn
 * (MIX_LABEL). Every query is asked once first (the first one also builds the shop's index).
 */
export async function measureListing(base: string, opts: HttpOptions = {}): Promise<HttpRow[]> {
  const groups = Object.entries(LISTING_QUERIES).map(([group, queries]) => ({
    label: `listing: ${group}`,
    paths: queries.map(listingPath),
  }));
  for (const { paths } of groups) {
    for (const path of paths) {
      const answer = await fetch(`${base}${path}`, { headers: { Accept: "application/json" } });
      if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
      await answer.arrayBuffer();
    }
  }
  const rows: HttpRow[] = [];
  for (const { label, paths } of groups) rows.push(await measurePaths(label, base, paths, opts));
  rows.push(
    await measurePaths(
      MIX_LABEL,
      base,
      groups.flatMap((g) => g.paths),
      opts,
    ),
  );
  return rows;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function line(row: HttpRow, floorRps: number): string {
  const cpu = row.cpuMsPerRequest === undefined ? "" : `  CPU ${row.cpuMsPerRequest.toFixed(2).padStart(5)} ms/req`;
  return `${row.label.padEnd(36)} ${row.rps.toFixed(0).padStart(6)} req/s  p50=${String(row.p50).padStart(4)} ms  p99=${String(row.p99).padStart(4)} ms  ${(row.rps / floorRps).toFixed(2)}× floor${cpu}`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      repeat: { type: "string", default: "3" },
      connections: { type: "string", default: "10" },
      duration: { type: "string", default: "6" },
    },
  });
  const started = values.url ? null : await startShop();
  const base = values.url ?? started!.base;
  const opts: HttpOptions = { connections: Number(values.connections), duration: Number(values.duration), pid: started?.child.pid };
  const ratios = new Map<string, number[]>();
  try {
    await measurePaths("warm-up", base, [FLOOR_PATH], { ...opts, duration: 2 });
    for (let run = 1; run <= Number(values.repeat); run++) {
      // The floor before and after the listing, averaged: other work on the machine comes and goes.
      const before = await measurePaths(`floor ${FLOOR_PATH}`, base, [FLOOR_PATH], opts);
      const rows = await measureListing(base, opts);
      const after = await measurePaths(`floor ${FLOOR_PATH}`, base, [FLOOR_PATH], opts);
      const floorRps = (before.rps + after.rps) / 2;
      console.log(`\nrun ${run}: ${opts.connections} connections, ${opts.duration} s each`);
      console.log(line(before, floorRps));
      for (const row of rows) {
        ratios.set(row.label, [...(ratios.get(row.label) ?? []), row.rps / floorRps]);
        console.log(line(row, floorRps));
      }
      console.log(line(after, floorRps));
    }
    console.log(`\nmedian share of the floor over ${values.repeat} runs (goal for the mix: ≥ 0.30)`);
    for (const [label, list] of ratios)
      console.log(`${label.padEnd(36)} ${median(list).toFixed(2)}  (${list.map((r) => r.toFixed(2)).join(", ")})`);
  } finally {
    started?.child.kill("SIGTERM");
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
