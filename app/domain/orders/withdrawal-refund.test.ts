import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POINT_KURUS } from "#app/domain/pricing/totals";
import { owedFor, withdrawalRefund, type OrderPaid } from "./withdrawal-refund";

/** 350 TL of goods, 49,90 TL shipping, 19,90 TL door fee, 20 points and a 30 TL voucher: 349,80 TL in money. */
const ORDER: OrderPaid = {
  goodsKurus: 35_000,
  shippingKurus: 4_990,
  podFeeKurus: 1_990,
  jokerPoints: 20,
  voucherKurus: 3_000,
  totalKurus: 35_000 + 4_990 + 1_990 - 2_000 - 3_000,
};
const EVERYTHING = ORDER.totalKurus + ORDER.jokerPoints * POINT_KURUS + ORDER.voucherKurus;

describe("withdrawalRefund", () => {
  it("a partial withdrawal gives back the goods' share and keeps the fees", () => {
    // 250 / 350: round(14.29) = 14 points, round(2142.86) = 21,43 TL voucher, 250 − 14 − 21,43 = 214,57 TL.
    expect(withdrawalRefund(ORDER, 0, 25_000, false, ORDER.totalKurus)).toEqual({
      points: 14,
      voucherKurus: 2_143,
      moneyKurus: 21_457,
      shippingKurus: 0,
      podFeeKurus: 0,
    });
  });

  it("the return completing the whole order gives back the rest and both fees: everything collected, once", () => {
    const first = withdrawalRefund(ORDER, 0, 25_000, false, ORDER.totalKurus);
    const last = withdrawalRefund(ORDER, 25_000, 10_000, true, ORDER.totalKurus - first.moneyKurus);
    expect(last).toEqual({
      points: 6,
      voucherKurus: 857,
      moneyKurus: 10_000 - 600 - 857 + 4_990 + 1_990,
      shippingKurus: 4_990,
      podFeeKurus: 1_990,
    });
    expect(first.moneyKurus + last.moneyKurus).toBe(ORDER.totalKurus);
    expect(owedFor(ORDER, ORDER.goodsKurus, true).moneyKurus).toBe(ORDER.totalKurus);
  });

  it("never gives back more money than is left to refund", () => {
    expect(withdrawalRefund(ORDER, 0, 35_000, true, 1_000).moneyKurus).toBe(1_000);
    expect(withdrawalRefund(ORDER, 0, 35_000, true, 0).moneyKurus).toBe(0);
  });

  it("however the goods come back, the returns add up to exactly what was collected, never more on the way", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 8 }), (parts) => {
        // The goods split into returns in these proportions; the last completes the order.
        const sum = parts.reduce((a, b) => a + b, 0);
        let returned = 0;
        let refunded = 0;
        let given = 0;
        parts.forEach((part, i) => {
          const last = i === parts.length - 1;
          const value = last ? ORDER.goodsKurus - returned : Math.floor((ORDER.goodsKurus * part) / sum);
          const back = withdrawalRefund(ORDER, returned, value, last, ORDER.totalKurus - refunded);
          returned += value;
          refunded += back.moneyKurus;
          given += back.moneyKurus + back.points * POINT_KURUS + back.voucherKurus;
          expect(given).toBeLessThanOrEqual(EVERYTHING);
        });
        expect(refunded).toBe(ORDER.totalKurus);
        expect(given).toBe(EVERYTHING);
      }),
    );
  });
});
