/**
 * One load measurement over HTTP (autocannon) for the benchmarks: a short warm-up, then
 * `connections` connections for `duration` seconds rotating through `paths`. Reports requests a
 * second, p50/p99 and, when the shop's process ids are given, the server CPU spent per request
 * (from /proc, every process summed: the cluster's primary and workers).
 */
import fs from "node:fs";
import autocannon from "autocannon";

export type LoadResult = { label: string; rps: number; p50: number; p99: number; cpuMsPerRequest: number | null; bad: number };

export type LoadOptions = { connections?: number; duration?: number; headers?: Record<string, string>; pids?: () => number[] };

/** CPU time (user + system) the processes have used so far, in ms; null when unknown. */
export function cpuMs(pids: number[]): number | null {
  if (!pids.length) return null;
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      total += (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime in clock ticks of 10 ms
    } catch {
      /* a process that ended meanwhile */
    }
  }
  return total;
}

/** The process and its children (cluster workers), read from /proc. */
export function processTree(root: number): number[] {
  const all = [root];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === root) all.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return all;
}

export async function measure(label: string, base: string, paths: string[], options: LoadOptions = {}): Promise<LoadResult> {
  const { connections = 10, duration = 6, headers = {} } = options;
  const requests = paths.map((path) => ({ method: "GET" as const, path, headers }));
  await autocannon({ url: base, connections, amount: Math.max(200, paths.length * 2), requests });
  const pids = options.pids?.() ?? [];
  const before = cpuMs(pids);
  const result = await autocannon({ url: base, connections, duration, requests });
  const after = cpuMs(pids);
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: before !== null && after !== null ? (after - before) / result.requests.total : null,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

export function formatLoad(r: LoadResult, floor?: LoadResult): string {
  const ratio = floor ? `  ${(r.rps / floor.rps).toFixed(2).padStart(5)}× taban` : "";
  const cpu = r.cpuMsPerRequest !== null ? `  CPU ${r.cpuMsPerRequest.toFixed(1).padStart(5)} ms/istek` : "";
  return (
    `${r.label.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s  p50=${String(r.p50).padStart(4)} ms  p99=${String(r.p99).padStart(4)} ms` +
    ratio +
    cpu +
    (r.bad ? `  (${r.bad} hatalı yanıt)` : "")
  );
}
