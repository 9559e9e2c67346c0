/**
 * A thread's scheduling (Linux; elsewhere nothing changes): its id, and its policy set with
 * util-linux's chrt (Node has no call for sched_setscheduler). SCHED_IDLE (sched(7)) runs a thread
 * only when nothing else wants the processor, and a request that wakes takes the processor from it
 * at once; SCHED_OTHER is the usual policy, where niceness sets the share of a busy processor.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The calling thread's id (/proc/thread-self), or null where there is none. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(path.basename(fs.readlinkSync("/proc/thread-self")));
    return Number.isSafeInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** Sets a thread's policy; resolves false when it could not (no chrt, not allowed). */
export function setThreadPolicy(tid: number, policy: "idle" | "other"): Promise<boolean> {
  return new Promise((resolve) => {
    execFile("chrt", [policy === "idle" ? "--idle" : "--other", "--pid", "0", String(tid)], { timeout: 5_000 }, (error) => resolve(!error));
  });
}
