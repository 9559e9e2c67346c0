import { describe, expect, it } from "vitest";
import { imageMoveOf, movedOrder } from "./image-order";
import { itemImageUrl, parseUploadedImageFile, uploadedImageUrl } from "./image-urls";

describe("moving a catalogue item's pictures", () => {
  it("puts one first, or one place earlier or later, never past either end", () => {
    expect(movedOrder([1, 2, 3, 4], 3, "main")).toEqual([3, 1, 2, 4]);
    expect(movedOrder([1, 2, 3, 4], 3, "earlier")).toEqual([1, 3, 2, 4]);
    expect(movedOrder([1, 2, 3, 4], 3, "later")).toEqual([1, 2, 4, 3]);
    expect(movedOrder([1, 2, 3], 1, "earlier")).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, "later")).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, "main")).toEqual([1, 2, 3]);
  });

  it("reads the form's intent", () => {
    expect([imageMoveOf("ana"), imageMoveOf("once"), imageMoveOf("sonra")]).toEqual(["main", "earlier", "later"]);
    for (const bad of ["sil", "constructor", "toString", "", null, 1]) expect(imageMoveOf(bad)).toBeNull();
  });
});

describe("uploaded picture addresses", () => {
  it("builds and parses '/gorsel/yuklenen/{id}-{hash}-{size}.webp'", () => {
    const url = uploadedImageUrl("12-0123456789abcdef", 400);
    expect(url).toBe("/gorsel/yuklenen/12-0123456789abcdef-400.webp");
    expect(parseUploadedImageFile(url.split("/").pop())).toEqual({ imageId: 12, hash: "0123456789abcdef", size: 400 });
    for (const bad of [
      "12-0123456789abcdef-500.webp",
      "12-0123456789ABCDEF-400.webp",
      "12-0123456789abcde-400.webp",
      "0-0123456789abcdef-400.webp",
      "12-0123456789abcdef-400.png",
      "99999999999-0123456789abcdef-120.webp",
      "",
      undefined,
    ])
      expect(parseUploadedImageFile(bad), String(bad)).toBeNull();
  });

  it("an item shows its main upload in the size asked, else its illustration", () => {
    expect(itemImageUrl(7, "12-0123456789abcdef", 120)).toBe("/gorsel/yuklenen/12-0123456789abcdef-120.webp");
    expect(itemImageUrl(7, null, 120)).toBe("/gorsel/urun/7-0.svg");
  });
});
