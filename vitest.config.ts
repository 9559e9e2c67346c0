/**
 * Vitest: three projects, run one at a time by scripts/test.sh (`npm test`).
 *   unit         app/**\/*.test.ts, server/**\/*.test.ts   pure helpers, domain logic, process rules; in-process, parallel
 *   integration  tests/integration/…    real HTTP against `node server.js` (tests/support/server.ts)
 *   e2e          tests/e2e/…            headless Debian Chromium through playwright-core
 * The integration and e2e projects share one shop server per run (started by their globalSetup)
 * and run their files one after another: the machine has 2 cores and the server needs one.
 * The React Router Vite plugin is deliberately not loaded here; '#app' is a plain alias, and
 * '#tests' reaches the test kits (tests/support/unit/: test databases, seeded orders) from tests
 * beside the code, wherever they sit.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { ON_EVERY_DATABASE } from "./tests/support/database-split.ts";

const app = fileURLToPath(new URL("./app", import.meta.url));
const tests = fileURLToPath(new URL("./tests", import.meta.url));
// TEST_INTEGRATION_FILES=every-database: only the integration files that test what differs between
// PGlite and PostgreSQL (tests/support/database-split.ts). `npm test` sets it for its PGlite pass
// when the run also has PostgreSQL, where every file runs.
const integrationFiles =
  process.env.TEST_INTEGRATION_FILES === "every-database"
    ? Object.keys(ON_EVERY_DATABASE).map((file) => `tests/integration/${file}`)
    : ["tests/integration/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "#app": app, "#tests": tests } },
  test: {
    // Stopping the shop and dropping a PostgreSQL test database happen in globalSetup teardown.
    teardownTimeout: 60_000,
    // expect.poll waits up to 10 s (vitest's own default is 1 s): on this shared 2-core machine a
    // click's action and the page's revalidation, or a job a second after a commit, can take longer
    // while the other passes of `npm test` run; a poll that succeeds returns at once all the same.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          // Worker threads that keep their modules from file to file: half the CPU time of a fresh
          // process and module graph per file (docs/testing.md). Files share module-level state, so a
          // test that swaps a module's setting (vi.stubEnv, setMessageProvider, setWaker) puts it back.
          pool: "threads",
          isolate: false,
          // Some domain tests open an in-memory PGlite and migrate it: seconds, more on a busy machine.
          testTimeout: 30_000,
          // The shop's public address, whatever the shell says: with DATABASE_URL set (as `npm test`
          // runs on PostgreSQL) demo mode is off and anything writing a cookie or a link would ask for it.
          env: { PUBLIC_URL: "http://localhost:3000" },
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: integrationFiles,
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          fileParallelism: false,
          maxWorkers: 1,
          // One process for all files, its modules kept from file to file (vitest, the test kits):
          // a new process and module graph per file cost a second or more each (docs/testing.md).
          // A file that points the helpers at a shop of its own (useShop) points them back after.
          isolate: false,
          testTimeout: 60_000,
          // A file that starts its own server (restart test) may wait for migrations and seeding.
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // The shop, and one Chromium every file connects to (tests/support/browser-server.ts).
          globalSetup: ["tests/support/global-setup.ts", "tests/support/browser-server.ts"],
          fileParallelism: false,
          maxWorkers: 1,
          // As the integration project: one process for all files of a run.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
