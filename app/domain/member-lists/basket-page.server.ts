/**
 * What the basket page (/cart/, drawn on the server), its data call (GET /cart/view) and the
 * header's mini-basket (GET /cart/mini) read: the visitor's basket and, for a member, the gift basket
 * (Hediye Sepetim) with whose gift list it goes to, both brought within what can be bought now and
 * priced from the database (cart-view.server.ts). Here, beside the gift basket, because the basket
 * area knows nothing of gift lists.
 *
 * The header's count is both baskets' units as shown (after any stock fix): the same rule as
 * headerUnitsQuery (cart.server.ts), so the header, the mini-basket and the page's tabs agree.
 */
import type { Db } from "#app/db/client.server";
import { visitorSummary, type VisitorSummary } from "#app/domain/accounts/visitor-summary.server";
import { loadCartView, visitorOf, type CartView } from "#app/domain/cart/cart-view.server";
import type { Visitor } from "#app/domain/cart/cart.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { giftBasketRecipient, recipientName } from "./gift-purchases.server";

/** Whose gift list the gift basket goes to (named, never their address). */
export type GiftTo = { recipient: string; listName: string; listId: number };

export type GiftBasket = { giftView: CartView | null; giftTo: GiftTo | null };

/** A member's gift basket and whose list it is for; nothing for a guest (a gift basket is a member's). */
export async function giftBasketOf(db: Db, visitor: Visitor | null): Promise<GiftBasket> {
  if (!visitor || visitor.userId == null) return { giftView: null, giftTo: null };
  const giftView = await loadCartView(db, { ...visitor, basket: "gift" });
  // Asked only when there are gifts (most members' gift baskets are empty).
  const to = giftView.lines.length > 0 ? await giftBasketRecipient(db, visitor.userId) : null;
  return { giftView, giftTo: to ? { recipient: recipientName(to), listName: to.listName, listId: to.listId } : null };
}

export type BasketPage = GiftBasket & { view: CartView; visitor: VisitorSummary };

/** The basket page's data: both baskets and the header's summary of the visitor, its count as the baskets are shown. */
export async function basketPage(db: Db, session: SessionHandle): Promise<BasketPage> {
  const owner = await visitorOf(session);
  const [view, gift, visitor] = await Promise.all([loadCartView(db, owner), giftBasketOf(db, owner), visitorSummary(db, session)]);
  return { view, ...gift, visitor: { ...visitor, cartCount: view.quantity + (gift.giftView?.quantity ?? 0) } };
}
