/**
 * POST /address/ajax/add (spec sections 3, 5, 7): adds an address to the member's book.
 * Body (form or JSON): title, personName, phone, city, district, town, address, billingType
 * (individual | corporate), identityNumber or company, taxOffice, taxNumber.
 * → {success, message: 'Adresiniz kaydedildi.', address} | 422 {success: false, reason, errors}
 * | 409 at 20 addresses | 401 for guests.
 */
import { addressSchema, addressValuesFrom } from "#app/domain/addresses/address.schema";
import { createAddress } from "#app/domain/addresses/addresses.server";
import { validate } from "#app/lib/api.server";
import { memberCall } from "#app/http/member-call.server";
import { answer, refuseInvalid } from "#app/http/call-answers.server";

const call = memberCall({
  action: async ({ userId, body, db }) => {
    const v = validate(addressSchema, addressValuesFrom(body));
    if (!v.ok) return refuseInvalid(v);
    return answer(await createAddress(db, userId, v.data));
  },
});

export const loader = call.loader;
export const action = call.action;
