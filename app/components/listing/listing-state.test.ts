import { describe, expect, it } from "vitest";
import { listingHash, parseListingHash } from "#app/domain/search/listing-query";
import {
  ajaxUrl,
  chipsOf,
  clearFilters,
  filterCount,
  formatCount,
  hasFilters,
  isListingHash,
  pageFromSearch,
  pageHref,
  priceLabel,
  priceStep,
  queryFromLocation,
  sameListingUrl,
  scopeQuery,
  searchWithoutPage,
  stateKey,
  toggleValue,
  withPage,
  withPrice,
  withSort,
} from "./listing-state";
import type { ListingFacet } from "./types";

const giyim = { category: "giyim" } as const;
const at = (hash: string) => queryFromLocation(giyim, "", hash)!;

const facets: ListingFacet[] = [
  { key: "category", title: "Kategori", values: [{ value: "pijama", label: "Pijama Takımları", count: 3, selected: false }] },
  { key: "brand", title: "Marka", values: [{ value: "Chicco", label: "Chicco", count: 4, selected: true }] },
  { key: "stock", title: "Stok Durumu", values: [{ value: "1", label: "Sadece stoktaki ürünler", count: 9, selected: true }] },
];

describe("the state a location asks for", () => {
  it("reads PRODUCT.md's hash and keeps the page's scope", () => {
    const q = at("#/criteria[brand]=Chicco,Joie&criteria[size]=2%20Ya%C5%9F&price=100-500&sort[price]=asc&page=2");
    expect(q).toMatchObject({
      category: "giyim",
      keyword: "",
      criteria: { brand: ["Chicco", "Joie"], size: ["2 Yaş"] },
      priceMin: 100,
      priceMax: 500,
      sort: "price_asc",
      page: 2,
    });
  });

  it("ignores a scope smuggled into the hash", () => {
    expect(at("#/category=oyuncak&keyword=x&page=3")).toMatchObject({ category: "giyim", keyword: "", page: 3 });
    expect(queryFromLocation({ keyword: "araba" }, "?keyword=araba", "#/category=giyim")).toMatchObject({ keyword: "araba", category: "" });
  });

  it("takes ?sayfa= when there is no hash, and keeps the screen for an in-page anchor", () => {
    expect(queryFromLocation(giyim, "?sayfa=3", "")?.page).toBe(3);
    expect(queryFromLocation(giyim, "?sayfa=abc", "")?.page).toBe(1);
    expect(queryFromLocation(giyim, "?sayfa=99999999", "")?.page).toBe(1);
    expect(queryFromLocation(giyim, "", "#icerik")).toBeNull();
    expect(isListingHash("#/")).toBe(true);
    expect(isListingHash("#page=2")).toBe(true);
  });

  it("turns garbage into defaults without throwing", () => {
    for (const hash of [
      "#/%E0%A4%A",
      "#/criteria[evil]=<script>&page=-1&price=abc",
      "#/sort[price]=sideways&page=99999",
      "#/" + "x".repeat(5000),
    ]) {
      const q = at(hash);
      expect(q.category).toBe("giyim");
      expect(q.page).toBeGreaterThanOrEqual(1);
    }
    expect(at("#/criteria[evil]=1").criteria).toEqual({});
    expect(at("#/price=900-100")).toMatchObject({ priceMin: 100, priceMax: 900 });
  });
});

describe("controls", () => {
  const base = at("#/criteria[brand]=Chicco&sort[price]=asc&page=3");

  it("ticks and unticks values of one facet together, back to page 1", () => {
    const two = toggleValue(base, "brand", "Joie");
    expect(two.criteria.brand).toEqual(["Chicco", "Joie"]);
    expect(two.page).toBe(1);
    expect(toggleValue(two, "brand", "Chicco").criteria.brand).toEqual(["Joie"]);
    expect(toggleValue(base, "brand", "Chicco").criteria).toEqual({});
  });

  it("switches the on/off facets", () => {
    const on = toggleValue(base, "stock", "1");
    expect(on.criteria.stock).toEqual(["1"]);
    expect(toggleValue(on, "stock", "1").criteria.stock).toBeUndefined();
    // criteria[stock]=0 is not 'on' (the server agrees): no chip, no count.
    expect(filterCount(at("#/criteria[stock]=0"))).toBe(0);
  });

  it("clears every filter but keeps the sort", () => {
    const q = clearFilters(at("#/criteria[brand]=A&criteria[size]=2%20Ya%C5%9F&price=10-20&sort[newest]=1&page=4"));
    expect(listingHash(q)).toBe("#/sort[newest]=1");
    expect(hasFilters(q)).toBe(false);
  });

  it("opens a price bound that reaches the result's range and swaps reversed bounds", () => {
    const range = { min: 59, max: 2499 };
    expect(withPrice(base, 59, 2499, range)).toMatchObject({ priceMin: null, priceMax: null });
    expect(withPrice(base, 900, 100, range)).toMatchObject({ priceMin: 100, priceMax: 900 });
    expect(withPrice(base, 100, 3000, range)).toMatchObject({ priceMin: 100, priceMax: null });
    expect(withPrice(base, 100.6, 200.2, null)).toMatchObject({ priceMin: 100, priceMax: 201 });
  });

  it("resets the page on sort, keeps it on paging", () => {
    expect(withSort(base, "rating")).toMatchObject({ sort: "rating", page: 1 });
    expect(withPage(base, 7).page).toBe(7);
    expect(withPage(base, 0).page).toBe(1);
  });

  it("counts what is chosen", () => {
    expect(filterCount(at("#/criteria[brand]=A,B&criteria[stock]=1&price=1-2"))).toBe(4);
  });
});

describe("chips", () => {
  it("has one chip per value and one for the price, each removing only itself", () => {
    const q = at("#/criteria[category]=pijama&criteria[brand]=Chicco,Joie&criteria[stock]=1&price=100-500");
    const chips = chipsOf(q, facets);
    expect(chips.map((c) => c.label)).toEqual(["Pijama Takımları", "Chicco", "Joie", "Sadece stoktaki ürünler", "100 TL - 500 TL"]);
    expect(chips[1].remove.criteria.brand).toEqual(["Joie"]);
    expect(chips[4].remove).toMatchObject({ priceMin: null, priceMax: null });
    expect(chips[0].remove.criteria.category).toBeUndefined();
  });

  it("labels open price ranges and groups thousands with spaces", () => {
    expect(priceLabel(12500, null)).toBe("12 500 TL ve üzeri");
    expect(priceLabel(null, 500)).toBe("500 TL ve altı");
  });
});

describe("addresses", () => {
  it("gives each page ?sayfa= for the server and the state in the hash", () => {
    const q = at("#/criteria[brand]=Chicco&sort[price]=asc&page=3");
    expect(pageHref("/kategori/giyim", "?sayfa=3", q, 2)).toBe("/kategori/giyim?sayfa=2#/criteria[brand]=Chicco&sort[price]=asc&page=2");
    expect(pageHref("/kategori/giyim", "", scopeQuery(giyim), 1)).toBe("/kategori/giyim");
    expect(pageHref("/arama", "?keyword=bebek+arabas%C4%B1", scopeQuery({ keyword: "bebek arabası" }), 2)).toBe(
      "/arama?keyword=bebek+arabas%C4%B1&sayfa=2#/page=2",
    );
  });

  it("asks the JSON call for the scope and the state", () => {
    expect(ajaxUrl(at("#/criteria[size]=2%20Ya%C5%9F&page=2"))).toBe(
      "/arama/ajax/urunler?category=giyim&criteria[size]=2%20Ya%C5%9F&page=2",
    );
    expect(ajaxUrl(scopeQuery({ keyword: "<script>" }))).toBe("/arama/ajax/urunler?keyword=%3Cscript%3E");
  });

  it("gives equal states equal keys, whatever order the hash had", () => {
    expect(stateKey(at("#/page=2&criteria[brand]=A"))).toBe(stateKey(at("#/criteria[brand]=A&page=2")));
    expect(parseListingHash(listingHash(at("#/criteria[brand]=A,B&page=2")))).toMatchObject({ criteria: { brand: ["A", "B"] }, page: 2 });
  });

  it("knows when only the hash or ?sayfa= changed", () => {
    const u = (s: string) => new URL(s, "http://x");
    expect(sameListingUrl(u("/kategori/giyim?sayfa=2#/a=1"), u("/kategori/giyim"))).toBe(true);
    expect(sameListingUrl(u("/arama?keyword=a"), u("/arama?keyword=b"))).toBe(false);
    expect(sameListingUrl(u("/kategori/giyim"), u("/kategori/bebek"))).toBe(false);
    expect(searchWithoutPage("?keyword=a&sayfa=2")).toBe("?keyword=a");
    expect(pageFromSearch("?sayfa=20000")).toBe(10000);
  });
});

describe("numbers", () => {
  it("groups counts the Turkish way and picks slider steps by range", () => {
    expect(formatCount(1234567)).toBe("1.234.567");
    expect(formatCount(24)).toBe("24");
    expect(priceStep(150)).toBe(1);
    expect(priceStep(2440)).toBe(10);
    expect(priceStep(30000)).toBe(100);
  });
});
