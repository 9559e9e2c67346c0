import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import { answeringDone, countRequests } from "./requests-in-flight";

/** A request being answered: its response closes when `close` is called. */
function request() {
  const res = new EventEmitter();
  let passed = false;
  countRequests({} as Request, res as unknown as Response, () => (passed = true));
  expect(passed).toBe(true);
  return { close: () => res.emit("close") };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 20));
  return done;
};

describe("answeringDone", () => {
  it("resolves at once when no request is being answered", async () => {
    expect(await settled(answeringDone(10_000))).toBe(true);
  });

  it("waits until every request in flight is answered and none has been for the quiet asked", async () => {
    const a = request();
    const b = request();
    const waiting = answeringDone(10_000, 100);
    expect(await settled(waiting)).toBe(false);
    a.close();
    expect(await settled(waiting)).toBe(false);
    b.close();
    const closed = performance.now();
    // Quiet for less than 100 ms: still waiting; then done.
    expect(await settled(waiting)).toBe(false);
    await waiting;
    expect(performance.now() - closed).toBeGreaterThanOrEqual(95);
    // Quiet long enough already: at once.
    expect(await settled(answeringDone(10_000, 100))).toBe(true);
  });

  it("starts the quiet again when a request comes meanwhile", async () => {
    request().close();
    const waiting = answeringDone(10_000, 60);
    await new Promise((r) => setTimeout(r, 40));
    const next = request();
    await new Promise((r) => setTimeout(r, 40));
    expect(await settled(waiting)).toBe(false);
    next.close();
    await waiting;
  });

  it("waits no longer than asked under steady traffic, and forgets a wait that ended", async () => {
    const steady = request();
    const started = Date.now();
    await answeringDone(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    steady.close();
    await new Promise((r) => setTimeout(r, 30));
    expect(await settled(answeringDone(10_000, 10))).toBe(true);
  });
});
