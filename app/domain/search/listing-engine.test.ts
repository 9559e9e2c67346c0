import { describe, expect, it } from "vitest";
import { foldForSearch } from "#app/lib/turkish";
import { buildListingIndex, correctWord, editDistance, runListing, type CategoryNode, type IndexedItem } from "./listing-engine";
import { parseListingQuery } from "./listing-query";

const categories: CategoryNode[] = [
  { id: 1, parentId: null, slug: "bebek", name: "Bebek" },
  { id: 2, parentId: 1, slug: "bebek-arabasi", name: "Bebek Arabaları" },
  { id: 3, parentId: null, slug: "giyim", name: "Giyim" },
  { id: 4, parentId: 3, slug: "pijama", name: "Pijama Takımları" },
  { id: 5, parentId: 3, slug: "tisort", name: "Tişört" },
];

let nextId = 1;
function item(name: string, brand: string, categoryId: number, extra: Partial<IndexedItem> = {}): IndexedItem {
  const id = nextId++;
  const category = categories.find((c) => c.id === categoryId)!.name;
  const sizes = extra.sizes ?? [];
  return {
    id,
    name,
    brand,
    brandId: 1,
    categoryId,
    sizes,
    sefUrl: `urun-${id}`,
    type: "normal",
    age: null,
    gender: null,
    color: null,
    inStock: true,
    priceKurus: 10000,
    originalPriceKurus: 10000,
    sales: 0,
    createdMs: id,
    ratingAvg: 0,
    ratingCount: 0,
    nameFolded: foldForSearch(name),
    namePadded: ` ${foldForSearch(name)} `,
    brandFolded: foldForSearch(brand),
    searchText: foldForSearch([name, brand, category, ...sizes].join(" ")),
    ...extra,
  };
}

const items = [
  item("Bebek Arabası Çift Yönlü", "Chicco", 2, { priceKurus: 1299990, originalPriceKurus: 1499990, sales: 50, color: "Gri" }),
  item("Bebek Arabası Kabin Boy", "Joie", 2, { priceKurus: 399900, originalPriceKurus: 399900, sales: 80, color: "Siyah", inStock: false }),
  item("Çocuk Pijama Takımı Ayıcık", "Şirin Bebe", 4, {
    sizes: ["2 Yaş", "3 Yaş"],
    gender: "Kız",
    priceKurus: 22990,
    originalPriceKurus: 29990,
    sales: 10,
  }),
  item("Pijama Takımı Dinozor", "Pıtırcık", 4, {
    sizes: ["3 Yaş", "4 Yaş"],
    gender: "Erkek",
    priceKurus: 18990,
    originalPriceKurus: 18990,
    sales: 30,
  }),
  item("Çocuk Tişört Araba Desenli", "Pıtırcık", 5, {
    sizes: ["2 Yaş"],
    gender: "Erkek",
    priceKurus: 9990,
    originalPriceKurus: 9990,
    sales: 5,
  }),
  item("Işıklı Pijama Düğmesi", "Şirin Bebe", 4, {
    sizes: ["9-12 Ay"],
    gender: "Kız",
    priceKurus: 4990,
    originalPriceKurus: 4990,
    sales: 1,
  }),
];
const index = buildListingIndex(items, categories);
const run = (qs: string) => runListing(index, parseListingQuery(new URLSearchParams(qs)))!;
const names = (qs: string) => run(qs).positions.map((p) => items[p].name);

describe("listing engine", () => {
  it("finds Turkish words by stem, without Turkish letters, and in capitals", () => {
    expect(names("keyword=arabaları")).toEqual(["Bebek Arabası Kabin Boy", "Bebek Arabası Çift Yönlü", "Çocuk Tişört Araba Desenli"]);
    expect(names("keyword=cocuk arabasi")).toEqual(["Çocuk Tişört Araba Desenli"]);
    expect(names("keyword=ISIK")).toEqual(["Işıklı Pijama Düğmesi"]);
    expect(names("keyword=ışıklı")).toEqual(["Işıklı Pijama Düğmesi"]);
  });

  it("forgives a typo and says so", () => {
    const r = run("keyword=pijma");
    expect(r.match).toBe("fuzzy");
    expect(r.paginationData.totalCount).toBe(3);
    expect(r.corrections.pijma).toContain("pijama");
    expect(run("keyword=pijama").match).toBe("exact");
  });

  it("ranks the exact name and brand first", () => {
    expect(names("keyword=pijama takimi")[0]).toBe("Pijama Takımı Dinozor");
    expect(names("keyword=chicco")).toEqual(["Bebek Arabası Çift Yönlü"]);
  });

  it("counts each facet under the other facets' filters (OR within, AND across)", () => {
    const r = run("category=giyim&criteria[brand]=Pıtırcık&criteria[size]=2 Yaş");
    expect(r.paginationData.totalCount).toBe(1);
    const facet = (key: string) => Object.fromEntries(r.facets.find((f) => f.key === key)!.values.map((v) => [v.value, v.count]));
    // brand counts ignore the brand filter but respect size=2 Yaş
    expect(facet("brand")).toEqual({ "Şirin Bebe": 1, Pıtırcık: 1 });
    // size counts ignore the size filter but respect brand=Pıtırcık
    expect(facet("size")).toEqual({ "2 Yaş": 1, "3 Yaş": 1, "4 Yaş": 1 });
    expect(facet("category")).toEqual({ tisort: 1 }); // a category with nothing left is hidden
    const two = run("category=giyim&criteria[brand]=Pıtırcık,Şirin Bebe");
    expect(two.paginationData.totalCount).toBe(4);
  });

  it("filters stock, discount and price, and gives the price range without the price filter", () => {
    expect(run("category=bebek&criteria[stock]=1").paginationData.totalCount).toBe(1);
    expect(run("criteria[discount]=1&category=giyim").paginationData.totalCount).toBe(1);
    const r = run("category=giyim&price=100-200");
    expect(r.positions.map((p) => items[p].priceKurus)).toEqual([18990]);
    expect(r.priceRange).toEqual({ min: 49, max: 230 });
  });

  it("sorts by price both ways, newest and best sellers, and pages", () => {
    expect(run("category=giyim&sort[price]=asc").positions.map((p) => items[p].priceKurus)).toEqual([4990, 9990, 18990, 22990]);
    expect(run("category=giyim&sort[price]=desc").positions.map((p) => items[p].priceKurus)).toEqual([22990, 18990, 9990, 4990]);
    expect(names("category=bebek&sort[bestseller]=1")[0]).toBe("Bebek Arabası Kabin Boy");
    expect(names("category=giyim&sort[newest]=1")[0]).toBe("Işıklı Pijama Düğmesi");
    const far = run("category=giyim&page=40");
    expect(far.paginationData).toEqual({ totalCount: 4, totalPage: 1, currentPage: 1 });
    expect(far.positions).toHaveLength(4);
  });

  it("keeps chosen values visible with zero counts and returns null for an unknown category", () => {
    const r = run("category=bebek&criteria[color]=Mor");
    expect(r.paginationData.totalCount).toBe(0);
    expect(r.facets.find((f) => f.key === "color")!.values.find((v) => v.value === "Mor")).toEqual({
      value: "Mor",
      label: "Mor",
      count: 0,
      selected: true,
    });
    expect(runListing(index, parseListingQuery(new URLSearchParams("category=yok")))).toBeNull();
  });

  it("edit distance counts swaps as one edit; short words are not corrected", () => {
    expect(editDistance("oyuncka", "oyuncak", 2)).toBe(1);
    expect(editDistance("pijma", "pijama", 2)).toBe(1);
    expect(correctWord(index.words, "ab")).toEqual([]);
  });
});
