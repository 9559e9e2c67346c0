/** The two order detail calls' one answer shape (see domain/orders/order-detail.server.ts): who asks, then the order or the spec's messages. */
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { fail, ok } from "#app/lib/api.server";
import { PRIVATE_NO_STORE } from "#app/lib/cache-control";
import { orderDetailJson } from "#app/domain/orders/order-detail.server";
import { ORDER_ERROR_TITLE, ORDER_NOT_FOUND } from "#app/domain/orders/messages";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";

export async function orderDetailAnswer(session: SessionHandle, find: (userId: number) => Promise<OrderSummary | null>): Promise<Response> {
  const userId = await session.userId();
  const order = userId == null ? undefined : await find(userId);
  const response = order
    ? ok({ result: orderDetailJson(order) })
    : order === undefined
      ? fail(ORDER_ERROR_TITLE, 401)
      : fail(ORDER_NOT_FOUND, 404);
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
}
