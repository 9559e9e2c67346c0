/**
 * GET /bize-ulasin/siparis-numarasi?orderNu={orderhash}: the order number the contact page fills in
 * for `#orderNu=` → {success: true, reason: "", orderNumber}. Only for the signed-in member who
 * placed the order (the same rule as Siparişlerim's ?hash=): a guest gets 401 and the login
 * message; another member, an unknown hash or an order never paid get 404 'Sipariş detayı
 * bulunmadı.', alike. Never cached.
 */
import { NO_STORE } from "#app/lib/cache-control";
import { memberOrderByHash } from "#app/domain/orders/order-detail.server";
import { ORDER_NOT_FOUND } from "#app/domain/orders/messages";
import { ok } from "#app/lib/api.server";
import { refuse } from "#app/http/call-answers.server";
import { memberCall } from "#app/http/member-call.server";

const call = memberCall({
  loader: async ({ userId, db, request }) => {
    const order = await memberOrderByHash(db, userId, new URL(request.url).searchParams.get("orderNu"));
    if (!order) return refuse(ORDER_NOT_FOUND, 404);
    return ok({ reason: "", orderNumber: order.orderNumber }, { headers: NO_STORE });
  },
});

export const loader = call.loader;
