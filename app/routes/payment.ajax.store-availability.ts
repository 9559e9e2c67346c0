/**
 * GET /payment/ajax/store-availability[?cityId=] (spec section 7: success, cities, data): the
 * stores where the whole basket can be picked up (active, offering pickup, holding every line's
 * units), as pickup stores (spec section 3: id, name, cityId, phone, address, deliveryCar), and
 * the cities that have one.
 */
import type { Route } from "./+types/payment.ajax.store-availability";
import { checkoutVisitor, pickupAvailability, quoteCheckout } from "#app/domain/checkout/checkout-quote.server";
import { ok, readQuery } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitor } = await checkoutVisitor(context.db, context.session);
  const quote = await quoteCheckout(context.db, visitor, { deliveryType: "getShop" });
  const found = await pickupAvailability(context.db, quote.lines, parseId(readQuery(request).cityId, 81));
  return ok({ cities: found.cities, data: found.stores }, { headers: { "Cache-Control": "no-store" } });
}
