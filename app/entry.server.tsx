/**
 * Server rendering: whole documents, with a Content Security Policy naming the hash of each of
 * their inline scripts (content-security-policy.server.ts), so a page cached as bytes stays valid.
 *
 * No route streams deferred data (no <Await>), so the document is rendered completely
 * (onAllReady) and sent as one buffer. Streaming it chunk by chunk through a PassThrough, a web
 * stream and Express cost hundreds of small socket writes per page and about a third of the
 * server's CPU under load (npm run bench:pages). Bots and people get the same complete document.
 */
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { config } from "#app/lib/config.server";
import { contentSecurityPolicy, inlineScriptHashes } from "#app/lib/content-security-policy.server";
import { documentWithoutModulePreloads } from "#app/lib/first-paint.server";
import { PAGE_CACHEABLE_HEADER, type PageCacheHandle } from "#app/lib/page-cache-marker";
import { loggablePath, logError } from "#app/lib/logger.server";
import { GENERIC_ERROR } from "#app/lib/messages";
import { wantsJson } from "#app/lib/api.server";

export const streamTimeout = 5000;

/**
 * A loader, action or render that failed: logged scrubbed (logger.server.ts), never with its
 * message's data. React Router would print the raw error — a failed query with its parameters.
 * The router's own 4xx answers (a method the route does not take: 405; a path no route has: 404)
 * are the client's mistake, not the shop's: the request's line says them as a warning
 * (logger.server.ts), with no error line and no stack. Error lines are for 5xx.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  logError("Sayfa isteği başarısız", cause, { method: request.method, path: loggablePath(new URL(request.url).pathname) });
};

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // A page action asked as a JSON call (Accept: application/json, PRODUCT.md) answers with its data.
  const actionData = routerContext.staticHandlerContext.actionData;
  if (actionData && request.method === "POST" && wantsJson(request)) {
    responseHeaders.set("Content-Type", "application/json; charset=utf-8");
    responseHeaders.set("Cache-Control", "no-store");
    return new Response(JSON.stringify(Object.values(actionData)[0]), { status: responseStatusCode, headers: responseHeaders });
  }
  // A page whose route opts in (`export const handle = { json: true }`) answers a GET asked as a JSON
  // call with its loader's data, or with the data it threw (`throw data({success: false, …}, {status})`);
  // a POST whose action threw such a refusal (the back office's 403) answers with it too.
  const { matches, loaderData, errors } = routerContext.staticHandlerContext;
  const leaf = matches[matches.length - 1]?.route;
  const thrownRefusal = (value: unknown) => isRouteErrorResponse(value) && (value.data as { success?: unknown } | null)?.success === false;
  if (
    leaf &&
    (leaf.handle as { json?: boolean } | undefined)?.json &&
    wantsJson(request) &&
    (request.method === "GET" || (request.method === "POST" && errors && thrownRefusal(Object.values(errors)[0])))
  ) {
    const thrown = errors ? Object.values(errors)[0] : undefined;
    const body = errors
      ? isRouteErrorResponse(thrown)
        ? thrown.data
        : { success: false, reason: GENERIC_ERROR, message: GENERIC_ERROR }
      : loaderData[leaf.id];
    responseHeaders.set("Content-Type", "application/json; charset=utf-8");
    responseHeaders.set("Cache-Control", "no-store");
    return new Response(JSON.stringify(body), { status: responseStatusCode, headers: responseHeaders });
  }
  if (request.method === "GET" && (leaf?.handle as PageCacheHandle | undefined)?.pageCache) responseHeaders.set(PAGE_CACHEABLE_HEADER, "1");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        // Nothing but the style sheet ahead of the first paint (first-paint.server.ts).
        // Kept as bytes from here on: decoding the page to a string and encoding it again cost a
        // millisecond or more of a page's CPU.
        const html = documentWithoutModulePreloads(Buffer.concat(chunks));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (!config.development) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(collect);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Shell errors reach React Router through onShellError, which logs them itself.
        if (shellRendered) logError("Sayfa çizilemedi", error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
