/**
 * POST /kullanici/sms-giris/kod-gonder {phoneNumber, redirectUrl?, altcha} (spec sections 2, 7): 'Kod
 * Gönder' of the SMS login, and 'Tekrar Gönder' of its code popup (no phone: the one the last code
 * went to). A code goes by SMS only to a member's phone, but every well-formed mobile number gets
 * the same answer.
 * → {success: true, reason: "", message, phone: "(5xx) xxx xx xx", remainingSeconds}
 * → {success: false, reason, message, errors?}: the mobile phone rule (422), no or no valid captcha
 *   solution (400), too many codes (429).
 */
import type { Route } from "./+types/kullanici.sms-giris.kod-gonder";
import { requestLoginCode, secondsUntil } from "#app/domain/accounts/sms-login.server";
import { fail, methodNotAllowed, ok, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const result = await requestLoginCode(context.db, context.session, await readBody(request), context.ip);
  if (!result.ok) return fail(result.reason, result.status, { errors: result.errors ?? {} });
  return ok(
    { reason: "", message: result.message, phone: result.phone, remainingSeconds: secondsUntil(result.expiresAt) },
    { headers: NO_STORE },
  );
}
