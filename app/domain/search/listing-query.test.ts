import { describe, expect, it } from "vitest";
import { listingHash, parseListingHash, parseListingQuery, serializeListingQuery } from "./listing-query";

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));

describe("listing query", () => {
  it("reads PRODUCT.md's example hash exactly", () => {
    const q = parseListingHash("#/criteria[brand]=Chicco,Joie&criteria[size]=2%20Ya%C5%9F&price=100-500&sort[price]=asc&page=2");
    expect(q.criteria).toEqual({ brand: ["Chicco", "Joie"], size: ["2 Yaş"] });
    expect([q.priceMin, q.priceMax, q.sort, q.page]).toEqual([100, 500, "price_asc", 2]);
  });

  it("round-trips through the hash", () => {
    const hash = "#/criteria[brand]=Chicco,Joie&criteria[size]=2%20Ya%C5%9F&price=100-500&sort[price]=asc&page=2";
    expect(listingHash(parseListingHash(hash))).toBe(hash);
  });

  it("drops unknown facets and garbage, clamps pages, swaps reversed prices", () => {
    const q = parse("criteria[evil]=1&criteria[brand]=&sort[price]=sideways&sort=drop%20table&page=-5&price=900-100");
    expect(q.criteria).toEqual({});
    expect(q.sort).toBe("recommended");
    expect(q.page).toBe(1);
    expect([q.priceMin, q.priceMax]).toEqual([100, 900]);
    expect(parse("page=99999999999").page).toBe(1);
    expect(parse("page=20000").page).toBe(10000);
  });

  it("cuts a huge keyword and keeps markup as plain text", () => {
    const q = parse(`keyword=${"a".repeat(10000)}`);
    expect(q.keyword).toHaveLength(100);
    expect(parse("keyword=<script>alert(1)</script>").keyword).toBe("<script>alert(1)</script>");
  });

  it("serialises in a stable order without defaults", () => {
    const a = serializeListingQuery(parse("page=1&sort[newest]=1&criteria[size]=86%20cm&keyword=araba"));
    expect(a).toBe("keyword=araba&criteria[size]=86%20cm&sort[newest]=1");
  });
});
