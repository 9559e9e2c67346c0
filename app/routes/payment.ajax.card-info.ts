/**
 * POST /payment/ajax/card-info/{bin}[/{fastShippingValue}][?cargoId&cargoPrice] (spec section 7:
 * card lookup with the first 6 digits): the card's family and its installment plans on what this
 * order costs now (spec section 3 card-check response: className, bankName, installments with
 * installmentCount, installmentExtra, installmentLabel, monthlyAmount, totalAmount). The amount is
 * the server's own total for the basket with the chosen carrier and points; cargoPrice is ignored.
 */
import type { Route } from "./+types/payment.ajax.card-info";
import { cardCheckJson, checkoutVisitor, quoteCheckout } from "#app/domain/checkout/checkout-quote.server";
import { formField } from "#app/domain/checkout/pay-form.schema";
import { paymentProvider } from "#app/domain/payments/provider";
import { fail, methodNotAllowed, ok, readBody, readQuery, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";

export const UNKNOWN_CARD = "Kart bilgisi bulunamadı. Lütfen kart numaranızı kontrol ediniz.";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const bin = (params.bin ?? "").replace(/\D/g, "").slice(0, 6);
  if (bin.length !== 6) return fail(UNKNOWN_CARD, 422);
  const body = { ...readQuery(request), ...(await readBody(request)) };
  const { visitor, points, deliveryType } = await checkoutVisitor(context.db, context.session);
  const quote = await quoteCheckout(
    context.db,
    visitor,
    {
      deliveryType,
      shippingCompanyId: parseId(formField(body, "cargoId") || formField(body, "shipmentCompany")),
      paymentType: "creditCard",
      jokerPoints: Number(formField(body, "cardLoyaltyPoint")) || 0,
    },
    points,
  );
  const offer = await paymentProvider(context.db).installments(bin, quote.totals.grandTotalKurus);
  // A card the bank does not know pays in one go: an answer, not an error.
  if (!offer) return fail(UNKNOWN_CARD, 200, { installments: [] });
  return ok(cardCheckJson(offer), { headers: { "Cache-Control": "no-store" } });
}
