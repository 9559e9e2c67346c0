/**
 * Cross-site request protection for every state-changing call (PRODUCT.md): a browser request
 * whose Sec-Fetch-Site or Origin says it comes from another site is refused. Scripts on the
 * shop's own pages need no token; the session cookie is SameSite as a second wall.
 */
import { href } from "react-router";
import type { NextFunction, Request, Response } from "express";
import { GENERIC_ERROR } from "#app/lib/messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Where another site may post: the payment provider sends the buyer back to the payment callback
 * from the bank's own domain. That call carries the bank's signature, checked there, and changes
 * nothing the buyer's session could be tricked into.
 */
const SIGNED_CALLBACKS = new Set([href("/payment/callback")]);

/** True for a path another site may post to (the payment callback: its answer is signed, and checked there). */
export const isSignedCallback = (path: string) => SIGNED_CALLBACKS.has(path);

export function isCrossSite(method: string, headers: { secFetchSite?: string; origin?: string; host?: string }): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.secFetchSite;
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.origin;
  if (!origin) return false; // not a browser request: no ambient credentials to abuse
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}

/**
 * A GET that changes something (the spec's GET routes that delete or add) must come from the shop
 * itself, or be typed in the address bar, and not be a prefetch: the same wall as every POST.
 */
export function refusedGet(request: globalThis.Request): boolean {
  const h = request.headers;
  const purpose = `${h.get("sec-purpose") ?? ""} ${h.get("purpose") ?? ""} ${h.get("x-moz") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch") || purpose.includes("prerender")) return true;
  return isCrossSite("POST", {
    secFetchSite: h.get("sec-fetch-site") ?? undefined,
    origin: h.get("origin") ?? undefined,
    host: h.get("x-forwarded-host") ?? h.get("host") ?? undefined,
  });
}

export function rejectCrossSiteRequests(req: Request, res: Response, next: NextFunction) {
  if (isSignedCallback(req.path)) return next();
  const crossSite = isCrossSite(req.method, {
    secFetchSite: req.get("sec-fetch-site"),
    origin: req.get("origin"),
    host: req.get("x-forwarded-host") ?? req.get("host"),
  });
  if (!crossSite) return next();
  res.status(403).json({ success: false, reason: GENERIC_ERROR, message: GENERIC_ERROR });
}
