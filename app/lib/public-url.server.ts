/**
 * The shop's one public address (PRODUCT.md): every absolute URL the shop writes — links in SMS
 * and e-mail, sitemaps, robots.txt, canonical and Open Graph tags, the bank's return address — is
 * built from PUBLIC_URL, never from the request's Host or X-Forwarded-* headers, which anyone can
 * forge (a reset link to another host is an account takeover in one click).
 *
 * Demo mode defaults to http://localhost:$PORT; a live shop refuses to start without PUBLIC_URL.
 */
import { config } from "./config.server";

export const PUBLIC_URL_MISSING =
  "PUBLIC_URL ayarlanmamış: canlı mağaza, bağlantıları kuracağı genel adresi bilmeden başlamaz (ör. PUBLIC_URL=https://www.minikdunya.com.tr).";

/** The origin of a configured public address ('https://shop.example'), or an error text. */
export function parsePublicUrl(raw: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { error: `PUBLIC_URL geçerli bir adres değil: ${raw}` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { error: "PUBLIC_URL http:// ya da https:// ile başlamalı." };
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) {
    return { error: "PUBLIC_URL yalnız şema, alan adı ve isteğe bağlı port içermeli (yol, sorgu, kullanıcı adı olmadan)." };
  }
  return { origin: url.origin };
}

let resolved: string | undefined;

/** The configured origin; throws (with the reason) when it is missing outside demo mode or malformed. */
export function publicOrigin(): string {
  if (resolved) return resolved;
  const raw = process.env.PUBLIC_URL?.trim();
  if (!raw) {
    if (!config.demo) throw new Error(PUBLIC_URL_MISSING);
    return (resolved = `http://localhost:${config.port}`);
  }
  const parsed = parsePublicUrl(raw);
  if ("error" in parsed) throw new Error(parsed.error);
  return (resolved = parsed.origin);
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
