/**
 * POST /payment/ajax/loyalty-check (spec section 7: payment[type], payment[installment], card
 * fields → points, amount), two questions on one address:
 *   - with a new card's fields (card[number], card[name], card[month], card[year], card[cvc]): what
 *     the card holds in its own points ('kart puanı', the bank's: the card form's bonus box),
 *     `points` and their worth `amount` in TL (1 point = 1 TL in the sandbox bank); anyone paying
 *     by card may ask; an incomplete card gets 'Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.'
 *     (422). The card's number is sent to the bank and kept nowhere. Each question counts against
 *     the address (card-points-guard.server.ts: a card tester's oracle otherwise).
 *   - without them: the member's Joker points and what they are worth in TL, plus the most this
 *     order may use (spec section 5: not more than the points, not negative, not more than the
 *     total minus the free-shipping threshold). Guests have no Joker points: 401.
 */
import type { Route } from "./+types/payment.ajax.loyalty-check";
import { LOGIN_REQUIRED } from "#app/domain/member-lists/product-buttons.messages";
import { checkoutVisitor, quoteCheckout } from "#app/domain/checkout/checkout-quote.server";
import { BAD_POINTS, CARD_INCOMPLETE } from "#app/domain/checkout/messages";
import { cardPointsThrottled } from "#app/domain/checkout/card-points-guard.server";
import { completeCard, formField } from "#app/domain/checkout/pay-form.schema";
import { maxJokerPoints, POINT_KURUS } from "#app/domain/pricing/totals";
import { paymentProvider } from "#app/domain/payments/provider";
import { fail, methodNotAllowed, ok, readBody, type Json, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { toLira } from "#app/lib/money";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

const NO_STORE = { headers: { "Cache-Control": "no-store" } };

/** What a new card holds in its own points, asked of the bank. */
async function cardPoints(context: Route.ActionArgs["context"], body: Json) {
  const card = completeCard({
    cardNumber: formField(body, "card", "number"),
    cardName: formField(body, "card", "name"),
    cardMonth: formField(body, "card", "month"),
    cardYear: formField(body, "card", "year"),
    cardCvc: formField(body, "card", "cvc"),
  });
  if (!card) return fail(CARD_INCOMPLETE, 422);
  const throttled = await cardPointsThrottled(context.db, context.ip);
  if (throttled) return fail(throttled, 429);
  const bank = paymentProvider(context.db);
  const kurus = bank.cardPoints ? await bank.cardPoints(card) : 0;
  return ok({ points: toLira(kurus), amount: toLira(kurus) }, NO_STORE);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const body = await readBody(request);
  if (formField(body, "card", "number") !== "") return cardPoints(context, body);
  const { visitor, userId, points, deliveryType } = await checkoutVisitor(context.db, context.session);
  if (userId == null) return fail(LOGIN_REQUIRED, 401);
  const quote = await quoteCheckout(context.db, visitor, { deliveryType }, points);
  const max = maxJokerPoints(quote.totals.goodsKurus, points, quote.settings);
  const asked = formField(body, "cardLoyaltyPoint") || formField(body, "points");
  const answer = { points, amount: toLira(points * POINT_KURUS), maxPoints: max, maxAmount: toLira(max * POINT_KURUS) };
  if (asked !== "") {
    const n = Number(asked.replace(",", "."));
    if (!Number.isInteger(n) || n < 0 || n > max) return fail(BAD_POINTS, 422, answer);
  }
  return ok(answer, NO_STORE);
}
