/**
 * POST /kullanici/sms-giris/dogrula {code, phone?, redirectUrl?} (spec sections 2, 7): the SMS
 * login code. Without `phone` (the code popup) the phone the last code went to is used.
 * → {success: true, reason: "", redirectUrl}: the member is signed in like a password login
 * → {success: false, reason, message, redirectUrl: null}: wrong, used, expired or locked code (an
 *   unknown phone is answered like a wrong code), too many failed logins, a malformed phone.
 */
import type { Route } from "./+types/kullanici.sms-giris.dogrula";
import { verifyLoginCode } from "#app/domain/accounts/sms-login.server";
import { fail, methodNotAllowed, ok, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const result = await verifyLoginCode(context.db, context.session, await readBody(request), context.ip);
  if (!result.ok) return fail(result.reason, result.status, { errors: result.errors ?? {}, redirectUrl: null });
  return ok({ reason: "", redirectUrl: result.redirectUrl }, { headers: NO_STORE });
}
