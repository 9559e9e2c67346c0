/**
 * Express middleware for the shop's one address (app/lib/one-address.ts): a request for the public
 * host (or, in demo mode, a loopback name) goes on, served as that origin; any other host is sent
 * to the same path and query on PUBLIC_URL (301 for GET and HEAD), and any other method there gets
 * a short Turkish page or JSON (421 Misdirected Request): its form was filled in at an address the
 * shop does not answer as, and re-posting it elsewhere would lose the shopper's session anyway.
 *
 * The host asked is the Host header, or X-Forwarded-Host from a trusted proxy (Express's
 * `trust proxy`, set to loopback in serve.js). Downstream, Host names the served host and
 * X-Forwarded-Host is gone, so nothing after this can echo a name the client chose; routes read
 * the served origin from `request.url` (request-handler.ts builds it from `res.locals.shopOrigin`).
 */
import type { NextFunction, Request, Response } from "express";
import { decideAddress } from "#app/lib/one-address";
import { config } from "#app/lib/config.server";
import { publicOrigin } from "#app/lib/public-url.server";
import { checkUrl } from "#app/lib/request-guard.server";
import { refuse } from "./refuse";

/** A form sent to a host name the shop does not answer as. */
export const wrongAddress = (origin: string) =>
  `Bu işlem Minik Dünya'nın adresinden yapılmadı. Lütfen ${origin} adresinden yeniden deneyin.`;

export function oneAddress(req: Request, res: Response, next: NextFunction) {
  // A request line in absolute form ('GET http://other.example/x', as sent to proxies; HTTP/1.1
  // servers must accept it) is read as its path on this shop; its host is judged like any other.
  let asked = req.host;
  if (/^https?:\/\//i.test(req.originalUrl)) {
    try {
      const url = new URL(req.originalUrl);
      req.url = req.originalUrl = url.pathname + url.search;
      asked = url.host;
    } catch {
      /* left as it came: the URL check refuses it */
    }
  }
  const decision = decideAddress(asked, { publicOrigin: publicOrigin(), demo: config.demo });
  if ("serve" in decision) {
    res.locals.shopOrigin = decision.serve;
    req.headers.host = new URL(decision.serve).host;
    delete req.headers["x-forwarded-host"];
    return next();
  }
  const malformed = checkUrl(req.originalUrl);
  if (malformed) return refuse(req, res, malformed);
  // The path is appended to the origin as it came (never resolved against it: '//other.example/x'
  // stays a path on this shop); Express percent-encodes what a Location may not carry. No body.
  if (req.method === "GET" || req.method === "HEAD")
    return void res
      .status(301)
      .location(publicOrigin() + req.originalUrl)
      .end();
  refuse(req, res, { status: 421, message: wrongAddress(publicOrigin()), home: `${publicOrigin()}/` });
}

/** The origin a request is served as (oneAddress ran before): PUBLIC_URL's or a demo loopback name's. */
export const shopOriginOf = (res: Response): string => (res.locals.shopOrigin as string | undefined) ?? publicOrigin();

/** The start-up line's address part: where to open the shop (and, in demo mode, the other names that work). */
export function openAtNote(): string {
  const note = `${publicOrigin()} adresinden açın`;
  return config.demo
    ? `${note} (demo: localhost, 127.0.0.1 ve [::1] adları da çalışır; başka adlar bu adrese yönlendirilir)`
    : `${note} (başka adlar bu adrese yönlendirilir)`;
}
