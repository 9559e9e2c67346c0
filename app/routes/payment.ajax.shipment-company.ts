/**
 * GET /payment/ajax/shipment-company (spec section 7: address_id, isStoreList, gift or
 * deliveryCityId, deliveryDistrictId): the shipping companies for this basket, each with its
 * price (free over the threshold), door-payment fee and allowed payment methods (spec section 3).
 * A member's address_id must be their own. → {success, result: [option], freeShipping}
 */
import type { Route } from "./+types/payment.ajax.shipment-company";
import { getAddress } from "#app/domain/addresses/addresses.server";
import { ADDRESS_NOT_FOUND } from "#app/domain/addresses/address.schema";
import { activeCarriers, carrierJson, checkoutVisitor, quoteCheckout } from "#app/domain/checkout/checkout-quote.server";
import { shipsFree } from "#app/domain/pricing/totals";
import { fail, ok, readQuery } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { NO_STORE } from "#app/lib/cache-control";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request);
  const { visitor, userId } = await checkoutVisitor(context.db, context.session);
  const addressId = parseId(query.address_id);
  if (addressId != null && (userId == null || !(await getAddress(context.db, userId, addressId)))) return fail(ADDRESS_NOT_FOUND, 404);
  if (query.isStoreList === "1" || query.isStoreList === "true") return ok({ result: [], freeShipping: true }, { headers: NO_STORE });
  const [quote, carriers] = await Promise.all([
    quoteCheckout(context.db, visitor, { deliveryType: "myAddress" }),
    activeCarriers(context.db),
  ]);
  return ok(
    {
      result: carriers.map((c) => carrierJson(c, quote.shippedKurus, quote.settings)),
      freeShipping: shipsFree(quote.shippedKurus, quote.settings),
    },
    { headers: NO_STORE },
  );
}
