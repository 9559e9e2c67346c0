/**
 * The checkout form's checks in the browser (spec section 5), with the server's own schemas so the
 * page and /payment/make-pay say the same thing: payFormSchema for the choices and the card,
 * checkGuestFields for a guest's e-mail and typed addresses (the server's check too), plus what the order itself refuses (a guest paying at the door, a
 * carrier without pay at the door, the Joker box ticked without an amount, more card points than the
 * card holds or than the total).
 *
 * Field names are the form's: delivery_address_id, card, agreement, delivery[address] …
 */
import { isTicked } from "#app/lib/ticked";
import type { z } from "zod";
import { BAD_POINTS, GIFT_DOOR_PAYMENT, GUEST_POD, NEED_SHIPPING, NO_PAY_AT_DOOR } from "#app/domain/checkout/messages";
import { bonusKurus } from "#app/domain/checkout/pay-form.schema";
import { checkGuestFields } from "#app/domain/checkout/guest-address.schema";
import { payFormSchema, payFormValues } from "#app/domain/checkout/pay-form.schema";
import { carrierTakes, isPayAtDoor } from "#app/domain/pricing/carrier-payments";
import type { DeliveryType } from "#app/domain/pricing/totals";

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

export const isChecked = (v: string | undefined) => isTicked(v);

/** Each issue's first message, keyed by its path (prefixed for address fields). */
function issuesOf(result: z.ZodSafeParseResult<unknown>, prefix = ""): FormErrors {
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join(".") || "_";
    const key = prefix ? `${prefix}[${path}]` : path;
    errors[key] ??= issue.message;
  }
  return errors;
}

type Context = {
  guest: boolean;
  /** Paying the gift basket (no delivery address to choose, no paying at the door). */
  gift?: boolean;
  /** The basket ships something (not gift cards alone): a carrier must be chosen. */
  ships?: boolean;
  /** Payment methods of the chosen carrier (null: none chosen yet). */
  carrierMethods: readonly string[] | null;
  /** The Joker box is ticked. */
  jokerBoxOn: boolean;
  /** What the card holds in points (kuruş), null while not known. */
  cardPointsKurus?: number | null;
  /** What the order costs now (the most card points it can take). */
  payableKurus?: number;
};

/** The card points the form asks to use (kuruş), 0 when the bonus box is not ticked, not a card, or no valid amount. */
export function cardBonusOf(values: FormValues): number {
  if (values.checkoutPaymentType !== "creditCard" || !isChecked(values["card[bonus]"])) return 0;
  return bonusKurus(values["card[bonusAmount]"] ?? "") ?? 0;
}

export function checkoutErrors(values: FormValues, ctx: Context): FormErrors {
  const errors: FormErrors = {};
  const deliveryType: DeliveryType = values.deliveryType === "getShop" ? "getShop" : "myAddress";

  if (ctx.guest) {
    const fields = checkGuestFields((name, sub) => values[sub ? `${name}[${sub}]` : name] ?? "", deliveryType);
    if (!fields.ok) Object.assign(errors, fields.errors);
  }

  for (const [key, message] of Object.entries(
    issuesOf(payFormSchema({ guest: ctx.guest, gift: ctx.gift }).safeParse(payFormValues(values))),
  ))
    errors[key] ??= message;

  const type = values.checkoutPaymentType ?? "";
  if (isPayAtDoor(type)) {
    if (ctx.guest) errors.checkoutPaymentType ??= GUEST_POD;
    else if (ctx.gift) errors.checkoutPaymentType ??= GIFT_DOOR_PAYMENT;
    else if (ctx.carrierMethods && !carrierTakes(ctx.carrierMethods, type)) errors.checkoutPaymentType ??= NO_PAY_AT_DOOR;
  }
  if (ctx.gift && ctx.ships !== false && !values.shipmentCompany) errors.shipmentCompany ??= NEED_SHIPPING;
  if (ctx.jokerBoxOn && !values.cardLoyaltyPoint) errors.cardLoyaltyPoint ??= BAD_POINTS;
  const bonus = cardBonusOf(values);
  if (bonus > 0 && ((ctx.cardPointsKurus != null && bonus > ctx.cardPointsKurus) || (ctx.payableKurus != null && bonus > ctx.payableKurus)))
    errors.cardBonus ??= BAD_POINTS;
  return errors;
}
