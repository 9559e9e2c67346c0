/**
 * GET /cart/view → {success: true, view: CartView, giftView, giftTo, visitor: {user, cartCount}}: the basket page's
 * data (lines with current prices and stock, gift note, totals, the notice when stock changes
 * altered the basket) and the header's summary of the visitor (so the page needs no second
 * call), read from the database on every call and never cached. The basket page itself is the same for every
 * visitor (served from the page cache); it asks for this after loading (app/routes/cart._index.tsx).
 * A member's gift basket (Hediye Sepetim) comes as `giftView` with whose list it goes to (`giftTo`);
 * null for guests.
 */
import type { Route } from "./+types/cart.view";
import { visitorSummary } from "#app/domain/accounts/visitor-summary.server";
import { loadCartView, visitorOf } from "#app/domain/cart/cart-view.server";
import { giftBasketRecipient, recipientName } from "#app/domain/member-lists/gift-purchases.server";
import { ok } from "#app/lib/api.server";

export async function loader({ context }: Route.LoaderArgs) {
  const owner = await visitorOf(context.session);
  const member = owner?.userId ?? null;
  const [view, visitor, giftView] = await Promise.all([
    loadCartView(context.db, owner),
    visitorSummary(context.db, context.session),
    member != null && owner ? loadCartView(context.db, { ...owner, basket: "gift" }) : null,
  ]);
  // Whose list the gifts go to: asked only when there are gifts (most members' gift baskets are empty).
  const giftTo = member != null && giftView?.lines.length ? await giftBasketRecipient(context.db, member) : null;
  // The summary's count is the basket as shown (after any stock fix), not as it was a moment before.
  return ok(
    { view, giftView, giftTo: giftTo ? { recipient: recipientName(giftTo), listName: giftTo.listName, listId: giftTo.listId } : null, visitor: { ...visitor, cartCount: view.quantity } },
    { headers: { "Cache-Control": "no-store" } },
  );
}
