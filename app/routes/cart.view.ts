/**
 * GET /cart/view → {success: true, view, giftView, giftTo, visitor: {user, cartCount}}: the basket
 * page's data as JSON (lines with current prices and stock, each with the spec's Basket line fields
 * catalog_name, quantity, unit_price, total_price, is_gift; gift note, totals, the notice when stock
 * changes altered the basket) and the header's summary of the visitor, its count both baskets'
 * units. Read from the database on every call and never cached. The basket page draws the same
 * data on the server (app/routes/cart._index.tsx). A member's gift basket (Hediye Sepetim) comes as
 * `giftView` with whose list it goes to (`giftTo`); null for guests.
 */
import type { Route } from "./+types/cart.view";
import { cartViewJson } from "#app/domain/cart/cart-view.server";
import { basketPage } from "#app/domain/member-lists/basket-page.server";
import { ok } from "#app/lib/api.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { view, giftView, giftTo, visitor } = await basketPage(context.db, context.session);
  return ok(
    { view: cartViewJson(view), giftView: giftView && cartViewJson(giftView), giftTo, visitor },
    { headers: { "Cache-Control": "no-store" } },
  );
}
