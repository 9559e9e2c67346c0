/**
 * POST /kullanici/kayit/kod-gonder {altcha}: "Tekrar Gönder" in the code popup, with a solved
 * captcha. Refused while the last code still runs (the 5-minute countdown) and past the hourly
 * limits.
 * → {success: true, reason: "", phone, remainingSeconds}
 * → {success: false, reason, message, remainingSeconds?}
 */
import type { Route } from "./+types/kullanici.kayit.kod-gonder";
import { resendRegistrationCode } from "#app/domain/accounts/registration.server";
import { captchaOf } from "#app/domain/captcha/captcha.server";
import { methodNotAllowed, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { codeAnswer } from "#app/http/code-answer.server";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const body = await readBody(request);
  return codeAnswer(await resendRegistrationCode(context.db, context.session, context.ip, captchaOf(body)));
}
