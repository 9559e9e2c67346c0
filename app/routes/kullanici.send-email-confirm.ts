/**
 * POST /kullanici/send-email-confirm (spec section 7): sends the member a single-use e-mail
 * verification link valid 24 hours (at most 3 an hour). Members only.
 * → {success, message} (and reason when refused)
 */
import type { Route } from "./+types/kullanici.send-email-confirm";
import { sendEmailVerification } from "#app/domain/accounts/email-verification.server";
import { fail, methodNotAllowed, ok, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { publicOrigin } from "#app/lib/public-url.server";
import { requireMember } from "#app/http/require-member.server";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const userId = await requireMember(request, context.session);
  const result = await sendEmailVerification(context.db, { userId, ip: context.ip, origin: publicOrigin() });
  return result.ok ? ok({ message: result.message }) : fail(result.message, result.limited ? 429 : 200);
}
