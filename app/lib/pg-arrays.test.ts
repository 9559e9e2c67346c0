import { describe, expect, it } from "vitest";
import { pgIntArray, pgTextArray } from "./pg-arrays";

describe("PostgreSQL array literals", () => {
  it("quote every text (quotes and backslashes escaped), NULL unquoted, integers as they are", () => {
    expect(pgTextArray(["MD-1", 'a"b', "c\\d", "x,y", null, "{}"])).toBe('{"MD-1","a\\"b","c\\\\d","x,y",NULL,"{}"}');
    expect(pgIntArray([1, 20, 300])).toBe("{1,20,300}");
    expect(pgTextArray([])).toBe("{}");
  });
});
