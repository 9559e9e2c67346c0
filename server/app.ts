/**
 * The shop as an Express app: health probes, security headers, cross-site request protection, the
 * session and database in the load context, then React Router. Exported for server/serve.js, with
 * `ready` (the database is prepared), `drain` (shutdown began: /readyz answers 503) and `close`
 * (background jobs stopped, database closed).
 */
import "react-router";
import express from "express";
import { prepareDatabase } from "./prepare-database";
import { securityHeaders } from "#app/lib/security-headers.server";
import { rejectCrossSiteRequests } from "#app/lib/cross-site.server";
import { createLoadContext, type ShopContext } from "./load-context";
import { closeDatabase, getDb } from "#app/db/client.server";
import { shopJobs } from "./jobs";
import { getListingIndex } from "#app/domain/search/listing-index.server";
import { paymentProvider } from "#app/domain/payments/provider";
import { publicOrigin } from "#app/lib/public-url.server";
import { oneAddress, openAtNote } from "./one-address";
import { privateCache } from "./private-cache";
import { isBackOfficePath } from "#app/domain/back-office/sections";
import { logError, logger, requestLogger } from "#app/lib/logger.server";
import { GENERIC_ERROR } from "#app/lib/messages";
import * as build from "virtual:react-router/server-build";
import { pageCache } from "./page-cache";
import { healthChecks, stopBeingReady, watchJobQueue } from "./health";
import { createRequestHandler, refuseMalformedUrls } from "./request-handler";
import { refuse } from "./refuse";
import { countRequests } from "./requests-in-flight";

declare module "react-router" {
  interface AppLoadContext extends ShopContext {}
}

// A live shop refuses to start without its public address (PUBLIC_URL): links in messages,
// sitemaps and canonical tags are built from it, never from a request's Host header.
publicOrigin();

/** The shop's logger (JSON lines, no personal data), for server.js. */
export { logger };
/** The pages' security headers for the built files serve.js hands out before the app (/assets). */
export { setStaticFileHeaders } from "#app/lib/security-headers.server";

/** Where the shop must be opened (PUBLIC_URL), said at start by serve.js. */
export const openAt = openAtNote();

/** Resolves once migrations ran and demo data exists. */
export const ready = prepareDatabase();

// Build the listing's in-memory index in the background once the data is there, so the first
// shopper on a category page does not wait for it.
void ready.then(async () => getListingIndex(await getDb())).catch((error) => logError("Listeleme dizini kurulamadı", error));
// The payment provider made at start (iyzico's client loads its modules from disk: half a second
// of one worker's time, not to be spent under a shopper's first payment).
paymentProvider();
// Background jobs (domain/jobs): every process works the queue once the database is prepared;
// the queue hands each job, and each scheduled tick, to one of them.
const jobs = ready.then(() => shopJobs());
jobs.catch((error) => logError("Arka plan işleri başlatılamadı", error));
watchJobQueue(jobs);

/** Shutdown has begun: this process stops being ready (/readyz 503) while requests in flight finish. */
export const drain = stopBeingReady;

/**
 * After the last request: stops the background jobs (running ones may finish within `timeoutMs`,
 * then go back to the queue for a retry) and closes the database.
 */
export async function close(options: { timeoutMs?: number } = {}): Promise<void> {
  stopBeingReady();
  await (await jobs.catch(() => undefined))?.stop({ timeoutMs: options.timeoutMs });
  await closeDatabase();
}

export const app = express();
app.disable("x-powered-by");
// Probes come every few seconds: answered first, without a session and without a log line.
app.use(healthChecks);
// Background delivery holds while requests are answered (server/requests-in-flight.ts); probes do not count.
app.use(countRequests);
app.use(requestLogger);
app.use(oneAddress);
app.use(refuseMalformedUrls);
app.use(privateCache);
// The back office is never indexed (robots.txt keeps crawlers out; its pages say noindex too).
app.use((req, res, next) => {
  if (isBackOfficePath(req.path)) res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
});
app.use(securityHeaders);
app.use(rejectCrossSiteRequests);
app.use(pageCache);
app.use(
  createRequestHandler({
    // The build object itself, not a function returning it: React Router re-derives its route
    // tables on every request when `build` is a function (about 1 ms of CPU per page).
    build,
    getLoadContext: (req, res) => createLoadContext(req, res),
  }),
);

// Whatever still fails reaches the visitor as the general Turkish message, and the log scrubbed.
app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown })?.status;
  if (status === 400 || status === 413) return refuse(req, res, { status });
  logError("İstek işlenemedi", error, { method: req.method });
  res.status(500).setHeader("Cache-Control", "no-store").json({ success: false, reason: GENERIC_ERROR, message: GENERIC_ERROR });
});
