import { describe, expect, it } from "vitest";
import { compactNumber, isValidTaxNumber, isValidTckn, isValidVkn, maskIdNumber, vknCheckDigit } from "./tax-ids";

describe("T.C. Kimlik No", () => {
  it.each(["10000000146", "11111111110", "100 000 001 46", "22222222220"])("accepts %s", (tckn) => {
    expect(isValidTckn(tckn)).toBe(true);
  });

  it.each([
    ["10000000147", "wrong 11th digit"],
    ["10000000156", "wrong 10th digit"],
    ["11111111111", "both check digits wrong"],
    ["01234567890", "starts with 0"],
    ["00000000000", "all zeros"],
    ["1000000014", "10 digits"],
    ["100000001460", "12 digits"],
    ["1000000014a", "a letter"],
    ["", "empty"],
  ])("refuses %s (%s)", (tckn) => {
    expect(isValidTckn(tckn)).toBe(false);
  });

  it("the 10th digit's rule stays right when 7×odd − even is negative", () => {
    // odd positions all 1 (7×5 = 35) and even positions all 9 (36): 35 − 36 = −1 → 9
    const first9 = "191919191";
    const tenth = 9;
    const eleventh = (Array.from(first9, Number).reduce((a, b) => a + b, 0) + tenth) % 10;
    expect(isValidTckn(`${first9}${tenth}${eleventh}`)).toBe(true);
    expect(isValidTckn(`${first9}1${eleventh}`)).toBe(false);
  });
});

describe("Vergi Kimlik No", () => {
  it.each(["4540536920", "1234567890", "9029589240", "3721052062", "9876543217", "454 053 69 20"])("accepts %s", (vkn) => {
    expect(isValidVkn(vkn)).toBe(true);
  });

  it.each(["4540536921", "1234567891", "123456789", "12345678901", "12345abcde", ""])("refuses %s", (vkn) => {
    expect(isValidVkn(vkn)).toBe(false);
  });

  it("computes the check digit over the first nine digits", () => {
    expect(vknCheckDigit("454053692")).toBe(0);
    expect(vknCheckDigit("987654321")).toBe(7);
  });

  it("a tax number is a VKN or, for a sole proprietor, a T.C. Kimlik No", () => {
    expect(isValidTaxNumber("4540536920")).toBe(true);
    expect(isValidTaxNumber("10000000146")).toBe(true);
    expect(isValidTaxNumber("4540536921")).toBe(false);
    expect(isValidTaxNumber("10000000147")).toBe(false);
  });
});

describe("helpers", () => {
  it("drops the separators people type", () => {
    expect(compactNumber(" 100-000.001 46 ")).toBe("10000000146");
  });

  it("masks all but the first 3 and last 2 digits", () => {
    expect(maskIdNumber("10000000146")).toBe("100••••••46");
    expect(maskIdNumber("4540536920")).toBe("454•••••20");
    expect(maskIdNumber("123")).toBe("•••");
  });
});
