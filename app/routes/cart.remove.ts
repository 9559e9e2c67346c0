/**
 * POST /cart/remove: takes one line out of the visitor's basket (form-encoded or JSON).
 *   productId   the variant of the line
 *   isGift      optional: '1'/'true' for the line in the gift basket
 * The basket is the session's; no basket id is taken from the client.
 * → {success: true, reason: "", cart: {quantity, total, items: [Basket line]}, cartCount} (cart.add.ts)
 * → {success: false, reason, message, cart} with 422 (bad input, no such line: nothing changed).
 */
import type { Route } from "./+types/cart.remove";
import { removeVisitorLine } from "#app/domain/cart/cart.server";
import { visitorCartSummary, visitorOf } from "#app/domain/cart/cart-view.server";
import { removeLineSchema } from "#app/domain/cart/cart.schema";
import { NOT_IN_CART } from "#app/domain/cart/messages";
import { fail, methodNotAllowed, ok, readBody, validate, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { headerCount } from "#app/domain/accounts/visitor-summary.server";

/** GET /cart/remove is not a call: 405 JSON. */
export async function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const v = validate(removeLineSchema, await readBody(request));
  const visitor = await visitorOf(context.session);
  if (!v.ok) return fail(v.reason, 422, { errors: v.errors, cart: await visitorCartSummary(context.db, visitor) });
  if (!visitor) return fail(NOT_IN_CART, 422, { cart: await visitorCartSummary(context.db, null) });
  // A gift line is in the member's gift basket; the answer's cart stays the basket (spec's Cart response).
  const result = await removeVisitorLine(context.db, visitor, v.data);
  const cart = v.data.isGift ? await visitorCartSummary(context.db, visitor) : result.cart;
  if (!result.removed) return fail(NOT_IN_CART, 422, { cart });
  return ok({ reason: "", cart, cartCount: await headerCount(context.db, context.session) }, { headers: { "Cache-Control": "no-store" } });
}
