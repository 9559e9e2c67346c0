/**
 * Shoppers first: background work that can wait a moment (the delivery of recorded messages,
 * server/jobs.ts) asks `answeringDone` before each piece, and holds while this process is answering
 * requests, and until it has answered none for a moment (`quietMs`): a shopper's next call (the pay
 * call after adding to the basket, the page after the call) comes a few milliseconds after the last,
 * and a backlog of thousands of e-mails let through between them would still take the processor from
 * them. A backlog then takes the processor the requests leave (bench:messages measures a checkout's
 * response time while 10,000 go out). The wait is bounded: under steady traffic the work slows
 * down, it never stops.
 */
import type { RequestHandler } from "express";

/** How long this process must have answered no request before background work goes on at once (ms). */
export const QUIET_MS = 50;

let answering = 0;
/** When the last request was answered (performance.now()). */
let lastAnswered = -Infinity;

/** Counts the requests this process is answering (from the request's start until its response is done or its connection closed). */
export const countRequests: RequestHandler = (_req, res, next) => {
  answering++;
  res.once("close", () => {
    answering--;
    lastAnswered = performance.now();
  });
  next();
};

const quietFor = (ms: number, now: number) => answering === 0 && now - lastAnswered >= ms;

/**
 * Resolves once this process has answered no request for `quietMs` (at once when that is so
 * already), or after `maxWaitMs` at most.
 */
export function answeringDone(maxWaitMs: number, quietMs = QUIET_MS): Promise<void> {
  const started = performance.now();
  if (quietFor(quietMs, started)) return Promise.resolve();
  const deadline = started + maxWaitMs;
  return new Promise((resolve) => {
    const check = () => {
      const now = performance.now();
      if (now >= deadline || quietFor(quietMs, now)) return resolve();
      // Next look: when the quiet would be long enough, or a quiet's length on while requests are answered.
      const next = answering === 0 ? lastAnswered + quietMs : now + quietMs;
      setTimeout(check, Math.max(1, Math.min(deadline, next) - now));
    };
    check();
  });
}
