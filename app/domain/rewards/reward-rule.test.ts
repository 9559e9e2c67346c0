import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderPoints, REWARD_AMOUNT_MIN_KURUS } from "./reward-rule";

const rule = (over: Partial<{ multiplier: number; amountKurus: number; ratio: number }>) => ({ code: "X", multiplier: 1, amountKurus: 0, ratio: 0, ...over });

describe("orderPoints", () => {
  it("gives 1 point per full 100 TL without a reward campaign", () => {
    expect(orderPoints(99_99, null)).toBe(0);
    expect(orderPoints(100_00, null)).toBe(1);
    expect(orderPoints(1_250_00, null)).toBe(12);
  });
  it("follows the reward campaign: multiplier, a bonus from 500 TL, a share of what was paid", () => {
    expect(orderPoints(1_250_00, rule({ multiplier: 2 }))).toBe(24);
    expect(orderPoints(REWARD_AMOUNT_MIN_KURUS - 1, rule({ amountKurus: 5_000 }))).toBe(4);
    expect(orderPoints(REWARD_AMOUNT_MIN_KURUS, rule({ amountKurus: 5_000 }))).toBe(5 + 50);
    expect(orderPoints(1_250_00, rule({ ratio: 5 }))).toBe(12 + 62);
  });
  it("never gives fewer points than the shop's own rule, nor negative ones", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 10_000_000 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 50 }), (paid, multiplier, amountKurus, ratio) => {
        const points = orderPoints(paid, rule({ multiplier, amountKurus, ratio }));
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(orderPoints(paid, null));
        expect(points).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
