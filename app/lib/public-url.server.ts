/**
 * The shop's one public address (PRODUCT.md): every absolute URL the shop writes — links in SMS
 * and e-mail, sitemaps, robots.txt, canonical and Open Graph tags, the bank's return address — is
 * built from PUBLIC_URL, never from the request's Host or X-Forwarded-* headers, which anyone can
 * forge (a reset link to another host is an account takeover in one click).
 *
 * Demo mode defaults to http://localhost:$PORT; a live shop refuses to start without PUBLIC_URL
 * (app/lib/config.server.js reads and checks it; server.js refuses the start).
 */
import { config, PUBLIC_URL_MISSING } from "./config.server";

/** The configured origin (config.server.js: PUBLIC_URL's, or demo mode's default); throws when a live shop has none. */
export function publicOrigin(): string {
  if (!config.publicUrl) throw new Error(PUBLIC_URL_MISSING);
  return config.publicUrl;
}

/** An absolute address of the shop for a path ('/kullanici/sifre-yenile/…'). */
export function publicUrl(path: string): string {
  return publicOrigin() + (path.startsWith("/") ? path : `/${path}`);
}

/**
 * The origin a route's request is served as: PUBLIC_URL's, or in demo mode the loopback name the
 * shopper typed (server/one-address.ts picks it from a closed list, never a name the client chose).
 * For addresses the shopper's own browser comes back to in this visit (the bank's return, which
 * must find the session cookie of that host name); links sent away (e-mail, SMS) use publicUrl().
 */
export const servedOrigin = (request: Request): string => new URL(request.url).origin;
