import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words";

describe("numberInWords", () => {
  it.each([
    [0, "sıfır"],
    [1, "bir"],
    [10, "on"],
    [19, "on dokuz"],
    [90, "doksan"],
    [100, "yüz"],
    [101, "yüz bir"],
    [467, "dört yüz altmış yedi"],
    [1000, "bin"],
    [1001, "bin bir"],
    [1100, "bin yüz"],
    [2000, "iki bin"],
    [11_000, "on bir bin"],
    [101_000, "yüz bir bin"],
    [1_000_000, "bir milyon"],
    [1_001_000, "bir milyon bin"],
    [2_000_000, "iki milyon"],
    [2_345_678, "iki milyon üç yüz kırk beş bin altı yüz yetmiş sekiz"],
    [1_000_000_000, "bir milyar"],
  ])("%i → %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it("refuses what is not a whole number of at least 0", () => {
    for (const n of [-1, 1.5, Number.NaN]) expect(() => numberInWords(n)).toThrow(RangeError);
  });
});

describe("amountInWords", () => {
  it.each([
    [46_790, "Yalnız dört yüz altmış yedi TL doksan kuruş"],
    [0, "Yalnız sıfır TL"],
    [100, "Yalnız bir TL"],
    [1, "Yalnız bir kuruş"],
    [5, "Yalnız beş kuruş"],
    [1_900, "Yalnız on dokuz TL"],
    [100_001, "Yalnız bin TL bir kuruş"],
    [200_000_000, "Yalnız iki milyon TL"],
    [129_990, "Yalnız bin iki yüz doksan dokuz TL doksan kuruş"],
  ])("%i kuruş → %s", (kurus, words) => {
    expect(amountInWords(kurus)).toBe(words);
  });

  it("refuses a negative or fractional amount", () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
