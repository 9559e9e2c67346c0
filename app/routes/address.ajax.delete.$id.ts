/**
 * POST /address/ajax/delete/{id} (spec section 7): removes one of the member's addresses from the
 * book (orders that used it keep their copy). → {success, message: 'Adresiniz silindi.'}
 * | 404 'Adres bulunamadı.' for an unknown id or another member's | 401 for guests.
 */
import { deleteAddress } from "#app/domain/addresses/addresses.server";
import { memberCall } from "#app/http/member-call.server";
import { answer, refuse } from "#app/http/call-answers.server";
import { parseId } from "#app/lib/ids";
import { ADDRESS_NOT_FOUND } from "#app/domain/addresses/address.schema";

const call = memberCall({
  action: async ({ userId, db, params }) => {
    const id = parseId(params.id);
    if (id == null) return refuse(ADDRESS_NOT_FOUND, 404);
    return answer(await deleteAddress(db, userId, id));
  },
});

export const loader = call.loader;
export const action = call.action;
