/**
 * Where the e-mail work of delivery is done: drawing each e-mail (its templates, and an order's
 * PDFs, about 80 ms of processor time for a confirmation) and sending it over SMTP (MIME encoding,
 * the connection's writes), most of a delivery's processor time. It runs on one thread per process
 * whose scheduling priority is lowered (email-thread-worker.ts), so the shop's requests, in this
 * process and in the others, get the processor first and a checkout is not slowed by the messages
 * going out (docs/benchmarks.md, "Messages out"). The main thread reads what each e-mail needs
 * (compose-email.ts), claims and settles.
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
import type { EmailWork, EmailWorkAnswer, EmailWorkRequest } from "./email-thread-worker";

/** The e-mail thread's niceness (Linux: 0 is a request's, 19 the least): about a tenth of a busy core's time. */
export const EMAIL_THREAD_NICE = 10;

type Waiting = { resolve: (answer: EmailWorkAnswer) => void; reject: (error: Error) => void };

/** The thread's first lines: load the e-mail module from the build and serve. */
const BOOT = `const { workerData } = require("node:worker_threads");
import(workerData.url).then((m) => m.serveEmailWork());`;

let thread: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** The thread's module, loaded once (its own chunk in the build: the thread loads the same file). */
const threadModule = () => import("./email-thread-worker");

/** True when the module is a file of the build a thread can load by itself (not TypeScript, not the entry). */
const loadableByThread = (url: string) => url.startsWith("file:") && /\/email-thread-worker[^/]*\.js$/.test(url);

function startThread(url: string): Worker {
  const worker = new Worker(BOOT, { eval: true, workerData: { url, nice: EMAIL_THREAD_NICE } });
  // Idle, the thread keeps no process alive (a shop that stops, a test that ends).
  worker.unref();
  worker.on("message", (answer: EmailWorkAnswer) => {
    const wait = waiting.get(answer.id);
    if (!wait) return;
    waiting.delete(answer.id);
    wait.resolve(answer);
  });
  const fail = (error: Error) => {
    if (thread === worker) thread = null;
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
  const answer = new Promise<EmailWorkAnswer>((resolve, reject) => waiting.set(id, { resolve, reject }));
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
