/**
 * The frame of the member buttons' POST calls (spec sections 5 and 7): POST only (a GET answers
 * 405 JSON), a member only (a guest gets 401 and 'Bu işlemi gerçekleştirebilmek için giriş yapmanız
 * gerekmektedir.'), the member's id from the session, the body form-encoded or JSON.
 *
 *   const call = memberPost(async ({ userId, body, db }) => …Response);
 *   export const loader = call.loader;
 *   export const action = call.action;
 *
 * `extra` adds fields every refusal carries (the gift list call's `error`).
 */
import type { ActionFunctionArgs } from "react-router";
import type { Db } from "#app/db/client.server";
import { fail, methodNotAllowed, readBody, type Json } from "#app/lib/api.server";
import { METHOD_NOT_ALLOWED } from "#app/domain/cart/messages";
import { LOGIN_REQUIRED } from "./product-buttons.messages";
import type { Outcome } from "./product-buttons.server";
import { NO_STORE } from "#app/lib/cache-control";

type Call = { userId: number; body: Json; db: Db; params: Record<string, string | undefined> };

/** A refusal with the Turkish reason (as reason and message) plus `extra`, never cached. */
export function refuse(reason: string, status: number, extra: (reason: string) => Json = () => ({})): Response {
  const response = fail(reason, status, extra(reason));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** A domain outcome as the call's answer: `{success, reason, message, …}`. */
export function answer<T extends object>(outcome: Outcome<T>, extra: (reason: string) => Json = () => ({})): Response {
  if (!outcome.ok) return refuse(outcome.reason, outcome.status, extra);
  const { ok: _ok, ...rest } = outcome;
  return Response.json({ success: true, reason: "", ...extra(""), ...rest }, { headers: NO_STORE });
}

export function memberPost(handle: (call: Call) => Promise<Response>, extra: (reason: string) => Json = () => ({})) {
  const postOnly = () => methodNotAllowed(METHOD_NOT_ALLOWED);
  return {
    /** A GET is not a call: 405 JSON. */
    loader: async () => postOnly(),
    action: async ({ request, context, params }: ActionFunctionArgs) => {
      if (request.method !== "POST") return postOnly();
      const userId = await context.session.userId();
      if (userId == null) return refuse(LOGIN_REQUIRED, 401, extra);
      return handle({ userId, body: await readBody(request), db: context.db, params });
    },
  };
}
