/**
 * GET /address/ajax/get/{id} (spec sections 3, 7): one of the member's addresses, for the popup's
 * update mode. → {success, address: {id, title, personName, address, phone, city: {id, name},
 * district: {id, name}, town: {id, name}, billingType, identityNumber, company, taxOffice, taxNumber}}
 * | 404 'Adres bulunamadı.' for an unknown id or another member's | 401 for guests.
 */
import { addressIdOf, addressNotFound, memberGet, replyData } from "#app/domain/addresses/address-calls.server";
import { getAddress } from "#app/domain/addresses/addresses.server";

const call = memberGet(async ({ userId, db, params }) => {
  const id = addressIdOf(params);
  const address = id == null ? null : await getAddress(db, userId, id);
  return address ? replyData({ address }) : addressNotFound();
});

export const loader = call.loader;
export const action = call.action;
