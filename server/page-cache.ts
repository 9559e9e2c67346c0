/**
 * A short-lived cache of product pages for visitors without a session (most product views:
 * first visits, search engines, campaign links). Such a visitor's page holds nothing personal:
 * no basket, no member, only the cookie-consent answer, which is part of the key. A page is kept
 * for PAGE_CACHE_TTL_MS (default 10 s; 0 turns the cache off), so price and stock shown to a new
 * visitor are at most that old; the basket and checkout always read the database.
 *
 * The CSP nonce differs per request: a cached page's nonce is replaced by this request's one.
 * Only complete 200 HTML answers without Set-Cookie are kept; anything with a session cookie,
 * a query string or another method goes straight to the shop.
 */
import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { CONSENT_COOKIE } from "#app/components/layout/cookie-consent";
import { SESSION_COOKIE } from "#app/domain/sessions/session.server";

const TTL_MS = Number(process.env.PAGE_CACHE_TTL_MS ?? 10_000);
const MAX_PAGES = 500;
const PRODUCT_PAGE = /^\/urun\/[^/]+-\d{1,10}$/;
const KEPT_HEADERS = ["content-type", "cache-control", "content-language"];

type Page = { at: number; headers: [string, string][]; body: string; nonce: string };
const pages = new Map<string, Page>();

function remember(key: string, page: Page) {
  pages.delete(key);
  pages.set(key, page);
  if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
}

const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);

export function pageCache(req: Request, res: Response, next: NextFunction) {
  if (TTL_MS <= 0 || req.method !== "GET" || !PRODUCT_PAGE.test(req.path) || req.originalUrl !== req.path) return next();
  const cookies = parse(req.headers.cookie ?? "");
  if (cookies[SESSION_COOKIE]) return next();
  const nonce = String(res.locals.cspNonce ?? "");
  // Not keyed by Host: pages hold only the public address (PUBLIC_URL), whatever host was asked.
  const key = `${req.path}|${cookies[CONSENT_COOKIE] ?? ""}`;

  const hit = pages.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) {
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "HIT");
    res.status(200).end(hit.nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body);
    return;
  }

  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined));
    return write(chunk, encoding, callback);
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined));
    const type = String(res.getHeader("content-type") ?? "");
    if (res.statusCode === 200 && !res.getHeader("set-cookie") && type.startsWith("text/html")) {
      const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
        const value = res.getHeader(name);
        return value == null ? [] : [[name, String(value)]];
      });
      remember(key, { at: Date.now(), headers, body: Buffer.concat(chunks).toString("utf8"), nonce });
    }
    return end(chunk, encoding, callback);
  }) as Response["end"];
  next();
}
