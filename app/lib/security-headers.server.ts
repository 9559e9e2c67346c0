/**
 * Security headers, the one set: helmet's (nosniff, Referrer-Policy, X-Frame-Options,
 * Cross-Origin-*, …), the shop's Permissions-Policy and its Content Security Policy
 * (content-security-policy.server.ts). `securityHeaders` goes on every answer of the shop;
 * `setStaticFileHeaders` on each built file served before it (server/serve.js: /assets/*, set
 * only when a file is found), the same set with scripts only from the shop itself (no nonce).
 */
import type { ServerResponse } from "node:http";
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { config } from "./config.server";
import { contentSecurityPolicy, nonceSource } from "./content-security-policy.server";

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(self), payment=(self)";

const withHelmet = helmet({
  // Set below from content-security-policy.server.ts (pages replace it with their script hashes).
  contentSecurityPolicy: false,
  // The shop may be served over plain HTTP on localhost; HSTS is for the TLS front proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});

function setHeaders(req: Request, res: Response, next: NextFunction, scriptSources: string[]) {
  if (!config.development) res.setHeader("Content-Security-Policy", contentSecurityPolicy(scriptSources));
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  withHelmet(req, res, next);
}

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  setHeaders(req, res, next, [nonceSource(nonce)]);
}

/**
 * The same headers on a built file's answer (a script, a style sheet), as serve-static's
 * `setHeaders` calls it: with Express's response, which knows its request. Helmet works at once.
 */
export function setStaticFileHeaders(res: ServerResponse): void {
  const response = res as Response;
  setHeaders(response.req, response, () => {}, []);
}
