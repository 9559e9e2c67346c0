// @ts-check
/**
 * One serving process: Express 5 with the static assets and the built shop (build/server/index.js,
 * from server/app.ts), or in development (`npm run dev`) the same app through Vite's dev server.
 * It runs alone (`WEB_CONCURRENCY=1`, the embedded database, development) or as one worker of
 * server/primary.js: the code is the same.
 *
 * SIGTERM or SIGINT drains it: the listening socket closes (no new connections), /readyz answers
 * 503, requests in flight finish and their connections close after them (`Connection: close`),
 * idle keep-alive connections close at once; then the background jobs stop (a running one may
 * finish within what is left of SHUTDOWN_TIMEOUT_MS, less a second for the database; then it goes
 * back to the queue), the database closes and the process exits 0. Whatever is still running after
 * SHUTDOWN_TIMEOUT_MS is cut off: exit 1.
 * A signal during start-up (migrations, demo data) ends the process at once.
 */
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";

/**
 * @typedef {{ info: (fields: object, message: string) => void, warn: (fields: object, message: string) => void, fatal: (fields: object, message: string) => void }} Log
 * @typedef {{ app: import("express").Handler, setStaticFileHeaders: (res: import("node:http").ServerResponse) => void, ready: Promise<void>, logger: Log, openAt: string, drain: () => void, close: (options?: { timeoutMs?: number }) => Promise<void> }} Shop
 */

/** Time kept at shutdown for closing the database after the background jobs. */
const CLOSE_DATABASE_MS = 1_000;

/** @type {Log} */
const consoleLog = {
  info: (_fields, message) => console.log(message),
  warn: (_fields, message) => console.warn(message),
  fatal: (fields, message) => console.error(message, fields),
};

/**
 * @param {{ port: number, buildDir: string, development: boolean, shutdownTimeoutMs: number, note?: string }} options
 */
export async function serve({ port, buildDir, development, shutdownTimeoutMs, note }) {
  /** @type {Log} JSON log lines in production (the shop's logger); the console in development. */
  let log = consoleLog;
  /** @type {Shop | undefined} */
  let shop;
  /** @type {import("node:http").Server | undefined} */
  let server;
  let draining = false;
  /** @type {Set<import("node:http").ServerResponse>} answers not finished yet */
  const inFlight = new Set();

  const stop = (/** @type {string} */ signal) => {
    if (draining) return; // Ctrl-C reaches a worker twice: from the terminal and from the primary.
    draining = true;
    if (!server) process.exit(0);
    const deadline = Date.now() + shutdownTimeoutMs;
    log.info({ signal }, "Kapanıyor: yeni bağlantı alınmıyor, süren istekler bitiriliyor");
    shop?.drain();
    setTimeout(() => {
      log.warn({ requests: inFlight.size, ms: shutdownTimeoutMs }, "Kapanış süresi doldu: süren istekler kesiliyor");
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.close(async () => {
      await shop?.close({ timeoutMs: Math.max(0, deadline - Date.now() - CLOSE_DATABASE_MS) });
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());

  if (development) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteDevServer.middlewares);
    app.use(async (req, res, next) => {
      try {
        const source = await viteDevServer.ssrLoadModule("./server/app.ts");
        return await source.app(req, res, next);
      } catch (error) {
        if (typeof error === "object" && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    shop = /** @type {Shop} */ (await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href));
    log = shop.logger;
    if (note) log.info({}, note);
    // Built assets go out as the build compressed them (vite.config.ts: .br, .gz beside each file):
    // brotli where the browser accepts it, else gzip, else the file itself; the compression
    // middleware leaves an answer that already has a Content-Encoding alone. A file found carries
    // the pages' security headers (app/lib/security-headers.server.ts, from the built shop).
    const setHeaders = shop.setStaticFileHeaders;
    app.use(
      "/assets",
      expressStaticGzip(`${buildDir}/client/assets`, {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        serveStatic: { immutable: true, maxAge: "1y", setHeaders },
      }),
    );
    // The other built files (robots and icons are routes): only a path naming a file is looked up on disk.
    const files = express.static(`${buildDir}/client`, { maxAge: "1h", setHeaders });
    app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? files(req, res, next) : next()));
    try {
      await shop.ready;
    } catch (error) {
      log.fatal({ err: error }, "Mağaza başlatılamadı");
      process.exit(1);
    }
    app.use(shop.app);
  }

  server = app.listen(port, () => {
    const where = shop ? `: ${shop.openAt}` : "";
    log.info({ port }, `Minik Dünya mağazası ${port} numaralı portta çalışıyor${where}`);
  });
  server.on("request", (/** @type {import("node:http").IncomingMessage} */ _req, /** @type {import("node:http").ServerResponse} */ res) => {
    inFlight.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      // An answer that had started before the drain leaves its connection open: close it now.
      if (draining) setImmediate(() => server?.closeIdleConnections());
    });
  });
}
