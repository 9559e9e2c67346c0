/**
 * GET /kullanici/urun/check-button?id={productId} (spec sections 3, 4, 7): the state of the product
 * page's member buttons for one variant →
 *   {success: true, code: 200, result: {wishLists, favoriteProducts, priceAlerts, comparison}}
 * wishLists are all the member's gift lists (for the picker) with `hasProduct`; priceAlerts holds
 * the price and stock alerts of the variant. Guest: {success: false, code: 401, reason: login
 * message}; no id: code 422 'Lütfen bir ürün seçiniz.'; unknown product: code 404.
 */
import type { Route } from "./+types/kullanici.urun.check-button";
import { refuse } from "#app/domain/member-lists/member-call.server";
import { NO_STORE } from "#app/lib/cache-control";
import { CHOOSE_PRODUCT, LOGIN_REQUIRED, PRODUCT_NOT_FOUND } from "#app/domain/member-lists/product-buttons.messages";
import { buttonState } from "#app/domain/member-lists/product-buttons.server";
import { parseId } from "#app/lib/ids";

const refusal = (reason: string, code: number) => refuse(reason, code, () => ({ code }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await context.session.userId();
  if (userId == null) return refusal(LOGIN_REQUIRED, 401);
  const productId = parseId(new URL(request.url).searchParams.get("id"));
  if (productId == null) return refusal(CHOOSE_PRODUCT, 422);
  const result = await buttonState(context.db, userId, productId);
  if (!result) return refusal(PRODUCT_NOT_FOUND, 404);
  return Response.json({ success: true, code: 200, reason: "", result }, { headers: NO_STORE });
}
