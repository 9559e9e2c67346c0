/**
 * Which payment methods checkout offers (spec section 4): store pickup is paid by card (new or
 * saved); otherwise the chosen carrier's paymentMethods decide (a saved card and fast pay are card
 * payments); 'Kapıda Ödeme' stays in the list to say 'Kapıda ödeme seçeneğiniz yok.' when the
 * carrier does not take it; a carrier that takes ONLY pay at the door forces it.
 */
import { isPayAtDoor, type DeliveryType } from "#app/domain/orders/totals";
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

export const methodOf = (paymentType: string): MethodKey => (isPayAtDoor(paymentType) ? "door" : ((paymentType in METHOD_LABELS ? paymentType : "creditCard") as MethodKey));

export type MethodContext = { deliveryType: DeliveryType; carrierMethods: string[] | null; hasSavedCards: boolean };

export function availableMethods({ deliveryType, carrierMethods, hasSavedCards }: MethodContext): { methods: MethodKey[]; forced: MethodKey | null } {
  const saved: MethodKey[] = hasSavedCards ? ["tokenPayment"] : [];
  if (deliveryType === "getShop") return { methods: ["creditCard", ...saved], forced: null };
  if (!carrierMethods) return { methods: ["creditCard", ...saved, "door", "moneyOrder", "bkmExpress", "fastPay"], forced: null };
  if (carrierMethods.length > 0 && carrierMethods.every(isPayAtDoor)) return { methods: ["door"], forced: "door" };
  const card = carrierMethods.includes("creditCard");
  const methods: MethodKey[] = [
    ...(card ? (["creditCard", ...saved] as MethodKey[]) : []),
    "door",
    ...(carrierMethods.includes("moneyOrder") ? (["moneyOrder"] as MethodKey[]) : []),
    ...(carrierMethods.includes("bkmExpress") ? (["bkmExpress"] as MethodKey[]) : []),
    ...(card ? (["fastPay"] as MethodKey[]) : []),
  ];
  return { methods, forced: null };
}

/** The payment type a method stands for (the door's own choice kept when it has one). */
export function paymentTypeFor(method: MethodKey, current: string): string {
  if (method === "door") return isPayAtDoor(current) ? current : "podCash";
  return method;
}

/** The values with a payment type the current choices allow (the first offered one otherwise). */
export function withAllowedPayment(values: FormValues, ctx: MethodContext): FormValues {
  const { methods, forced } = availableMethods(ctx);
  const current = methodOf(values.checkoutPaymentType ?? "");
  const method = forced ?? (methods.includes(current) ? current : methods[0]);
  const type = paymentTypeFor(method, values.checkoutPaymentType ?? "");
  return type === values.checkoutPaymentType ? values : { ...values, checkoutPaymentType: type, paymentInstallment: "1", paymentInstallmentExtra: "0" };
}
