/**
 * POST /cart/add (spec section 7; PRODUCT.md "Basket"): adds a signed `quantity` (default 1) of the
 * variant `productId` to the visitor's basket. Form-encoded or JSON bodies. Any other field (a
 * tampered `price`, …) is ignored: totals come from the database.
 * → {success: true, reason: "", cart: {quantity, total, items: [{id, quantity, catalog_name, unit_price, total_price, is_gift}]}, cartCount}
 *   `cart` is this basket (spec section 3's Cart response, its lines the spec's Basket lines);
 *   `cartCount` the header's count (the basket and a member's gift basket together).
 * → {success: false, reason, message, cart} with 422 (bad input, not on sale) or 409 (stock, limit).
 */
import type { Route } from "./+types/cart.add";
import { addToCart, cartSummary, findCart } from "#app/domain/cart/cart.server";
import { addLineSchema } from "#app/domain/cart/cart.schema";
import { fail, methodNotAllowed, ok, readBody, validate, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { headerCount } from "#app/domain/accounts/visitor-summary.server";

/** GET /cart/add is not a call: 405 JSON. */
export async function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const v = validate(addLineSchema, await readBody(request));
  if (!v.ok) {
    const row = await context.session.get();
    const cart = await cartSummary(context.db, row ? await findCart(context.db, { sessionId: row.id, userId: row.userId }) : null);
    return fail(v.reason, 422, { errors: v.errors, cart });
  }
  const session = await context.session.ensure();
  const result = await addToCart(context.db, { sessionId: session.id, userId: session.userId }, v.data);
  if (!result.ok) return fail(result.reason, result.status, { cart: result.cart });
  return ok({ reason: "", cart: result.cart, cartCount: await headerCount(context.db, context.session) }, { headers: NO_STORE });
}
