/**
 * The checkout form's checks in the browser (spec section 5), with the server's own schemas so the
 * page and /payment/make-pay say the same thing: payFormSchema for the choices and the card,
 * guestAddressSchema and the e-mail rule for a guest's typed addresses (mirroring
 * guest-address.server.ts), plus what the order itself refuses (a guest paying at the door, a
 * carrier without pay at the door, the Joker box ticked without an amount).
 *
 * Field names are the form's: delivery_address_id, card, agreement, delivery[address] …
 */
import type { z } from "zod";
import { ADDRESS_FIELDS, guestAddressSchema } from "#app/domain/addresses/address.schema";
import { BAD_POINTS, GUEST_POD, NO_PAY_AT_DOOR } from "#app/domain/orders/messages";
import { payFormSchema, payFormValues } from "#app/domain/orders/pay-form.schema";
import { isPayAtDoor, type DeliveryType } from "#app/domain/orders/totals";
import { email as emailRule } from "#app/lib/validation";

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

export const isChecked = (v: string | undefined) => v === "1" || v === "on" || v === "true";

/** Each issue's first message, keyed by its path (prefixed for address fields). */
export function issuesOf(result: z.ZodSafeParseResult<unknown>, prefix = ""): FormErrors {
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join(".") || "_";
    const key = prefix ? `${prefix}[${path}]` : path;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A typed address's fields (delivery[...] or billing[...]) as the address schema reads them. */
export const addressPart = (values: FormValues, prefix: "delivery" | "billing") =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[`${prefix}[${f}]`] ?? ""]));

type Context = {
  guest: boolean;
  /** Payment methods of the chosen carrier (null: none chosen yet). */
  carrierMethods: string[] | null;
  /** The Joker box is ticked. */
  jokerBoxOn: boolean;
};

export function checkoutErrors(values: FormValues, ctx: Context): FormErrors {
  const errors: FormErrors = {};
  const deliveryType: DeliveryType = values.deliveryType === "getShop" ? "getShop" : "myAddress";

  if (ctx.guest) {
    const mail = emailRule().safeParse(values.email ?? "");
    if (!mail.success) errors.email = mail.error.issues[0]?.message ?? "";
    const same = deliveryType === "myAddress" && isChecked(values.sameAsDelivery);
    if (deliveryType === "myAddress") Object.assign(errors, issuesOf(guestAddressSchema({ requireIdentityNumber: same }).safeParse(addressPart(values, "delivery")), "delivery"));
    if (!same) Object.assign(errors, issuesOf(guestAddressSchema({ requireIdentityNumber: true }).safeParse(addressPart(values, "billing")), "billing"));
  }

  for (const [key, message] of Object.entries(issuesOf(payFormSchema({ guest: ctx.guest }).safeParse(payFormValues(values))))) errors[key] ??= message;

  const type = values.checkoutPaymentType ?? "";
  if (isPayAtDoor(type)) {
    if (ctx.guest) errors.checkoutPaymentType ??= GUEST_POD;
    else if (ctx.carrierMethods && !ctx.carrierMethods.includes(type)) errors.checkoutPaymentType ??= NO_PAY_AT_DOOR;
  }
  if (ctx.jokerBoxOn && !values.cardLoyaltyPoint) errors.cardLoyaltyPoint ??= BAD_POINTS;
  return errors;
}

/** What a refused pay answer names a field (place-order's names) in the form's names. */
const SERVER_FIELD_NAMES: Record<string, string> = { paymentType: "checkoutPaymentType", jokerPoints: "cardLoyaltyPoint" };
export const formFieldName = (field: string) => SERVER_FIELD_NAMES[field] ?? field;
