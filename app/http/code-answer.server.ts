/**
 * The JSON answer of a registration step that sends an SMS code (spec sections 5, 7): the
 * countdown until a new code may be asked (`remainingSeconds`), or the refusal with each field's
 * message; never cached.
 */
import type { CodeSent, Failure } from "#app/domain/accounts/registration.server";
import { fail, ok } from "#app/lib/api.server";

export function codeAnswer(result: CodeSent | Failure): Response {
  const remainingSeconds = (at?: Date) => (at ? Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000)) : undefined);
  if (!result.ok)
    return fail(result.reason, result.status, { errors: result.errors ?? {}, remainingSeconds: remainingSeconds(result.expiresAt) });
  return ok(
    { reason: "", phone: result.phone, remainingSeconds: remainingSeconds(result.expiresAt) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
