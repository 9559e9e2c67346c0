import { describe, expect, it } from "vitest";
import { iyzicoPrice, iyzicoSignature, kurusOf, signatureMatches } from "./iyzico-client.server";

describe("iyzico's money", () => {
  it("writes kuruş as iyzico's price and reads it back exactly, for every kuruş of a range", () => {
    expect(iyzicoPrice(123_450)).toBe("1234.5");
    expect(iyzicoPrice(123_456)).toBe("1234.56");
    expect(iyzicoPrice(100)).toBe("1.0");
    expect(iyzicoPrice(5)).toBe("0.05");
    expect(iyzicoPrice(0)).toBe("0.0");
    for (let kurus = 0; kurus < 100_000; kurus += 7) {
      expect(kurusOf(iyzicoPrice(kurus))).toBe(kurus);
      // An answer's amounts are JSON numbers: 1234.5, not '1234.50'.
      expect(kurusOf(JSON.parse(iyzicoPrice(kurus)) as number)).toBe(kurus);
    }
    expect(kurusOf(1.2)).toBe(120);
    expect(kurusOf("1.20000000")).toBe(120);
    expect(kurusOf(103.22)).toBe(10_322);
  });

  it("refuses what is not an amount in kuruş", () => {
    expect(() => iyzicoPrice(12.5)).toThrow(RangeError);
    expect(() => iyzicoPrice(-1)).toThrow(RangeError);
    for (const wrong of [1.234, "1,5", "", null, undefined, "-1", "1e3", Number.NaN]) expect(kurusOf(wrong)).toBeNaN();
  });
});

describe("iyzico's signature", () => {
  it("matches iyzico's own example of a 3-D Secure callback's signature", () => {
    // docs/iyzico-reference.md §4.2: iyzipay-php samples/callbackUrl_Signature_Validation.php.
    const expected = "a4f73b80bb32a6ef8358090bbd8609a49a7b53f463048f8ef147496e236d04f0";
    expect(iyzicoSignature("jLc7GQHD2pyJoqXDeEcTnGHYtP7Ai5jl", ["", "", "1", "22484292", "success"])).toBe(expected);
    expect(iyzicoSignature("jLc7GQHD2pyJoqXDeEcTnGHYtP7Ai5jl", [undefined, null, 1, 22484292, "success"])).toBe(expected);
    expect(signatureMatches(expected, expected)).toBe(true);
    expect(signatureMatches(expected.toUpperCase(), expected)).toBe(true);
    expect(signatureMatches(expected.slice(1), expected)).toBe(false);
    expect(signatureMatches(`b${expected.slice(1)}`, expected)).toBe(false);
    expect(signatureMatches(undefined, expected)).toBe(false);
  });
});
