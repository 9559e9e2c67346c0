import { describe, expect, it } from "vitest";
import { mergeLive } from "./use-live-variants";
import type { BuyBoxVariant } from "./variant-rules";

const variant = (productId: number, price: number, stock: number): BuyBoxVariant => ({
  productId,
  sku: `S${productId}`,
  barcode: "",
  name: `V${productId}`,
  stock,
  status: "active",
  price,
  original_price: price,
  discountedPrice: price,
  attributes: [{ id: 1, name: "Beden", value: `${productId} Yaş` }],
});

describe("the product page's live variants", () => {
  const page = [variant(1, 100, 5), variant(2, 120, 1)];

  it("keeps the page's figures until the quick check answers", () => {
    expect(mergeLive(page, undefined)).toBe(page);
  });

  it("takes price, list price, campaign price, stock and status from the answer, and keeps the rest", () => {
    const live = [
      { productId: 1, price: 90, original_price: 110, discountedPrice: 81, stock: 4, status: "active" },
      { productId: 2, price: 120, original_price: 120, discountedPrice: 120, stock: 0, status: "active" },
    ];
    const merged = mergeLive(page, live);
    expect(merged[0]).toEqual({ ...page[0], price: 90, original_price: 110, discountedPrice: 81, stock: 4 });
    expect(merged[1]).toEqual({ ...page[1], stock: 0 });
  });

  it("takes a variant the answer no longer has, or an item no longer on sale, off sale", () => {
    expect(
      mergeLive(page, [{ productId: 1, price: 100, original_price: 100, discountedPrice: 100, stock: 5, status: "active" }])[1],
    ).toMatchObject({ stock: 0, status: "passive" });
    expect(mergeLive(page, []).every((v) => v.stock === 0)).toBe(true);
  });
});
