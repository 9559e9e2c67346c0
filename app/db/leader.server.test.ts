/**
 * One leader among processes sharing a database (leader.server.ts). On PostgreSQL (TEST_DATABASE_URL
 * or DATABASE_URL; the database named there is only connected to: advisory locks change nothing)
 * two contenders in this process stand in for two processes: each has its own connection.
 */
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { runAsLeader, type Leadership } from "./leader.server";

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
/** A lock id of this run only, so parallel runs never meet. */
const lockKey = 0x7e57_0000_0000 + Math.floor(Math.random() * 0xffff_ffff);
const RETRY_MS = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => boolean, ms = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error("timed out");
    await sleep(20);
  }
}

function contender(running: Set<string>, name: string): Leadership {
  return runAsLeader(
    {
      name: "test",
      lockKey,
      start: () => {
        running.add(name);
        return () => running.delete(name);
      },
    },
    { databaseUrl: url, retryMs: RETRY_MS },
  );
}

const started: Leadership[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((l) => l.stop()));
});

describe("background work on the embedded database", () => {
  it("just runs, and stops when asked", async () => {
    const running = new Set<string>();
    const only = runAsLeader({ name: "test", lockKey, start: () => (running.add("a"), () => running.delete("a")) }, { databaseUrl: undefined });
    expect(only.isLeader()).toBe(true);
    expect([...running]).toEqual(["a"]);
    await only.stop();
    expect(running.size).toBe(0);
  });
});

describe.skipIf(!url)("background work on PostgreSQL", () => {
  it("runs in one contender only, and another takes over when the leader stops", async () => {
    const running = new Set<string>();
    const a = contender(running, "a");
    const b = contender(running, "b");
    started.push(a, b);
    await until(() => running.size > 0);
    await sleep(RETRY_MS * 4);
    expect(running.size).toBe(1);
    const [leader, other] = a.isLeader() ? [a, b] : [b, a];
    expect(other.isLeader()).toBe(false);
    await leader.stop();
    await until(() => other.isLeader());
    expect(running.size).toBe(1);
  });

  it("stops the work when the leader's connection drops, and takes the lock again", async () => {
    const running = new Set<string>();
    const a = contender(running, "a");
    started.push(a);
    await until(() => a.isLeader());
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const terminated = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = $1",
        [lockKey],
      );
      expect(terminated.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await until(() => !a.isLeader());
    expect(running.size).toBe(0);
    await until(() => a.isLeader());
    expect([...running]).toEqual(["a"]);
  });
});
