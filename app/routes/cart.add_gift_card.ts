/**
 * GET /cart/add_gift_card?product={variant}&wishList={list}&targetUser={owner} (spec sections 3,
 * 7): one gift card of the chosen amount into the member's gift basket, for the
 * list's owner (gift-purchases.server.ts addGiftCardToBasket).
 * → {success: true, reason: "", message: 'Hediye sepetinize eklendi.', cart, cartCount}: `cart` the gift basket,
 *   `cartCount` the header's count (both baskets, cart.add.ts)
 * → {success: false, reason, message, cart?}: a guest (401, 'Bu ürünü sepete ekleyebilmeniz için önce
 *   giriş yapmalısınız!'), no such card amount (422), no such list or not that owner's (404), the
 *   list's day passed or another list's gifts in the basket (409).
 * The GET changes the basket, so another site's request or a prefetch is refused (403).
 */
import type { Route } from "./+types/cart.add_gift_card";
import { addGiftCardToBasket, GIFT_LOGIN_REQUIRED } from "#app/domain/member-lists/gift-purchases.server";
import { fail, methodNotAllowed, ok } from "#app/lib/api.server";
import { NO_STORE, noStore } from "#app/lib/cache-control";
import { refusedGet } from "#app/lib/cross-site.server";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { headerCount } from "#app/domain/accounts/visitor-summary.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (request.method !== "GET") return methodNotAllowed(GENERIC_ERROR, "GET");
  if (refusedGet(request)) return noStore(fail(GENERIC_ERROR, 403));
  const userId = await context.session.userId();
  if (userId == null) return noStore(fail(GIFT_LOGIN_REQUIRED, 401));
  const query = new URL(request.url).searchParams;
  const added = await addGiftCardToBasket(context.db, userId, {
    productId: parseId(query.get("product")),
    listId: parseId(query.get("wishList")),
    targetUserId: parseId(query.get("targetUser")),
  });
  if (!added.ok) return noStore(fail(added.reason, added.status, { cart: added.cart }));
  return ok(
    { reason: "", message: added.message, cart: added.cart, cartCount: await headerCount(context.db, context.session) },
    { headers: NO_STORE },
  );
}
