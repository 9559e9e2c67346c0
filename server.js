// The production server (`npm start`) and the development one (`npm run dev`, NODE_ENV=development).
// On PostgreSQL `npm start` runs WEB_CONCURRENCY worker processes (default: one per available
// processor) under a primary (server/primary.js, node:cluster); otherwise, and with
// WEB_CONCURRENCY=1, one plain process. Every serving process runs server/serve.js.
import cluster from "node:cluster";
import { processPlan } from "./server/process-plan.js";
import { runPrimary } from "./server/primary.js";
import { serve } from "./server/serve.js";

const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const BUILD_DIR = process.env.BUILD_DIR || "build";

let plan;
try {
  plan = processPlan(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (cluster.isPrimary && plan.workers > 1) {
  runPrimary({ workers: plan.workers, port: PORT, shutdownTimeoutMs: plan.shutdownTimeoutMs });
} else {
  await serve({
    port: PORT,
    buildDir: BUILD_DIR,
    development: process.env.NODE_ENV === "development",
    shutdownTimeoutMs: plan.shutdownTimeoutMs,
    note: cluster.isPrimary ? plan.note : undefined,
  });
}
