import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { forgetListingIndex, getListingIndex } from "#app/domain/search/listing-index.server";
import { readiness, watchJobQueue } from "./health";

describe("readiness (/readyz)", () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb());
  });
  afterAll(async () => close());

  it("is not ready before the listing index is built, then is", async () => {
    forgetListingIndex(db);
    expect(await readiness(Promise.resolve(db), { draining: false })).toEqual({ ready: false, failed: "listingIndex" });
    await getListingIndex(db);
    expect(await readiness(Promise.resolve(db), { draining: false })).toEqual({ ready: true });
  });

  it("is not ready while this process's job queue starts, or when it failed to", async () => {
    await getListingIndex(db);
    expect(await readiness(Promise.resolve(db), { draining: false, jobs: "starting" })).toEqual({ ready: false, failed: "jobs" });
    expect(await readiness(Promise.resolve(db), { draining: false, jobs: "failed" })).toEqual({ ready: false, failed: "jobs" });
    expect(await readiness(Promise.resolve(db), { draining: false, jobs: "running" })).toEqual({ ready: true });
  });

  it("follows the job queue it watches", async () => {
    await getListingIndex(db);
    let started!: () => void;
    watchJobQueue(new Promise<void>((resolve) => (started = resolve)));
    expect(await readiness(Promise.resolve(db), { draining: false })).toEqual({ ready: false, failed: "jobs" });
    started();
    await new Promise((r) => setTimeout(r, 0));
    expect(await readiness(Promise.resolve(db), { draining: false })).toEqual({ ready: true });
  });

  it("is not ready once shutdown has begun", async () => {
    await getListingIndex(db);
    expect(await readiness(Promise.resolve(db), { draining: true })).toEqual({ ready: false, failed: "accepting" });
  });

  it("is not ready while a migration of this build is missing from the database", async () => {
    await getListingIndex(db);
    await db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    expect(await readiness(Promise.resolve(db), { draining: false })).toEqual({ ready: false, failed: "migrations" });
  });

  it("is not ready when the database does not answer in time, or cannot be opened", async () => {
    const silent = { execute: () => new Promise(() => {}) } as unknown as Db;
    expect(await readiness(Promise.resolve(silent), { draining: false, timeoutMs: 50 })).toEqual({ ready: false, failed: "database" });
    expect(await readiness(Promise.reject(new Error("no database")), { draining: false })).toEqual({ ready: false, failed: "database" });
  });
});
