/**
 * GET /address/ajax/list (spec section 7): the member's addresses in the order they were added
 * (checkout's pickers, the account page). → {success, addresses: [address…]} | 401 for guests.
 */
import { listAddresses } from "#app/domain/addresses/addresses.server";
import { memberCall } from "#app/http/member-call.server";
import { answerData } from "#app/http/call-answers.server";

const call = memberCall({ loader: async ({ userId, db }) => answerData({ addresses: await listAddresses(db, userId) }) });

export const loader = call.loader;
export const action = call.action;
