/** Percentiles and a one-line report for the benchmarks (never used by npm test). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function report(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((a, b) => a + b, 0);
  const f = (n: number) => n.toFixed(2).padStart(8);
  return `${label.padEnd(34)} n=${String(s.length).padStart(5)}  p50=${f(percentile(s, 50))} ms  p95=${f(percentile(s, 95))} ms  p99=${f(percentile(s, 99))} ms  ${(samples.length / (total / 1000)).toFixed(0).padStart(6)} req/s`;
}
