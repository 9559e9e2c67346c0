/** Security headers for every answer; the script policy is content-security-policy.server.ts. */
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { contentSecurityPolicy, nonceSource } from "./content-security-policy.server";

const development = process.env.NODE_ENV === "development";

const withHelmet = helmet({
  // Set below from content-security-policy.server.ts (pages replace it with their script hashes).
  contentSecurityPolicy: false,
  // The shop may be served over plain HTTP on localhost; HSTS is for the TLS front proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  if (!development) res.setHeader("Content-Security-Policy", contentSecurityPolicy([nonceSource(nonce)]));
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  withHelmet(req, res, next);
}
