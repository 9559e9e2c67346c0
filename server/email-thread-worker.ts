/**
 * The drawing thread's side (email-drawing-thread.ts starts it): it lowers its own scheduling
 * priority, then draws each order e-mail it is sent (draw-order-email.ts) and answers with it.
 * Loaded by the thread from the built shop (build/server/assets/), found by `workerModuleUrl`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { drawOrderEmail, type DrawnOrderEmail, type OrderEmailDrawing } from "./draw-order-email";

export { drawOrderEmail };
export const workerModuleUrl = import.meta.url;

export type DrawingRequest = { id: number; drawing: OrderEmailDrawing };
export type DrawingAnswer = { id: number; drawn: DrawnOrderEmail | null } | { id: number; error: string };

/** Lowers this thread's priority to `nice` (Linux: /proc/thread-self names the thread; elsewhere it stays as it is). */
function lowerThisThread(nice: number): void {
  try {
    const tid = Number(path.basename(fs.readlinkSync("/proc/thread-self")));
    if (Number.isSafeInteger(tid) && tid > 0) os.setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: drawn at the process's priority.
  }
}

/** Answers the main thread's drawings until it ends the thread. */
export function serveDrawings(): void {
  const port = parentPort;
  if (!port) throw new Error("serveDrawings runs in a worker thread");
  lowerThisThread(Number((workerData as { nice: number }).nice));
  port.on("message", async ({ id, drawing }: DrawingRequest) => {
    let answer: DrawingAnswer;
    try {
      answer = { id, drawn: await drawOrderEmail(drawing) };
    } catch (error) {
      answer = { id, error: error instanceof Error ? error.message : String(error) };
    }
    // The PDFs' bytes move to the main thread instead of being copied.
    const moved = "drawn" in answer && answer.drawn ? answer.drawn.attachments.map((a) => a.content.buffer as ArrayBuffer) : [];
    port.postMessage(answer, [...new Set(moved)]);
  });
}
