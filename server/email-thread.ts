/**
 * Where the e-mail work of delivery is done: drawing each e-mail (its templates, and an order's
 * PDFs, about 80 ms of processor time for a confirmation) and sending it over SMTP (MIME encoding,
 * the connection's writes), most of a delivery's processor time. It runs on one thread per process
 * whose scheduling priority is lowered (email-thread-worker.ts), so the shop's requests, in this
 * process and in the others, get the processor first and a checkout is not slowed by the messages
 * going out (docs/benchmarks.md, "Messages out"). The main thread reads what each e-mail needs
 * (compose-email.ts), claims and settles.
 * A thread that runs only on idle processors could wait without end on a machine kept busy: when
 * a piece of work has waited HURRY_AFTER_MS, the thread is hurried (SCHED_OTHER at the process's
 * niceness: a fair share of a busy processor, as a request's) until nothing waits, then goes back to
 * SCHED_IDLE. So on a machine kept busy by other work a message waits a few seconds more, never
 * without end; while the shop's own requests leave idle time, the thread takes only that.
 * The thread loads its module from the built shop (its own chunk, build/server/assets/). From the
 * sources (vitest, `npm run dev`) there is no such chunk: the work is done here, on the caller's
 * thread. A thread that dies fails the work it was given (the delivery job tries those messages
 * again, as after any failure) and the next piece of work starts a new one.
 */
import { Worker } from "node:worker_threads";
import { DeliveryError, type EmailTransport, type OutgoingEmail, type SendResult } from "#app/domain/notifications/transport";
import type { SmtpSettings } from "#app/domain/notifications/smtp-transport.server";
import { logError } from "#app/lib/logger.server";
import type { DrawnEmail, EmailDrawing } from "./draw-email";
import { setThreadPolicy } from "./thread-priority";
import type { EmailWork, EmailWorkAnswer, EmailWorkRequest } from "./email-thread-worker";

/** How long a piece of work may wait on the idle thread before the thread is hurried (ms). */
export const HURRY_AFTER_MS = 3_000;

type Waiting = { resolve: (answer: EmailWorkAnswer) => void; reject: (error: Error) => void; since: number };

/** The thread's first lines: load the e-mail module from the build and serve. */
const BOOT = `const { workerData } = require("node:worker_threads");
import(workerData.url).then((m) => m.serveEmailWork());`;

let thread: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();
/** The thread's id (its first message), whether it is hurried, and the watch over waiting work. */
let threadId: number | null = null;
let hurried = false;
let watch: NodeJS.Timeout | null = null;

/** What to do with the thread's policy: hurry it when work waited too long, let it idle again once none waits. */
export function hurryDecision(state: { hurried: boolean; oldestWaitMs: number | null }): "hurry" | "idle" | null {
  if (state.oldestWaitMs == null) return state.hurried ? "idle" : null;
  return !state.hurried && state.oldestWaitMs >= HURRY_AFTER_MS ? "hurry" : null;
}

/**
 * Puts the thread behind every request of the machine (Linux; elsewhere it stays as it is): the
 * SCHED_IDLE policy. A lower niceness gives a request the processor only when the thread's slice
 * is over (the kernel's EEVDF scheduler lets the running thread finish its slice): a checkout
 * waking a few dozen times for the database would wait a slice each time. A request waking now
 * takes the processor from a SCHED_IDLE thread at once. Its niceness stays the process's: hurried,
 * it gets a request's share (at nice 10, on a machine kept busy, a confirmation's first drawing
 * took more than 30 s). Done from here, not by the thread itself, so that it happens even when the
 * thread gets no time.
 */
const lowerThread = (tid: number) => setThreadPolicy(tid, "idle");

/** Looks at the waiting work twice a second while there is any (and once after, to let the thread idle again). */
function watchWaiting(): void {
  if (watch) return;
  watch = setInterval(() => {
    const now = performance.now();
    let oldest: number | null = null;
    for (const wait of waiting.values()) oldest = Math.max(oldest ?? 0, now - wait.since);
    const decision = hurryDecision({ hurried, oldestWaitMs: oldest });
    if (decision && threadId != null) {
      hurried = decision === "hurry";
      void setThreadPolicy(threadId, hurried ? "other" : "idle");
    }
    if (oldest == null && watch) {
      clearInterval(watch);
      watch = null;
    }
  }, 500);
  watch.unref();
}

/** The thread's module, loaded once (its own chunk in the build: the thread loads the same file). */
const threadModule = () => import("./email-thread-worker");

/** True when the module is a file of the build a thread can load by itself (not TypeScript, not the entry). */
const loadableByThread = (url: string) => url.startsWith("file:") && /\/email-thread-worker[^/]*\.js$/.test(url);

function startThread(url: string): Worker {
  const worker = new Worker(BOOT, { eval: true, workerData: { url } });
  // Idle, the thread keeps no process alive (a shop that stops, a test that ends).
  worker.unref();
  worker.on("message", (answer: EmailWorkAnswer) => {
    if ("thread" in answer) {
      threadId = answer.thread;
      hurried = false;
      if (threadId != null) void lowerThread(threadId);
      return;
    }
    const wait = waiting.get(answer.id);
    if (!wait) return;
    waiting.delete(answer.id);
    wait.resolve(answer);
  });
  const fail = (error: Error) => {
    if (thread === worker) {
      thread = null;
      threadId = null;
    }
    for (const wait of waiting.values()) wait.reject(error);
    waiting.clear();
  };
  worker.on("error", (error) => {
    logError("E-posta iş parçacığı durdu", error);
    fail(error);
  });
  worker.on("exit", (code) => fail(new Error(`e-mail thread exited with ${code}`)));
  return worker;
}

/** The work's answer, from the thread when the shop runs from its build, else done on this thread. */
async function onEmailThread(work: EmailWork): Promise<EmailWorkAnswer> {
  const module = await threadModule();
  if (!loadableByThread(module.workerModuleUrl)) return module.answerTo({ id: 0, work });
  thread ??= startThread(module.workerModuleUrl);
  const worker = thread;
  const id = ++nextId;
  const answer = new Promise<EmailWorkAnswer>((resolve, reject) => waiting.set(id, { resolve, reject, since: performance.now() }));
  watchWaiting();
  // While an answer is awaited the thread keeps the process alive; idle again, it does not.
  worker.ref();
  try {
    worker.postMessage({ id, work } satisfies EmailWorkRequest, "send" in work ? module.movable(work.send.mail.attachments) : []);
    return await answer;
  } finally {
    if (waiting.size === 0) worker.unref();
  }
}

/** Bytes that crossed from the thread arrive as a Uint8Array: the mail library wants a Buffer. */
const asBuffer = <T extends { content: Uint8Array }>(file: T): T & { content: Buffer } => ({
  ...file,
  content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
});

/** What an answer that failed throws: a transport's refusal as the DeliveryError it was, anything else as an error. */
const failureOf = (answer: { error: string; permanent?: boolean }) =>
  answer.permanent === undefined ? new Error(answer.error) : new DeliveryError(answer.error, answer.permanent);

/** The e-mail drawn (null: an order's kind that cannot be drawn for its order), on the e-mail thread when there is one. */
export async function drawEmailAside(drawing: EmailDrawing): Promise<DrawnEmail | null> {
  const answer = await onEmailThread({ draw: drawing });
  if ("error" in answer) throw failureOf(answer);
  if (!("drawn" in answer)) throw new Error("e-mail thread: not a drawing");
  return answer.drawn && { ...answer.drawn, attachments: answer.drawn.attachments.map(asBuffer) };
}

/**
 * E-mail over SMTP (smtp-transport.server.ts) sent from the e-mail thread, which keeps the pool of
 * connections; a refusal comes back as the DeliveryError the SMTP transport made of it.
 */
export class SmtpTransportAside implements EmailTransport {
  constructor(private readonly settings: SmtpSettings) {}

  async send(mail: OutgoingEmail): Promise<SendResult> {
    const answer = await onEmailThread({ send: { settings: this.settings, mail } });
    if ("error" in answer) throw failureOf(answer);
    if (!("sent" in answer)) throw new Error("e-mail thread: not a sending");
    return answer.sent;
  }
}
