/**
 * POST /urun/favorite/ (spec sections 5, 7, 8): productId → {success, reason, message, favorite}.
 * Toggles the variant in the member's favourites ('Ürün favorilerinize başarıyla eklendi' on add);
 * `mode=add|remove` makes it idempotent. Guest: 401 'Bu işlemi gerçekleştirebilmek için giriş
 * yapmanız gerekmektedir.'; no productId: 422 'Lütfen bir ürün seçiniz.'; unknown product: 404.
 */
import { CHOOSE_PRODUCT } from "#app/domain/member-lists/product-buttons.messages";
import { parseMode, setFavourite } from "#app/domain/member-lists/product-buttons.server";
import { parseId } from "#app/lib/ids";
import { memberCall } from "#app/http/member-call.server";
import { refuse, answer } from "#app/http/call-answers.server";

const call = memberCall({
  action: async ({ userId, body, db }) => {
    const productId = parseId(body.productId);
    if (productId == null) return refuse(CHOOSE_PRODUCT, 422);
    return answer(await setFavourite(db, userId, productId, parseMode(body.mode)));
  },
});

export const loader = call.loader;
export const action = call.action;
