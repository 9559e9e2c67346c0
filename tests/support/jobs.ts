/**
 * For tests of the job queue (tests/integration/jobs.test.ts): the test queues, the queue's target
 * for a test storage, and a worker process of its own (tests/support/job-worker.ts, run by tsx).
 */
import { spawn } from "node:child_process";
import type { PGlite } from "@electric-sql/pglite";
import { defineQueue, type QueueTarget } from "#app/domain/jobs/queue.server";
import { ROOT, type Storage } from "./server";

export const TEST_QUEUES = {
  "tests.once": defineQueue<{ label: string }>({ pollingIntervalSeconds: 0.5 }),
  "tests.flaky": defineQueue<{ label: string }>({ retryLimit: 3, retryDelay: 1, retryBackoff: true, pollingIntervalSeconds: 0.5 }),
  "tests.slow": defineQueue<{ label: string }>({ retryLimit: 3, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 }),
  /** Worked by job-worker.ts: an attempt stays `active` 4 s after its process died, then it is retried. */
  "tests.effect": defineQueue<{ label: string }>({
    expireInSeconds: 4,
    retryLimit: 3,
    retryDelay: 1,
    retryBackoff: false,
    pollingIntervalSeconds: 0.5,
  }),
};

/** The queue's target on a test storage; on PGlite this process opens the data directory (no one else may then). */
export async function openQueueTarget(storage: Storage): Promise<{ target: QueueTarget; close: () => Promise<void> }> {
  if (storage.kind === "postgres") return { target: { kind: "postgres", url: storage.databaseUrl }, close: async () => {} };
  const { PGlite } = await import("@electric-sql/pglite");
  const pglite: PGlite = await PGlite.create(`${storage.dataDir}/pglite`);
  return { target: { kind: "pglite", pglite }, close: () => pglite.close() };
}

export type JobWorker = {
  pid: number;
  output: () => string;
  /** Resolves with the first match of `pattern` in the worker's plain lines (`job-worker: …`). */
  waitFor: (pattern: RegExp, ms?: number) => Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts tests/support/job-worker.ts on the storage (see there for `env`). */
export function startJobWorker(storage: Storage, env: Record<string, string> = {}): JobWorker {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "TEST_DATABASE_URL"]) delete base[key];
  for (const key of Object.keys(base)) if (key.startsWith("VITEST") || key === "TEST") delete base[key];
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/job-worker.ts"], {
    cwd: ROOT,
    env: { ...base, DATA_DIR: storage.dataDir, ...(storage.kind === "postgres" ? { DATABASE_URL: storage.databaseUrl } : {}), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  process.once("exit", () => child.kill("SIGKILL"));
  return {
    pid: child.pid!,
    output: () => output,
    exited,
    async waitFor(pattern, ms = 60_000) {
      const started = Date.now();
      for (;;) {
        const match = output
          .split("\n")
          .filter((line) => line.startsWith("job-worker: "))
          .map((line) => line.match(pattern))
          .find(Boolean);
        if (match) return match;
        if (done) throw new Error(`the job worker exited before ${pattern}:\n${output.slice(-3000)}`);
        if (Date.now() - started > ms) throw new Error(`timed out waiting for ${pattern}:\n${output.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
