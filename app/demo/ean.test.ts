import { describe, expect, it } from "vitest";
import { demoBarcode, ean13CheckDigit, isValidEan13 } from "./ean";

describe("EAN-13 barcodes", () => {
  it("computes the check digit of known codes", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1); // 4006381333931
    expect(ean13CheckDigit("869000000000")).toBe(5);
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("123")).toBe(false);
  });

  it("makes valid, unique Turkish (869) barcodes", () => {
    const seen = new Set<string>();
    for (let n = 0; n < 20000; n++) {
      const code = demoBarcode(n * 100 + (n % 7), 12345);
      expect(code).toMatch(/^869\d{10}$/);
      expect(isValidEan13(code)).toBe(true);
      seen.add(code);
    }
    expect(seen.size).toBe(20000);
  });
});
