import { describe, expect, it } from "vitest";
import { DOOR_FEE_ITEM, SHIPPING_ITEM, paymentBasket, type BasketLine } from "./payment-basket";

const sum = (items: { priceKurus: number }[]) => items.reduce((s, i) => s + i.priceKurus, 0);

describe("an order as a payment provider's basket", () => {
  it("is each line at its price after campaigns, and the fees as items of their own, when nothing else is taken off", () => {
    const lines: BasketLine[] = [
      { id: 7, name: "Ahşap Yapboz", totalPriceKurus: 24_990 },
      { id: 8, name: "Bebek Battaniyesi", totalPriceKurus: 39_980 },
    ];
    expect(paymentBasket(lines, { shipmentKurus: 2_999, podKurus: 1_500 }, 69_469)).toEqual([
      { id: "L7", name: "Ahşap Yapboz", kind: "physical", priceKurus: 24_990, orderLineId: 7 },
      { id: "L8", name: "Bebek Battaniyesi", kind: "physical", priceKurus: 39_980, orderLineId: 8 },
      { id: SHIPPING_ITEM, name: "Kargo", kind: "virtual", priceKurus: 2_999, orderLineId: null },
      { id: DOOR_FEE_ITEM, name: "Kapıda ödeme hizmeti", kind: "virtual", priceKurus: 1_500, orderLineId: null },
    ]);
  });

  it("shares the order's own discount out in proportion, summing to the total to the kuruş", () => {
    const lines: BasketLine[] = [
      { id: 1, name: "a", totalPriceKurus: 10_000 },
      { id: 2, name: "b", totalPriceKurus: 20_000 },
      { id: 3, name: "c", totalPriceKurus: 30_001 },
    ];
    // A 50 TL gift voucher on 600.01 TL.
    const items = paymentBasket(lines, { shipmentKurus: 0, podKurus: 0 }, 55_001);
    expect(sum(items)).toBe(55_001);
    // 5,000 kuruş off 60,001: 833.3, 1,666.6 and 2,500.04 rounded down, the kuruş left to the largest remainder (b).
    expect(items.map((i) => i.priceKurus)).toEqual([9_167, 18_333, 27_501]);
  });

  it("drops an item the discount leaves at nothing, and refuses a total it cannot make", () => {
    const lines: BasketLine[] = [
      { id: 1, name: "a", totalPriceKurus: 1 },
      { id: 2, name: "b", totalPriceKurus: 99_999 },
    ];
    const items = paymentBasket(lines, { shipmentKurus: 0, podKurus: 0 }, 50_000);
    expect(items.map((i) => i.id)).toEqual(["L2"]);
    expect(sum(items)).toBe(50_000);
    expect(() => paymentBasket(lines, { shipmentKurus: 0, podKurus: 0 }, 100_001)).toThrow(RangeError);
    expect(() => paymentBasket(lines, { shipmentKurus: 0, podKurus: 0 }, 0)).toThrow(RangeError);
    expect(() => paymentBasket([{ id: 1, name: "a", totalPriceKurus: 12.5 }], { shipmentKurus: 0, podKurus: 0 }, 10)).toThrow(RangeError);
  });

  it("sums to the total and never charges an item more than its price or nothing, over many baskets", () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 2_000; run++) {
      const lines = Array.from({ length: 1 + random(6) }, (_, i) => ({
        id: i + 1,
        name: `u${i}`,
        totalPriceKurus: random(3) === 0 ? 1 + random(50) : 1 + random(5_000_000),
      }));
      const fees = { shipmentKurus: random(2) ? random(5_000) : 0, podKurus: random(4) === 0 ? 1_500 : 0 };
      const gross = lines.reduce((s, l) => s + l.totalPriceKurus, 0) + fees.shipmentKurus + fees.podKurus;
      const total = 1 + random(gross);
      const items = paymentBasket(lines, fees, total);
      expect(sum(items)).toBe(total);
      for (const item of items) {
        expect(item.priceKurus).toBeGreaterThan(0);
        const before =
          item.orderLineId == null
            ? item.id === SHIPPING_ITEM
              ? fees.shipmentKurus
              : fees.podKurus
            : lines.find((l) => l.id === item.orderLineId)!.totalPriceKurus;
        expect(item.priceKurus).toBeLessThanOrEqual(before);
      }
    }
    // Amounts whose product passes 2^53 stay exact.
    const big = paymentBasket(
      [
        { id: 1, name: "a", totalPriceKurus: 9_000_000_000 },
        { id: 2, name: "b", totalPriceKurus: 3 },
      ],
      { shipmentKurus: 0, podKurus: 0 },
      8_999_999_999,
    );
    expect(sum(big)).toBe(8_999_999_999);
  });
});
