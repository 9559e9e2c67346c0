import { describe, expect, it } from "vitest";
import { cutTitle } from "./product-card";

describe("cutTitle (spec: 60 on wider screens, 45 on phones)", () => {
  const long = "Bebek Arabası Çift Yönlü Travel Sistem Katlanabilir Hafif Gövdeli Öğütücü 2";
  it("keeps short names", () => expect(cutTitle("Pijama Takımı", 45)).toBe("Pijama Takımı"));
  it("cuts at the limit with an ellipsis", () => {
    expect(cutTitle(long, 60)).toBe(`${long.slice(0, 60).trimEnd()}…`);
    expect(cutTitle(long, 45).length).toBeLessThanOrEqual(46);
    expect(cutTitle(long, 45).endsWith("…")).toBe(true);
  });
});
