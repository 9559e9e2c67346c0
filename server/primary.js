// @ts-check
/**
 * The primary process of `npm start` with several workers (node:cluster). It serves nothing
 * itself: it forks the workers (each runs server.js → server/serve.js and listens on PORT; Linux
 * hands the connections to them in turn), restarts one that dies unexpectedly, and stops them all
 * on SIGTERM or SIGINT.
 *
 * - Restarts back off: a worker that dies within STABLE_MS of its start makes the next restart wait
 *   twice as long (1 s, 2 s, 4 s … at most 30 s), so a crash loop does not spin; a worker that ran
 *   for a while is replaced at once (half a second).
 * - A worker that dies before any worker ever listened means the shop cannot start (configuration,
 *   database unreachable): the primary stops the others and exits 1, as a single process would.
 * - SIGTERM/SIGINT: forwarded to every worker, none restarted; the primary exits once all have
 *   exited (0 when all drained cleanly), or kills what is left a little after SHUTDOWN_TIMEOUT_MS.
 *
 * Its log lines are pino JSON like the workers' (the shop's logger lives in the build, which the
 * primary does not load: it would prepare the database and start background work). It logs fixed
 * texts, process ids, exit codes and signals only. Its settings come from server.js, which read the
 * configuration (app/lib/config.server.js).
 */
import cluster from "node:cluster";
import crypto from "node:crypto";
import pino from "pino";

export const STABLE_MS = 30_000;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** Time the primary gives its workers beyond their own shutdown deadline. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Wait before the next restart, after `quickDeaths` workers in a row died soon after starting. */
export function restartDelayMs(/** @type {number} */ quickDeaths) {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** quickDeaths);
}

/**
 * @param {{ workers: number, port: number, shutdownTimeoutMs: number, logLevel: string, sandboxSecret: string | undefined }} options
 */
export function runPrimary({ workers, port, shutdownTimeoutMs, logLevel, sandboxSecret }) {
  const log = pino({ level: logLevel, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime });
  // The sandbox bank signs its answers in one worker and the shop checks them in another: without
  // a configured key, the workers share one made here (see PAYMENT_SANDBOX_SECRET).
  const workerEnv = { PAYMENT_SANDBOX_SECRET: sandboxSecret || crypto.randomBytes(32).toString("base64url") };

  /** @type {Map<number, number>} worker id → start time, for the workers alive */
  const alive = new Map();
  /** @type {Set<number>} ids of the workers listening */
  const listening = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const pendingRestarts = new Set();
  let everListened = false;
  let announced = false;
  let quickDeaths = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => alive.set(cluster.fork(workerEnv).id, Date.now());
  const workerPids = () => Object.values(cluster.workers ?? {}).map((worker) => worker?.process.pid);

  const stop = (/** @type {NodeJS.Signals} */ signal, /** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of pendingRestarts) clearTimeout(timer);
    log.info({ signal, workers: workerPids() }, "Kapanıyor: süreçlere iletildi");
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      log.error({ workers: workerPids() }, "Süreçler zamanında kapanmadı: durduruluyor");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownTimeoutMs + SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on("listening", (worker) => {
    listening.add(worker.id);
    everListened = true;
    if (!announced && listening.size === workers) {
      announced = true;
      log.info({ port, workers: workerPids() }, `Minik Dünya mağazası ${port} numaralı portta ${workers} süreçle çalışıyor`);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const startedAt = alive.get(worker.id) ?? Date.now();
    alive.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    if (!everListened) {
      log.error({ worker: worker.process.pid, code, signal }, "Süreç açılamadı: mağaza durduruluyor");
      stop("SIGTERM", 1);
      return;
    }
    quickDeaths = Date.now() - startedAt < STABLE_MS ? quickDeaths + 1 : 0;
    const delay = restartDelayMs(quickDeaths);
    log.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, "Süreç beklenmedik biçimde durdu: yeniden başlatılıyor");
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => stop(signal, 0));
  for (let i = 0; i < workers; i++) fork();
}
