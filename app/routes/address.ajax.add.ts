/**
 * POST /address/ajax/add (spec sections 3, 5, 7): adds an address to the member's book.
 * Body (form or JSON): title, personName, phone, city, district, town, address, billingType
 * (individual | corporate), identityNumber or company, taxOffice, taxNumber.
 * → {success, message: 'Adresiniz kaydedildi.', address} | 422 {success: false, reason, errors}
 * | 409 at 20 addresses | 401 for guests.
 */
import { addressSchema, addressValuesFrom } from "#app/domain/addresses/address.schema";
import { memberPost, refuseInvalid, reply } from "#app/domain/addresses/address-calls.server";
import { createAddress } from "#app/domain/addresses/addresses.server";
import { validate } from "#app/lib/api.server";

const call = memberPost(async ({ userId, body, db }) => {
  const v = validate(addressSchema, addressValuesFrom(body));
  if (!v.ok) return refuseInvalid(v);
  return reply(await createAddress(db, userId, v.data));
});

export const loader = call.loader;
export const action = call.action;
