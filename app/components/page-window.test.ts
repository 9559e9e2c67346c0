import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow (about 4 pages each side)", () => {
  it("shows every page of a short listing", () => expect(pageWindow(1, 3)).toEqual([1, 2, 3]));
  it("skips far pages", () => expect(pageWindow(10, 30)).toEqual([1, null, 6, 7, 8, 9, 10, 11, 12, 13, 14, null, 30]));
  it("has no gap next to the ends", () => expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]));
});
