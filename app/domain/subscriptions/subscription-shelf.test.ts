import { describe, expect, it } from "vitest";
import { audienceOfAge, packageLabel, packageName, subscriptionKindOf } from "./subscription-shelf";

describe("the subscription shelf", () => {
  it("knows a recurring product by its category and the start of its name, Turkish letters folded", () => {
    expect(subscriptionKindOf({ categorySlug: "bebek-bakim", name: "Pişik Kremi Çinko Oksitli 100 ml" })?.key).toBe("pisik-kremi");
    expect(subscriptionKindOf({ categorySlug: "bebek-bakim", name: "PİŞİK KREMİ Doğal" })?.key).toBe("pisik-kremi");
    expect(subscriptionKindOf({ categorySlug: "bebek-bakim", name: "Bebek Bezi Ultra Kuru" })?.key).toBe("bez");
    expect(subscriptionKindOf({ categorySlug: "biberon-emzik", name: "Emzik Gece Parlayan 6-18 Ay" })?.key).toBe("emzik");
  });

  it("leaves out what is not bought again and again, and the right name in the wrong category", () => {
    expect(subscriptionKindOf({ categorySlug: "biberon-emzik", name: "Emzik Askısı Ahşap Boncuklu" })).toBeNull();
    expect(subscriptionKindOf({ categorySlug: "bebek-bakim", name: "Banyo Küveti Katlanabilir" })).toBeNull();
    expect(subscriptionKindOf({ categorySlug: "bebek-oyuncak", name: "Bebek Bezi Oyuncak Seti" })).toBeNull();
    expect(subscriptionKindOf({ categorySlug: "bebek-bakim", name: "Pişikkremi" })).toBeNull();
  });

  it("puts items for months in the baby's tab and items for years in the child's", () => {
    expect(audienceOfAge("0-12 Ay")).toBe("bebek");
    expect(audienceOfAge(null)).toBe("bebek");
    expect(audienceOfAge("1-3 Yaş")).toBe("cocuk");
    expect(audienceOfAge("6-12 Yaş")).toBe("cocuk");
  });

  it("names a package by brand, what follows the kind's words, and its size", () => {
    const kind = subscriptionKindOf({ categorySlug: "bebek-bakim", name: "Bebek Bezi Ultra Kuru" });
    expect(packageLabel({ brand: "Minik", name: "Bebek Bezi Ultra Kuru" }, "Beden 4", kind)).toBe("Minik Ultra Kuru, Beden 4");
    expect(
      packageLabel({ brand: "Chicco", name: "Emzik" }, null, subscriptionKindOf({ categorySlug: "biberon-emzik", name: "Emzik" })),
    ).toBe("Chicco Emzik");
    expect(packageName({ brand: "Minik", name: "Bebek Bezi Ultra Kuru" }, "Beden 4")).toBe("Minik Bebek Bezi Ultra Kuru, Beden 4");
  });
});
