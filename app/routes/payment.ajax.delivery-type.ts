/**
 * POST /payment/ajax/delivery-type (deliveryType: myAddress | getShop): the checkout's delivery
 * type, kept in the session (spec section 4). → {success, deliveryType}
 */
import type { Route } from "./+types/payment.ajax.delivery-type";
import { formField } from "#app/domain/checkout/pay-form.schema";
import { methodNotAllowed, ok, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const deliveryType = formField(await readBody(request), "deliveryType") === "getShop" ? "getShop" : "myAddress";
  await context.session.set({ deliveryType });
  return ok({ deliveryType });
}
