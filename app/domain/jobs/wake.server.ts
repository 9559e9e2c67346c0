/**
 * Asking a sweep to run soon from code that does not hold the queue: stock put back by a
 * cancellation, a failed payment or a return wakes the alerts check, so a member waiting for that
 * size hears of it within seconds instead of at the next minute's tick; a recorded message wakes
 * its delivery. The shop's queue registers
 * itself when it starts (server/jobs.ts); without it (a script, a test of the domain) waking
 * does nothing, and the sweep's own schedule still comes. The job starts a few seconds later (a
 * message's delivery: one), after the caller's transaction has committed; waking never throws.
 */
import { logError } from "#app/lib/logger.server";

export type WakeableQueue = "alerts.check" | "messages.deliver";
type Waker = (queue: WakeableQueue) => Promise<unknown>;

let waker: Waker | null = null;

export function setWaker(next: Waker | null): void {
  waker = next;
}

export function wake(queue: WakeableQueue): void {
  if (!waker) return;
  waker(queue).catch((error) => logError("Arka plan işi uyandırılamadı", error, { queue }));
}
