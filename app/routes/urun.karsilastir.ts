/**
 * Adds a catalogue item to the member's comparison (at most 4), for the product page's
 * 'Karşılaştır' button. Two addresses, one call:
 *   POST /urun/karsilastir/                  productId (the variant) or catalogId
 *   POST /kullanici/urun/karsilastirma/ekle  catalogId (spec section 7) or productId
 * → {success, reason, message, count, items, status, result}: `status` is success and `result` the
 * comparison list (spec: "status, result (list or message)"), or the Turkish reason when refused
 * ('Karşılaştırma listenize en fazla 4 ürün ekleyebilirsiniz.'). Guest: 401 with the login message.
 */
import { CHOOSE_PRODUCT, PRODUCT_NOT_FOUND } from "#app/domain/member-lists/product-buttons.messages";
import { addToComparison, comparableCatalogId } from "#app/domain/member-lists/product-buttons.server";
import { parseId } from "#app/lib/ids";
import { memberCall } from "#app/http/member-call.server";
import { refuse, answer } from "#app/http/call-answers.server";

/** The spec's refusal fields: status false, result the message. */
const specFields = (reason: string) => ({ status: false, result: reason });

const call = memberCall({
  action: async ({ userId, body, db }) => {
    const productId = parseId(body.productId);
    const catalogId = parseId(body.catalogId);
    if (productId == null && catalogId == null) return refuse(CHOOSE_PRODUCT, 422, specFields);
    const target = await comparableCatalogId(db, { productId, catalogId });
    if (target == null) return refuse(PRODUCT_NOT_FOUND, 404, specFields);
    const outcome = await addToComparison(db, userId, target);
    return outcome.ok ? answer({ ...outcome, status: true, result: outcome.items }) : answer(outcome, specFields);
  },
  extra: specFields,
});

export const loader = call.loader;
export const action = call.action;
