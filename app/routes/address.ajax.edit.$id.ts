/**
 * POST /address/ajax/edit/{id} (spec sections 3, 5, 7): updates one of the member's addresses
 * with the same fields as /address/ajax/add. → {success, message: 'Adresiniz güncellendi.', address}
 * | 422 with errors | 404 'Adres bulunamadı.' for an unknown id or another member's | 401 for guests.
 */
import { addressSchema, addressValuesFrom } from "#app/domain/addresses/address.schema";
import { addressIdOf, addressNotFound, memberPost, refuseInvalid, reply } from "#app/domain/addresses/address-calls.server";
import { updateAddress } from "#app/domain/addresses/addresses.server";
import { validate } from "#app/lib/api.server";

const call = memberPost(async ({ userId, body, db, params }) => {
  const id = addressIdOf(params);
  if (id == null) return addressNotFound();
  const v = validate(addressSchema, addressValuesFrom(body));
  if (!v.ok) return refuseInvalid(v);
  return reply(await updateAddress(db, userId, id, v.data));
});

export const loader = call.loader;
export const action = call.action;
