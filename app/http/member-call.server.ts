/**
 * The one frame of the members' JSON calls (spec sections 5 and 7): a member only (a guest gets
 * 401 and 'Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.'), the member's id
 * from the session, never from the body; the answers never cached (call-answers.server.ts).
 *
 *   const call = memberCall({ action: async ({ userId, body, db }) => answer(await setAlert(…)) });
 *   export const loader = call.loader;   // a GET of a POST call: 405 JSON
 *   export const action = call.action;
 *
 * `loader` answers a GET (the address book's reads); `action` a POST, its body form-encoded or
 * JSON (any other method: 405). A side the call does not have answers 405 JSON: a GET of a POST
 * call 'Bu işlem yalnızca POST isteğiyle yapılabilir.', a POST of a GET call 'Bu işlem yalnızca
 * GET isteğiyle yapılabilir.'; a route exports only the sides it answers. `extra` adds fields
 * every refusal carries, the guest's too.
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, Params } from "react-router";
import { GET_ONLY, METHOD_NOT_ALLOWED, methodNotAllowed, readBody, type Json } from "#app/lib/api.server";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { refuse, type ExtraFields } from "./call-answers.server";

/** What a member's GET call gets. */
export type MemberRead = { userId: number; db: AppLoadContext["db"]; params: Params; request: Request };
/** What a member's POST call gets: the same and the body. */
export type MemberWrite = MemberRead & { body: Json };

type Sides = {
  loader?: (call: MemberRead) => Promise<Response>;
  action?: (call: MemberWrite) => Promise<Response>;
  extra?: ExtraFields;
};

export function memberCall({ loader, action, extra }: Sides) {
  const guest = () => refuse(LOGIN_REQUIRED, 401, extra);
  return {
    loader: async ({ request, context, params }: LoaderFunctionArgs): Promise<Response> => {
      if (!loader) return methodNotAllowed(METHOD_NOT_ALLOWED);
      const userId = await context.session.userId();
      if (userId == null) return guest();
      return loader({ userId, db: context.db, params, request });
    },
    action: async ({ request, context, params }: ActionFunctionArgs): Promise<Response> => {
      if (!action) return methodNotAllowed(GET_ONLY, "GET");
      if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
      const userId = await context.session.userId();
      if (userId == null) return guest();
      return action({ userId, body: await readBody(request), db: context.db, params, request });
    },
  };
}
