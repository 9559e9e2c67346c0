/**
 * The shop's logs: one JSON line per event on standard output (pino), each request with
 * an id, method, path, status and time. Never personal data, SQL parameters, tokens, codes or card
 * data: requests are logged without query string, headers, cookies, body or address, and a path
 * segment that looks like a token (reset and verification links) is replaced; errors are logged by
 * type, code, a scrubbed message and their stack frames only (a failed query's message carries its
 * parameters — a member's name, phone, address — and a PostgreSQL error's `detail` the values of a
 * violated key: both stay out).
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { config } from "./config.server";

/** What stands in for a removed value. */
const HIDDEN = "[gizli]";

/** A random-looking run of letters and digits (a token, a hash, a code): mixed case with digits, 16 or more. */
const TOKEN = /[A-Za-z0-9_-]{16,}/g;
const looksLikeToken = (s: string) => /[A-Z]/.test(s) && /[a-z]/.test(s) && /\d/.test(s);
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
/** A phone, card, identity or tax number: 6 or more digits, maybe grouped by spaces, dots, dashes or brackets. */
const NUMBER = /\+?\(?\d(?:[\d\s().-]{4,}\d)/g;

/** A text with personal data and secrets taken out; a failed query's parameter list is cut off. */
export function scrub(text: string): string {
  const cut = text.search(/\bparams:/i);
  return (cut >= 0 ? text.slice(0, cut) + "params: " + HIDDEN : text)
    .replace(EMAIL, HIDDEN)
    .replace(TOKEN, (s) => (looksLikeToken(s) ? HIDDEN : s))
    .replace(NUMBER, (s) => (s.replace(/\D/g, "").length >= 6 ? HIDDEN : s));
}

/** A request path fit for the log: no query string, token-like segments replaced. */
export function loggablePath(url: string): string {
  // A request line in absolute form names a host: keep only its path.
  let path = url.split(/[?#]/)[0];
  if (!path.startsWith("/")) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = "/" + HIDDEN;
    }
  }
  return path
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        /* keep it as it came */
      }
      return scrub(decoded) === decoded ? segment : HIDDEN;
    })
    .join("/")
    .slice(0, 300);
}

type LoggedError = { type: string; code?: string; message: string; stack?: string; cause?: LoggedError };

/** An error as the log may hold it: its type, code, a scrubbed message and its stack frames (not the message again). */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)).slice(0, 500) };
  const code = (error as { code?: unknown }).code;
  const frames = error.stack?.includes("\n    at ") ? error.stack.slice(error.stack.indexOf("\n    at ") + 1) : undefined;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    message: scrub(error.message).slice(0, 500),
    ...(frames ? { stack: scrub(frames).slice(0, 2000) } : {}),
    ...(cause && depth < 2 ? { cause: loggableError(cause, depth + 1) } : {}),
  };
}

export function createLogger(destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: loggableError, error: loggableError },
    // A second wall for fields a caller might add by mistake.
    redact: {
      paths: ["*.password", "*.email", "*.phone", "*.token", "*.code", "*.card", "*.cvc", "*.identityNumber", "*.address"],
      censor: HIDDEN,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();

/** Logs a failure with what happened (a fixed text, no data) and its scrubbed error. */
export function logError(message: string, error: unknown, extra: Record<string, string | number | boolean> = {}) {
  logger.error({ ...extra, err: error }, message);
}

/**
 * The one rule of the log's levels, for a request's line: a 5xx (or an answer that failed on the
 * way out) is an error, a 4xx (a refused method, an unknown path, bad input) a warning, anything
 * else info. Code that logs a failure of its own (logError) does so only for what becomes a 5xx.
 */
export const requestLogLevel = (status: number, failed: boolean): pino.Level =>
  failed || status >= 500 ? "error" : status >= 400 ? "warn" : "info";

/** Express middleware: one line per answered request (id, method, path, status, time), and an X-Request-Id. */
export const requestLogger = pinoHttp({
  logger,
  wrapSerializers: false,
  genReqId: (_req: IncomingMessage, res: ServerResponse) => {
    const id = crypto.randomUUID();
    res.setHeader("X-Request-Id", id);
    return id;
  },
  serializers: {
    req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
      id: req.id,
      method: req.method,
      path: loggablePath(req.originalUrl ?? req.url ?? ""),
    }),
    res: (res: ServerResponse) => ({ status: res.statusCode }),
    err: loggableError,
  },
  customLogLevel: (_req, res, error) => requestLogLevel(res.statusCode, Boolean(error)),
  customSuccessMessage: () => "istek",
  customErrorMessage: () => "istek başarısız",
  customAttributeKeys: { responseTime: "ms" },
});
