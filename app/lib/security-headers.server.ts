/** Security headers for every answer; scripts run only from this origin or with the page's nonce. */
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { VIDEO_FRAME_ORIGINS } from "#app/domain/catalog/video-embed";

const development = process.env.NODE_ENV === "development";

const withHelmet = helmet({
  contentSecurityPolicy: development
    ? false
    : {
        useDefaults: true,
        directives: {
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:"],
          "connect-src": ["'self'"],
          // Product videos: only the YouTube (no-cookie) and Vimeo players.
          "frame-src": ["'self'", ...VIDEO_FRAME_ORIGINS],
          "form-action": ["'self'"],
          "upgrade-insecure-requests": null,
        },
      },
  // The shop may be served over plain HTTP on localhost; HSTS is for the TLS front proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  withHelmet(req, res, next);
}
