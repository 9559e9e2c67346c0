/**
 * GET /cart/view → {success: true, view: CartView}: the basket page's data (lines with current
 * prices and stock, gift note, totals, the notice when stock changes altered the basket), read
 * from the database on every call and never cached. The basket page itself is the same for every
 * visitor (served from the page cache); it asks for this after loading (app/routes/cart._index.tsx).
 */
import type { Route } from "./+types/cart.view";
import { loadCartView, visitorOf } from "#app/domain/cart/cart-view.server";
import { ok } from "#app/lib/api.server";

export async function loader({ context }: Route.LoaderArgs) {
  const view = await loadCartView(context.db, await visitorOf(context.session));
  return ok({ view }, { headers: { "Cache-Control": "no-store" } });
}
