/**
 * POST /hediye-listesi/urun-ekle/{listId} (spec sections 5, 7): productId → {success, error,
 * reason, message, added}. The list must be one of the member's own unexpired lists; another
 * member's list answers 404 like a missing one. No list in the address: 'Lütfen liste seçiniz.'.
 * Guest: 401 with the login message.
 */
import { CHOOSE_LIST, CHOOSE_PRODUCT } from "#app/domain/member-lists/product-buttons.messages";
import { addToGiftList } from "#app/domain/member-lists/product-buttons.server";
import { parseId } from "#app/lib/ids";
import { memberCall } from "#app/http/member-call.server";
import { refuse, answer } from "#app/http/call-answers.server";

/** The spec's field for a refusal's text ('' on success). */
const errorField = (reason: string) => ({ error: reason });

const call = memberCall({
  action: async ({ userId, body, db, params }) => {
    const listId = parseId(params.listId);
    if (listId == null) return refuse(CHOOSE_LIST, 422, errorField);
    const productId = parseId(body.productId);
    if (productId == null) return refuse(CHOOSE_PRODUCT, 422, errorField);
    return answer(await addToGiftList(db, userId, listId, productId), errorField);
  },
  extra: errorField,
});

export const loader = call.loader;
export const action = call.action;
