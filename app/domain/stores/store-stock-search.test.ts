import { describe, expect, it } from "vitest";
import { productCodeOf, STOCK_MAX_PAGE, stockPage, stockQueryError, stockSearchHref, stockSearchOf } from "./store-stock-search";

describe("the stock search's query", () => {
  it("reads a sku (any case) or a barcode as a product code, anything else as words", () => {
    expect(productCodeOf("MD-000123-02")).toEqual({ sku: "MD-000123-02" });
    expect(productCodeOf(" md-000123-02 ")).toEqual({ sku: "MD-000123-02" });
    expect(productCodeOf("8692338362343")).toEqual({ barcode: "8692338362343" });
    expect(productCodeOf("pijama")).toBeNull();
    expect(productCodeOf("2 yaş")).toBeNull();
    expect(productCodeOf("1234")).toBeNull();
  });

  it("wants 2 to 100 characters with at least 2 letters or digits (or nothing)", () => {
    expect(stockQueryError("")).toBeNull();
    expect(stockQueryError("   ")).toBeNull();
    expect(stockQueryError("şu")).toBeNull();
    expect(stockQueryError("ş")).toBe("Lütfen en az 2 karakter giriniz.");
    expect(stockQueryError("!!")).toBe("Lütfen en az 2 karakter giriniz.");
    expect(stockQueryError("a".repeat(101))).toBe("Lütfen en fazla 100 karakter giriniz.");
  });

  it("reads the page's address: the query, a page of 1 to STOCK_MAX_PAGE, a message for a bad query", () => {
    expect(stockSearchOf(new URLSearchParams("q=%20pijama%20&sayfa=3"))).toEqual({ query: "pijama", page: 3, error: null });
    expect(stockSearchOf(new URLSearchParams("q=x"))).toEqual({ query: "x", page: 1, error: "Lütfen en az 2 karakter giriniz." });
    expect(stockSearchOf(new URLSearchParams("q=ab&q=cd"))).toEqual({ query: "ab", page: 1, error: null });
    expect(stockSearchOf(new URLSearchParams(""))).toEqual({ query: "", page: 1, error: null });
    for (const page of ["0", "-1", "abc", "1e3", String(STOCK_MAX_PAGE + 1), "99999999999"]) expect(stockPage(page), page).toBe(1);
    expect(stockPage(String(STOCK_MAX_PAGE))).toBe(STOCK_MAX_PAGE);
  });

  it("links result pages", () => {
    expect(stockSearchHref("/magaza/izmir-x", "çocuk pijama", 2)).toBe("/magaza/izmir-x?q=%C3%A7ocuk+pijama&sayfa=2#magaza-stok");
    expect(stockSearchHref("/magaza/izmir-x", "", 1)).toBe("/magaza/izmir-x#magaza-stok");
  });
});
