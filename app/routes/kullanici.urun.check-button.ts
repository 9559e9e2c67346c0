/**
 * GET /kullanici/urun/check-button?id={productId} (spec sections 3, 4, 7): the state of the product
 * page's member buttons for one variant →
 *   {success: true, code: 200, result: {wishLists, favoriteProducts, priceAlerts, comparison}}
 * wishLists are all the member's gift lists (for the picker) with `hasProduct`; priceAlerts holds
 * the price and stock alerts of the variant. Guest: {success: false, code: 401, reason: login
 * message}; no id: code 422 'Lütfen bir ürün seçiniz.'; unknown product: code 404.
 */
import { NO_STORE } from "#app/lib/cache-control";
import { CHOOSE_PRODUCT, PRODUCT_NOT_FOUND } from "#app/domain/member-lists/product-buttons.messages";
import { buttonState } from "#app/domain/member-lists/product-buttons.server";
import { parseId } from "#app/lib/ids";
import { refuse, type ExtraFields } from "#app/http/call-answers.server";
import { memberCall } from "#app/http/member-call.server";

/** Every answer of this call carries its status as `code` too. */
const code: ExtraFields = (_reason, status) => ({ code: status });
const refusal = (reason: string, status: number) => refuse(reason, status, code);

const call = memberCall({
  loader: async ({ userId, db, request }) => {
    const productId = parseId(new URL(request.url).searchParams.get("id"));
    if (productId == null) return refusal(CHOOSE_PRODUCT, 422);
    const result = await buttonState(db, userId, productId);
    if (!result) return refusal(PRODUCT_NOT_FOUND, 404);
    return Response.json({ success: true, code: 200, reason: "", result }, { headers: NO_STORE });
  },
  extra: code,
});

export const loader = call.loader;
