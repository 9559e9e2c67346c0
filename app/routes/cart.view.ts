/**
 * GET /cart/view → {success: true, view: CartView, visitor: {user, cartCount}}: the basket page's
 * data (lines with current prices and stock, gift note, totals, the notice when stock changes
 * altered the basket) and the header's summary of the visitor (so the page needs no second
 * call), read from the database on every call and never cached. The basket page itself is the same for every
 * visitor (served from the page cache); it asks for this after loading (app/routes/cart._index.tsx).
 */
import type { Route } from "./+types/cart.view";
import { visitorSummary } from "#app/domain/accounts/visitor-summary.server";
import { loadCartView, visitorOf } from "#app/domain/cart/cart-view.server";
import { ok } from "#app/lib/api.server";

export async function loader({ context }: Route.LoaderArgs) {
  const [view, visitor] = await Promise.all([loadCartView(context.db, await visitorOf(context.session)), visitorSummary(context.db, context.session)]);
  // The summary's count is the basket as shown (after any stock fix), not as it was a moment before.
  return ok({ view, visitor: { ...visitor, cartCount: view.quantity } }, { headers: { "Cache-Control": "no-store" } });
}
