import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHOP_SETTING_DEFAULTS } from "#app/domain/settings/shop-settings";
import { orderPoints, REWARD_AMOUNT_MIN_KURUS } from "./reward-rule";

const rule = (over: Partial<{ multiplier: number; amountKurus: number; ratio: number }>) => ({
  code: "X",
  multiplier: 1,
  amountKurus: 0,
  ratio: 0,
  ...over,
});
const rate = SHOP_SETTING_DEFAULTS.pointsPer100Lira; // 1 point per full 100 TL

describe("orderPoints", () => {
  it("gives 1 point per full 100 TL without a reward campaign", () => {
    expect(orderPoints(99_99, null, rate)).toBe(0);
    expect(orderPoints(100_00, null, rate)).toBe(1);
    expect(orderPoints(1_250_00, null, rate)).toBe(12);
  });
  it("follows the owner's rate: that many points per full 100 TL, none at 0", () => {
    expect(orderPoints(1_250_00, null, 3)).toBe(36);
    expect(orderPoints(199_99, null, 5)).toBe(5);
    expect(orderPoints(1_250_00, null, 0)).toBe(0);
  });
  it("follows the reward campaign: multiplier, a bonus from 500 TL, a share of what was paid", () => {
    expect(orderPoints(1_250_00, rule({ multiplier: 2 }), rate)).toBe(24);
    expect(orderPoints(REWARD_AMOUNT_MIN_KURUS - 1, rule({ amountKurus: 5_000 }), rate)).toBe(4);
    expect(orderPoints(REWARD_AMOUNT_MIN_KURUS, rule({ amountKurus: 5_000 }), rate)).toBe(5 + 50);
    expect(orderPoints(1_250_00, rule({ ratio: 5 }), rate)).toBe(12 + 62);
  });
  it("multiplies the owner's rate by the campaign's multiplier", () => {
    expect(orderPoints(1_250_00, rule({ multiplier: 2 }), 3)).toBe(72);
  });
  it("never gives fewer points than the shop's own rule, nor negative ones", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 20 }),
        (paid, multiplier, amountKurus, ratio, perHundred) => {
          const points = orderPoints(paid, rule({ multiplier, amountKurus, ratio }), perHundred);
          expect(Number.isInteger(points)).toBe(true);
          expect(points).toBeGreaterThanOrEqual(orderPoints(paid, null, perHundred));
          expect(points).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
