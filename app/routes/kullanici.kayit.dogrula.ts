/**
 * POST /kullanici/kayit/dogrula: the SMS code of the pending registration (form or JSON `code`).
 * → {success: true, reason: "", redirectUrl} (the new member is signed in)
 * → {success: false, reason, message}: wrong, used, expired, locked code or no pending registration.
 */
import type { Route } from "./+types/kullanici.kayit.dogrula";
import { completeRegistration } from "#app/domain/accounts/registration.server";
import { fail, methodNotAllowed, ok, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const body = await readBody(request);
  const code = Array.isArray(body.code) ? body.code.join("") : body.code;
  const result = await completeRegistration(context.db, context.session, code, context.ip);
  if (!result.ok) return fail(result.reason, result.status, { redirectUrl: null });
  return ok({ reason: "", redirectUrl: result.redirectUrl }, { headers: NO_STORE });
}
