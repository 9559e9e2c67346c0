/**
 * A short-lived cache of whole pages. Only pages whose route declares itself the same for every
 * visitor are kept (`handle = { pageCache: true }`, app/lib/page-cache-marker.ts: home,
 * categories, products, legal pages); nothing personal is in them: who is signed in and the
 * basket count are asked for after the page loads (app/components/layout/visitor-state.tsx). The key is the address with its
 * query, the cookie-consent answer and whether the visitor has a session (the page then asks who
 * it is), the only things such a page shows differently.
 *
 * A kept page is served as bytes: its Content-Security-Policy names its inline scripts by hash
 * (no per-request nonce to rewrite) and it is kept compressed (brotli and gzip, made once in the
 * background), so a hit costs neither rendering nor compression. Freshness: a page is fresh for
 * PAGE_CACHE_TTL_MS (default 10 s; 0 turns the cache off); after that the next visitor's request
 * renders it again while the others keep getting the previous copy (stale-while-revalidate), so
 * visitors never queue behind a render. Only complete 200 HTML answers without Set-Cookie are
 * kept. Each process keeps its own copy (docs/caches.md, "The page cache"); a change a manager
 * makes in the back office empties this process's copy once it is answered.
 *
 * Size: at most PAGE_CACHE_MAX_MB (default 32) of pages per process, counting the plain copy and
 * both compressed ones, and at most MAX_PAGES pages; beyond either the page rendered longest ago
 * goes first. Every address with its query is a page of its own (a category page is ~140 KB, ~180
 * with its copies), so without a limit in bytes a long run of different addresses — a catalogue
 * browsed page by page, links with tracking parameters, a crawler — held some 180 MB per process.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { CONSENT_COOKIE } from "#app/components/layout/cookie-consent";
import { isBackOfficePath } from "#app/domain/back-office/sections";
import { hasSessionCookie } from "#app/domain/sessions/session.server";
import { config, DEFAULT_PAGE_CACHE_MAX_MB } from "#app/lib/config.server";
import { PAGE_CACHEABLE_HEADER } from "#app/lib/page-cache-marker";

/** A refresh that never came back (the visitor left, the render failed) is retried after this. */
const REFRESH_TIMEOUT_MS = 30_000;
const MAX_PAGES = 1000;
const KEPT_HEADERS = ["content-type", "cache-control", "content-language", "content-security-policy", "link"];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Page = {
  at: number;
  headers: [string, string][];
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  refreshingSince?: number;
};
const bytesOf = (page: Page) => page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/** The kept pages, the one rendered longest ago first, and the bytes they hold. */
class Pages {
  private pages = new Map<string, Page>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string) {
    return this.pages.get(key);
  }

  delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= bytesOf(page);
  }

  clear() {
    this.pages.clear();
    this.bytes = 0;
  }

  /** Keeps a page just rendered (a page larger than the whole cache is not kept), then its compressed copies. */
  remember(key: string, page: Page) {
    this.delete(key);
    if (page.body.length > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += bytesOf(page);
    this.trim();
    // Compressed once, off the request: until then the plain copy is compressed per answer.
    void Promise.all([
      brotli(page.body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
      }),
      gzip(page.body, { level: 9 }),
    ]).then(([br, gz]) => {
      // Dropped or rendered again meanwhile: nothing to add.
      if (this.pages.get(key) !== page) return;
      page.br = br;
      page.gzip = gz;
      this.bytes += br.length + gz.length;
      this.trim();
    });
  }

  private trim() {
    while (this.bytes > this.maxBytes || this.pages.size > MAX_PAGES) this.delete(this.pages.keys().next().value!);
  }
}

const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);

/** The encoding a client accepts that the page has ready, brotli first. */
function encodingFor(req: Request, page: Page): "br" | "gzip" | null {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (page.br && /\bbr\b/.test(accepted)) return "br";
  if (page.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

function serve(req: Request, res: Response, page: Page, state: "HIT" | "STALE") {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", state);
  res.vary("Accept-Encoding");
  const encoding = encodingFor(req, page);
  const body = encoding ? page[encoding]! : page.body;
  // Already compressed: the compression middleware leaves an answer with a Content-Encoding alone.
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(body);
}

/** Keeps the answer if its route marked it shareable; drops the marker either way. */
function capture(pages: Pages, res: Response, key: string) {
  const chunks: Buffer[] = [];
  let cacheable = false;
  // Until the head is written the marker tells; a page that is not shareable is not buffered.
  const keeping = () => (res.headersSent ? cacheable : res.getHeader(PAGE_CACHEABLE_HEADER) != null);
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    cacheable = this.getHeader(PAGE_CACHEABLE_HEADER) != null;
    this.removeHeader(PAGE_CACHEABLE_HEADER);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (keeping() && chunk != null && typeof chunk !== "function")
      chunks.push(toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined));
    return write(chunk, encoding, callback);
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!res.headersSent) {
      cacheable = res.getHeader(PAGE_CACHEABLE_HEADER) != null;
      res.removeHeader(PAGE_CACHEABLE_HEADER);
    }
    if (cacheable && chunk != null && typeof chunk !== "function")
      chunks.push(toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined));
    const type = String(res.getHeader("content-type") ?? "");
    if (cacheable && res.statusCode === 200 && !res.getHeader("set-cookie") && type.startsWith("text/html")) {
      const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
        const value = res.getHeader(name);
        return value == null ? [] : [[name, String(value)]];
      });
      pages.remember(key, { at: Date.now(), headers, body: Buffer.concat(chunks) });
    } else if (pages.get(key)?.refreshingSince) {
      // No longer shareable (gone, moved, failed): nobody gets the old copy any more.
      pages.delete(key);
    }
    return end(chunk, encoding, callback);
  }) as Response["end"];
}

/** The middleware with its own store; `ttlMs` 0 turns it off; `maxBytes` bounds what it keeps. */
export function createPageCache({ ttlMs, maxBytes = DEFAULT_PAGE_CACHE_MAX_MB * 1024 * 1024 }: { ttlMs: number; maxBytes?: number }) {
  const pages = new Pages(maxBytes);
  return function pageCache(req: Request, res: Response, next: NextFunction) {
    if (ttlMs <= 0) return next();
    if (req.method !== "GET") {
      // A manager's change (a price, a campaign, a store…) shows on this process's pages at once:
      // once it is answered (committed), every kept page is dropped. Other processes follow within
      // ttlMs; the product page also asks for its live prices and stock after it loads.
      if (isBackOfficePath(req.path)) res.on("finish", () => res.statusCode < 400 && pages.clear());
      return next();
    }
    // Not keyed by Host: pages hold only the public address (PUBLIC_URL), whatever host was asked.
    const key = `${req.originalUrl}|${parse(req.headers.cookie ?? "")[CONSENT_COOKIE] ?? ""}|${hasSessionCookie(req.headers.cookie) ? "s" : ""}`;
    const page = pages.get(key);
    const now = Date.now();
    if (page && now - page.at < ttlMs) return serve(req, res, page, "HIT");
    if (page && page.refreshingSince && now - page.refreshingSince < REFRESH_TIMEOUT_MS) return serve(req, res, page, "STALE");
    if (page) page.refreshingSince = now;
    capture(pages, res, key);
    next();
  };
}

export const pageCache = createPageCache({
  ttlMs: config.pageCacheTtlMs,
  maxBytes: config.pageCacheMaxMb * 1024 * 1024,
});
