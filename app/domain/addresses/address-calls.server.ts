/**
 * The frame of the address book's JSON calls (spec section 7, 'address add/get/edit/delete'):
 * members only (a guest gets 401 and 'Bu işlemi gerçekleştirebilmek için giriş yapmanız
 * gerekmektedir.'), the member's id from the session, answers never cached:
 *   {success: true, reason: "", message, address|addresses}
 *   {success: false, reason, message, errors?}
 * The POST calls use memberPost (POST only, a GET answers 405 JSON); the GET calls use memberGet
 * (GET only, a POST answers 405 JSON).
 */
import type { LoaderFunctionArgs } from "react-router";
import type { Db } from "#app/db/client.server";
import { refuse } from "#app/domain/member-lists/member-call.server";
import { NO_STORE } from "#app/lib/cache-control";
import { invalid, methodNotAllowed, type Json, type Validated } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { ADDRESS_NOT_FOUND } from "./address.schema";
import type { AddressOutcome } from "./addresses.server";

export { memberPost } from "#app/domain/member-lists/member-call.server";

type GetCall = { userId: number; db: Db; params: Record<string, string | undefined>; request: Request };

/** The answer of a GET call asked with another method. */
export const GET_ONLY = "Bu işlem yalnızca GET isteğiyle yapılabilir.";

export function memberGet(handle: (call: GetCall) => Promise<Response>) {
  return {
    loader: async ({ request, context, params }: LoaderFunctionArgs) => {
      const userId = await context.session.userId();
      if (userId == null) return refuse(LOGIN_REQUIRED, 401);
      return handle({ userId, db: context.db, params, request });
    },
    /** A POST is not this call: 405 JSON. */
    action: async () => methodNotAllowed(GET_ONLY, "GET"),
  };
}

/** A domain outcome as the call's answer. */
export function reply<T extends object>(outcome: AddressOutcome<T>): Response {
  if (!outcome.ok) return refuse(outcome.reason, outcome.status, () => (outcome.errors ? { errors: outcome.errors } : {}));
  const { ok: _ok, ...rest } = outcome;
  return Response.json({ success: true, reason: "", ...rest }, { headers: NO_STORE });
}

export function replyData(data: Json): Response {
  return Response.json({ success: true, reason: "", message: "", ...data }, { headers: NO_STORE });
}

/** The refusal of a failed validation: 422, the first message as reason, each field's message in errors. */
export function refuseInvalid(v: Extract<Validated<unknown>, { ok: false }>): Response {
  const response = invalid(v);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** The address id of the URL; an id that cannot exist answers like an unknown one. */
export const addressIdOf = (params: Record<string, string | undefined>) => parseId(params.id);
export const addressNotFound = () => refuse(ADDRESS_NOT_FOUND, 404);
