/**
 * GET /cart/mini: the header's mini-basket (spec section 2): the visitor's basket with current
 * prices, lines in the spec's Cart item shape (with the Basket line fields), never cached; for a
 * member with gifts in Hediye Sepetim, the gift basket apart.
 * → {success: true, reason: "", notice, campaignNotices, cartCount,
 *    cart: {quantity, subtotal, campaigns: [{id, title, discount}], total, shipping, items: [Cart item]},
 *    gift: {quantity, total, items: [Cart item], to: {recipient, listName, listId} | null} | null}
 * `notice` is set when stock changes lowered or removed lines; `campaignNotices` name campaigns
 * that ended while their items waited. `subtotal` is the products before campaigns, `total` after.
 * `cartCount` is the header's count: both baskets' units.
 */
import type { Route } from "./+types/cart.mini";
import { cartItemJson, loadCartView, visitorOf } from "#app/domain/cart/cart-view.server";
import { giftBasketOf } from "#app/domain/member-lists/basket-page.server";
import { ok } from "#app/lib/api.server";
import { toLira } from "#app/lib/money";

export async function loader({ context }: Route.LoaderArgs) {
  const owner = await visitorOf(context.session);
  const [view, { giftView, giftTo }] = await Promise.all([loadCartView(context.db, owner), giftBasketOf(context.db, owner)]);
  const gifts = giftView && giftView.lines.length > 0 ? giftView : null;
  return ok(
    {
      reason: "",
      notice: view.notice ?? gifts?.notice ?? null,
      campaignNotices: view.campaignNotices,
      cartCount: view.quantity + (gifts?.quantity ?? 0),
      cart: {
        quantity: view.quantity,
        subtotal: toLira(view.totals.productsKurus),
        campaigns: view.totals.campaigns.map((c) => ({ id: c.id, title: c.title, discount: toLira(c.discountKurus) })),
        total: toLira(view.totals.productsKurus - view.totals.campaignDiscountKurus),
        shipping: toLira(view.totals.shippingKurus),
        items: view.lines.map(cartItemJson),
      },
      gift: gifts && {
        quantity: gifts.quantity,
        total: toLira(gifts.totals.productsKurus - gifts.totals.campaignDiscountKurus),
        items: gifts.lines.map(cartItemJson),
        to: giftTo,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
