/**
 * GET /hediye-listesi/ajax/liste-bul?criteria&value&firstname&lastname&altcha&action (spec
 * sections 5, 7, 8): someone's gift lists, after a solved captcha (gift-list-search.server.ts).
 * → {success: true, items: [{id, name, expireDate: {date}, owner: {firstname, lastname}, itemCount, url}]}
 * → {success: false, reason, message}: no criteria or a bad value (422), no or a used captcha
 *   (400), 'Liste bulunamadı!' (200). `action` is accepted and not needed. Never cached.
 */
import type { Route } from "./+types/hediye-listesi.ajax.liste-bul";
import { searchGiftLists } from "#app/domain/member-lists/gift-list-search.server";
import { NO_STORE } from "#app/lib/cache-control";
import { methodNotAllowed, ok, readQuery, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { refuse } from "#app/http/call-answers.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await searchGiftLists(context.db, readQuery(request));
  if (!found.ok) return refuse(found.reason, found.status);
  return ok({ reason: "", items: found.items }, { headers: NO_STORE });
}

export function action() {
  return methodNotAllowed(METHOD_NOT_ALLOWED, "GET");
}
