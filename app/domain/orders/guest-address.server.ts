/**
 * A guest's typed addresses at checkout (spec section 5 "Guest checkout": e-mail required and
 * valid; full name of at least two words; phone; city; district; address of 10 to 120 characters;
 * a separate billing address: individual needs the T.C. identity number, corporate the company,
 * tax office and tax number, plus name, phone, city, district, address). The address book's rules
 * (address.schema.ts) with the guest's options; the fields come as delivery[...] and billing[...]
 * (or nested JSON). City and district ids are checked against each other and named from the
 * address data for the order's copy.
 */
import type { Db } from "#app/db/client.server";
import type { AddressSnapshot } from "#app/db/schema";
import { ADDRESS_FIELDS, guestAddressSchema, type AddressForm } from "#app/domain/addresses/address.schema";
import { placeNames } from "#app/domain/addresses/addresses.server";
import { validate, type Json } from "#app/lib/api.server";
import { email as emailRule } from "#app/lib/validation";
import { formField } from "./pay-form.schema";
import type { DeliveryType } from "./totals";

export type GuestAddresses = { ok: true; email: string; deliveryAddress: AddressSnapshot | null; billingAddress: AddressSnapshot } | { ok: false; errors: Record<string, string> };

const fieldsOf = (body: Json, prefix: string) => Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, formField(body, prefix, f)]));

function check(body: Json, prefix: "delivery" | "billing", requireIdentityNumber: boolean) {
  const v = validate(guestAddressSchema({ requireIdentityNumber }), fieldsOf(body, prefix));
  return v.ok ? { ok: true as const, form: v.data } : { ok: false as const, errors: Object.fromEntries(Object.entries(v.errors).map(([k, m]) => [`${prefix}[${k}]`, m])) };
}

async function snapshot(db: Db, form: AddressForm, prefix: string): Promise<{ ok: true; address: AddressSnapshot } | { ok: false; errors: Record<string, string> }> {
  const names = await placeNames(db, form);
  if (!names.ok) return { ok: false, errors: { [`${prefix}[${names.field}]`]: names.reason } };
  return {
    ok: true,
    address: {
      personName: form.personName,
      phone: form.phone,
      city: names.city,
      district: names.district,
      ...(names.town ? { town: names.town } : {}),
      address: form.address,
      billingType: form.billingType,
      ...(form.identityNumber ? { identityNumber: form.identityNumber } : {}),
      ...(form.company ? { company: form.company, taxOffice: form.taxOffice ?? "", taxNumber: form.taxNumber ?? "" } : {}),
    },
  };
}

/**
 * Checks everything at once (every wrong field gets its message). With store pickup only the
 * billing address is asked; with home delivery the billing address is the delivery address
 * unless sameAsDelivery is off.
 */
export async function guestAddresses(db: Db, body: Json, deliveryType: DeliveryType): Promise<GuestAddresses> {
  const errors: Record<string, string> = {};
  const mail = emailRule().safeParse(formField(body, "email"));
  if (!mail.success) errors.email = mail.error.issues[0]?.message ?? "";
  const same = deliveryType === "myAddress" && ["1", "on", "true"].includes(formField(body, "sameAsDelivery"));
  const delivery = deliveryType === "myAddress" ? check(body, "delivery", same) : null;
  const billing = same ? null : check(body, "billing", true);
  if (delivery && !delivery.ok) Object.assign(errors, delivery.errors);
  if (billing && !billing.ok) Object.assign(errors, billing.errors);
  if (Object.keys(errors).length || !mail.success) return { ok: false, errors };

  const deliverySnap = delivery?.ok ? await snapshot(db, delivery.form, "delivery") : null;
  const billingSnap = billing?.ok ? await snapshot(db, billing.form, "billing") : deliverySnap;
  if (deliverySnap && !deliverySnap.ok) Object.assign(errors, deliverySnap.errors);
  if (billingSnap && !billingSnap.ok) Object.assign(errors, billingSnap.errors);
  if (Object.keys(errors).length || !billingSnap?.ok) return { ok: false, errors };
  return { ok: true, email: mail.data, deliveryAddress: deliverySnap?.ok ? deliverySnap.address : null, billingAddress: billingSnap.address };
}
