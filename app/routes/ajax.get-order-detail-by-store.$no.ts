/**
 * GET /ajax/get-order-detail-by-store/{no}?storeCode (spec section 7) → {success, result}: a store
 * order of the signed-in member, by its number and the store's code; the same answers as
 * /ajax/get-order-detail/{orderNo}.
 */
import type { Route } from "./+types/ajax.get-order-detail-by-store.$no";
import { orderDetailAnswer } from "#app/http/order-detail-answer.server";
import { storeOrderDetail } from "#app/domain/orders/order-detail.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const storeCode = new URL(request.url).searchParams.get("storeCode");
  return orderDetailAnswer(context.session, (userId) => storeOrderDetail(context.db, userId, params.no, storeCode));
}
