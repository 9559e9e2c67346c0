/**
 * GET /cart/add_wish_list_item/{id} (spec sections 5, 7, 8): one unit of a gift list's item into the
 * member's gift basket (Hediye Sepetim), for the list's owner — gift-purchases.server.ts.
 * → {success: true, reason: "", message: 'Hediye sepetinize eklendi.', cart, cartCount}: `cart` the gift basket,
 *   `cartCount` the header's count (both baskets, cart.add.ts)
 * → {success: false, reason, message, cart?}: a guest (401, 'Bu ürünü sepete ekleyebilmeniz için önce
 *   giriş yapmalısınız!'), no such item (404), the list's day passed, all bought, out of stock or
 *   another list's gifts in the basket (409).
 * A page request (no JSON) goes to the basket's gift tab, or for a guest to the login page and back
 * to the list. The GET changes the basket, so another site's request or a prefetch is refused (403).
 */
import { href, redirect } from "react-router";
import type { Route } from "./+types/cart.add_wish_list_item.$id";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { addGiftToBasket, giftItem, GIFT_LOGIN_REQUIRED } from "#app/domain/member-lists/gift-purchases.server";
import { fail, methodNotAllowed, ok, wantsJson } from "#app/lib/api.server";
import { refusedGet } from "#app/lib/cross-site.server";
import { NO_STORE, noStore } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { headerCount } from "#app/domain/accounts/visitor-summary.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (request.method !== "GET") return methodNotAllowed(GENERIC_ERROR, "GET");
  if (refusedGet(request)) return noStore(fail(GENERIC_ERROR, 403));
  const itemId = parseId(params.id);
  const userId = await context.session.userId();
  const json = wantsJson(request);
  if (userId == null) {
    if (json) return noStore(fail(GIFT_LOGIN_REQUIRED, 401));
    const item = itemId != null ? await giftItem(context.db, itemId) : null;
    throw redirect(
      loginUrlReturningTo(item ? href("/hediye-listesi/goster/:id", { id: String(item.listId) }) : `${href("/cart")}?sepet=hediye`),
      { headers: NO_STORE },
    );
  }
  const added = await addGiftToBasket(context.db, userId, itemId);
  if (!json) throw redirect(`${href("/cart")}?sepet=hediye`, { headers: NO_STORE });
  if (!added.ok) return noStore(fail(added.reason, added.status, { cart: added.cart }));
  return ok(
    { reason: "", message: added.message, cart: added.cart, cartCount: await headerCount(context.db, context.session) },
    { headers: NO_STORE },
  );
}
