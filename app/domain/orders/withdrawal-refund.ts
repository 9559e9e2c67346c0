/**
 * What a withdrawal (a return after delivery, cayma hakkı) gives back: the one home of the rule
 * (docs/orders.md "Withdrawal refunds"). Pure; returns.server.ts applies it with the order locked.
 *
 * Mesafeli Sözleşmeler Yönetmeliği art. 15(1): the seller refunds every payment collected,
 * delivery costs included ("varsa teslim masrafları da dahil olmak üzere tahsil edilen tüm
 * ödemeler"). The shop reads it so:
 *   - goods: each returned unit's share of what its line was paid (after campaigns). Joker points
 *     and the gift voucher paid the order in proportion to the goods, so they go back in that
 *     proportion as points and voucher balance; the rest of the share is money.
 *   - whole order withdrawn (every unit of every parcel line refunded, counting earlier returns):
 *     the return that completes it also gives back the shipping fee and the pay-at-the-door fee
 *     collected, so the order's refunds add up to exactly what it collected.
 *   - partial withdrawal: the fees stay. They paid for delivering the goods the shopper keeps (the
 *     contract stands for those), and nothing is charged afterwards when the kept goods fall under
 *     the free-shipping threshold. Should the rest come back later, that return refunds the fees.
 *   - the return shipment costs the shopper nothing with the shop's contracted carrier and the
 *     return code: the shop pays the carrier, nothing is deducted here.
 * Everything is cumulative over the order's refunded returns: a return gives back what everything
 * refunded so far is owed minus what earlier returns gave, so rounding never adds up to more than
 * was paid and the last return gives back exactly what is left. Money never goes over the order's
 * total (refundable: what the order's refunds have not yet paid back; returns.server.ts).
 */
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import { POINT_KURUS } from "#app/domain/pricing/totals";

/** What the order collected, from its row (integer kuruş, whole points). */
export type OrderPaid = {
  /** The goods after campaigns (order lines' total prices). */
  goodsKurus: number;
  shippingKurus: number;
  podFeeKurus: number;
  jokerPoints: number;
  voucherKurus: number;
  /** Money collected: goods + fees − points − voucher. */
  totalKurus: number;
};

/** What a set of returned goods is owed, all told. */
export type Owed = { points: number; voucherKurus: number; moneyKurus: number; shippingKurus: number; podFeeKurus: number };

/**
 * Is the whole order withdrawn once these units are refunded? Every unit of every parcel line
 * (gift cards sent by e-mail never come back, so they do not count).
 */
export function wholeOrderWithdrawn(
  lines: readonly { id: number; sku: string; quantity: number }[],
  refunded: readonly { orderLineId: number; quantity: number }[],
): boolean {
  const units = new Map<number, number>();
  for (const r of refunded) units.set(r.orderLineId, (units.get(r.orderLineId) ?? 0) + r.quantity);
  const parcel = lines.filter((l) => !isGiftCardSku(l.sku));
  return parcel.length > 0 && parcel.every((l) => (units.get(l.id) ?? 0) >= l.quantity);
}

/** round(part × whole / total) in whole numbers (0 when there is no total). */
export const shareOf = (part: number, whole: number, total: number) => (total > 0 ? Math.round((part * whole) / total) : 0);

/** What returned goods worth `returnedKurus` are owed in all; `whole`: every unit of the order is among them. */
export function owedFor(order: OrderPaid, returnedKurus: number, whole: boolean): Owed {
  const value = Math.min(returnedKurus, order.goodsKurus);
  const points = shareOf(value, order.jokerPoints, order.goodsKurus);
  const voucherKurus = shareOf(value, order.voucherKurus, order.goodsKurus);
  const shippingKurus = whole ? order.shippingKurus : 0;
  const podFeeKurus = whole ? order.podFeeKurus : 0;
  const money = value - points * POINT_KURUS - voucherKurus + shippingKurus + podFeeKurus;
  return { points, voucherKurus, moneyKurus: Math.min(Math.max(0, money), order.totalKurus), shippingKurus, podFeeKurus };
}

/**
 * What this return gives back: owed after it minus owed before it (earlier refunded returns worth
 * `beforeKurus`, never the whole order), the money no more than `refundableKurus`.
 */
export function withdrawalRefund(order: OrderPaid, beforeKurus: number, thisKurus: number, whole: boolean, refundableKurus: number): Owed {
  const before = owedFor(order, beforeKurus, false);
  const after = owedFor(order, beforeKurus + thisKurus, whole);
  return {
    points: Math.max(0, after.points - before.points),
    voucherKurus: Math.max(0, after.voucherKurus - before.voucherKurus),
    moneyKurus: Math.max(0, Math.min(after.moneyKurus - before.moneyKurus, refundableKurus)),
    shippingKurus: after.shippingKurus,
    podFeeKurus: after.podFeeKurus,
  };
}
