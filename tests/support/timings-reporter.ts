/**
 * A vitest reporter that keeps where a run's time went, file by file: importing the file (collect)
 * and running its hooks and tests (run), for `node scripts/test-timings.mjs` (docs/testing.md).
 * It writes test-results/timings-<label>.json, the label from TEST_RUN_LABEL (scripts/test.sh sets
 * it per step) or the projects that ran.
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

type Row = { file: string; project: string; collectSeconds: number; runSeconds: number; tests: number; state: string };

export default class TimingsReporter implements Reporter {
  private rows: Row[] = [];
  private started = Date.now();
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
    this.started = Date.now();
  }

  onTestModuleEnd(module: TestModule) {
    const diagnostic = module.diagnostic();
    this.rows.push({
      file: path.relative(this.root, module.moduleId),
      project: module.project.name,
      collectSeconds: diagnostic.collectDuration / 1000,
      runSeconds: diagnostic.duration / 1000,
      tests: [...module.children.allTests()].length,
      state: module.state(),
    });
  }

  onTestRunEnd() {
    const label = process.env.TEST_RUN_LABEL || [...new Set(this.rows.map((r) => r.project))].sort().join("+") || "none";
    const dir = path.join(this.root, "test-results");
    fs.mkdirSync(dir, { recursive: true });
    const wallSeconds = (Date.now() - this.started) / 1000;
    fs.writeFileSync(path.join(dir, `timings-${label}.json`), JSON.stringify({ label, wallSeconds, files: this.rows }, null, 1));
  }
}
