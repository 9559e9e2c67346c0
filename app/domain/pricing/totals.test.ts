import { describe, expect, it } from "vitest";
import { SHOP_SETTING_DEFAULTS } from "#app/domain/settings/shop-settings";
import { computeTotals, maxJokerPoints, type TotalsInput } from "./totals";

const settings = { ...SHOP_SETTING_DEFAULTS }; // free from 500 TL, shipping 49,90, door fee 19,90
const line = (price: number, quantity = 1, vatRate = 20, original = price) => ({
  unitPriceKurus: price,
  originalUnitPriceKurus: original,
  quantity,
  vatRate,
});
const base: TotalsInput = {
  lines: [],
  deliveryType: "myAddress",
  carrierPriceKurus: 4_990,
  carrierMethods: ["creditCard", "podCash", "podCredit"],
  paymentType: "creditCard",
  settings,
  jokerPoints: 0,
  voucherBalanceKurus: 0,
};

describe("computeTotals", () => {
  it("adds the carrier's price under the free-shipping threshold and nothing from it on", () => {
    const under = computeTotals({ ...base, lines: [line(20_000, 2)] });
    expect(under).toMatchObject({ itemsTotalKurus: 40_000, shippingKurus: 4_990, grandTotalKurus: 44_990, podFeeKurus: 0 });
    const over = computeTotals({ ...base, lines: [line(25_000, 2)] });
    expect(over).toMatchObject({ itemsTotalKurus: 50_000, shippingKurus: 0, grandTotalKurus: 50_000 });
  });

  it("store pickup ships nothing and earns 10 extra points; a door payment adds its fee", () => {
    const pickup = computeTotals({ ...base, lines: [line(10_000)], deliveryType: "getShop" });
    expect(pickup).toMatchObject({ shippingKurus: 0, grandTotalKurus: 10_000, pointsEarned: 11 });
    const door = computeTotals({ ...base, lines: [line(10_000)], paymentType: "podCash" });
    expect(door).toMatchObject({ shippingKurus: 4_990, podFeeKurus: 1_990, grandTotalKurus: 16_980, pointsEarned: 1 });
  });

  it("never adds the door fee for a door payment the carrier does not take, or before a carrier is chosen", () => {
    for (const carrierMethods of [["creditCard", "moneyOrder", "bkmExpress"], ["creditCard", "podCredit"], null]) {
      const t = computeTotals({ ...base, lines: [line(10_000)], paymentType: "podCash", carrierMethods });
      expect(t).toMatchObject({ podFeeKurus: 0, grandTotalKurus: 14_990 });
    }
    expect(computeTotals({ ...base, lines: [line(10_000)], paymentType: "podCash", deliveryType: "getShop" }).podFeeKurus).toBe(0);
  });

  it("takes points, then the voucher, never below zero, and reports the discount against list prices", () => {
    const t = computeTotals({ ...base, lines: [line(60_000, 1, 10, 80_000)], jokerPoints: 50, voucherBalanceKurus: 100_000 });
    expect(t).toMatchObject({
      itemsTotalKurus: 60_000,
      totalDiscountKurus: 20_000,
      jokerKurus: 5_000,
      voucherKurus: 55_000,
      grandTotalKurus: 0,
      pointsEarned: 0,
    });
  });

  it("follows the owner's values: threshold, fees, points per 100 TL and the pickup bonus", () => {
    const owner = {
      freeShippingThresholdKurus: 30_000,
      shippingKurus: 2_500,
      podFeeKurus: 900,
      pointsPer100Lira: 3,
      pickupBonusPoints: 25,
    };
    const shipped = computeTotals({ ...base, settings: owner, lines: [line(30_000)], carrierPriceKurus: null });
    expect(shipped).toMatchObject({ shippingKurus: 0, grandTotalKurus: 30_000, pointsEarned: 9 });
    const under = computeTotals({ ...base, settings: owner, lines: [line(29_999)], carrierPriceKurus: null, paymentType: "podCash" });
    expect(under).toMatchObject({ shippingKurus: 2_500, podFeeKurus: 900, grandTotalKurus: 33_399, pointsEarned: 9 });
    expect(computeTotals({ ...base, settings: owner, lines: [line(10_000)], deliveryType: "getShop" }).pointsEarned).toBe(3 + 25);
    const none = { ...owner, pointsPer100Lira: 0, pickupBonusPoints: 0 };
    expect(computeTotals({ ...base, settings: none, lines: [line(90_000)], deliveryType: "getShop" }).pointsEarned).toBe(0);
    expect(maxJokerPoints(70_000, 1_000, owner)).toBe(400);
  });

  it("breaks VAT down per rate, fees at 20 %", () => {
    const t = computeTotals({ ...base, lines: [line(11_000, 1, 10), line(12_000, 1, 20)] });
    expect(t.vat).toEqual([
      { rate: 10, baseKurus: 10_000, vatKurus: 1_000 },
      {
        rate: 20,
        baseKurus: Math.round(((12_000 + 4_990) * 100) / 120),
        vatKurus: 12_000 + 4_990 - Math.round(((12_000 + 4_990) * 100) / 120),
      },
    ]);
  });
});

describe("maxJokerPoints (spec: not more than the points, not negative, not more than total minus the free-shipping threshold)", () => {
  it("follows the three limits", () => {
    expect(maxJokerPoints(70_000, 1_000, settings)).toBe(200);
    expect(maxJokerPoints(70_000, 150, settings)).toBe(150);
    expect(maxJokerPoints(40_000, 150, settings)).toBe(0);
    expect(maxJokerPoints(50_099, 150, settings)).toBe(0);
  });
});
