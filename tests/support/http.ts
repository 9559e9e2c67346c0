/** Small HTTP helpers for the integration tests (plain fetch against the harness's server). */
import { inject } from "vitest";
import type {} from "./global-setup";

let ownShop: string | null = null;
/** The shop the helpers talk to: the harness's, or one a test file started for itself (useShop). */
export const baseURL = () => ownShop ?? inject("baseURL");
/** Points this file's helpers at a shop it started itself (null: back to the harness's). */
export const useShop = (url: string | null) => {
  ownShop = url;
};

export function request(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(pathname, baseURL()), { redirect: "manual", signal: AbortSignal.timeout(30_000), ...init });
}

/** GET a JSON call; fails with the status and the start of the body when it is not JSON. */
export async function getJson<T = Record<string, unknown>>(
  pathname: string,
  init: RequestInit = {},
): Promise<{ response: Response; body: T }> {
  const response = await request(pathname, { headers: { Accept: "application/json" }, ...init });
  const text = await response.text();
  try {
    return { response, body: JSON.parse(text) as T };
  } catch {
    throw new Error(
      `${pathname} answered ${response.status} ${response.headers.get("content-type")} that is not JSON: ${text.slice(0, 200)}`,
    );
  }
}

/** The Set-Cookie headers of an answer, parsed: name, value and lower-cased attributes. */
export function setCookies(response: Response) {
  return response.headers.getSetCookie().map((raw) => {
    const [pair, ...attrs] = raw.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    const attributes = new Map<string, string>();
    for (const attr of attrs) {
      const i = attr.indexOf("=");
      if (i < 0) attributes.set(attr.toLowerCase(), "");
      else attributes.set(attr.slice(0, i).toLowerCase(), attr.slice(i + 1));
    }
    return { raw, name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

export type RawAnswer = { status: number; headers: import("node:http").IncomingHttpHeaders; body: string };

/**
 * A request with headers fetch will not send as given (a forged Host, a broken body), over
 * node:http. `agent` lets a test reuse one keep-alive connection.
 */
export async function rawRequest(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; agent?: import("node:http").Agent } = {},
): Promise<RawAnswer> {
  const http = await import("node:http");
  const url = new URL(pathname, baseURL());
  // Node's client sends a body with neither length nor chunking for some methods (OPTIONS, DELETE):
  // say its length, as any real client does.
  const headers = init.body == null ? init.headers : { "Content-Length": String(Buffer.byteLength(init.body)), ...init.headers };
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? "GET",
        headers,
        agent: init.agent,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${pathname}: no answer in 30 s`)));
    req.on("error", reject);
    req.end(init.body);
  });
}
