/**
 * The subscription calls' frame (routes/abonelik.olustur.ts, routes/abonelik.$id.$islem.ts): which
 * change a URL's `islem` asks for and its one field, and the JSON answer of a domain outcome
 * (`{success, reason, message, errors?, subscription?}`, never cached; the subscription's price a
 * number of TL, `unitPrice`, as money in the shop's JSON is).
 */
import { validate, type Json } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { toLira } from "#app/lib/money";
import { addressChangeSchema, CARD_REQUIRED } from "#app/domain/subscriptions/subscription.schema";
import type { Outcome, SubscriptionAction } from "#app/domain/subscriptions/subscriptions.server";
import { parseId } from "#app/lib/ids";
import type { ChangeWord, SubscriptionView } from "#app/domain/subscriptions/subscription-views";

/** The URL's words for the changes (Turkish, as the shop's other URLs). */
const ACTIONS: Record<ChangeWord, SubscriptionAction> = {
  durdur: "pause",
  devam: "resume",
  iptal: "cancel",
  adres: "address",
  kart: "card",
};

export type ChangeRequest =
  { ok: true; action: SubscriptionAction; value: number | null } | { ok: false; reason: string; errors: Record<string, string> };

/** The change `islem` names with its field read from the body; null for an unknown `islem`. */
export function changeRequest(islem: string | undefined, body: Json): ChangeRequest | null {
  const action = islem && Object.hasOwn(ACTIONS, islem) ? ACTIONS[islem as ChangeWord] : null;
  if (!action) return null;
  if (action === "address") {
    const v = validate(addressChangeSchema, { addressId: Array.isArray(body.addressId) ? undefined : body.addressId });
    return v.ok ? { ok: true, action, value: v.data.addressId } : { ok: false, reason: v.reason, errors: v.errors };
  }
  if (action === "card") {
    const id = Array.isArray(body.savedCardId) ? null : parseId(body.savedCardId);
    return id == null ? { ok: false, reason: CARD_REQUIRED, errors: { savedCardId: CARD_REQUIRED } } : { ok: true, action, value: id };
  }
  return { ok: true, action, value: null };
}

/** A domain outcome as the call's JSON answer. */
export function subscriptionAnswer<T extends object>(outcome: Outcome<T>, errors?: Record<string, string>): Response {
  if (!outcome.ok) {
    const fieldErrors = errors ?? (outcome.field ? { [outcome.field]: outcome.reason } : undefined);
    return Response.json(
      { success: false, reason: outcome.reason, message: outcome.reason, ...(fieldErrors ? { errors: fieldErrors } : {}) },
      { status: outcome.status, headers: NO_STORE },
    );
  }
  const { ok: _ok, ...rest } = outcome;
  const subscription = "subscription" in rest ? asJson(rest.subscription as SubscriptionView) : undefined;
  return Response.json({ success: true, reason: "", ...rest, ...(subscription ? { subscription } : {}) }, { headers: NO_STORE });
}

/** A subscription as the calls answer it: money as a number of TL (PRODUCT.md), the spec's `estimatedSendDate`. */
function asJson({ unitPriceKurus, ...view }: SubscriptionView) {
  return { ...view, unitPrice: unitPriceKurus == null ? null : toLira(unitPriceKurus) };
}
