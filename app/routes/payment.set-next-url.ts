/**
 * POST /payment/set-next-url (spec section 7: nextUrl): where to go after logging in from checkout
 * (spec section 4: login remembers quick checkout). Only a path on this shop is kept.
 */
import type { Route } from "./+types/payment.set-next-url";
import { safeRedirectUrl } from "#app/lib/login-url";
import { methodNotAllowed, ok, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const body = await readBody(request);
  const nextUrl = safeRedirectUrl(typeof body.nextUrl === "string" ? body.nextUrl : "");
  await context.session.set({ nextUrl });
  return ok({ nextUrl });
}
