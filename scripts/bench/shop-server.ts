/**
 * Starts the built shop (`npm run build` first; BUILD_DIR honoured) on a free port against the
 * configured database, for the benchmarks; resolves once every process answers. `workers` sets
 * WEB_CONCURRENCY (unset: the shop's default, one worker per processor on PostgreSQL); `env` adds
 * to the environment (another DATABASE_URL, DEMO=1, …); `nodeOptions` go to Node (the workers get
 * them too); `onOutput` gets what the shop prints on stdout (its JSON log lines), else only the
 * start-up lines are looked at.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { childPids } from "../proc-stat";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The primary's line once all its workers listen (server/primary.js). */
const ALL_WORKERS_LISTEN = "süreçle çalışıyor";

type ShopOptions = { workers?: number; env?: Record<string, string>; nodeOptions?: string[]; onOutput?: (chunk: string) => void };

export async function startShop(options: ShopOptions = {}): Promise<{ base: string; child: ChildProcess }> {
  const buildDir = process.env.BUILD_DIR || "build";
  if (!fs.existsSync(`${buildDir}/server/index.js`)) throw new Error(`${buildDir}/server/index.js yok: önce npm run build`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), "server.js"], {
    // A shop outside demo mode (DATABASE_URL without DEMO=1) needs its public address to start.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: process.env.PUBLIC_URL || base,
      ...(options.workers ? { WEB_CONCURRENCY: String(options.workers) } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The request log is not printed.
  let workersListen = false;
  child.stdout!.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes(ALL_WORKERS_LISTEN)) workersListen = true;
    options.onOutput?.(text);
  });
  const cluster = () => childPids(child.pid!).length > 0;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok && (workersListen || !cluster())) return { base, child };
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  child.kill();
  throw new Error("shop did not start within 5 minutes");
}

/** Until `/readyz` answers 200 on 2 × workers new connections in a row (each worker's index is built). */
export async function everyWorkerReady(base: string, workers: number) {
  let inARow = 0;
  for (let i = 0; i < 600 && inARow < 2 * workers; i++) {
    // Building the index of 100,000 products keeps a worker busy for seconds: errors are waited out too.
    const status = await fetch(`${base}/readyz`, { headers: { Connection: "close" }, signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status,
      () => 0,
    );
    inARow = status === 200 ? inARow + 1 : 0;
    if (status !== 200) await sleep(500);
  }
  if (inARow < 2 * workers) throw new Error("/readyz did not answer 200 from every worker");
}

/** Stops a shop startShop started (SIGTERM: it drains and closes) and resolves once it has exited. */
export async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
