/**
 * POST /kullanici/siparislerim/iptal/{orderHash}: the signed-in member cancels their order while
 * it has not left the warehouse (domain/orders/cancel-order.server.ts) → {success, message} or
 * {success: false, reason}: without a session 401 'Hata Oluştu'; someone else's or an unknown
 * order 404 'Sipariş detayı bulunmadı.'; a parcel already with the carrier, or an order already
 * cancelled, 409 with the reason. An online payment is refunded through the payment provider.
 */
import type { Route } from "./+types/kullanici.siparislerim.iptal.$orderHash";
import { cancelMemberOrder } from "#app/domain/orders/cancel-order.server";
import { ORDER_CANCELLED, ORDER_ERROR_TITLE, ORDER_NOT_FOUND } from "#app/domain/orders/messages";
import { paymentProvider } from "#app/domain/payments/provider";
import { fail, ok } from "#app/lib/api.server";
import { PRIVATE_NO_STORE } from "#app/lib/cache-control";

export async function action({ params, context }: Route.ActionArgs) {
  const userId = await context.session.userId();
  const result = userId == null ? null : await cancelMemberOrder(context.db, paymentProvider(context.db), userId, params.orderHash);
  const response = !result
    ? fail(ORDER_ERROR_TITLE, 401)
    : result.ok
      ? ok({ message: ORDER_CANCELLED, refundKurus: result.refundKurus })
      : fail(result.reason, result.reason === ORDER_NOT_FOUND ? 404 : 409);
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
}
