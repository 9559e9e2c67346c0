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
import { config } from "./config.server";

/**
 * Where the checkout's payment frame may go besides the shop: with iyzico taking the payments, its
 * 3-D Secure form leaves the shop's page for iyzico and the card's bank (any https address, the
 * bank's own), and a local iyzico (tests) is named by its origin. The sandbox bank is the shop itself.
 */
const PAYMENT_FRAME_ORIGINS: string[] = config.iyzico ? ["https:", new URL(config.iyzico.baseUrl).origin] : [];

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
  // Product videos: only the YouTube (no-cookie) and Vimeo players; the payment frame's bank.
  ["frame-src", ["'self'", ...VIDEO_FRAME_ORIGINS, ...PAYMENT_FRAME_ORIGINS]],
];

/** The policy with these extra script sources ('nonce-…' or 'sha256-…'). */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return DIRECTIVES.map(([name, values]) => `${name} ${(name === "script-src" ? [...values, ...scriptSources] : values).join(" ")}`).join(
    ";",
  );
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = ">".charCodeAt(0);
const NAME_CHAR = /[A-Za-z0-9_]/;

/**
 * 'sha256-…' of every inline script of a document, each once, in order of appearance. Read on the
 * document's bytes (what the browser hashes), so a rendered page is never decoded to a string for
 * it; React writes its tags in lower case.
 */
export function inlineScriptHashes(html: string | Uint8Array): string[] {
  const doc = typeof html === "string" ? Buffer.from(html, "utf8") : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes = new Set<string>();
  for (let at = doc.indexOf(SCRIPT_OPEN); at >= 0; at = doc.indexOf(SCRIPT_OPEN, at + 1)) {
    const afterName = at + SCRIPT_OPEN.length;
    if (afterName < doc.length && NAME_CHAR.test(String.fromCharCode(doc[afterName]))) continue;
    const bodyStart = doc.indexOf(TAG_END, afterName) + 1;
    const bodyEnd = bodyStart > 0 ? doc.indexOf(SCRIPT_CLOSE, bodyStart) : -1;
    if (bodyEnd < 0) break;
    const attributes = doc.toString("latin1", afterName, bodyStart - 1);
    if (!/\ssrc\s*=/i.test(` ${attributes}`) && bodyEnd > bodyStart) {
      hashes.add(`'sha256-${crypto.createHash("sha256").update(doc.subarray(bodyStart, bodyEnd)).digest("base64")}'`);
    }
    at = bodyEnd;
  }
  return [...hashes];
}

/**
 * The policy of a payment provider's page served by the shop (payments/provider-pages.server.ts):
 * nothing loads but its own inline scripts (by hash) and styles, images from https, and its form
 * may go only to https addresses (the banks' 3-D Secure servers are many) and `formOrigins` (the
 * provider's own address when it is not https, a local one in tests). Only the shop may frame it.
 */
export function providerPagePolicy(html: string, formOrigins: readonly string[]): string {
  const origins = formOrigins.filter((o) => /^https?:\/\/[A-Za-z0-9.[\]:-]+$/.test(o));
  return [
    "default-src 'none'",
    "base-uri 'none'",
    `script-src ${inlineScriptHashes(html).join(" ") || "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src https: data:",
    `form-action https: ${origins.join(" ")}`.trim(),
    "frame-ancestors 'self'",
  ].join(";");
}
