/**
 * Which payment types a shipping company takes (spec sections 3, 4: the carrier's paymentMethods —
 * creditCard, moneyOrder, bkmExpress, podCash, podCredit — toggle which payment methods appear; a
 * pay-on-door carrier forces pay on the door). One rule for the page, the totals and the order:
 *   - a saved card (tokenPayment) and fast pay are card payments: they need creditCard;
 *   - cartTotalZero pays nothing, whatever the carrier;
 *   - every other type must be in the carrier's list.
 * Pure: imported by the browser and the server alike.
 */

/** What a carrier's paymentMethods may hold (spec section 3), in this order; a back-office form offers exactly these. */
export const CARRIER_PAYMENT_METHODS = ["creditCard", "moneyOrder", "bkmExpress", "podCash", "podCredit"] as const;
export type CarrierPaymentMethod = (typeof CARRIER_PAYMENT_METHODS)[number];
export const isCarrierPaymentMethod = (value: unknown): value is CarrierPaymentMethod =>
  typeof value === "string" && (CARRIER_PAYMENT_METHODS as readonly string[]).includes(value);

export const DOOR_TYPES = ["podCash", "podCredit"] as const;

export const isPayAtDoor = (type: string) => type === "podCash" || type === "podCredit";

/** The carrier takes this payment type. */
export function carrierTakes(methods: readonly string[], type: string): boolean {
  if (type === "cartTotalZero") return true;
  if (type === "tokenPayment" || type === "fastPay") return methods.includes("creditCard");
  return methods.includes(type);
}

/** The carrier takes payment at the door (cash or card). */
export const offersPayAtDoor = (methods: readonly string[]) => methods.some(isPayAtDoor);

/** The carrier takes nothing but payment at the door: checkout forces it and disables the rest. */
export const onlyPayAtDoor = (methods: readonly string[]) => methods.length > 0 && methods.every(isPayAtDoor);
