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

const app = fileURLToPath(new URL("./app", import.meta.url));
const tests = fileURLToPath(new URL("./tests", import.meta.url));

export default defineConfig({
  resolve: { alias: { "#app": app, "#tests": tests } },
  test: {
    // Stopping the shop and dropping a PostgreSQL test database happen in globalSetup teardown.
    teardownTimeout: 60_000,
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
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          fileParallelism: false,
          maxWorkers: 1,
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
