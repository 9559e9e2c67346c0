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
import type { AddressForm } from "#app/domain/addresses/address.schema";
import { placeNames } from "#app/domain/addresses/addresses.server";
import type { Json } from "#app/lib/api.server";
import { checkGuestFields } from "./guest-address.schema";
import { formField } from "./pay-form.schema";
import type { DeliveryType } from "#app/domain/pricing/totals";

export type GuestAddresses =
  | { ok: true; email: string; deliveryAddress: AddressSnapshot | null; billingAddress: AddressSnapshot }
  | { ok: false; errors: Record<string, string> };

async function snapshot(
  db: Db,
  form: AddressForm,
  prefix: string,
): Promise<{ ok: true; address: AddressSnapshot } | { ok: false; errors: Record<string, string> }> {
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

/** The guest's fields checked (guest-address.schema.ts), then the places named for the order's copy. */
export async function guestAddresses(db: Db, body: Json, deliveryType: DeliveryType): Promise<GuestAddresses> {
  const fields = checkGuestFields((name, sub) => formField(body, name, sub), deliveryType);
  if (!fields.ok) return fields;
  const errors: Record<string, string> = {};
  const deliverySnap = fields.delivery ? await snapshot(db, fields.delivery, "delivery") : null;
  const billingSnap = fields.billing ? await snapshot(db, fields.billing, "billing") : deliverySnap;
  if (deliverySnap && !deliverySnap.ok) Object.assign(errors, deliverySnap.errors);
  if (billingSnap && !billingSnap.ok) Object.assign(errors, billingSnap.errors);
  if (Object.keys(errors).length || !billingSnap?.ok) return { ok: false, errors };
  return {
    ok: true,
    email: fields.email,
    deliveryAddress: deliverySnap?.ok ? deliverySnap.address : null,
    billingAddress: billingSnap.address,
  };
}
