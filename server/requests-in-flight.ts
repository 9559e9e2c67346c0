/**
 * Shoppers first: background work that can wait a moment (the delivery of recorded messages,
 * server/jobs.ts) asks `answeringDone` before each piece, and holds while this process is answering
 * requests. A backlog of thousands of e-mails then takes the CPU the requests leave, instead of
 * sharing it with them (bench:messages measures a checkout's response time while 10,000 go out).
 * The wait is bounded: under steady traffic the work slows down, it never stops.
 */
import type { RequestHandler } from "express";

let answering = 0;
let waiters: (() => void)[] = [];

/** Counts the requests this process is answering (from the request's start until its response is done or its connection closed). */
export const countRequests: RequestHandler = (_req, res, next) => {
  answering++;
  res.once("close", () => {
    answering--;
    if (answering > 0) return;
    const done = waiters;
    waiters = [];
    for (const wake of done) wake();
  });
  next();
};

/** Resolves at once when this process answers no request, else once it answers none or after `maxWaitMs`. */
export function answeringDone(maxWaitMs: number): Promise<void> {
  if (answering === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiters = waiters.filter((w) => w !== wake);
      resolve();
    }, maxWaitMs);
    waiters.push(wake);
  });
}
