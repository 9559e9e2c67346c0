/**
 * GET /ajax/get-order-detail/{orderNo} (spec section 7) → {success, result}: a web order of the
 * signed-in member (domain/orders/order-detail.server.ts). Without a session 401 'Hata Oluştu';
 * another member's, an unknown or a malformed number 404 'Sipariş detayı bulunmadı.' (spec
 * section 8). Personal data: private, no-store.
 */
import type { Route } from "./+types/ajax.get-order-detail.$orderNo";
import { orderDetailAnswer } from "#app/http/order-detail-answer.server";
import { memberOrderDetail } from "#app/domain/orders/order-detail.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  return orderDetailAnswer(context.session, (userId) => memberOrderDetail(context.db, userId, params.orderNo));
}
