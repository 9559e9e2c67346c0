/**
 * What an order costs (spec section 3 "Totals": product total, joker points, shipping fee,
 * cash-on-delivery fee, gift voucher, grand total; PRODUCT.md business values). Pure integer kuruş
 * arithmetic shared by the checkout page, the pay call and the order itself, so the three can
 * never disagree.
 *
 * Decisions:
 * - Shipping: store pickup (getShop) ships nothing; otherwise free once the products total reaches
 *   the free-shipping threshold (shipsFree, the one rule the basket and the carriers' list ask too),
 *   else the chosen carrier's price (the standard fee without one).
 *   Gift cards (digital lines) ship nothing: they count in neither; an order of gift cards alone
 *   pays no shipping.
 * - The pay-at-the-door fee is added only when paying at the door (podCash, podCredit) with a
 *   carrier that takes that payment at the door (carrier-payments.ts): a door payment the carrier
 *   cannot take is refused at the order, and its fee never shows in any total.
 * - Joker points: 1 point = 1 TL. The spec's rule, read literally: the amount used may not be
 *   negative, may not exceed the member's points, and may not exceed the products total minus
 *   the free-shipping threshold (so points never take away free shipping, and a basket under the
 *   threshold cannot use points). Whole points only.
 * - A gift voucher pays what is left after points, never more than its balance.
 * - Points and vouchers are means of payment, not discounts: the VAT breakdown is of the products
 *   (at each line's rate) and of the shipping and door fees (20 %).
 * - Points earned: the shop's `pointsPer100Lira` per full 100 TL paid (PRODUCT.md: 1), or what the
 *   member's chosen reward campaign makes of that (domain/rewards/reward-rule.ts); store pickup
 *   adds `pickupBonusPoints` (PRODUCT.md: 10). Both are the owner's settings (/yonetim/ayarlar).
 * - Campaigns (domain/campaigns/campaign-pricing.ts) are discounts: each line carries
 *   what they take off it, the order lists each campaign as its own line. `itemsTotalKurus` is the
 *   products at their prices; `goodsKurus` what is paid for them after campaigns — free shipping,
 *   the Joker points limit and the VAT breakdown all count that.
 */
import { vatIncluded, type Kurus } from "#app/lib/money";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { carrierTakes, isPayAtDoor } from "./carrier-payments";
import { orderPoints, POINT_KURUS, type RewardRule } from "#app/domain/rewards/reward-rule";

export type DeliveryType = "myAddress" | "getShop";

export const PAYMENT_TYPES = [
  "creditCard",
  "tokenPayment",
  "podCash",
  "podCredit",
  "moneyOrder",
  "bkmExpress",
  "fastPay",
  "cartTotalZero",
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** `digital`: a gift card, e-mailed: it pays no shipping and does not count towards free shipping. */
export type PricedLine = {
  unitPriceKurus: Kurus;
  originalUnitPriceKurus: Kurus;
  quantity: number;
  vatRate: number;
  digital?: boolean;
  campaignDiscountKurus?: Kurus;
};

/** A campaign applied to the order (its own line). */
export type AppliedCampaignLine = { id: number; title: string; discountKurus: Kurus };

export type TotalsInput = {
  lines: PricedLine[];
  deliveryType: DeliveryType;
  /** The chosen carrier's price; null before one is chosen (the standard fee is shown). */
  carrierPriceKurus: Kurus | null;
  /** The chosen carrier's payment methods; null before one is chosen (no door fee then). */
  carrierMethods: readonly string[] | null;
  paymentType: string;
  settings: ShopSettings;
  /** Joker points asked for (already checked with jokerPointsError). */
  jokerPoints: number;
  /** Balance of the applied gift voucher (0 when none). */
  voucherBalanceKurus: Kurus;
  /** The campaigns the lines were priced with (their shares are on the lines). */
  campaigns?: AppliedCampaignLine[];
  /** The member's running reward campaign (their points follow it). */
  reward?: RewardRule | null;
};

export type VatLine = { rate: number; baseKurus: Kurus; vatKurus: Kurus };

export type Totals = {
  /** The products at their prices (before campaigns). */
  itemsTotalKurus: Kurus;
  campaigns: AppliedCampaignLine[];
  campaignDiscountKurus: Kurus;
  /** What is paid for the products: itemsTotalKurus − campaignDiscountKurus. */
  goodsKurus: Kurus;
  /** Saved against list prices (informational: prices are already discounted). */
  totalDiscountKurus: Kurus;
  shippingKurus: Kurus;
  podFeeKurus: Kurus;
  jokerPoints: number;
  jokerKurus: Kurus;
  voucherKurus: Kurus;
  grandTotalKurus: Kurus;
  vat: VatLine[];
  pointsEarned: number;
};

export { POINT_KURUS };

export function itemsTotal(lines: PricedLine[]): Kurus {
  return lines.reduce((sum, l) => sum + l.unitPriceKurus * l.quantity, 0);
}

/** What a line costs after its campaigns. */
export const linePayKurus = (l: Pick<PricedLine, "unitPriceKurus" | "quantity" | "campaignDiscountKurus">): Kurus =>
  l.unitPriceKurus * l.quantity - (l.campaignDiscountKurus ?? 0);

/** What the lines cost after campaigns. */
export const goodsTotal = (lines: PricedLine[]): Kurus => lines.reduce((sum, l) => sum + linePayKurus(l), 0);

/** The most Joker points this order may use (spec section 5's limits). */
export function maxJokerPoints(itemsTotalKurus: Kurus, availablePoints: number, settings: ShopSettings): number {
  const room = Math.floor((itemsTotalKurus - settings.freeShippingThresholdKurus) / POINT_KURUS);
  return Math.max(0, Math.min(availablePoints, room));
}

/**
 * What free shipping counts: what is paid for the goods that ship, after campaigns. Gift cards
 * (digital lines) ship nothing and count for nothing.
 */
export const shippedGoodsKurus = (lines: PricedLine[]): Kurus => goodsTotal(lines.filter((l) => !l.digital));

/**
 * Free shipping, the one rule (PRODUCT.md business values: from 500 TL; the owner's
 * `freeShippingThresholdKurus`): the goods that ship (shippedGoodsKurus) reach the threshold. The
 * basket (cart/cart-view.server.ts cartTotals), the carriers' prices (checkout/checkout-quote.server.ts
 * carrierJson, components/checkout/carrier-list.tsx) and the order (computeTotals) all ask here.
 */
export const shipsFree = (shippedKurus: Kurus, settings: ShopSettings): boolean => shippedKurus >= settings.freeShippingThresholdKurus;

/**
 * What shipping costs for `shippedKurus` of goods that ship: nothing for store pickup, for nothing
 * to ship, or free shipping (shipsFree); else the carrier's price, or the standard fee without one
 * (the basket, before a carrier is chosen).
 */
export function shippingFor(
  shippedKurus: Kurus,
  deliveryType: DeliveryType,
  carrierPriceKurus: Kurus | null,
  settings: ShopSettings,
): Kurus {
  if (deliveryType === "getShop" || shippedKurus === 0) return 0;
  if (shipsFree(shippedKurus, settings)) return 0;
  return carrierPriceKurus ?? settings.shippingKurus;
}

/** VAT in what was paid: products at each line's rate, shipping and door fees at 20 % (also the order summary's). */
export function vatBreakdown(
  lines: Pick<PricedLine, "unitPriceKurus" | "quantity" | "vatRate" | "campaignDiscountKurus">[],
  feesKurus: Kurus,
): VatLine[] {
  const byRate = new Map<number, Kurus>();
  for (const l of lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + linePayKurus(l));
  if (feesKurus > 0) byRate.set(20, (byRate.get(20) ?? 0) + feesKurus);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const vatKurus = vatIncluded(gross, rate);
      return { rate, baseKurus: gross - vatKurus, vatKurus };
    });
}

/** Paying at the door, delivered to an address, by a carrier that takes that door payment. */
function payingAtDoor({
  paymentType,
  deliveryType,
  carrierMethods,
}: Pick<TotalsInput, "paymentType" | "deliveryType" | "carrierMethods">): boolean {
  return isPayAtDoor(paymentType) && deliveryType === "myAddress" && carrierMethods != null && carrierTakes(carrierMethods, paymentType);
}

export function computeTotals(input: TotalsInput): Totals {
  const { lines, settings } = input;
  const itemsTotalKurus = itemsTotal(lines);
  const goodsKurus = goodsTotal(lines);
  const campaignDiscountKurus = itemsTotalKurus - goodsKurus;
  const totalDiscountKurus = lines.reduce((sum, l) => sum + Math.max(0, l.originalUnitPriceKurus - l.unitPriceKurus) * l.quantity, 0);
  const shippingKurus = shippingFor(shippedGoodsKurus(lines), input.deliveryType, input.carrierPriceKurus, settings);
  const podFeeKurus = payingAtDoor(input) ? settings.podFeeKurus : 0;
  const due = goodsKurus + shippingKurus + podFeeKurus;
  const jokerPoints = Math.max(0, Math.min(Math.floor(input.jokerPoints), Math.floor(due / POINT_KURUS)));
  const jokerKurus = jokerPoints * POINT_KURUS;
  const voucherKurus = Math.max(0, Math.min(input.voucherBalanceKurus, due - jokerKurus));
  const grandTotalKurus = due - jokerKurus - voucherKurus;
  const pointsEarned =
    orderPoints(grandTotalKurus, input.reward ?? null, settings.pointsPer100Lira) +
    (input.deliveryType === "getShop" ? settings.pickupBonusPoints : 0);
  return {
    itemsTotalKurus,
    campaigns: input.campaigns ?? [],
    campaignDiscountKurus,
    goodsKurus,
    totalDiscountKurus,
    shippingKurus,
    podFeeKurus,
    jokerPoints,
    jokerKurus,
    voucherKurus,
    grandTotalKurus,
    vat: vatBreakdown(lines, shippingKurus + podFeeKurus),
    pointsEarned,
  };
}
