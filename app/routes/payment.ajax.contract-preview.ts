/**
 * POST /payment/ajax/contract-preview (the checkout form as it stands): the pre-information form
 * and distance sales contract filled with this checkout's data, for the buyer to read and accept
 * before paying. → {success, html}
 */
import type { Route } from "./+types/payment.ajax.contract-preview";
import { checkoutVisitor } from "#app/domain/checkout/checkout-quote.server";
import { previewContract } from "#app/domain/checkout/contract-preview.server";
import { loadProfile } from "#app/domain/accounts/profile.server";
import { methodNotAllowed, ok, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const { visitor, userId, points } = await checkoutVisitor(context.db, context.session);
  const email = userId == null ? null : ((await loadProfile(context.db, userId))?.email ?? null);
  const html = await previewContract(context.db, { visitor, userId, email, points, body: await readBody(request) });
  return ok({ html }, { headers: { "Cache-Control": "no-store" } });
}
