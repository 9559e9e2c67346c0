/**
 * POST /payment/ajax/loyalty-check (spec section 7: payment[type], payment[installment], card
 * fields → points, amount): the member's Joker points and what they are worth in TL, plus the
 * most this order may use (spec section 5: not more than the points, not negative, not more than
 * the total minus the free-shipping threshold). Guests have no points: 401.
 */
import type { Route } from "./+types/payment.ajax.loyalty-check";
import { METHOD_NOT_ALLOWED } from "#app/domain/cart/messages";
import { LOGIN_REQUIRED } from "#app/domain/member-lists/product-buttons.messages";
import { checkoutVisitor, quoteCheckout } from "#app/domain/checkout/checkout-quote.server";
import { BAD_POINTS } from "#app/domain/checkout/messages";
import { formField } from "#app/domain/checkout/pay-form.schema";
import { maxJokerPoints, POINT_KURUS } from "#app/domain/checkout/totals";
import { fail, methodNotAllowed, ok, readBody } from "#app/lib/api.server";
import { toLira } from "#app/lib/money";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const { visitor, userId, points, deliveryType } = await checkoutVisitor(context.db, context.session);
  if (userId == null) return fail(LOGIN_REQUIRED, 401);
  const body = await readBody(request);
  const quote = await quoteCheckout(context.db, visitor, { deliveryType }, points);
  const max = maxJokerPoints(quote.totals.goodsKurus, points, quote.settings);
  const asked = formField(body, "cardLoyaltyPoint") || formField(body, "points");
  const answer = { points, amount: toLira(points * POINT_KURUS), maxPoints: max, maxAmount: toLira(max * POINT_KURUS) };
  if (asked !== "") {
    const n = Number(asked.replace(",", "."));
    if (!Number.isInteger(n) || n < 0 || n > max) return fail(BAD_POINTS, 422, answer);
  }
  return ok(answer, { headers: { "Cache-Control": "no-store" } });
}
