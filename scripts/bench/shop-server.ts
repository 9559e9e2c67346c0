/**
 * Starts the built shop (`npm run build` first; BUILD_DIR honoured) on a free port against the
 * configured database, for the benchmarks; resolves once it answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

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

export async function startShop(): Promise<{ base: string; child: ChildProcess }> {
  const buildDir = process.env.BUILD_DIR || "build";
  if (!fs.existsSync(`${buildDir}/server/index.js`)) throw new Error(`${buildDir}/server/index.js yok: önce npm run build`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    // A shop outside demo mode (DATABASE_URL without DEMO=1) needs its public address to start.
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), PUBLIC_URL: process.env.PUBLIC_URL || base },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) return { base, child };
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  child.kill();
  throw new Error("shop did not start within 5 minutes");
}
