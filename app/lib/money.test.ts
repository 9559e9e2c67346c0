import { describe, expect, it } from "vitest";
import { discountPercent, formatMoney, formatShipping, formatSliderLira, liraInput, parseLira, toLira, vatIncluded } from "./money";

describe("formatMoney", () => {
  it.each([
    [129990, "1.299,90 TL"],
    [0, "0,00 TL"],
    [1, "0,01 TL"],
    [4990, "49,90 TL"],
    [100000, "1.000,00 TL"],
    [123456789, "1.234.567,89 TL"],
  ])("%i kuruş reads %s", (kurus, text) => {
    expect(formatMoney(kurus)).toBe(text);
  });

  it("never uses the lira sign", () => {
    expect(formatMoney(129990)).not.toContain("₺");
  });

  it("writes what Intl.NumberFormat('tr-TR') writes, for amounts across the range and negatives", () => {
    const intl = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "always" });
    const amounts = [-129990, -1, 5, 99, 100, 999_99, 1_000_00, 12_345_67, 99_999_99, 100_000_00, 2_147_483_647];
    for (let k = 0; k < 5000; k++) amounts.push(Math.floor(((k * 7919) % 10_007) * 1_000.37));
    for (const kurus of amounts) expect(formatMoney(kurus), String(kurus)).toBe(`${intl.format(kurus / 100)} TL`);
  });
});

describe("formatShipping", () => {
  it("shows 'Ücretsiz' for a free delivery", () => expect(formatShipping(0)).toBe("Ücretsiz"));
  it("shows the fee otherwise", () => expect(formatShipping(4990)).toBe("49,90 TL"));
});

describe("formatSliderLira", () => {
  it.each([
    [12500, "12 500 TL"],
    [999, "999 TL"],
    [1000, "1 000 TL"],
    [1234567, "1 234 567 TL"],
    [0, "0 TL"],
    [99.6, "100 TL"],
  ])("%d reads %s", (lira, text) => expect(formatSliderLira(lira)).toBe(text));
});

describe("toLira", () => {
  it.each([
    [129990, 1299.9],
    [0, 0],
    [1, 0.01],
    [4990, 49.9],
    [100, 1],
  ])("%i kuruş is %d TL in JSON", (kurus, lira) => expect(toLira(kurus)).toBe(lira));
});

describe("parseLira", () => {
  it.each<[number | string, number | null]>([
    [1299.9, 129990],
    [0.29, 29],
    ["1.299,90", 129990],
    ["1299.90", 129990],
    ["1299,9", 129990],
    ["49,90 TL", 4990],
    [" 12 500 TL ", 1250000],
    ["100", 10000],
    ["abc", null],
    ["", null],
    ["1,2,3", null],
    ["12.345", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])("%j is %j kuruş", (input, kurus) => expect(parseLira(input)).toBe(kurus));

  it("round-trips with toLira", () => {
    for (const kurus of [0, 1, 29, 4990, 129990, 123456789]) expect(parseLira(toLira(kurus))).toBe(kurus);
  });
});

describe("liraInput", () => {
  it.each([
    [50_000, "500,00"],
    [4_990, "49,90"],
    [0, "0,00"],
    [10_000_000, "100.000,00"],
  ])("%i kuruş is typed as %s, and read back by parseLira", (kurus, text) => {
    expect(liraInput(kurus)).toBe(text);
    expect(parseLira(text)).toBe(kurus);
  });
});

describe("discountPercent", () => {
  it.each([
    [75000, 100000, 25],
    [66600, 99900, 33],
    [100000, 100000, 0],
    [120000, 100000, 0],
    [100, 0, 0],
  ])("%i of %i is %i per cent off", (price, original, percent) => expect(discountPercent(price, original)).toBe(percent));
});

describe("vatIncluded", () => {
  it("takes the VAT out of a gross amount", () => {
    expect(vatIncluded(12000, 20)).toBe(2000);
    expect(vatIncluded(11000, 10)).toBe(1000);
    expect(vatIncluded(129990, 20)).toBe(21665);
  });
});
