/**
 * GET /hediye-listesi/ajax/get_wish_list_item_buyer/{itemId} (spec sections 3, 7, 8): who bought a
 * gift list's item — the list's owner sees every buyer, a buyer their own purchase; anyone else gets
 * 'not found' (gift-purchases.server.ts).
 * → {success: true, buyer: {name, surname, location: "web"|"store"}, buyers, message: 'Bu ürün … satın alınmıştır.'}
 * → {success: false, reason, message}: a guest (401), no such item or not theirs to see (404), nothing bought yet (200).
 */
import type { Route } from "./+types/hediye-listesi.ajax.get_wish_list_item_buyer.$itemId";
import { giftItemBuyers } from "#app/domain/member-lists/gift-purchases.server";
import { fail, methodNotAllowed, ok } from "#app/lib/api.server";
import { NO_STORE, noStore } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR, LOGIN_REQUIRED } from "#app/lib/messages";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (request.method !== "GET") return methodNotAllowed(GENERIC_ERROR, "GET");
  const userId = await context.session.userId();
  if (userId == null) return noStore(fail(LOGIN_REQUIRED, 401));
  const found = await giftItemBuyers(context.db, userId, parseId(params.itemId));
  if (!found.ok) return noStore(fail(found.reason, found.status));
  return ok({ reason: "", buyer: found.buyer, buyers: found.buyers, message: found.message }, { headers: NO_STORE });
}
