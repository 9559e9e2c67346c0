/**
 * The rules of a guest's typed checkout fields (spec section 5 "Guest checkout"), one pure check
 * for the page and the server: a valid e-mail; with home delivery the delivery address (its T.C.
 * Kimlik No only needed when it is also the billing address); the billing address unless it is
 * the delivery address (individual: T.C. Kimlik No; corporate: company, tax office, tax number).
 * Fields are read as delivery[personName], billing[taxNumber] …; errors come back under the same
 * names.
 */
import { ADDRESS_FIELDS, guestAddressSchema, type AddressForm } from "#app/domain/addresses/address.schema";
import { email as emailRule } from "#app/lib/validation";
import type { DeliveryType } from "#app/domain/pricing/totals";

/** Reads a field by name and optional sub-field (delivery, personName) → text ('' when missing). */
export type FieldReader = (name: string, sub?: string) => string;

export type GuestFields =
  { ok: true; email: string; delivery: AddressForm | null; billing: AddressForm | null } | { ok: false; errors: Record<string, string> };

const emailSchema = emailRule(); // built once: building a zod schema costs more than running it
const isOn = (v: string) => v === "1" || v === "on" || v === "true";

function check(read: FieldReader, prefix: "delivery" | "billing", requireIdentityNumber: boolean) {
  const result = guestAddressSchema({ requireIdentityNumber }).safeParse(
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, read(prefix, f)])),
  );
  if (result.success) return { form: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[`${prefix}[${issue.path.join(".") || "_"}]`] ??= issue.message;
  return { form: null, errors };
}

/** Checks everything at once, so every wrong field gets its message. `billing` null: same as delivery. */
export function checkGuestFields(read: FieldReader, deliveryType: DeliveryType): GuestFields {
  const errors: Record<string, string> = {};
  const mail = emailSchema.safeParse(read("email"));
  if (!mail.success) errors.email = mail.error.issues[0]?.message ?? "";
  const same = deliveryType === "myAddress" && isOn(read("sameAsDelivery"));
  const delivery = deliveryType === "myAddress" ? check(read, "delivery", same) : null;
  const billing = same ? null : check(read, "billing", true);
  Object.assign(errors, delivery?.errors, billing?.errors);
  if (!mail.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, email: mail.data, delivery: delivery?.form ?? null, billing: billing?.form ?? null };
}
