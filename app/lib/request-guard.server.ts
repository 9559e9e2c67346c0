/**
 * Hostile or broken input stops at the door with a clear 4xx, never a 500:
 * bodies are read to at most MAX_BODY_BYTES (413 beyond, after draining what the client still
 * sends, so its keep-alive connection stays usable), and a URL or body with a NUL character,
 * invalid UTF-8 or percent-encoding, malformed JSON or a broken multipart body is refused with
 * 400 before any route (or PostgreSQL, which refuses NUL in text) sees it.
 */
import type { IncomingMessage } from "node:http";
import { bodyTooLarge } from "./messages";

/** The largest body any form or call of the shop needs, with room to spare. */
export const MAX_BODY_BYTES = 64 * 1024;
const MB = 1024 * 1024;

/**
 * The few addresses that take a bigger body, each with its own cap and the message of a body
 * over it: the back office's bulk price and stock file (10,000 rows are about 300 KB), and a
 * catalogue item's pictures (up to two files of 8 MB in one post; the page sends one file a post).
 * Only these paths, as a page posts them and as its script does (the `.data` address), and only
 * from a signed-in manager (server/request-handler.ts; anyone else gets MAX_BODY_BYTES); their
 * routes still refuse anyone but a manager with the permission, and check each file themselves.
 */
export const LARGE_BODY_PATHS: readonly { path: RegExp; limit: number; tooLarge: string }[] = [
  { path: /^\/yonetim\/katalog\/toplu-guncelleme(?:\.data)?$/, limit: 2 * MB + 16 * 1024, tooLarge: bodyTooLarge(2) },
  { path: /^\/yonetim\/katalog\/[1-9]\d{0,9}\/gorseller(?:\.data)?$/, limit: 16 * MB + 64 * 1024, tooLarge: bodyTooLarge(16) },
];

/** The body limit of a request path (without its query), and what a body over it is told (null: the general message). */
export function bodyRuleFor(path: string): { limit: number; tooLarge: string | null } {
  const rule = LARGE_BODY_PATHS.find((r) => r.path.test(path));
  return rule ? { limit: rule.limit, tooLarge: rule.tooLarge } : { limit: MAX_BODY_BYTES, tooLarge: null };
}

/** The body limit of a request path (without its query). */
export const bodyLimitFor = (path: string): number => bodyRuleFor(path).limit;

/** What is still read (and thrown away) after the limit, so the connection can be reused; past it the connection closes. */
const DRAIN_BYTES = 32 * 1024 * 1024;

/**
 * `message`: what the answer says instead of the general message (a path's own 'too large');
 * `home`: where the page's way back leads (default: this host's home page).
 */
export type Refusal = { status: 400 | 413 | 421; closeConnection?: boolean; message?: string; home?: string };

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Decodes percent-encoding (and '+' for forms) strictly; null on invalid UTF-8 or a broken escape. */
function decodeComponent(value: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? value.replace(/\+/g, " ") : value);
  } catch {
    return null;
  }
}

const hasNul = (text: string) => text.includes("\u0000");

/** A form-encoded text (a query string or a form body) whose every key and value decode to clean text. */
function cleanFormEncoded(text: string): boolean {
  if (!text) return true;
  for (const part of text.split("&")) {
    const decoded = decodeComponent(part, true);
    if (decoded === null || hasNul(decoded)) return false;
  }
  return true;
}

/** The request target is a path ('/…', not '*' or another form) whose path and query decode to clean text. */
export function checkUrl(url: string): Refusal | null {
  if (!url.startsWith("/")) return { status: 400 };
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  const decodedPath = decodeComponent(path, false);
  if (decodedPath === null || [...decodedPath].some((c) => c.charCodeAt(0) < 0x20)) return { status: 400 };
  if (q >= 0 && !cleanFormEncoded(url.slice(q + 1).split("#")[0])) return { status: 400 };
  return null;
}

/** Any string anywhere in a parsed JSON value holding NUL. */
function jsonHasNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof value === "string") return hasNul(value);
  if (Array.isArray(value)) return value.some((v) => jsonHasNul(v, depth + 1));
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => hasNul(k) || jsonHasNul(v, depth + 1));
  return false;
}

/** Checks a whole body by its content type; multipart bodies are parsed once to prove they are well formed. */
export async function checkBody(contentType: string, body: Buffer): Promise<Refusal | null> {
  if (body.length === 0) return null;
  const type = contentType.toLowerCase();
  if (type.includes("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
    } catch {
      return { status: 400 };
    }
    for (const [key, value] of form.entries()) {
      if (hasNul(key) || (typeof value === "string" ? hasNul(value) : hasNul(value.name))) return { status: 400 };
    }
    return null;
  }
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    return { status: 400 };
  }
  if (hasNul(text)) return { status: 400 };
  if (type.includes("application/json")) {
    try {
      return jsonHasNul(JSON.parse(text)) ? { status: 400 } : null;
    } catch {
      return { status: 400 };
    }
  }
  if (type.includes("application/x-www-form-urlencoded")) return cleanFormEncoded(text) ? null : { status: 400 };
  return null;
}

/**
 * Reads a request body up to `limit` (MAX_BODY_BYTES, or bodyLimitFor the path). Past the limit it keeps reading and throws away up to
 * DRAIN_BYTES more (the client's next request on the connection then works) and answers 413;
 * beyond that the connection is to be closed after the answer.
 */
export function readLimitedBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | Refusal> {
  const declared = Number(req.headers["content-length"]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number.isFinite(declared) && declared > limit;
    const finish = (value: Buffer | Refusal) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
      else if (size > limit + DRAIN_BYTES) {
        req.pause();
        finish({ status: 413, closeConnection: true });
      }
    };
    const onEnd = () => finish(over ? { status: 413 } : Buffer.concat(chunks, size));
    const onError = (error: Error) => {
      req.off("data", onData);
      req.off("end", onEnd);
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
