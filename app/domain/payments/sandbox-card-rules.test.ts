import { describe, expect, it } from "vitest";
import {
  CARD_EXPIRED,
  DECLINE_CARD_NUMBER,
  INVALID_CARD_NUMBER,
  INVALID_CVC,
  MISSING_HOLDER,
  cardRefusal,
  fullYear,
  isExpired,
  luhnValid,
  maskPan,
  normalizeCardNumber,
  validCardNumber,
  validCvc,
} from "./sandbox-card-rules";

describe("card number", () => {
  it("checks the Luhn sum", () => {
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4000000000000001")).toBe(false);
    expect(luhnValid("5400360000000003")).toBe(true);
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("4000a00000000002")).toBe(false);
  });
  it("accepts 16 Luhn-valid digits, written with spaces or dashes", () => {
    expect(normalizeCardNumber("4000 0000 0000 0002")).toBe(DECLINE_CARD_NUMBER);
    expect(normalizeCardNumber("4000-0000-0000-0002")).toBe(DECLINE_CARD_NUMBER);
    expect(normalizeCardNumber("4000.0000.0000.0002")).toBe("");
    expect(validCardNumber("4000000000000002")).toBe(true);
    expect(validCardNumber("79927398713")).toBe(false); // Luhn-valid but not 16 digits
    expect(validCardNumber("40000000000000020")).toBe(false);
  });
  it("masks all but the BIN and the last 4 digits", () => {
    expect(maskPan("5400360000000003")).toBe("540036******0003");
    expect(maskPan("4000000000000002")).not.toContain("0000000000");
  });
});

describe("expiry", () => {
  // 31 January 2026, 22:30 UTC is already 1 February in Istanbul (UTC+3).
  const now = new Date("2026-01-31T22:30:00Z");
  it("is valid through the end of the expiry month, Istanbul time", () => {
    expect(isExpired(2, 2026, now)).toBe(false);
    expect(isExpired(1, 2026, now)).toBe(true);
    expect(isExpired(1, 2026, new Date("2026-01-31T20:00:00Z"))).toBe(false);
    expect(isExpired(12, 2025, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
  });
  it("reads a 2-digit year as this century's and refuses an impossible month", () => {
    expect(fullYear(28)).toBe(2028);
    expect(fullYear(2028)).toBe(2028);
    expect(isExpired(3, 28, now)).toBe(false);
    expect(isExpired(13, 2030, now)).toBe(true);
    expect(isExpired(0, 2030, now)).toBe(true);
  });
});

describe("cardRefusal", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const good = { number: "5400 3600 0000 0003", holder: "Ayşe Yılmaz", month: 12, year: 2030, cvc: "123" };
  it("lets a valid card through (the decline card too: the bank refuses it after 3D Secure)", () => {
    expect(cardRefusal(good, now)).toBeNull();
    expect(cardRefusal({ ...good, number: DECLINE_CARD_NUMBER }, now)).toBeNull();
  });
  it("gives the bank's reason for the first problem", () => {
    expect(cardRefusal({ ...good, number: "5400360000000004" }, now)).toBe(INVALID_CARD_NUMBER);
    expect(cardRefusal({ ...good, number: "540036000000003" }, now)).toBe(INVALID_CARD_NUMBER);
    expect(cardRefusal({ ...good, month: 5, year: 2026 }, now)).toBe(CARD_EXPIRED);
    expect(cardRefusal({ ...good, cvc: "12" }, now)).toBe(INVALID_CVC);
    expect(cardRefusal({ ...good, cvc: "1234" }, now)).toBe(INVALID_CVC);
    expect(cardRefusal({ ...good, holder: "  " }, now)).toBe(MISSING_HOLDER);
    expect(cardRefusal({ ...good, number: "1", month: 1, year: 2020, cvc: "" }, now)).toBe(INVALID_CARD_NUMBER);
  });
  it("wants a 3-digit CVC", () => {
    expect(validCvc("007")).toBe(true);
    expect(validCvc("7a7")).toBe(false);
  });
});
