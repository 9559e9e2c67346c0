/**
 * POST /payment/make-pay (spec section 7: the checkout form): 'Alışverişi Tamamla'. Checks the form
 * on the server, places the order in one transaction and starts its payment; answers the spec's
 * pay response (section 3): success, reason, redirectMyOrders, data {items, order_hash,
 * total_price}, threeDsPayment + threeDsUrl, bkm + ticket, fastpay + endpoint + formData, or
 * redirectUrl to the summary. Refusals carry `errors` per field. The page sends one
 * idempotencyKey per attempt: a repeated request answers the same outcome and never makes a
 * second order.
 */
import crypto from "node:crypto";
import type { Route } from "./+types/payment.make-pay";
import { visitorOf } from "#app/domain/cart/cart-view.server";
import { EMPTY_CART } from "#app/domain/checkout/messages";
import { pay } from "#app/domain/checkout/pay.server";
import { buildPayRequest } from "#app/domain/checkout/pay-request.server";
import { voucherMissed, voucherThrottled } from "#app/domain/vouchers/voucher-guard.server";
import { paymentProvider } from "#app/domain/payments/provider";
import { fail, methodNotAllowed, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { servedOrigin } from "#app/lib/public-url.server";
import { NO_STORE } from "#app/lib/cache-control";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const found = await visitorOf(context.session);
  if (!found) return fail(EMPTY_CART, 409);
  const body = await readBody(request);
  // The form says which basket it pays (`basket=gift`: the member's gift basket).
  const visitor = body.basket === "gift" && found.userId != null ? { ...found, basket: "gift" as const } : found;
  const built = await buildPayRequest(context.db, { body, visitor, origin: servedOrigin(request), newKey: () => crypto.randomUUID() });
  if (!built.ok) return fail(built.reason, 422, { errors: built.errors });
  if (built.request.voucherCode) {
    const throttled = await voucherThrottled(context.db, context.ip);
    if (throttled) return fail(throttled, 429, { errors: { voucherCode: throttled } });
  }
  const answer = await pay(context.db, paymentProvider(context.db), { ...built.request, buyerIp: context.ip });
  if (!answer.success && answer.field === "voucherCode") await voucherMissed(context.db, context.ip);
  return Response.json({ reason: "", redirectMyOrders: false, ...answer }, { status: answer.success ? 200 : 422, headers: NO_STORE });
}
