/**
 * POST /abonelik/olustur: a new subscription (the /abonelik page's 'Abone Ol'), form-encoded or JSON:
 *   productId (the package: a variant of a product suited to recurring delivery), weekInterval
 *   (1–4), quantity (1–10), addressId (one of the member's addresses), savedCardId (one of the
 *   member's saved cards), audience (bebek | cocuk).
 * Answers {success, reason, message, errors?, subscription?}: checked with the form's schema
 * (domain/subscriptions/subscription.schema.ts, Turkish messages, 422 with `errors` by field);
 * another member's address or card is no address or card (422); a package not sold by subscription
 * (422) or out of stock (409); the same package twice, or too many subscriptions (409); a guest 401;
 * a GET 405. Cross-site posts are refused before it (lib/cross-site.server.ts).
 */
import { subscriptionSchema, subscriptionValues } from "#app/domain/subscriptions/subscription.schema";
import { createSubscription } from "#app/domain/subscriptions/subscriptions.server";
import { subscriptionAnswer } from "#app/http/subscription-calls.server";
import { validate } from "#app/lib/api.server";
import { memberCall } from "#app/http/member-call.server";

const call = memberCall({
  action: async ({ userId, body, db }) => {
    const v = validate(subscriptionSchema, subscriptionValues(body));
    if (!v.ok) return subscriptionAnswer({ ok: false, reason: v.reason, status: 422 }, v.errors);
    return subscriptionAnswer(await createSubscription(db, userId, v.data));
  },
});

export const loader = call.loader;
export const action = call.action;
