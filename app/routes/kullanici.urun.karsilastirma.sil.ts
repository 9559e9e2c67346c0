/**
 * POST /kullanici/urun/karsilastirma/sil: catalogId → {success, message}. Takes an item off the
 * member's comparison (Karşılaştırmalarım's 'Kaldır'); only the member's own list. Guest: 401.
 */
import { removeFromComparison } from "#app/domain/member-lists/member-products.server";
import { CHOOSE_PRODUCT } from "#app/domain/member-lists/product-buttons.messages";
import { parseId } from "#app/lib/ids";
import { memberCall } from "#app/http/member-call.server";
import { refuse, answer } from "#app/http/call-answers.server";

const call = memberCall({
  action: async ({ userId, body, db }) => {
    const catalogId = parseId(body.catalogId);
    if (catalogId == null) return refuse(CHOOSE_PRODUCT, 422);
    return answer(await removeFromComparison(db, userId, catalogId));
  },
});

export const loader = call.loader;
export const action = call.action;
