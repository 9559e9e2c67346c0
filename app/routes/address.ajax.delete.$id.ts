/**
 * POST /address/ajax/delete/{id} (spec section 7): removes one of the member's addresses from the
 * book (orders that used it keep their copy). → {success, message: 'Adresiniz silindi.'}
 * | 404 'Adres bulunamadı.' for an unknown id or another member's | 401 for guests.
 */
import { addressIdOf, addressNotFound, memberPost, reply } from "#app/domain/addresses/address-calls.server";
import { deleteAddress } from "#app/domain/addresses/addresses.server";

const call = memberPost(async ({ userId, db, params }) => {
  const id = addressIdOf(params);
  if (id == null) return addressNotFound();
  return reply(await deleteAddress(db, userId, id));
});

export const loader = call.loader;
export const action = call.action;
