/**
 * Where an order's e-mail is drawn (its templates and PDFs, about 80 ms of processor time for a
 * confirmation, most of a delivery's work): on one thread per process whose scheduling priority is
 * lowered (email-drawing-worker.ts), so the shop's requests, in this process and in the others,
 * get the processor first and a checkout is not slowed by the confirmations of the ones before it
 * (docs/benchmarks.md, "Messages out"). The main thread still reads the order and sends the mail.
 * The thread loads the drawing module from the built shop (its own chunk, build/server/assets/).
 * From the sources (vitest, `npm run dev`) there is no such chunk: the e-mail is drawn here, on
 * the caller's thread. A thread that dies fails the drawings it was given (the delivery job tries
 * those messages again, as after any failure) and the next drawing starts a new one.
 */
import { Worker } from "node:worker_threads";
import { logError } from "#app/lib/logger.server";
import type { DrawnOrderEmail, OrderEmailDrawing } from "./draw-order-email";
import type { DrawingAnswer, DrawingRequest } from "./email-drawing-worker";

/** The drawing thread's niceness (Linux: 0 is a request's, 19 the least): about a tenth of a busy core's time. */
export const DRAWING_NICE = 10;

type Waiting = { resolve: (drawn: DrawnOrderEmail | null) => void; reject: (error: Error) => void };

/** The thread's first lines: load the drawing module from the build and serve. */
const BOOT = `const { workerData } = require("node:worker_threads");
import(workerData.url).then((m) => m.serveDrawings());`;

let thread: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** The drawing module, loaded once (its own chunk in the build: the thread loads the same file). */
const drawingModule = () => import("./email-drawing-worker");

/** True when the drawing module is a file of the build a thread can load by itself (not TypeScript, not the entry). */
const loadableByThread = (url: string) => url.startsWith("file:") && /\/email-drawing-worker[^/]*\.js$/.test(url);

function startThread(url: string): Worker {
  const worker = new Worker(BOOT, { eval: true, workerData: { url, nice: DRAWING_NICE } });
  // Idle, the thread keeps no process alive (a shop that stops, a test that ends).
  worker.unref();
  worker.on("message", (answer: DrawingAnswer) => {
    const wait = waiting.get(answer.id);
    if (!wait) return;
    waiting.delete(answer.id);
    if ("error" in answer) wait.reject(new Error(answer.error));
    else wait.resolve(answer.drawn && { ...answer.drawn, attachments: answer.drawn.attachments.map(asBuffer) });
  });
  const fail = (error: Error) => {
    if (thread === worker) thread = null;
    for (const wait of waiting.values()) wait.reject(error);
    waiting.clear();
  };
  worker.on("error", (error) => {
    logError("E-posta çizim iş parçacığı durdu", error);
    fail(error);
  });
  worker.on("exit", (code) => fail(new Error(`e-mail drawing thread exited with ${code}`)));
  return worker;
}

/** Bytes that crossed from the thread arrive as a Uint8Array: the mail library wants a Buffer. */
const asBuffer = <T extends { content: Uint8Array }>(file: T): T & { content: Buffer } => ({
  ...file,
  content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
});

/** The order's e-mail (null: its kind cannot be drawn for this order), drawn on the drawing thread when there is one. */
export async function drawOrderEmailAside(drawing: OrderEmailDrawing): Promise<DrawnOrderEmail | null> {
  const module = await drawingModule();
  if (!loadableByThread(module.workerModuleUrl)) return module.drawOrderEmail(drawing);
  thread ??= startThread(module.workerModuleUrl);
  const worker = thread;
  const id = ++nextId;
  const answer = new Promise<DrawnOrderEmail | null>((resolve, reject) => waiting.set(id, { resolve, reject }));
  // While an answer is awaited the thread keeps the process alive; idle again, it does not.
  worker.ref();
  try {
    worker.postMessage({ id, drawing } satisfies DrawingRequest);
    return await answer;
  } finally {
    if (waiting.size === 0) worker.unref();
  }
}
