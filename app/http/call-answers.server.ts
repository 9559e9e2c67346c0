/**
 * The answers of the member calls (spec section 7's `{success, reason, message, …}`), never
 * cached: a refusal carries the Turkish reason as reason and message; a domain outcome
 * (`{ok: true, message, …}` or `{ok: false, reason, status, errors?}`) becomes the call's answer.
 * `extra` adds fields every answer of a call carries (the gift list call's `error`, the button
 * state's `code`).
 */
import { fail, invalid, type Json, type Validated } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

/** Fields a call adds to each of its answers, from the answer's reason ('' on success) and status. */
export type ExtraFields = (reason: string, status: number) => Json;
const none: ExtraFields = () => ({});

/** A refusal with the Turkish reason (as reason and message) plus `extra`, never cached. */
export function refuse(reason: string, status: number, extra: ExtraFields = none): Response {
  const response = fail(reason, status, extra(reason, status));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** What a domain rule answers: done (with what the call shows), or refused with a status and maybe each field's message. */
export type CallOutcome = ({ ok: true } & Json) | { ok: false; reason: string; status: number; errors?: Record<string, string> };

/** A domain outcome as the call's answer: `{success, reason, message, …}` (a refusal's field messages as `errors`). */
export function answer(outcome: CallOutcome, extra: ExtraFields = none): Response {
  if (!outcome.ok) {
    const errors = outcome.errors;
    return refuse(outcome.reason, outcome.status, (reason, status) => ({ ...extra(reason, status), ...(errors ? { errors } : {}) }));
  }
  const { ok: _ok, ...rest } = outcome;
  return Response.json({ success: true, reason: "", ...extra("", 200), ...rest }, { headers: NO_STORE });
}

/** A read's answer: `{success: true, reason: "", message: "", …data}`. */
export function answerData(data: Json): Response {
  return Response.json({ success: true, reason: "", message: "", ...data }, { headers: NO_STORE });
}

/** The refusal of a failed validation: 422, the first message as reason, each field's message in errors. */
export function refuseInvalid(v: Extract<Validated<unknown>, { ok: false }>): Response {
  const response = invalid(v);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
