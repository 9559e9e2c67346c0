/**
 * The JSON call convention (spec section 7): every answer is `{success, reason|message, …}`.
 * Bodies may be form-encoded (as the spec's pages send them) or JSON (PRODUCT.md).
 */
import type { z } from "zod";
import { GENERIC_ERROR } from "./messages";

export type Json = Record<string, unknown>;

export function ok(data: Json = {}, init?: ResponseInit): Response {
  return Response.json({ success: true, ...data }, init);
}

/** A refused call: `reason` and `message` carry the Turkish text the page shows. */
export function fail(reason: string, status = 200, extra: Json = {}): Response {
  return Response.json({ success: false, reason, message: reason, ...extra }, { status });
}

/**
 * Whether the request is a JSON call (Accept: application/json, as the pages' scripts send): a
 * route that is both a page and a call answers it JSON instead of a page or a redirect.
 */
export const wantsJson = (request: Request): boolean => (request.headers.get("accept") ?? "").includes("application/json");

/**
 * Reads a form-encoded, multipart or JSON body into a plain object; repeated keys become arrays.
 * The server checked the body before any route ran (lib/request-guard.server.ts); a body that still
 * does not parse is answered 400 with the general message (thrown Response).
 */
export async function readBody(request: Request): Promise<Json> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    let parsed: unknown;
    try {
      parsed = await request.json();
    } catch {
      throw fail(GENERIC_ERROR, 400);
    }
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Json) : {};
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await request.formData().catch(() => {
      throw fail(GENERIC_ERROR, 400);
    });
    const out: Json = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key).map((v) => (typeof v === "string" ? v : v.name));
      out[key] = values.length > 1 ? values : values[0];
    }
    return out;
  }
  return {};
}

/**
 * A form body with its files (a multipart upload) as FormData; null when it does not parse (the
 * request guard refuses a broken multipart body first, so this is a last wall): answer 400.
 */
export const readForm = (request: Request): Promise<FormData | null> => request.formData().catch(() => null);

/** Query string to a plain object, like readBody. */
export function readQuery(request: Request): Json {
  const params = new URL(request.url).searchParams;
  const out: Json = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string>; reason: string };

/** Runs a zod schema; on failure the first message is the reason and each field keeps its own. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "_";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, reason: result.error.issues[0]?.message ?? "" };
}

/** The standard refusal for a failed validation (HTTP 422, the first Turkish message as reason). */
export function invalid(v: { errors: Record<string, string>; reason: string }): Response {
  return fail(v.reason, 422, { errors: v.errors });
}

/** What a POST call asked with another method is told (spec section 7's calls are POSTs). */
export const METHOD_NOT_ALLOWED = "Bu işlem yalnızca POST isteğiyle yapılabilir.";
/** What a GET call asked with another method is told. */
export const GET_ONLY = "Bu işlem yalnızca GET isteğiyle yapılabilir.";

/** The answer of a call route asked with the wrong method (e.g. GET on a POST call): 405 JSON. */
export function methodNotAllowed(message: string, allow = "POST"): Response {
  return Response.json(
    { success: false, reason: message, message },
    { status: 405, headers: { Allow: allow, "Cache-Control": "no-store" } },
  );
}

/** What a form's sender typed, to send back with the messages (strings only, bounded: a hostile body cannot make the answer huge). */
export function typedValues(body: Json): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body).slice(0, 2000)) {
    if (key.length > 100) continue;
    if (typeof value === "string") out[key] = value.slice(0, 5000);
    else if (Array.isArray(value))
      out[key] = value
        .filter((v): v is string => typeof v === "string")
        .slice(0, 100)
        .map((v) => v.slice(0, 200));
  }
  return out;
}
