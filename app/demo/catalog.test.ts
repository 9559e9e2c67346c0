import { describe, expect, it } from "vitest";
import { foldForSearch, slugify } from "#app/lib/turkish";
import { ILLUSTRATION_KINDS } from "#app/domain/catalog/illustration";
import { parseVideoEmbed } from "#app/domain/catalog/video-embed";
import {
  DEMO_VIDEO_URLS,
  ageFromSizes,
  brandsForSub,
  createCatalogPlan,
  demoVideoUrl,
  foldParts,
  generateItem,
  nicePriceKurus,
  pickPriceStyle,
  type GeneratedItem,
} from "./catalog";
import { AGE_GROUPS, BRANDS, STORES, SUB_CATEGORIES, TOP_CATEGORIES } from "./content";
import { isValidEan13 } from "./ean";
import { createRng } from "./random";

const NOW = new Date("2026-06-01T09:00:00Z");
const N = 3000;
const plan = createCatalogPlan("test-seed", NOW);
const items: GeneratedItem[] = Array.from({ length: N }, (_, i) => generateItem(plan, i));

describe("demo catalogue generator", () => {
  it("is deterministic: same seed, same items", () => {
    const again = createCatalogPlan("test-seed", NOW);
    for (let i = 0; i < 200; i++) expect(generateItem(again, i)).toEqual(items[i]);
    // Item i does not depend on how many items are generated or in which order.
    expect(generateItem(createCatalogPlan("test-seed", NOW), 1234)).toEqual(items[1234]);
  });

  it("changes with the seed", () => {
    const other = createCatalogPlan("another-seed", NOW);
    const names = items
      .slice(0, 50)
      .map((i) => i.name)
      .join("|");
    const otherNames = Array.from({ length: 50 }, (_, i) => generateItem(other, i).name).join("|");
    expect(otherNames).not.toBe(names);
  });

  it("fills every top category and every sub-category", () => {
    const areas = new Set(items.map((i) => i.area));
    for (const top of TOP_CATEGORIES) expect(areas.has(top.slug)).toBe(true);
    // The first items cover every sub-category even in a tiny shop.
    const firstSubs = new Set(items.slice(0, SUB_CATEGORIES.length).map((i) => i.subCategory));
    expect(firstSubs.size).toBe(SUB_CATEGORIES.length);
    for (const top of TOP_CATEGORIES) {
      const subs = SUB_CATEGORIES.filter((s) => s.area === top.slug);
      expect(subs.length).toBeGreaterThanOrEqual(4);
      expect(subs.length).toBeLessThanOrEqual(8);
    }
  });

  it("uses every Turkish letter and the names the product brief asks for", () => {
    const text = items.map((i) => `${i.name} ${i.brand}`).join(" ") + " " + SUB_CATEGORIES.map((s) => s.name).join(" ");
    for (const ch of ["ç", "ğ", "ı", "İ", "ö", "ş", "ü", "Ç", "Ş", "Ö", "Ü", "I"]) expect(text).toContain(ch);
    for (const prefix of ["Çocuk ", "Bebek Arabası ", "Pijama ", "Oyuncak "])
      expect(items.some((i) => i.name.startsWith(prefix))).toBe(true);
    expect(items.filter((i) => /[çğıİöşüÇĞÖŞÜ]/.test(i.name)).length / N).toBeGreaterThan(0.5);
    expect(items.some((i) => i.brand === "Chicco")).toBe(true);
    expect(items.some((i) => i.brand === "Joie")).toBe(true);
    expect(BRANDS.length).toBeGreaterThanOrEqual(40);
    expect(SUB_CATEGORIES.find((s) => s.slug === "aydinlatma")?.name).toContain("Işık");
  });

  it("gives every sub-category several brands and every item a known brand", () => {
    for (const sub of SUB_CATEGORIES) expect(brandsForSub(sub).length).toBeGreaterThanOrEqual(3);
    const names = new Set(BRANDS.map((b) => b.name));
    for (const item of items) expect(names.has(item.brand)).toBe(true);
  });

  it("makes unique SKUs and valid unique 869 barcodes", () => {
    const skus = new Set<string>();
    const barcodes = new Set<string>();
    let variants = 0;
    for (const item of items)
      for (const v of item.variants) {
        variants++;
        skus.add(v.sku);
        barcodes.add(v.barcode);
        expect(v.sku).toMatch(/^MD-\d{6}-\d{2}$/);
        expect(v.barcode.startsWith("869")).toBe(true);
        expect(isValidEan13(v.barcode)).toBe(true);
      }
    expect(skus.size).toBe(variants);
    expect(barcodes.size).toBe(variants);
  });

  it("has size variants, standard sizes and the sizes of the brief", () => {
    const sizes = new Set(items.flatMap((i) => i.variants.map((v) => v.size)));
    for (const s of ["0-3 Ay", "2 Yaş", "86 cm", "92 cm", "100x150 cm", "Standart", "22"]) expect(sizes.has(s)).toBe(true);
    for (const item of items) {
      expect(item.variants.length).toBeGreaterThan(0);
      expect(new Set(item.variants.map((v) => v.size)).size).toBe(item.variants.length);
      if (item.variants.some((v) => v.size === "Standart")) expect(item.variants.length).toBe(1);
      expect(item.sizes).toEqual(item.variants.map((v) => v.size).filter((s) => s !== "Standart"));
    }
    expect(items.filter((i) => i.variants.length > 1).length / N).toBeGreaterThan(0.3);
  });

  it("prices like a shop: endings, discounts, VAT, minimums", () => {
    let discounted = 0;
    for (const item of items) {
      for (const v of item.variants) {
        expect([0, 90, 99]).toContain(v.priceKurus % 100);
        expect(v.originalPriceKurus).toBeGreaterThanOrEqual(v.priceKurus);
        expect(v.priceKurus).toBeGreaterThan(0);
      }
      // The card's price: the cheapest size that can be bought (all sizes when every one is sold out).
      const buyable = item.variants.filter((v) => v.stock > 0);
      const cheapest = (buyable.length ? buyable : item.variants).reduce((a, b) => (b.priceKurus < a.priceKurus ? b : a));
      expect(item.minPriceKurus).toBe(cheapest.priceKurus);
      expect(item.minOriginalPriceKurus).toBe(cheapest.originalPriceKurus);
      if (item.minOriginalPriceKurus > item.minPriceKurus) discounted++;
      expect([10, 20]).toContain(item.vatRate);
    }
    expect(discounted / N).toBeGreaterThan(0.28);
    expect(discounted / N).toBeLessThan(0.45);
    const body = items.filter((i) => i.subCategory === "body-zibin").map((i) => i.minPriceKurus);
    const strollers = items.filter((i) => i.subCategory === "bebek-arabasi").map((i) => i.minPriceKurus);
    expect(Math.min(...body)).toBeLessThan(20000);
    expect(Math.max(...strollers)).toBeGreaterThan(500000);
    expect(items.filter((i) => i.subCategory === "body-zibin").every((i) => i.vatRate === 10)).toBe(true);
    expect(items.filter((i) => i.subCategory === "bebek-arabasi").every((i) => i.vatRate === 20)).toBe(true);
  });

  it("rounds prices to ,90 ,99 or ,00 and keeps one ending per item", () => {
    const rng = createRng("prices");
    for (let i = 0; i < 50; i++) {
      const style = pickPriceStyle(rng);
      for (const lira of [12, 89.9, 149, 999, 1000, 1450, 12999, 24999]) {
        const k = nicePriceKurus(lira, style);
        expect([0, 90, 99]).toContain(k % 100);
        expect(k).toBeGreaterThan(0);
        if (lira >= 20) expect(k).toBeLessThanOrEqual(lira * 100 + 99);
      }
    }
    expect(nicePriceKurus(89.9, { cents: 90, bigCents: 0, bigWhole: 99 })).toBe(8990);
    expect(nicePriceKurus(13350, { cents: 90, bigCents: 0, bigWhole: 99 })).toBe(1329900);
    expect(nicePriceKurus(12999, { cents: 90, bigCents: 0, bigWhole: 99 })).toBe(1299900);
    for (const item of items) {
      for (let v = 1; v < item.variants.length; v++) {
        expect(item.variants[v].originalPriceKurus).toBeGreaterThanOrEqual(item.variants[v - 1].originalPriceKurus);
        const [a, b] = [item.variants[0].originalPriceKurus, item.variants[v].originalPriceKurus];
        if (a < 100000 === b < 100000) expect(b % 100).toBe(a % 100);
      }
    }
  });

  it("has zero stock on some variants, display-only items and consistent totals", () => {
    const variants = items.flatMap((i) => i.variants);
    const zero = variants.filter((v) => v.stock === 0).length / variants.length;
    expect(zero).toBeGreaterThan(0.08);
    expect(zero).toBeLessThan(0.2);
    const teshir = items.filter((i) => i.type === "teshir").length / N;
    expect(teshir).toBeGreaterThan(0.01);
    expect(teshir).toBeLessThan(0.06);
    for (const item of items) {
      expect(item.totalStock).toBe(item.variants.reduce((s, v) => s + v.stock, 0));
      for (const v of item.variants) {
        expect(v.stores.length).toBeGreaterThanOrEqual(2);
        expect(v.stores.length).toBeLessThanOrEqual(4);
        expect(new Set(v.stores.map(([s]) => s)).size).toBe(v.stores.length);
        for (const [store, qty] of v.stores) {
          expect(store).toBeGreaterThanOrEqual(0);
          expect(store).toBeLessThan(STORES.length);
          expect(qty).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it("computes ratings from the approved comments", () => {
    let withComments = 0;
    for (const item of items) {
      const approved = item.comments.filter((c) => c.status === "approved");
      expect(item.ratingCount).toBe(approved.length);
      if (approved.length) {
        withComments++;
        expect(item.ratingAvg).toBeCloseTo(approved.reduce((s, c) => s + c.rating, 0) / approved.length, 10);
      } else expect(item.ratingAvg).toBe(0);
      for (const c of item.comments) {
        expect(c.rating).toBeGreaterThanOrEqual(1);
        expect(c.rating).toBeLessThanOrEqual(5);
        expect(c.body.length).toBeGreaterThan(10);
      }
    }
    expect(withComments / N).toBeGreaterThan(0.3);
    expect(items.some((i) => i.comments.some((c) => c.status === "pending"))).toBe(true);
  });

  it("fills item details: illustration, colour, age, gender, dates, search text, slug", () => {
    for (const item of items) {
      expect(ILLUSTRATION_KINDS as readonly string[]).toContain(item.illustration);
      expect(item.colorHex).toMatch(/^#[0-9a-f]{6}$/);
      if (item.ageGroup) expect(AGE_GROUPS as readonly string[]).toContain(item.ageGroup);
      expect(item.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 10, 1));
      expect(item.createdAt.getTime()).toBeGreaterThan(Date.UTC(2025, 9, 30));
      if (item.countdownEndsAt) expect(item.countdownEndsAt.getTime()).toBeGreaterThan(NOW.getTime());
      expect(item.sefUrl).toBe(slugify(item.name));
      expect(item.searchText).toContain(foldForSearch(item.name));
      expect(item.searchText).toContain(foldForSearch(item.brand));
      const sentences = item.description.split(/(?<=[.!])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
    expect(items.some((i) => i.countdownEndsAt)).toBe(true);
    const giyim = items.filter((i) => i.area === "giyim");
    expect(giyim.every((i) => i.gender !== null && i.ageGroup !== null)).toBe(true);
    expect(new Set(giyim.map((i) => i.gender))).toEqual(new Set(["Kız", "Erkek", "Unisex"]));
  });

  it("folds name parts exactly like foldForSearch", () => {
    const parts = ["Çocuk Pijama Takımı", "360° Akıtmaz", "Emzik Askısı", "2'li", "İLK ADIM"];
    expect(foldParts(parts)).toBe(foldForSearch(parts.join(" ")));
  });

  it("derives clothing age groups from sizes", () => {
    expect(ageFromSizes(["0-3 Ay", "3-6 Ay"])).toBe("0-12 Ay");
    expect(ageFromSizes(["12-18 Ay"])).toBe("1-3 Yaş");
    expect(ageFromSizes(["4 Yaş", "5 Yaş"])).toBe("3-6 Yaş");
    expect(ageFromSizes(["86 cm"])).toBe("1-3 Yaş");
    expect(ageFromSizes(["30", "31"])).toBe("6-12 Yaş");
    expect(ageFromSizes(["Standart"])).toBeNull();
  });
});

describe("demo product videos", () => {
  it("go to every tenth item, all playable, without touching the items' random sequence", () => {
    const withVideo = Array.from({ length: 100 }, (_, i) => demoVideoUrl(i));
    expect(withVideo.filter(Boolean)).toHaveLength(10);
    expect(withVideo[0]).toBe(DEMO_VIDEO_URLS[0]);
    expect(withVideo[1]).toBeNull();
    for (const url of DEMO_VIDEO_URLS) expect(parseVideoEmbed(url), url).not.toBeNull();
  });
});
