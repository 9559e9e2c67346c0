/**
 * The checkout form's rules (spec sections 3 "Checkout hidden fields" and 5 "Checkout (member)"),
 * one zod schema for the page and the pay call, with the spec's Turkish messages. Field names are
 * the spec's: delivery_address_id, billing_address_id, sameAsDelivery, shipmentCompany,
 * saveCreditCard, checkoutPaymentType, paymentToken, paymentCardCvv, paymentInstallment,
 * paymentInstallmentExtra, cardLoyaltyPoint, deliveryCar, storeId; the new card is card[number],
 * card[name], card[month], card[year], card[cvc], and its bonus box card[bonus] with the amount
 * card[bonusAmount] (TL, up to 2 decimals: the part paid with the card's own points; required when
 * ticked, spec section 5). Guests' typed addresses are checked by the address rules
 * (address.schema.ts) on top of this.
 */
import { z } from "zod";
import { isLettersOnly } from "#app/lib/validation";
import { parseLira } from "#app/lib/money";
import {
  ACCEPT_CONTRACTS,
  ACCEPT_MEMBERSHIP,
  BAD_POINTS,
  CARD_INCOMPLETE,
  NEED_BILLING_ADDRESS,
  NEED_CARD_BONUS,
  NEED_CVC,
  NEED_DELIVERY_ADDRESS,
  NEED_PAYMENT_TYPE,
  NEED_SHIPPING,
  NEED_STORE,
} from "./messages";
import { PAYMENT_TYPES, type DeliveryType, type PaymentType } from "#app/domain/pricing/totals";

export type PayFormValues = Record<string, string>;

/** Reads a flat form (card[number]) or nested JSON ({card: {number}}) field as text. */
export function formField(body: Record<string, unknown>, name: string, sub?: string): string {
  const flat = body[sub ? `${name}[${sub}]` : name];
  const nested = sub && body[name] && typeof body[name] === "object" ? (body[name] as Record<string, unknown>)[sub] : undefined;
  const value = flat ?? nested;
  return typeof value === "string"
    ? value.trim().slice(0, 200)
    : typeof value === "number"
      ? String(value)
      : typeof value === "boolean"
        ? value
          ? "1"
          : ""
        : "";
}

const checked = (v: string) => v === "1" || v === "on" || v === "true" || v === "yes";
const positiveId = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);
const digits = (v: string) => v.replace(/[\s-]/g, "");

export type PayForm = {
  idempotencyKey: string;
  deliveryType: DeliveryType;
  deliveryAddressId: number | null;
  billingAddressId: number | null;
  sameAsDelivery: boolean;
  shipmentCompany: number | null;
  storeId: number | null;
  paymentType: PaymentType;
  card: NewCard | null;
  /** The part paid with the new card's points, in kuruş (0: the bonus box not ticked). */
  cardBonusKurus: number;
  savedCard: { token: string; cvc: string } | null;
  saveCard: boolean;
  installment: number;
  installmentExtra: number;
  jokerPoints: number;
  voucherCode: string | null;
  deliveryCar: boolean;
};

export type NewCard = { number: string; holder: string; month: number; year: number; cvc: string };

/** A new card's fields as typed, checked (spec section 5): the card, or null when incomplete ('Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.'). */
export function completeCard(f: {
  cardNumber?: string;
  cardName?: string;
  cardMonth?: string;
  cardYear?: string;
  cardCvc?: string;
}): NewCard | null {
  const number = digits(f.cardNumber ?? "");
  const month = Number(f.cardMonth);
  const year = Number(f.cardYear);
  const cvc = f.cardCvc ?? "";
  const holder = (f.cardName ?? "").normalize("NFC").replace(/\s+/g, " ").trim();
  // The holder's name is a letters-only field like every person's name (spec section 5).
  const complete =
    /^\d{16}$/.test(number) &&
    holder.length >= 2 &&
    isLettersOnly(holder) &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(year) &&
    year >= 0 &&
    /^\d{3}$/.test(cvc);
  return complete ? { number, holder, month, year: year < 100 ? 2000 + year : year, cvc } : null;
}

/** The bonus amount typed (TL, '50,25' or '50.25'): kuruş above 0, else null. */
export function bonusKurus(text: string): number | null {
  const kurus = /^\d{1,7}([.,]\d{1,2})?$/.test(text.trim()) ? parseLira(text.trim().replace(".", ",")) : null;
  return kurus != null && kurus > 0 ? kurus : null;
}

/** Picks the form's fields out of a request body. */
export function payFormValues(body: Record<string, unknown>): PayFormValues {
  const v = (name: string, sub?: string) => formField(body, name, sub);
  return {
    idempotencyKey: v("idempotencyKey"),
    deliveryType: v("deliveryType"),
    delivery_address_id: v("delivery_address_id"),
    billing_address_id: v("billing_address_id"),
    sameAsDelivery: v("sameAsDelivery"),
    shipmentCompany: v("shipmentCompany"),
    storeId: v("storeId") || v("store_id"),
    checkoutPaymentType: v("checkoutPaymentType"),
    paymentToken: v("paymentToken"),
    paymentCardCvv: v("paymentCardCvv"),
    saveCreditCard: v("saveCreditCard"),
    paymentInstallment: v("paymentInstallment"),
    paymentInstallmentExtra: v("paymentInstallmentExtra"),
    cardLoyaltyPoint: v("cardLoyaltyPoint") || v("jokerPoint"),
    voucherCode: v("voucherCode"),
    deliveryCar: v("deliveryCar"),
    agreement: v("agreement"),
    cardNumber: v("card", "number"),
    cardName: v("card", "name"),
    cardMonth: v("card", "month"),
    cardYear: v("card", "year"),
    cardCvc: v("card", "cvc"),
    cardBonus: v("card", "bonus"),
    cardBonusAmount: v("card", "bonusAmount"),
  };
}

/**
 * The rules. `guest` skips the member's address ids (a guest types addresses, checked apart);
 * `gift` (the member's gift basket) has no delivery address to choose: it goes to the gift list's.
 * Every failing field gets its message; the first one is the call's reason.
 */
export const payFormSchema = (options: { guest: boolean; gift?: boolean }) =>
  options.guest ? payFormSchemas.guest : options.gift ? payFormSchemas.gift : payFormSchemas.member;

function makePayFormSchema(options: { guest: boolean; gift?: boolean }) {
  return z.record(z.string(), z.string()).transform((f, ctx): PayForm => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const deliveryType: DeliveryType = f.deliveryType === "getShop" ? "getShop" : "myAddress";
    const deliveryAddressId = positiveId(f.delivery_address_id ?? "");
    const sameAsDelivery = !options.gift && checked(f.sameAsDelivery ?? "");
    const billingAddressId = positiveId(f.billing_address_id ?? "");
    const shipmentCompany = positiveId(f.shipmentCompany ?? "");
    const storeId = positiveId(f.storeId ?? "");
    if (!options.guest) {
      if (deliveryType === "myAddress" && !deliveryAddressId && !options.gift) issue("delivery_address_id", NEED_DELIVERY_ADDRESS);
      const billingMissing = deliveryType === "getShop" ? !billingAddressId : !billingAddressId && !sameAsDelivery;
      if (billingMissing) issue("billing_address_id", NEED_BILLING_ADDRESS);
    }
    if (deliveryType === "getShop" && !storeId) issue("storeId", NEED_STORE);
    // A gift basket of gift cards alone ships nothing: whether a carrier is needed is the order's to say (place-order.server.ts).
    if (deliveryType === "myAddress" && !shipmentCompany && !options.gift) issue("shipmentCompany", NEED_SHIPPING);

    const paymentType = (PAYMENT_TYPES as readonly string[]).includes(f.checkoutPaymentType ?? "")
      ? (f.checkoutPaymentType as PaymentType)
      : null;
    if (!paymentType) issue("checkoutPaymentType", NEED_PAYMENT_TYPE);

    let card: PayForm["card"] = null;
    let cardBonusKurus = 0;
    if (paymentType === "creditCard") {
      card = completeCard(f);
      if (!card) issue("card", CARD_INCOMPLETE);
      // The bonus box wants an amount (spec section 5); what the card holds and the amount
      // payable are the bank's and the order's to check (pay.server.ts).
      if (checked(f.cardBonus ?? "")) {
        const amount = (f.cardBonusAmount ?? "").trim();
        const kurus = bonusKurus(amount);
        if (amount === "") issue("cardBonus", NEED_CARD_BONUS);
        else if (kurus == null) issue("cardBonus", BAD_POINTS);
        else cardBonusKurus = kurus;
      }
    }
    let savedCard: PayForm["savedCard"] = null;
    if (paymentType === "tokenPayment") {
      const cvc = f.paymentCardCvv ?? "";
      if (!/^\d{3}$/.test(cvc)) issue("paymentCardCvv", NEED_CVC);
      if (!f.paymentToken) issue("paymentToken", CARD_INCOMPLETE);
      if (f.paymentToken && /^\d{3}$/.test(cvc)) savedCard = { token: f.paymentToken, cvc };
    }

    const pointsText = (f.cardLoyaltyPoint ?? "").replace(",", ".");
    const jokerPoints = pointsText === "" ? 0 : Number(pointsText);
    if (!Number.isInteger(jokerPoints) || jokerPoints < 0) issue("cardLoyaltyPoint", BAD_POINTS);

    // The spec's message for a member; a guest is asked for the contracts they accept.
    if (!checked(f.agreement ?? "")) issue("agreement", options.guest ? ACCEPT_CONTRACTS : ACCEPT_MEMBERSHIP);

    const installment = Math.min(12, Math.max(1, Math.floor(Number(f.paymentInstallment) || 1)));
    const installmentExtra = Math.min(6, Math.max(0, Math.floor(Number(f.paymentInstallmentExtra) || 0)));
    const key = f.idempotencyKey ?? "";
    return {
      idempotencyKey: /^[\w-]{8,100}$/.test(key) ? key : "",
      deliveryType,
      deliveryAddressId,
      billingAddressId: sameAsDelivery && deliveryType === "myAddress" ? deliveryAddressId : billingAddressId,
      sameAsDelivery,
      shipmentCompany: deliveryType === "myAddress" ? shipmentCompany : null,
      storeId: deliveryType === "getShop" ? storeId : null,
      paymentType: paymentType ?? "creditCard",
      card,
      cardBonusKurus,
      savedCard,
      saveCard: checked(f.saveCreditCard ?? ""),
      installment: paymentType === "creditCard" || paymentType === "tokenPayment" ? installment : 1,
      installmentExtra: paymentType === "creditCard" || paymentType === "tokenPayment" ? installmentExtra : 0,
      jokerPoints: Number.isInteger(jokerPoints) && jokerPoints > 0 ? jokerPoints : 0,
      voucherCode: f.voucherCode ? f.voucherCode.toUpperCase() : null,
      deliveryCar: checked(f.deliveryCar ?? ""),
    };
  });
}

// Built once each (a zod schema costs more to build than to run).
const payFormSchemas = {
  guest: makePayFormSchema({ guest: true }),
  member: makePayFormSchema({ guest: false }),
  gift: makePayFormSchema({ guest: false, gift: true }),
};
