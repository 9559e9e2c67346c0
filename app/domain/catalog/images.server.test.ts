import { describe, expect, it } from "vitest";
import { categoryImageUrl, parseCategoryImageFile, parseProductImageFile, productImageUrl } from "./images.server";

describe("generated image addresses", () => {
  it("builds and parses product picture file names", () => {
    expect(productImageUrl(123)).toBe("/gorsel/urun/123-0.svg");
    expect(productImageUrl(123, 3)).toBe("/gorsel/urun/123-3.svg");
    expect(parseProductImageFile("123-0.svg")).toEqual({ catalogId: 123, index: 0 });
    expect(parseProductImageFile("7-3.svg")).toEqual({ catalogId: 7, index: 3 });
    for (const bad of ["123-4.svg", "0-0.svg", "123.svg", "123-0.png", "abc-0.svg", "-1-0.svg", "99999999999-0.svg", "", undefined])
      expect(parseProductImageFile(bad)).toBeNull();
  });

  it("builds and parses category picture file names", () => {
    expect(categoryImageUrl("bebek-arabasi")).toBe("/gorsel/kategori/bebek-arabasi.svg");
    expect(parseCategoryImageFile("bebek-arabasi.svg")).toBe("bebek-arabasi");
    for (const bad of ["Bebek.svg", "../x.svg", "bebek", "bebek-.svg", "", undefined]) expect(parseCategoryImageFile(bad)).toBeNull();
  });
});
