/** The listing index rule: the item's price, stock, sizes and search text from its variants. */
import { describe, expect, it } from "vitest";
import { foldForSearch } from "#app/lib/turkish";
import { catalogAggregates, catalogSearchText, foldParts, leadVariant, STANDARD_SIZE } from "./catalog-aggregates";

const v = (priceKurus: number, originalPriceKurus: number, stock: number, size = "2 Yaş", status = "active") => ({
  priceKurus,
  originalPriceKurus,
  stock,
  size,
  status,
});

describe("catalogAggregates", () => {
  it("takes the cheapest active variant in stock's prices (the first on a tie), adds up active stock, lists sizes once in order", () => {
    expect(
      catalogAggregates([
        v(12990, 15990, 3, "3 Yaş"),
        v(9990, 19990, 0, "2 Yaş"),
        v(9990, 11990, 5, "4 Yaş"),
        v(100, 100, 50, "5 Yaş", "passive"),
        v(12990, 12990, 1, "3 Yaş"),
      ]),
    ).toEqual({
      minPriceKurus: 9990,
      minOriginalPriceKurus: 11990,
      totalStock: 9,
      sizes: ["3 Yaş", "2 Yaş", "4 Yaş"],
    });
  });

  it("leaves out 'Standart', and with no active variant keeps all variants' prices and no stock", () => {
    expect(catalogAggregates([v(5000, 6000, 4, STANDARD_SIZE, "passive"), v(4000, 4000, 2, STANDARD_SIZE, "passive")])).toEqual({
      minPriceKurus: 4000,
      minOriginalPriceKurus: 4000,
      totalStock: 0,
      sizes: [],
    });
    expect(catalogAggregates([])).toEqual({ minPriceKurus: 0, minOriginalPriceKurus: 0, totalStock: 0, sizes: [] });
  });

  it("shows a size that can be bought: a cheaper sold-out size counts only when every size is sold out", () => {
    // The smallest size is cheapest but sold out: the card shows the next size's price.
    expect(catalogAggregates([v(8990, 8990, 0, "0-3 Ay"), v(9990, 12990, 4, "3-6 Ay"), v(10990, 12990, 2, "6-9 Ay")])).toMatchObject({
      minPriceKurus: 9990,
      minOriginalPriceKurus: 12990,
      totalStock: 6,
    });
    // All sold out: the cheapest of them, so the card still reads a price.
    expect(catalogAggregates([v(9990, 9990, 0, "3-6 Ay"), v(8990, 10990, 0, "0-3 Ay")])).toMatchObject({
      minPriceKurus: 8990,
      minOriginalPriceKurus: 10990,
      totalStock: 0,
    });
  });

  it("leadVariant: the variant the card shows and the product page opens with; the spec's first in-stock one when sizes grow dearer", () => {
    const sizes = [v(8990, 8990, 0, "0-3 Ay"), v(9990, 9990, 4, "3-6 Ay"), v(9990, 9990, 9, "6-9 Ay"), v(10990, 10990, 2, "9-12 Ay")];
    expect(leadVariant(sizes)?.size).toBe("3-6 Ay");
    expect(leadVariant([v(9990, 9990, 0, "A"), v(9990, 9990, 0, "B")])?.size).toBe("A");
    expect(leadVariant([v(5000, 5000, 3, "A", "passive"), v(7000, 7000, 0, "B")])?.size).toBe("B");
    expect(leadVariant([])).toBeUndefined();
  });

  it("never shows an original price below the price", () => {
    expect(catalogAggregates([v(5000, 4000, 1)]).minOriginalPriceKurus).toBe(5000);
  });
});

describe("catalogSearchText", () => {
  it("folds name, brand, categories, colour, gender, age and sizes as the search does", () => {
    const text = catalogSearchText({
      name: "Kız Çocuk Pijama Takımı",
      brand: "Şirin Bebe",
      category: "Pijama",
      topCategory: "Giyim",
      color: "Pembe",
      gender: "Kız",
      ageGroup: "3-6 Yaş",
      sizes: ["4 Yaş", "5 Yaş"],
    });
    expect(text).toBe(foldForSearch("Kız Çocuk Pijama Takımı Şirin Bebe Pijama Giyim Pembe Kız 3-6 Yaş 4 Yaş 5 Yaş"));
    expect(text).toContain("kiz cocuk pijama");
  });

  it("foldParts is foldForSearch of the joined parts", () => {
    const parts = ["İĞNE Işık", "", "ÇÖŞÜ", "  ", "Bebek Arabası"];
    expect(foldParts(parts)).toBe(foldForSearch(parts.join(" ")));
  });
});
