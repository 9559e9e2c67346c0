/**
 * The checkout pages' loader data (PRODUCT.md "Guest checkout"): what
 * domain/checkout/checkout-page.server.ts loads, or its detour answered as a redirect (a guest on
 * the member's page goes to the login page and comes back, a member on the guest's page to
 * /payment/checkout, an empty basket back to the basket).
 */
import { redirect, type AppLoadContext } from "react-router";
import type { BasketKind } from "#app/domain/cart/cart.server";
import { loadCheckoutPage, type CheckoutPageData } from "#app/domain/checkout/checkout-page.server";

export async function checkoutPageData(
  context: Pick<AppLoadContext, "db" | "session">,
  page: "member" | "guest",
  basket: BasketKind = "own",
): Promise<CheckoutPageData> {
  const loaded = await loadCheckoutPage(context.db, context.session, page, basket);
  if ("goTo" in loaded) throw redirect(loaded.goTo);
  return loaded;
}
