/**
 * GET /cart/mini: the header's mini-basket (spec section 2): the visitor's basket with current
 * prices, lines in the spec's Cart item shape, never cached.
 * → {success: true, reason: "", notice, campaignNotices, cart: {quantity, subtotal, campaigns: [{id, title, discount}], total, shipping, items: [Cart item]}}
 * `notice` is set when stock changes lowered or removed lines; `campaignNotices` name campaigns
 * that ended while their items waited. `subtotal` is the products before campaigns, `total` after.
 */
import type { Route } from "./+types/cart.mini";
import { cartItemJson, loadCartView, visitorOf } from "#app/domain/cart/cart-view.server";
import { ok } from "#app/lib/api.server";
import { toLira } from "#app/lib/money";

export async function loader({ context }: Route.LoaderArgs) {
  const view = await loadCartView(context.db, await visitorOf(context.session));
  return ok(
    {
      reason: "",
      notice: view.notice,
      campaignNotices: view.campaignNotices,
      cart: {
        quantity: view.quantity,
        subtotal: toLira(view.totals.productsKurus),
        campaigns: view.totals.campaigns.map((c) => ({ id: c.id, title: c.title, discount: toLira(c.discountKurus) })),
        total: toLira(view.totals.productsKurus - view.totals.campaignDiscountKurus),
        shipping: toLira(view.totals.shippingKurus),
        items: view.lines.map(cartItemJson),
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
