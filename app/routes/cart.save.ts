/**
 * POST /cart/save (spec section 7: "cart save with basket form"): the basket page's form,
 * form-encoded or JSON.
 *   giftNote              the gift note (trimmed, at most 250 characters; "" clears it)
 *   quantity[<productId>] absolute units of a line the basket holds (0 removes it)
 * All lines are checked before anything is written (over the limit: the spec's max message, and
 * nothing changes). The basket is the session's; no basket id is taken from the client.
 * → {success: true, reason: "", cart: {quantity, total, items: [Basket line]}, cartCount} (cart.add.ts)
 * → {success: false, reason, message, cart} with 422 (bad input, line not in the basket) or 409.
 */
import type { Route } from "./+types/cart.save";
import { saveCart } from "#app/domain/cart/cart.server";
import { readQuantities, saveBasketSchema } from "#app/domain/cart/cart.schema";
import { visitorCartSummary, visitorOf } from "#app/domain/cart/cart-view.server";
import { EMPTY_CART } from "#app/domain/cart/messages";
import { fail, methodNotAllowed, ok, readBody, validate, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { headerCount } from "#app/domain/accounts/visitor-summary.server";

/** GET /cart/save is not a call: 405 JSON. */
export async function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const body = await readBody(request);
  const v = validate(saveBasketSchema, { giftNote: body.giftNote, quantities: readQuantities(body) });
  const visitor = await visitorOf(context.session);
  if (!v.ok) return fail(v.reason, 422, { errors: v.errors, cart: await visitorCartSummary(context.db, visitor) });
  if (!visitor) return fail(EMPTY_CART, 409, { cart: { quantity: 0, total: 0, items: [] } });
  const result = await saveCart(context.db, visitor, v.data);
  if (!result.ok) return fail(result.reason, result.status, { cart: result.cart });
  return ok({ reason: "", cart: result.cart, cartCount: await headerCount(context.db, context.session) }, { headers: NO_STORE });
}
