/**
 * Cache-Control for answers that depend on the session: any answer to a request that
 * carries the session cookie (the shop's or the back office's), or that sets a cookie itself, and
 * every back-office answer (/yonetim), is `private, no-store` (no browser
 * history, proxy or CDN keeps a member's page, name, basket or address), unless its route
 * declared it `public` (images, sitemaps, place lists: the same for everyone). Answers without a
 * session that say nothing get `no-cache`, and every answer varies by Cookie, so a shared cache never
 * hands an anonymous copy to a member or the other way round.
 *
 * One rule at the edge, so a new page or call cannot forget it: the headers are settled just
 * before they are written, after the route set its own.
 */
import { PRIVATE_NO_STORE } from "#app/lib/cache-control";
import type { NextFunction, Request, Response } from "express";
import { hasSessionCookie } from "#app/domain/sessions/session.server";
import { hasManagerCookie } from "#app/domain/back-office/manager-session.server";
import { isBackOfficePath } from "#app/domain/back-office/sections";

export const PRIVATE = PRIVATE_NO_STORE;

/** The Cache-Control an answer gets, from what its route declared and whether it is personal. */
export function settledCacheControl(declared: string | undefined, personal: boolean): string {
  if (declared && /(^|,)\s*public\b/i.test(declared)) return declared;
  if (personal) return PRIVATE;
  return declared || "no-cache";
}

export function privateCache(req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.headersSent) {
      const declared = this.getHeader("cache-control");
      const personal =
        hasSessionCookie(req.headers.cookie) ||
        hasManagerCookie(req.headers.cookie) ||
        isBackOfficePath(req.path) ||
        this.getHeader("set-cookie") != null;
      this.setHeader("Cache-Control", settledCacheControl(Array.isArray(declared) ? declared.join(", ") : declared?.toString(), personal));
      this.vary("Cookie");
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
}
