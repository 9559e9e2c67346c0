/**
 * One load measurement over HTTP (autocannon) for the benchmarks: a short warm-up, then
 * `connections` connections for `duration` seconds rotating through `paths`. Reports requests a
 * second, p50/p99 and, when the shop's process id is given, the server CPU spent per request
 * (from /proc, the cluster's primary and workers summed).
 */
import autocannon from "autocannon";
import { processTreeCpuMs } from "../proc-stat";

export type LoadResult = { label: string; rps: number; p50: number; p99: number; cpuMsPerRequest: number | null; bad: number };

/** pid: the shop's process (a cluster primary counts with its workers), for its CPU time. */
export type LoadOptions = { connections?: number; duration?: number; headers?: Record<string, string>; pid?: number };

export async function measure(label: string, base: string, paths: string[], options: LoadOptions = {}): Promise<LoadResult> {
  const { connections = 10, duration = 6, headers = {} } = options;
  const requests = paths.map((path) => ({ method: "GET" as const, path, headers }));
  await autocannon({ url: base, connections, amount: Math.max(200, paths.length * 2), requests });
  const cpu = () => (options.pid ? processTreeCpuMs(options.pid) : null);
  const before = cpu();
  const result = await autocannon({ url: base, connections, duration, requests });
  const after = cpu();
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: before !== null && after !== null ? (after - before) / result.requests.total : null,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * One page view made of several requests one after another (a page, then the JSON it asks for):
 * views a second as if each part ran alone at its measured rate (1 / Σ 1/rps), latencies and
 * CPU added up.
 */
export function combine(label: string, parts: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => parts.reduce((total, r) => total + pick(r), 0);
  const cpu = parts.every((r) => r.cpuMsPerRequest !== null) ? sum((r) => r.cpuMsPerRequest!) : null;
  return {
    label,
    rps: 1 / sum((r) => 1 / r.rps),
    p50: sum((r) => r.p50),
    p99: sum((r) => r.p99),
    cpuMsPerRequest: cpu,
    bad: sum((r) => r.bad),
  };
}

export function formatLoad(r: LoadResult, floor?: LoadResult): string {
  const ratio = floor ? `  ${(r.rps / floor.rps).toFixed(2).padStart(5)}× taban` : "";
  const cpu = r.cpuMsPerRequest !== null ? `  CPU ${r.cpuMsPerRequest.toFixed(1).padStart(5)} ms/istek` : "";
  return (
    `${r.label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50=${String(r.p50).padStart(4)} ms  p99=${String(r.p99).padStart(4)} ms` +
    ratio +
    cpu +
    (r.bad ? `  (${r.bad} hatalı yanıt)` : "")
  );
}
