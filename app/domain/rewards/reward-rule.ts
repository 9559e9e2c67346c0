/**
 * The reward programme (spec section 3 "Reward campaign": code, description,
 * multiplier, amount, ratio, endDate, checked): a member picks one running reward campaign and the
 * Joker points of their later orders follow it. Pure: checkout shows and the order earns the same.
 *
 * What a rule adds to the shop's own points per full 100 TL paid (PRODUCT.md: 1; the owner's
 * `pointsPer100Lira` at /yonetim/ayarlar, domain/settings/shop-settings.ts):
 *   - multiplier: those points × multiplier ('Joker puanlarınız 2 katı');
 *   - amount:     a bonus worth `amount` (1 point = 1 TL) on an order of at least
 *                 REWARD_AMOUNT_MIN_KURUS paid ('500 TL ve üzeri alışverişinize 50 TL değerinde');
 *   - ratio:      ratio % of what was paid, in whole points ('Sepet tutarınızın %5'i kadar').
 * The store pickup bonus is added as always; the rule counts only while the campaign runs.
 */
import type { Kurus } from "#app/lib/money";

export type RewardRule = { code: string; multiplier: number; amountKurus: number; ratio: number };

/** An order must reach this (paid) for a rule's `amount` bonus. */
export const REWARD_AMOUNT_MIN_KURUS = 50_000;
/** 1 Joker point = 1 TL (PRODUCT.md). */
export const POINT_KURUS = 100;
/** The shop's own rule counts full 100 TL paid. */
const EARNING_STEP_KURUS = 100 * 100;

/** Points an order paying `paidKurus` earns at `pointsPer100Lira` points per full 100 TL, before the pickup bonus. */
export function orderPoints(paidKurus: Kurus, rule: RewardRule | null, pointsPer100Lira: number): number {
  const paid = Math.max(0, Math.floor(paidKurus));
  const base = Math.floor(paid / EARNING_STEP_KURUS) * Math.max(0, Math.floor(pointsPer100Lira));
  if (!rule) return base;
  const multiplied = base * Math.max(1, Math.floor(rule.multiplier));
  const bonus = paid >= REWARD_AMOUNT_MIN_KURUS ? Math.floor(Math.max(0, rule.amountKurus) / POINT_KURUS) : 0;
  const share = Math.floor((paid * Math.max(0, Math.floor(rule.ratio))) / 100 / POINT_KURUS);
  return multiplied + bonus + share;
}
