/**
 * POST /address/ajax/edit/{id} (spec sections 3, 5, 7): updates one of the member's addresses
 * with the same fields as /address/ajax/add. → {success, message: 'Adresiniz güncellendi.', address}
 * | 422 with errors | 404 'Adres bulunamadı.' for an unknown id or another member's | 401 for guests.
 */
import { addressSchema, addressValuesFrom, ADDRESS_NOT_FOUND } from "#app/domain/addresses/address.schema";
import { updateAddress } from "#app/domain/addresses/addresses.server";
import { validate } from "#app/lib/api.server";
import { memberCall } from "#app/http/member-call.server";
import { answer, refuseInvalid, refuse } from "#app/http/call-answers.server";
import { parseId } from "#app/lib/ids";

const call = memberCall({
  action: async ({ userId, body, db, params }) => {
    const id = parseId(params.id);
    if (id == null) return refuse(ADDRESS_NOT_FOUND, 404);
    const v = validate(addressSchema, addressValuesFrom(body));
    if (!v.ok) return refuseInvalid(v);
    return answer(await updateAddress(db, userId, id, v.data));
  },
});

export const loader = call.loader;
export const action = call.action;
