/**
 * Health probes for a load balancer or an orchestrator, answered before anything else of the shop
 * (no session, no log line per probe: they come every few seconds):
 *   GET /healthz  200 {"status":"ok"} while the process runs (no database call).
 *   GET /readyz   200 {"status":"ok"} when this process should get traffic, else 503
 *                 {"status":"unavailable","failed":<check>}: `accepting` (it is shutting down),
 *                 `database` (no answer within 2 s), `migrations` (the database lacks some of this
 *                 build's), `listingIndex` (the in-memory listing index is not built yet), `jobs`
 *                 (this process's job queue has not started, or failed to: its work would wait).
 * Neither says more than the check's name: no error text, no data.
 */
import express from "express";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "#app/db/client.server";
import { pendingMigrations } from "#app/db/migration-state.server";
import { getListingIndex, isListingIndexReady } from "#app/domain/search/listing-index.server";

export type ReadinessCheck = "accepting" | "database" | "migrations" | "listingIndex" | "jobs";
/** This process's job queue: none (not watched), starting, running, or failed to start. */
export type JobQueueState = "none" | "starting" | "running" | "failed";
export type Readiness = { ready: true } | { ready: false; failed: ReadinessCheck };

const DATABASE_TIMEOUT_MS = 2_000;

let draining = false;
let jobQueue: JobQueueState = "none";

/** The process's job queue starting (server/app.ts): the process is ready once it works its queues. */
export function watchJobQueue(started: Promise<unknown>): void {
  jobQueue = "starting";
  started.then(
    () => (jobQueue = "running"),
    () => (jobQueue = "failed"),
  );
}

/** From now on this process is not ready (shutdown has begun; server/serve.js). */
export function stopBeingReady(): void {
  draining = true;
}

/** Resolves true when `promise` settles successfully within `ms`. */
async function succeedsWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The checks in order; the first that fails is the answer. */
export async function readiness(
  db: Promise<Db>,
  options: { draining?: boolean; timeoutMs?: number; jobs?: JobQueueState } = {},
): Promise<Readiness> {
  if (options.draining ?? draining) return { ready: false, failed: "accepting" };
  const ms = options.timeoutMs ?? DATABASE_TIMEOUT_MS;
  if (
    !(await succeedsWithin(
      db.then((d) => d.execute(sql`SELECT 1`)),
      ms,
    ))
  )
    return { ready: false, failed: "database" };
  const open = await db;
  if (
    !(await succeedsWithin(
      pendingMigrations(open).then((n) => (n === 0 ? n : Promise.reject())),
      ms,
    ))
  )
    return { ready: false, failed: "migrations" };
  if (!isListingIndexReady(open)) {
    // Built in the background at start; should that have failed, this asks for it again.
    getListingIndex(open).catch(() => {});
    return { ready: false, failed: "listingIndex" };
  }
  const jobs = options.jobs ?? jobQueue;
  if (jobs === "starting" || jobs === "failed") return { ready: false, failed: "jobs" };
  return { ready: true };
}

export const healthChecks = express.Router();

healthChecks.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
});

healthChecks.get("/readyz", async (_req, res) => {
  const answer = await readiness(getDb());
  res.setHeader("Cache-Control", "no-store");
  if (answer.ready) res.json({ status: "ok" });
  else res.status(503).json({ status: "unavailable", failed: answer.failed });
});
