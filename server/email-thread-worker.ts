/**
 * The e-mail thread's side (email-thread.ts starts it and sets its scheduling priority): it says
 * its thread id, then does the e-mail work it is sent and answers each piece:
 *   - draw: an e-mail from what the delivery job read for it (draw-email.ts);
 *   - send: an e-mail over SMTP, through one pool of connections per SMTP configuration
 *     (smtp-transport.server.ts), kept for the thread's life.
 * Loaded by the thread from the built shop (build/server/assets/), found by `workerModuleUrl`.
 */
import { parentPort } from "node:worker_threads";
import { DeliveryError, type OutgoingEmail, type SendResult } from "#app/domain/notifications/transport";
import { SmtpTransport, type SmtpSettings } from "#app/domain/notifications/smtp-transport.server";
import { drawEmail, type DrawnEmail, type EmailDrawing } from "./draw-email";
import { currentThreadId } from "./thread-priority";

export const workerModuleUrl = import.meta.url;

export type EmailWork = { draw: EmailDrawing } | { send: { settings: SmtpSettings; mail: OutgoingEmail } };
export type EmailWorkRequest = { id: number; work: EmailWork };
export type EmailWorkAnswer =
  | { id: number; drawn: DrawnEmail | null }
  | { id: number; sent: SendResult }
  | { id: number; error: string; permanent?: boolean }
  /** The thread's first message: its id, for email-thread.ts to set its priority. */
  | { id: 0; thread: number | null };

const transports = new Map<string, SmtpTransport>();

/** The thread's SMTP transport for these settings (one pool of connections each, opened on first use). */
function transportFor(settings: SmtpSettings): SmtpTransport {
  const key = JSON.stringify(settings);
  let transport = transports.get(key);
  if (!transport) transports.set(key, (transport = new SmtpTransport(settings)));
  return transport;
}

/**
 * The memory of these files that can move to the other thread instead of being copied: each file's
 * own (a Buffer cut from Node's shared pool of small ones is copied: moving it would take the pool).
 */
export const movable = (files: readonly { content: Uint8Array }[] = []): ArrayBuffer[] => [
  ...new Set(
    files
      .map((f) => f.content)
      .filter((c) => c.byteOffset === 0 && c.byteLength === c.buffer.byteLength && c.buffer instanceof ArrayBuffer)
      .map((c) => c.buffer as ArrayBuffer),
  ),
];

/** The answer to a piece of work (on the thread; email-thread.ts calls it on its own thread when there is none). */
export async function answerTo({ id, work }: EmailWorkRequest): Promise<EmailWorkAnswer> {
  try {
    if ("draw" in work) return { id, drawn: await drawEmail(work.draw) };
    return { id, sent: await transportFor(work.send.settings).send(work.send.mail) };
  } catch (error) {
    if (error instanceof DeliveryError) return { id, error: error.message, permanent: error.permanent };
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Answers the main thread's work until it ends the thread. */
export function serveEmailWork(): void {
  const port = parentPort;
  if (!port) throw new Error("serveEmailWork runs in a worker thread");
  // Its id first, before any work: the main thread sets its priority (email-thread.ts). A thread
  // that lowered itself could not even say who it is on a machine kept busy.
  port.postMessage({ id: 0, thread: currentThreadId() });
  port.on("message", async (request: EmailWorkRequest) => {
    const answer = await answerTo(request);
    port.postMessage(answer, "drawn" in answer && answer.drawn ? movable(answer.drawn.attachments) : []);
  });
}
