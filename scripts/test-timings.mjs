#!/usr/bin/env node
// Where a test run's time went: reads the per-file timings `npm test` keeps
// (test-results/timings-*.json, tests/support/timings-reporter.ts) and prints each run's wall time,
// its time summed over files (importing + hooks and tests) and its slowest files.
//   node scripts/test-timings.mjs [results-dir] [files-per-run]   (defaults: test-results, 15)
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "test-results";
const top = Number(process.argv[3] ?? 15);
const runs = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => /^timings-.+\.json$/.test(f))
      .sort()
  : [];
if (runs.length === 0) {
  console.error(`no timings-*.json in ${dir}: run npm test first (or vitest with --reporter=./tests/support/timings-reporter.ts)`);
  process.exit(1);
}
const s = (n) => `${n.toFixed(1).padStart(6)} s`;
for (const file of runs) {
  const { label, wallSeconds, files } = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  const total = (f) => f.collectSeconds + f.runSeconds;
  const summed = files.reduce((sum, f) => sum + total(f), 0);
  const tests = files.reduce((sum, f) => sum + f.tests, 0);
  console.log(
    `\n${label}: ${files.length} files, ${tests} tests, ${wallSeconds.toFixed(0)} s wall, ${summed.toFixed(0)} s summed over files`,
  );
  console.log(`  ${"total".padStart(8)} ${"import".padStart(8)} ${"run".padStart(8)}  tests  file`);
  for (const f of files.toSorted((a, b) => total(b) - total(a)).slice(0, top)) {
    console.log(
      `  ${s(total(f))} ${s(f.collectSeconds)} ${s(f.runSeconds)}  ${String(f.tests).padStart(5)}  ${f.file}${f.state === "passed" ? "" : ` (${f.state})`}`,
    );
  }
}
