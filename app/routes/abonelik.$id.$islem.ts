/**
 * POST /abonelik/{id}/{islem}: a change to one of the member's subscriptions (the /abonelik page's
 * 'Aboneliklerim'), form-encoded or JSON:
 *   durdur   pause (a paused subscription places no orders; pausing again answers the same);
 *   devam    resume (from its send date, or tomorrow when that has passed; needs its address and card);
 *   iptal    cancel (for good; cancelling again answers the same);
 *   adres    a new delivery address: `addressId`, one of the member's addresses ('Adresi değiştir');
 *   kart     another saved card: `savedCardId`, one of the member's saved cards.
 * Answers {success, reason, message, subscription?}. Another member's subscription, an unknown or
 * malformed id and an unknown `islem` are 'Abonelik bulunamadı.' (404); a cancelled one cannot change
 * (409); a guest 401; a GET 405. Cross-site posts are refused before it (lib/cross-site.server.ts).
 */
import { SUBSCRIPTION_NOT_FOUND } from "#app/domain/subscriptions/messages";
import { changeRequest, subscriptionAnswer } from "#app/http/subscription-calls.server";
import { changeSubscription } from "#app/domain/subscriptions/subscriptions.server";
import { parseId } from "#app/lib/ids";
import { memberCall } from "#app/http/member-call.server";

const call = memberCall({
  action: async ({ userId, body, db, params }) => {
    const id = parseId(params.id);
    const change = changeRequest(params.islem, body);
    if (id == null || !change) return subscriptionAnswer({ ok: false, reason: SUBSCRIPTION_NOT_FOUND, status: 404 });
    if (!change.ok) return subscriptionAnswer({ ok: false, reason: change.reason, status: 422 }, change.errors);
    return subscriptionAnswer(await changeSubscription(db, userId, id, change.action, change.value));
  },
});

export const loader = call.loader;
export const action = call.action;
