// The production server (`npm start`) and the development one (`npm run dev`, NODE_ENV=development).
// On PostgreSQL `npm start` runs WEB_CONCURRENCY worker processes (default: one per available
// processor) under a primary (server/primary.js, node:cluster); otherwise, and with
// WEB_CONCURRENCY=1, one plain process. Every serving process runs server/serve.js.
//
// The configuration (app/lib/config.server.js) is read first: a malformed variable, or a live shop
// without PUBLIC_URL, stops here with exit code 1 and a line naming it, before any worker forks or
// the database opens.
import cluster from "node:cluster";
import { processPlan } from "./server/process-plan.js";
import { runPrimary } from "./server/primary.js";
import { serve } from "./server/serve.js";

/** @type {import("./app/lib/config.server.js").Config} */
let config;
try {
  const configuration = await import("./app/lib/config.server.js");
  config = configuration.config;
  const problems = configuration.servingProblems(config);
  if (problems.length > 0) throw new configuration.ConfigError(problems);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const plan = processPlan(config);

if (cluster.isPrimary && plan.workers > 1) {
  runPrimary({
    workers: plan.workers,
    port: config.port,
    shutdownTimeoutMs: plan.shutdownTimeoutMs,
    logLevel: config.logLevel,
    sandboxSecret: config.paymentSandboxSecret,
  });
} else {
  await serve({
    port: config.port,
    buildDir: config.buildDir,
    development: config.development,
    shutdownTimeoutMs: plan.shutdownTimeoutMs,
    note: cluster.isPrimary ? plan.note : undefined,
  });
}
