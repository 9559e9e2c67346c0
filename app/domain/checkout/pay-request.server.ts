/**
 * Turns the checkout form into a pay request, checking it on the server whatever the
 * page already checked: the form's rules (pay-form.schema.ts); for a member, address ids that are
 * their own (another member's id is no address at all) and their saved card; for a guest, the
 * typed e-mail and addresses (guest-address.server.ts).
 */
import { isTicked } from "#app/lib/ticked";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema";
import { getAddress } from "#app/domain/addresses/addresses.server";
import { addressSnapshot } from "#app/domain/addresses/address.schema";
import type { Visitor } from "#app/domain/cart/cart.server";
import { validate, type Json } from "#app/lib/api.server";
import { guestAddresses } from "./guest-address.server";
import { savedCardOf } from "./installment-plan.server";
import { CARD_INCOMPLETE, NEED_BILLING_ADDRESS, NEED_DELIVERY_ADDRESS } from "./messages";
import type { PayRequest } from "./pay.server";
import { payFormSchema, payFormValues } from "./pay-form.schema";

export type Built = { ok: true; request: PayRequest } | { ok: false; reason: string; errors: Record<string, string> };

const refuse = (errors: Record<string, string>): Built => ({ ok: false, reason: Object.values(errors)[0] ?? "", errors });

export async function buildPayRequest(
  db: Db,
  input: { body: Json; visitor: Visitor; origin: string; newKey: () => string },
): Promise<Built> {
  const userId = input.visitor.userId;
  const form = validate(payFormSchema({ guest: userId == null, gift: input.visitor.basket === "gift" }), payFormValues(input.body));
  const guest = userId == null ? await guestAddresses(db, input.body, form.ok ? form.data.deliveryType : "myAddress") : null;
  if (!form.ok || (guest && !guest.ok)) return refuse({ ...(guest && !guest.ok ? guest.errors : {}), ...(form.ok ? {} : form.errors) });
  const f = form.data;

  let email: string;
  let memberPhone: string | null = null;
  let deliveryAddress = null;
  let billingAddress = null;
  if (userId == null) {
    if (!guest?.ok) return refuse({});
    ({ email, deliveryAddress, billingAddress } = guest);
  } else {
    const [member] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!member) return refuse({ _: NEED_DELIVERY_ADDRESS });
    email = member.email;
    memberPhone = member.phone;
    const errors: Record<string, string> = {};
    // A gift basket's order goes to the gift list's address, which placeOrder reads from the list.
    if (f.deliveryType === "myAddress" && input.visitor.basket !== "gift") {
      const found = f.deliveryAddressId ? await getAddress(db, userId, f.deliveryAddressId) : null;
      if (found) deliveryAddress = addressSnapshot(found);
      else errors.delivery_address_id = NEED_DELIVERY_ADDRESS;
    }
    const billing = f.billingAddressId ? await getAddress(db, userId, f.billingAddressId) : null;
    if (billing) billingAddress = addressSnapshot(billing);
    else errors.billing_address_id = NEED_BILLING_ADDRESS;
    if (f.paymentType === "tokenPayment" && !(await savedCardOf(db, userId, f.savedCard?.token ?? "")))
      errors.paymentToken = CARD_INCOMPLETE;
    if (Object.keys(errors).length) return refuse(errors);
  }

  return {
    ok: true,
    request: {
      idempotencyKey: f.idempotencyKey || input.newKey(),
      visitor: input.visitor,
      email,
      deliveryType: f.deliveryType,
      shippingCompanyId: f.shipmentCompany,
      storeId: f.storeId,
      deliveryAddress,
      billingAddress,
      paymentType: f.paymentType,
      installment: f.installment,
      installmentExtra: f.installmentExtra,
      jokerPoints: userId == null ? 0 : f.jokerPoints,
      voucherCode: f.voucherCode,
      card: f.card,
      cardBonusKurus: f.card ? f.cardBonusKurus : 0,
      savedCard: f.savedCard,
      saveCard: userId != null && f.saveCard,
      origin: input.origin,
      // Consent to commercial messages, asked at checkout per channel (ticked: given; unticked: nothing recorded).
      marketing: {
        bySms: isTicked(input.body.marketingSms),
        byEmail: isTicked(input.body.marketingEmail),
        phone: userId == null ? ((deliveryAddress ?? billingAddress)?.phone ?? null) : memberPhone,
      },
    },
  };
}
