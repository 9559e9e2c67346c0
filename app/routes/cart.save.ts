/**
 * POST /cart/save (spec section 7: "cart save with basket form"): the basket page's form,
 * form-encoded or JSON.
 *   giftNote              the gift note (trimmed, at most 250 characters; "" clears it)
 *   quantity[<productId>] absolute units of a line the basket holds (0 removes it)
 * All lines are checked before anything is written (over the limit: the spec's max message, and
 * nothing changes). The basket is the session's; no basket id is taken from the client.
 * → {success: true, reason: "", cart: {quantity, total, items: [{id, quantity}]}}
 * → {success: false, reason, message, cart} with 422 (bad input, line not in the basket) or 409.
 */
import { z } from "zod";
import type { Route } from "./+types/cart.save";
import { saveCart } from "#app/domain/cart/cart.server";
import { visitorCartSummary, visitorOf } from "#app/domain/cart/cart-view.server";
import {
  BAD_QUANTITY,
  CHOOSE_PRODUCT,
  EMPTY_CART,
  GIFT_NOTE_INVALID,
  GIFT_NOTE_MAX,
  GIFT_NOTE_TOO_LONG,
  METHOD_NOT_ALLOWED,
} from "#app/domain/cart/messages";
import { fail, methodNotAllowed, ok, readBody, validate, type Json } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { NO_STORE } from "#app/lib/cache-control";

/** More lines than a basket can sensibly hold in one form. */
const MAX_LINES = 200;

const quantity = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,7}\s*$/.test(v) ? Number(v.trim()) : v),
  z.number({ error: BAD_QUANTITY }).int({ error: BAD_QUANTITY }).min(0, { error: BAD_QUANTITY }).max(9_999_999, { error: BAD_QUANTITY }),
);

const schema = z.object({
  giftNote: z
    .string({ error: GIFT_NOTE_INVALID })
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .refine((s) => s.length <= GIFT_NOTE_MAX, { error: GIFT_NOTE_TOO_LONG })
    .optional(),
  quantities: z
    .array(z.object({ productId: z.preprocess((v) => parseId(v) ?? undefined, z.number({ error: CHOOSE_PRODUCT })), quantity }))
    .max(MAX_LINES, { error: BAD_QUANTITY }),
});

/** `quantity[12]=3` form fields, or JSON `{quantity: {"12": 3}}`, as a list of lines. */
function readQuantities(body: Json): { productId: unknown; quantity: unknown }[] {
  const out: { productId: unknown; quantity: unknown }[] = [];
  for (const [key, value] of Object.entries(body)) {
    const bracketed = /^quantity\[([^\]]*)\]$/.exec(key);
    if (bracketed) out.push({ productId: bracketed[1], quantity: value });
  }
  const nested = body.quantity;
  if (nested && typeof nested === "object" && !Array.isArray(nested)) {
    for (const [productId, value] of Object.entries(nested)) out.push({ productId, quantity: value });
  } else if (nested !== undefined) {
    out.push({ productId: undefined, quantity: nested });
  }
  return out;
}

/** GET /cart/save is not a call: 405 JSON. */
export async function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const body = await readBody(request);
  const v = validate(schema, { giftNote: body.giftNote, quantities: readQuantities(body) });
  const visitor = await visitorOf(context.session);
  if (!v.ok) return fail(v.reason, 422, { errors: v.errors, cart: await visitorCartSummary(context.db, visitor) });
  const ids = v.data.quantities.map((q) => q.productId);
  if (new Set(ids).size !== ids.length) return fail(BAD_QUANTITY, 422, { cart: await visitorCartSummary(context.db, visitor) });
  if (!visitor) return fail(EMPTY_CART, 409, { cart: { quantity: 0, total: 0, items: [] } });
  const result = await saveCart(context.db, visitor, v.data);
  if (!result.ok) return fail(result.reason, result.status, { cart: result.cart });
  return ok({ reason: "", cart: result.cart }, { headers: NO_STORE });
}
