/**
 * An order as a payment provider's basket (iyzico: `basketItems`, docs/iyzico-reference.md §3.3):
 * one item per order line at what the line costs after its campaigns, the shipping and the
 * pay-at-door fees as items of their own, and the order's own discounts (the gift voucher, Joker
 * points) shared out over them in proportion, so that the items sum to the order's total to the
 * kuruş (iyzico refuses a basket that does not: 5062) and none is free (iyzico refuses an item of
 * 0). Each returned line's refund then goes to its own item, for at most what that item was paid.
 * Pure: money is integer kuruş.
 */
import type { Kurus } from "#app/lib/money";

export type BasketLine = { id: number; name: string; totalPriceKurus: Kurus };

export type PaymentBasketItem = {
  /** 'L<order line id>' for a line, 'KARGO' for shipping, 'KAPIDA' for the pay-at-door fee. */
  id: string;
  name: string;
  /** A line is goods sent (PHYSICAL); the fees are services (VIRTUAL). */
  kind: "physical" | "virtual";
  priceKurus: Kurus;
  /** The order line the item is (null for a fee). */
  orderLineId: number | null;
};

/** The basket item of an order line (a returned line is refunded from it). */
export const lineItemId = (orderLineId: number): string => `L${orderLineId}`;

export const SHIPPING_ITEM = "KARGO";
export const DOOR_FEE_ITEM = "KAPIDA";

/**
 * The basket of an order of these lines and fees whose total is `totalKurus` (what the buyer pays
 * before any installment difference). The difference between the lines and fees and the total is
 * the order's own discount: each item gives up its share, in proportion to its price (the largest
 * remainders take the odd kuruş), and an item left at nothing is dropped. Throws when the total is
 * more than the lines and fees, or not above zero (a free order is not paid by card).
 */
export function paymentBasket(
  lines: readonly BasketLine[],
  fees: { shipmentKurus: Kurus; podKurus: Kurus },
  totalKurus: Kurus,
): PaymentBasketItem[] {
  const items: PaymentBasketItem[] = [
    ...lines.map((l) => ({
      id: lineItemId(l.id),
      name: l.name,
      kind: "physical" as const,
      priceKurus: l.totalPriceKurus,
      orderLineId: l.id,
    })),
    ...(fees.shipmentKurus > 0
      ? [{ id: SHIPPING_ITEM, name: "Kargo", kind: "virtual" as const, priceKurus: fees.shipmentKurus, orderLineId: null }]
      : []),
    ...(fees.podKurus > 0
      ? [{ id: DOOR_FEE_ITEM, name: "Kapıda ödeme hizmeti", kind: "virtual" as const, priceKurus: fees.podKurus, orderLineId: null }]
      : []),
  ];
  const gross = items.reduce((sum, i) => sum + i.priceKurus, 0);
  if (!Number.isSafeInteger(totalKurus) || totalKurus <= 0) throw new RangeError(`a basket pays a total above zero, not ${totalKurus}`);
  if (items.some((i) => !Number.isSafeInteger(i.priceKurus) || i.priceKurus < 0))
    throw new RangeError("a basket's prices are whole kuruş, not below zero");
  if (totalKurus > gross) throw new RangeError(`the total ${totalKurus} is more than the basket's ${gross}`);
  const discount = gross - totalKurus;
  // Each item's share of the discount, rounded down (exactly: in BigInt, as discount × price can pass
  // 2^53); the kuruş left go to the largest remainders, the first item first among equals.
  const shares = items.map((item, index) => {
    const exact = BigInt(discount) * BigInt(item.priceKurus);
    return { index, share: Number(exact / BigInt(gross)), remainder: exact % BigInt(gross) };
  });
  let left = discount - shares.reduce((sum, s) => sum + s.share, 0);
  for (const s of [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))) {
    if (left === 0) break;
    s.share += 1;
    left -= 1;
  }
  return items.map((item, index) => ({ ...item, priceKurus: item.priceKurus - shares[index].share })).filter((item) => item.priceKurus > 0);
}
