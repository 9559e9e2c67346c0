/**
 * GET /address/ajax/list (spec section 7): the member's addresses in the order they were added
 * (checkout's pickers, the account page). → {success, addresses: [address…]} | 401 for guests.
 */
import { memberGet, replyData } from "#app/domain/addresses/address-calls.server";
import { listAddresses } from "#app/domain/addresses/addresses.server";

const call = memberGet(async ({ userId, db }) => replyData({ addresses: await listAddresses(db, userId) }));

export const loader = call.loader;
export const action = call.action;
