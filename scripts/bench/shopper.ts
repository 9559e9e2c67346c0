/**
 * A shopper for the benchmarks, over HTTP: its own address (X-Forwarded-For, which the shop takes
 * from its loopback proxy, so per-address limits see many shoppers) and cookie jar. Every answer is
 * read whole. With `seen`, each request is reported with its time and outcome — below 400 fine; a
 * 409 or 422 that the request's `refusal` accepts (a pattern of its body, or a check that may ask
 * the shop more) an expected business refusal (sold out, a line's limit); anything else, or no
 * answer at all, an error, which then also throws `SeenError` so the journey stops there (the error
 * is counted once, by `seen`).
 */
import crypto from "node:crypto";
import type pg from "pg";
import type { Client, SendInit } from "../checkout-http";

export type Outcome = "ok" | "refusal" | "error";
/** label: what was asked (a page kind, not its address); detail: an error's status and start of its body, a refusal's reason. */
export type Seen = (label: string, ms: number, outcome: Outcome, detail: string) => void;
export type ShopperInit = SendInit & { label?: string; refusal?: RegExp | ((body: string) => Promise<boolean>) };
export type Answer = { status: number; headers: Headers; text(): Promise<string>; json<T>(): Promise<T> };
export type Shopper = Client & {
  ip: string;
  hasSession(): boolean;
  send(path: string, init?: ShopperInit): Promise<Answer>;
  json<T>(path: string, body?: Record<string, string>): Promise<T>;
};

/** A request's default label: its path without the query, ids and tokens (a number, a long part with a digit or a capital) as ':id'. */
const labelOf = (path: string) =>
  path
    .split("?")[0]
    .split("/")
    .map((part) => (/^\d+$/.test(part) || (part.length > 8 && /[\dA-Z]/.test(part)) ? ":id" : part))
    .join("/");

/** The `reason` of a JSON answer, else the start of the body. */
function reasonOf(text: string): string {
  try {
    return String((JSON.parse(text) as { reason?: unknown }).reason ?? text.slice(0, 100));
  } catch {
    return text.slice(0, 100);
  }
}

/** An error answer already reported to `seen`. */
export class SeenError extends Error {}

const REQUEST_TIMEOUT_MS = 30_000;

/** Shopper number `n` (its address is 10.x.y.z from n); `cookie` starts its jar (a member's session). */
export function shopper(base: string, n: number, options: { seen?: Seen; cookie?: string } = {}): Shopper {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const jar = new Map<string, string>();
  for (const pair of options.cookie?.split("; ").filter(Boolean) ?? [])
    jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));

  async function send(path: string, init: ShopperInit = {}): Promise<Answer> {
    const headers: Record<string, string> = { Accept: init.accept ?? "application/json", "X-Forwarded-For": ip };
    if (jar.size) headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    let body: string | undefined;
    if (init.body) {
      headers["Content-Type"] = init.form ? "application/x-www-form-urlencoded" : "application/json";
      body = init.form ? new URLSearchParams(init.body).toString() : JSON.stringify(init.body);
    }
    const label = init.label ?? labelOf(path);
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(base + path, {
        method: init.method ?? (init.body ? "POST" : "GET"),
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      options.seen?.(label, performance.now() - started, "error", `${path}: ${error instanceof Error ? error.message : String(error)}`);
      throw options.seen ? new SeenError(String(error)) : error;
    }
    const ms = performance.now() - started;
    for (const raw of response.headers.getSetCookie()) {
      const pair = raw.split(";")[0];
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const { status } = response;
    const refusal = init.refusal;
    const refused =
      (status === 409 || status === 422) && refusal != null && (refusal instanceof RegExp ? refusal.test(text) : await refusal(text));
    const outcome: Outcome = status < 400 ? "ok" : refused ? "refusal" : "error";
    if (options.seen) {
      const detail =
        outcome === "error"
          ? `${init.method ?? (init.body ? "POST" : "GET")} ${label} → ${status} ${text.slice(0, 200)}`
          : outcome === "refusal"
            ? reasonOf(text)
            : "";
      options.seen(label, ms, outcome, detail);
      if (outcome === "error") throw new SeenError(`${path} → ${status}`);
    }
    return { status, headers: response.headers, text: async () => text, json: async <T>() => JSON.parse(text) as T };
  }

  return {
    ip,
    send,
    hasSession: () => jar.size > 0,
    /** A JSON call: GET, or POST of a form when `body` is given. */
    json: async <T>(path: string, body?: Record<string, string>) => (await send(path, { body, form: true })).json<T>(),
  };
}

/** A session of the member, as the shop keeps it (the cookie carries a token, the table its hash): the cookie header. */
export async function memberSessionCookie(db: pg.Client, memberId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const id = crypto.createHash("sha256").update(token).digest("base64url");
  await db.query("insert into sessions (id, user_id, data, expires_at) values ($1, $2, '{}', now() + interval '1 day')", [id, memberId]);
  return `sid=${token}`;
}
