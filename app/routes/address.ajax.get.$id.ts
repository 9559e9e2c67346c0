/**
 * GET /address/ajax/get/{id} (spec sections 3, 7): one of the member's addresses, for the popup's
 * update mode. → {success, address: {id, title, personName, address, phone, city: {id, name},
 * district: {id, name}, town: {id, name}, billingType, identityNumber, company, taxOffice, taxNumber}}
 * | 404 'Adres bulunamadı.' for an unknown id or another member's | 401 for guests.
 */
import { getAddress } from "#app/domain/addresses/addresses.server";
import { memberCall } from "#app/http/member-call.server";
import { answerData, refuse } from "#app/http/call-answers.server";
import { parseId } from "#app/lib/ids";
import { ADDRESS_NOT_FOUND } from "#app/domain/addresses/address.schema";

const call = memberCall({
  loader: async ({ userId, db, params }) => {
    const id = parseId(params.id);
    const address = id == null ? null : await getAddress(db, userId, id);
    return address ? answerData({ address }) : refuse(ADDRESS_NOT_FOUND, 404);
  },
});

export const loader = call.loader;
export const action = call.action;
