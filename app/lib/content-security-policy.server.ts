/**
 * The shop's Content Security Policy, in one place. Scripts run only from this origin, plus the
 * inline scripts a page allows by name:
 * - a page rendered by React Router (entry.server.tsx) lists the SHA-256 hash of each of its
 *   inline scripts (the router's context, module imports, scroll restoration), so the same bytes
 *   can be served again from the page cache without being rendered or compressed again;
 * - every other answer (the sandbox bank's pages, JSON) carries a fresh nonce per request.
 * No 'unsafe-inline' for scripts either way: an injected script has neither the hash nor the nonce.
 */
import crypto from "node:crypto";
import { VIDEO_FRAME_ORIGINS } from "./video-players";

const DIRECTIVES: [string, string[]][] = [
  ["default-src", ["'self'"]],
  ["base-uri", ["'self'"]],
  ["font-src", ["'self'", "https:", "data:"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'self'"]],
  ["img-src", ["'self'", "data:"]],
  ["object-src", ["'none'"]],
  ["script-src", ["'self'"]],
  ["script-src-attr", ["'none'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["connect-src", ["'self'"]],
  // Product videos: only the YouTube (no-cookie) and Vimeo players.
  ["frame-src", ["'self'", ...VIDEO_FRAME_ORIGINS]],
];

/** The policy with these extra script sources ('nonce-…' or 'sha256-…'). */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return DIRECTIVES.map(([name, values]) => `${name} ${(name === "script-src" ? [...values, ...scriptSources] : values).join(" ")}`).join(";");
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' of every inline script of a document, each once, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || !body) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
