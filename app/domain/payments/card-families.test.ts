import { describe, expect, it } from "vitest";
import {
  CARD_FAMILIES,
  PESIN,
  cardFamilyByClass,
  installmentCountText,
  installmentFor,
  installmentLabel,
  installmentPlans,
  installmentPlansJson,
  totalWithMarkup,
} from "./card-families";

describe("installmentLabel", () => {
  it("calls one installment 'Peşin' and the others by count, with the campaign's extra", () => {
    expect(installmentLabel(1)).toBe("Peşin");
    expect(installmentLabel(1, 2)).toBe("Peşin");
    expect(installmentLabel(3)).toBe("3 Taksit");
    expect(installmentLabel(3, 2)).toBe("3+2 Taksit");
    expect(installmentLabel(12, 0)).toBe("12 Taksit");
  });
  it("has a short form for the table", () => {
    expect(installmentCountText(1)).toBe(PESIN);
    expect(installmentCountText(6)).toBe("6");
    expect(installmentCountText(6, 3)).toBe("6 + 3");
  });
});

describe("installment amounts", () => {
  it("charges no markup for Peşin and covers the total with the monthly payments", () => {
    expect(installmentFor(12_345, { count: 1, markupBp: 0 })).toEqual({
      installmentCount: 1,
      installmentExtra: 0,
      installmentLabel: "Peşin",
      monthlyAmount: 12_345,
      totalAmount: 12_345,
    });
    // 100,00 TL in 3: 33,34 × 3 = 100,02 ≥ 100,00 (rounded up, never short).
    expect(installmentFor(10_000, { count: 3, markupBp: 0 })).toMatchObject({ monthlyAmount: 3_334, totalAmount: 10_000 });
  });

  it("adds the markup in basis points, rounded to the kuruş", () => {
    expect(totalWithMarkup(10_000, 450)).toBe(10_450);
    expect(totalWithMarkup(12_999, 1150)).toBe(14_494); // 12999 × 11,5% = 1494,885 → 1495
  });

  it("spreads an extra-installment campaign over count + extra payments at the same total", () => {
    const row = installmentFor(50_000, { count: 3, markupBp: 0, extra: 2 });
    expect(row).toEqual({
      installmentCount: 3,
      installmentExtra: 2,
      installmentLabel: "3+2 Taksit",
      monthlyAmount: 10_000,
      totalAmount: 50_000,
    });
  });

  it("holds for every family, count and many prices", () => {
    for (const price of [1, 99, 100, 8_990, 12_345, 129_990, 2_499_900, 99_999_999]) {
      for (const plan of installmentPlans(price)) {
        expect(plan.installments[0]).toMatchObject({
          installmentCount: 1,
          installmentLabel: "Peşin",
          totalAmount: price,
          monthlyAmount: price,
        });
        for (const i of plan.installments) {
          const payments = i.installmentCount + i.installmentExtra;
          expect(Number.isInteger(i.monthlyAmount) && Number.isInteger(i.totalAmount)).toBe(true);
          expect(i.totalAmount).toBeGreaterThanOrEqual(price);
          expect(i.monthlyAmount * payments).toBeGreaterThanOrEqual(i.totalAmount);
          expect(i.monthlyAmount * payments - i.totalAmount).toBeLessThan(payments);
        }
      }
    }
  });
});

describe("card families", () => {
  it("offer 1 (Peşin) to at most 12 installments in increasing order, some with a campaign", () => {
    for (const f of CARD_FAMILIES) {
      const counts = f.offers.map((o) => o.count);
      expect(counts[0]).toBe(1);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(new Set(counts).size).toBe(counts.length);
      expect(Math.max(...counts)).toBeLessThanOrEqual(12);
      expect(cardFamilyByClass(f.className)).toBe(f);
    }
    expect(CARD_FAMILIES.some((f) => f.offers.some((o) => (o.extra ?? 0) > 0))).toBe(true);
    expect(CARD_FAMILIES.some((f) => f.offers.every((o) => !o.extra))).toBe(true);
  });

  it("give the spec's card-check shape, in TL for JSON", () => {
    const [bonus] = installmentPlansJson(129_990);
    expect(Object.keys(bonus!).sort()).toEqual(["bankName", "className", "installments"]);
    expect(bonus).toMatchObject({ className: "bonus", bankName: "Garanti BBVA" });
    expect(bonus!.installments[0]).toEqual({
      installmentCount: 1,
      installmentExtra: 0,
      installmentLabel: "Peşin",
      monthlyAmount: 1299.9,
      totalAmount: 1299.9,
    });
    expect(bonus!.installments.find((i) => i.installmentCount === 3)).toEqual({
      installmentCount: 3,
      installmentExtra: 2,
      installmentLabel: "3+2 Taksit",
      monthlyAmount: 259.98,
      totalAmount: 1299.9,
    });
  });
});
