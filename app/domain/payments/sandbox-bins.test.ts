import { describe, expect, it } from "vitest";
import { CARD_FAMILIES } from "./card-families";
import { SANDBOX_TEST_CARDS, binInfo, offeredInstallments, withCheckDigit } from "./sandbox-bins";
import { luhnValid } from "./sandbox-card-rules";

describe("sandbox BIN table", () => {
  it("maps a BIN to its family's bank, programme and className", () => {
    expect(binInfo("540036")).toEqual({ bin: "540036", bankName: "Garanti BBVA", cardFamily: "Bonus", className: "bonus" });
    expect(binInfo("454359")?.className).toBe("maximum");
    expect(binInfo("400000")).toBeNull();
    expect(binInfo("54003")).toBeNull();
  });
  it("has a Luhn-valid test card for every family, found by its BIN", () => {
    expect(SANDBOX_TEST_CARDS.map((c) => c.className)).toEqual(CARD_FAMILIES.map((f) => f.className));
    for (const card of SANDBOX_TEST_CARDS) {
      expect(card.number).toMatch(/^\d{16}$/);
      expect(luhnValid(card.number)).toBe(true);
      expect(binInfo(card.number.slice(0, 6))?.className).toBe(card.className);
    }
    expect(withCheckDigit("540036000000000")).toBe("5400360000000003");
  });
  it("offers a family's counts with their extra installments, Peşin alone for an unknown card", () => {
    expect(offeredInstallments("540036")).toContainEqual({ count: 3, extra: 2 });
    expect(offeredInstallments("540036")[0]).toEqual({ count: 1, extra: 0 });
    expect(offeredInstallments("400000")).toEqual([{ count: 1, extra: 0 }]);
  });
});
