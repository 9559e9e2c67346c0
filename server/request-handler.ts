/**
 * React Router behind Express, with the body read here first (replaces @react-router/express's
 * handler): the body is read once, bounded and checked (lib/request-guard.server.ts), so a hostile
 * body gets its 4xx before any route runs, and a route that does not read its body can never leave
 * a half-read request to reset the keep-alive connection. The Request a route sees carries the
 * origin one-address.ts served it as (PUBLIC_URL's, or a demo loopback name), never a Host the client chose.
 */
import { Readable } from "node:stream";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import { getDb } from "#app/db/client.server";
import { readManagerSession } from "#app/domain/back-office/manager-session.server";
import { config } from "#app/lib/config.server";
import { isSignedCallback } from "#app/lib/cross-site.server";
import { bodyRuleFor, checkBody, checkUrl, MAX_BODY_BYTES, readLimitedBody } from "#app/lib/request-guard.server";
import type { ShopContext } from "./load-context";
import { shopOriginOf } from "./one-address";
import { refuse } from "./refuse";

/** Express middleware: refuses a request whose path or query does not decode to clean text. */
export function refuseMalformedUrls(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  const refusal = checkUrl(req.originalUrl);
  if (refusal) return refuse(req, res, refusal);
  next();
}

/**
 * The request's headers for React Router. A signed callback's Origin is left out: the payment
 * provider's page posts it from the provider's own site (iyzico's), which React Router's check of
 * form posts (the Origin must be the shop's) would refuse with a 400. The shop's own cross-site
 * wall (lib/cross-site.server.ts) lets that one path through, and the route believes nothing but
 * the provider's signature.
 */
function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value == null) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(key, one);
  }
  if (req.method === "POST" && isSignedCallback(req.path)) headers.delete("origin");
  return headers;
}

async function send(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The page's own headers win over the defaults set before (its Content-Security-Policy with script hashes).
  for (const [key, value] of response.headers) if (key !== "set-cookie") res.setHeader(key, value);
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (!response.body) return void res.end();
  // Pages and JSON calls are complete buffers already (entry.server.tsx): one write, no stream
  // plumbing (about 5% of a page's CPU). Anything else (sitemaps, images) is streamed.
  if (/^(text\/html|application\/json)/.test(response.headers.get("content-type") ?? "")) {
    const body = Buffer.from(await response.arrayBuffer());
    res.setHeader("Content-Length", body.length);
    return void res.end(body);
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as import("node:stream/web").ReadableStream)
      .on("error", reject)
      .pipe(res)
      .on("finish", resolve)
      .on("close", resolve)
      .on("error", reject);
  });
}

/**
 * The body rule of a request: a path that takes a big body (the back office's uploads) takes it
 * only from a signed-in manager (a verified session, one indexed read); anyone else is held to the
 * general 64 KB before anything is read, so nobody can make the shop hold megabytes unasked.
 * Whether the manager may post there at all is the route's business.
 */
async function bodyRuleForRequest(req: ExpressRequest) {
  const rule = bodyRuleFor(req.path);
  if (rule.limit <= MAX_BODY_BYTES) return rule;
  const session = await readManagerSession(await getDb(), req.headers.cookie);
  return session?.verified ? rule : { limit: MAX_BODY_BYTES, tooLarge: null };
}

export function createRequestHandler(options: {
  build: ServerBuild;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<ShopContext>;
}) {
  const handle = createReactRouterHandler(options.build, config.nodeEnv);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      let body: Buffer | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const rule = await bodyRuleForRequest(req);
        const read = await readLimitedBody(req, rule.limit);
        const refusal = Buffer.isBuffer(read)
          ? await checkBody(req.get("content-type") ?? "", read)
          : { ...read, message: rule.tooLarge ?? undefined };
        if (refusal) return refuse(req, res, refusal);
        body = read as Buffer;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(shopOriginOf(res) + req.originalUrl, {
        method: req.method,
        headers: headersOf(req),
        body: body && body.length ? new Uint8Array(body) : undefined,
        signal: controller.signal,
      });
      const response = await handle(request, await options.getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}
