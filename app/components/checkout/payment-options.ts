/**
 * Which payment methods checkout offers (spec section 4): store pickup is paid by card (new or
 * saved); otherwise the chosen carrier's paymentMethods decide (carrier-payments.ts: a saved card
 * and fast pay are card payments). What the carrier does not take is not listed — 'Kapıda Ödeme'
 * with Yurtiçi or Aras neither shows nor adds its fee — and a carrier that takes ONLY pay at the
 * door forces it: the other methods stay in sight, disabled, so the shopper sees why. Before a
 * carrier is chosen every method shows (the door's panel asks for a carrier that takes it).
 */
import { carrierTakes, DOOR_TYPES, isPayAtDoor, offersPayAtDoor, onlyPayAtDoor } from "#app/domain/pricing/carrier-payments";
import type { DeliveryType } from "#app/domain/pricing/totals";
import type { FormValues } from "./checkout-rules";

export type MethodKey = "creditCard" | "tokenPayment" | "door" | "moneyOrder" | "bkmExpress" | "fastPay";

export const METHOD_LABELS: Record<MethodKey, string> = {
  creditCard: "Kredi Kartı",
  tokenPayment: "Kayıtlı Kartlarım",
  door: "Kapıda Ödeme",
  moneyOrder: "Havale / EFT",
  bkmExpress: "BKM Express",
  fastPay: "Hızlı Ödeme",
};

export const methodOf = (paymentType: string): MethodKey =>
  isPayAtDoor(paymentType) ? "door" : ((paymentType in METHOD_LABELS ? paymentType : "creditCard") as MethodKey);

/**
 * `gift`: the gift basket, which the list's owner must not be asked to pay for at the door.
 * `fastPay`: false when the payment provider has no fast pay (iyzico): the method is not listed.
 */
export type MethodContext = {
  deliveryType: DeliveryType;
  carrierMethods: readonly string[] | null;
  hasSavedCards: boolean;
  gift?: boolean;
  fastPay?: boolean;
};

/** The methods to list, those of them shown but disabled, and the one the carrier forces. */
export type MethodChoice = { methods: MethodKey[]; disabled: MethodKey[]; forced: MethodKey | null };

const takesMethod = (carrierMethods: readonly string[], m: MethodKey) =>
  m === "door" ? offersPayAtDoor(carrierMethods) : carrierTakes(carrierMethods, m);

export function availableMethods({ deliveryType, carrierMethods, hasSavedCards, gift, fastPay = true }: MethodContext): MethodChoice {
  const saved: MethodKey[] = hasSavedCards ? ["tokenPayment"] : [];
  if (deliveryType === "getShop") return { methods: ["creditCard", ...saved], disabled: [], forced: null };
  const fast: MethodKey[] = fastPay ? ["fastPay"] : [];
  const all: MethodKey[] = gift
    ? ["creditCard", ...saved, "moneyOrder", "bkmExpress", ...fast]
    : ["creditCard", ...saved, "door", "moneyOrder", "bkmExpress", ...fast];
  if (!carrierMethods) return { methods: all, disabled: [], forced: null };
  if (onlyPayAtDoor(carrierMethods))
    return gift
      ? { methods: all, disabled: all, forced: null }
      : { methods: all, disabled: all.filter((m) => m !== "door"), forced: "door" };
  return { methods: all.filter((m) => takesMethod(carrierMethods, m)), disabled: [], forced: null };
}

/**
 * The payment type a method stands for: the door keeps its own choice (cash or card) when the
 * carrier takes it, else the first door payment the carrier takes.
 */
export function paymentTypeFor(method: MethodKey, current: string, carrierMethods: readonly string[] | null): string {
  if (method !== "door") return method;
  const takes = (t: string) => !carrierMethods || carrierMethods.includes(t);
  if (isPayAtDoor(current) && takes(current)) return current;
  return DOOR_TYPES.find(takes) ?? "podCash";
}

/** The values with a payment type the current choices allow (the first offered one otherwise). */
export function withAllowedPayment(values: FormValues, ctx: MethodContext): FormValues {
  const { methods, disabled, forced } = availableMethods(ctx);
  const enabled = methods.filter((m) => !disabled.includes(m));
  const current = methodOf(values.checkoutPaymentType ?? "");
  const method = forced ?? (enabled.includes(current) ? current : enabled[0]);
  const type = paymentTypeFor(method, values.checkoutPaymentType ?? "", ctx.carrierMethods);
  return type === values.checkoutPaymentType
    ? values
    : { ...values, checkoutPaymentType: type, paymentInstallment: "1", paymentInstallmentExtra: "0" };
}
