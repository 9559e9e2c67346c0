/**
 * POST /cart/remove: takes one line out of the visitor's basket (form-encoded or JSON).
 *   productId   the variant of the line
 *   isGift      optional: '1'/'true' for the line in the gift basket
 * The basket is the session's; no basket id is taken from the client.
 * → {success: true, reason: "", cart: {quantity, total, items: [{id, quantity}]}}
 * → {success: false, reason, message, cart} with 422 (bad input, no such line: nothing changed).
 */
import { z } from "zod";
import type { Route } from "./+types/cart.remove";
import { removeCartLine } from "#app/domain/cart/cart.server";
import { visitorCartSummary, visitorOf } from "#app/domain/cart/cart-view.server";
import { CHOOSE_PRODUCT, METHOD_NOT_ALLOWED, NOT_IN_CART } from "#app/domain/cart/messages";
import { fail, methodNotAllowed, ok, readBody, validate } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";

const schema = z.object({
  productId: z.preprocess((v) => parseId(v) ?? undefined, z.number({ error: CHOOSE_PRODUCT })),
  isGift: z.preprocess((v) => v === true || v === "1" || v === "true" || v === "on", z.boolean()),
});

/** GET /cart/remove is not a call: 405 JSON. */
export async function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const v = validate(schema, await readBody(request));
  const visitor = await visitorOf(context.session);
  if (!v.ok) return fail(v.reason, 422, { errors: v.errors, cart: await visitorCartSummary(context.db, visitor) });
  if (!visitor) return fail(NOT_IN_CART, 422, { cart: await visitorCartSummary(context.db, null) });
  // A gift line is in the member's gift basket; the answer's cart stays the basket the header counts.
  const gift = v.data.isGift && visitor.userId != null;
  const result = await removeCartLine(context.db, gift ? { ...visitor, basket: "gift" } : visitor, v.data);
  const cart = gift ? await visitorCartSummary(context.db, visitor) : result.cart;
  if (!result.removed) return fail(NOT_IN_CART, 422, { cart });
  return ok({ reason: "", cart }, { headers: { "Cache-Control": "no-store" } });
}
