/** The listing index rule: the item's price, stock, sizes and search text from its variants. */
import { describe, expect, it } from "vitest";
import { foldForSearch } from "#app/lib/turkish";
import { catalogAggregates, catalogSearchText, foldParts, STANDARD_SIZE } from "./catalog-aggregates";

const v = (priceKurus: number, originalPriceKurus: number, stock: number, size = "2 Yaş", status = "active") => ({ priceKurus, originalPriceKurus, stock, size, status });

describe("catalogAggregates", () => {
  it("takes the cheapest active variant's prices (the first on a tie), adds up active stock, lists sizes once in order", () => {
    expect(catalogAggregates([v(12990, 15990, 3, "3 Yaş"), v(9990, 19990, 0, "2 Yaş"), v(9990, 11990, 5, "4 Yaş"), v(100, 100, 50, "5 Yaş", "passive"), v(12990, 12990, 1, "3 Yaş")])).toEqual({
      minPriceKurus: 9990,
      minOriginalPriceKurus: 19990,
      totalStock: 9,
      sizes: ["3 Yaş", "2 Yaş", "4 Yaş"],
    });
  });

  it("leaves out 'Standart', and with no active variant keeps all variants' prices and no stock", () => {
    expect(catalogAggregates([v(5000, 6000, 4, STANDARD_SIZE, "passive"), v(4000, 4000, 2, STANDARD_SIZE, "passive")])).toEqual({ minPriceKurus: 4000, minOriginalPriceKurus: 4000, totalStock: 0, sizes: [] });
    expect(catalogAggregates([])).toEqual({ minPriceKurus: 0, minOriginalPriceKurus: 0, totalStock: 0, sizes: [] });
  });

  it("never shows an original price below the price", () => {
    expect(catalogAggregates([v(5000, 4000, 1)]).minOriginalPriceKurus).toBe(5000);
  });
});

describe("catalogSearchText", () => {
  it("folds name, brand, categories, colour, gender, age and sizes as the search does", () => {
    const text = catalogSearchText({ name: "Kız Çocuk Pijama Takımı", brand: "Şirin Bebe", category: "Pijama", topCategory: "Giyim", color: "Pembe", gender: "Kız", ageGroup: "3-6 Yaş", sizes: ["4 Yaş", "5 Yaş"] });
    expect(text).toBe(foldForSearch("Kız Çocuk Pijama Takımı Şirin Bebe Pijama Giyim Pembe Kız 3-6 Yaş 4 Yaş 5 Yaş"));
    expect(text).toContain("kiz cocuk pijama");
  });

  it("foldParts is foldForSearch of the joined parts", () => {
    const parts = ["İĞNE Işık", "", "ÇÖŞÜ", "  ", "Bebek Arabası"];
    expect(foldParts(parts)).toBe(foldForSearch(parts.join(" ")));
  });
});
