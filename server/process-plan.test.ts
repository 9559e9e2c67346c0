import { describe, expect, it } from "vitest";
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, readConfig } from "#app/lib/config.server";
import { processPlan } from "./process-plan.js";
import { restartDelayMs } from "./primary.js";

const POSTGRES = { NODE_ENV: "production", DATABASE_URL: "postgres://db.example/shop" };
/** The plan for an environment, read through the shop's configuration as server.js does. */
const planFor = (env: Record<string, string>, available: number) => processPlan(readConfig(env), available);

describe("how many processes npm start runs", () => {
  it("runs WEB_CONCURRENCY workers on PostgreSQL, one per processor when unset", () => {
    expect(planFor({ ...POSTGRES, WEB_CONCURRENCY: "3" }, 2).workers).toBe(3);
    expect(planFor(POSTGRES, 4).workers).toBe(4);
    expect(planFor({ ...POSTGRES, WEB_CONCURRENCY: " 1 " }, 4).workers).toBe(1);
    expect(planFor(POSTGRES, 4).note).toBeUndefined();
  });

  it("stays one process on the embedded database, saying so once when more were asked for", () => {
    const plan = planFor({ NODE_ENV: "production", WEB_CONCURRENCY: "4" }, 2);
    expect(plan.workers).toBe(1);
    expect(plan.note).toContain("WEB_CONCURRENCY=4");
    expect(planFor({ NODE_ENV: "production" }, 2)).toMatchObject({ workers: 1, note: expect.stringContaining("2 işlemci") });
    expect(planFor({ NODE_ENV: "production" }, 1).note).toBeUndefined();
  });

  it("stays one process in development", () => {
    expect(planFor({ ...POSTGRES, NODE_ENV: "development", WEB_CONCURRENCY: "4" }, 4)).toEqual({
      workers: 1,
      shutdownTimeoutMs: DEFAULT_SHUTDOWN_TIMEOUT_MS,
    });
  });

  it("refuses anything but a positive whole number, naming the variable", () => {
    for (const value of ["0", "-2", "abc", "2.5", "1e3", "0x10", "99999999999999999999"]) {
      expect(() => planFor({ ...POSTGRES, WEB_CONCURRENCY: value }, 2)).toThrow(/^\s*WEB_CONCURRENCY pozitif bir tam sayı olmalı/m);
    }
    expect(() => planFor({ ...POSTGRES, SHUTDOWN_TIMEOUT_MS: "soon" }, 2)).toThrow(/^\s*SHUTDOWN_TIMEOUT_MS /m);
    expect(planFor({ ...POSTGRES, WEB_CONCURRENCY: "" }, 2).workers).toBe(2);
  });

  it("reads the shutdown deadline", () => {
    expect(planFor({ ...POSTGRES, SHUTDOWN_TIMEOUT_MS: "2500" }, 2).shutdownTimeoutMs).toBe(2500);
    expect(planFor(POSTGRES, 2).shutdownTimeoutMs).toBe(10_000);
  });
});

describe("restarting a worker that died", () => {
  it("waits longer after each quick death in a row, at most 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
