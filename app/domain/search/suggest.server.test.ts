import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { brands, catalogItems, categories } from "#app/db/schema";
import { queryRows, type Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { foldForSearch, slugify } from "#app/lib/turkish";
import { suggest } from "./suggest.server";
import { forgetListingIndex } from "./listing-index.server";
import type { SuggestGroup } from "./suggest";

let db: Db;
let close: () => Promise<void>;

type Item = { name: string; brand: string; category: string; sales: number; status?: string };

const ITEMS: Item[] = [
  { name: "Bebek Arabası Travel Sistem", brand: "Chicco", category: "bebek-arabasi", sales: 50 },
  { name: "Bebek Arabası Kabin Boy", brand: "Joie", category: "bebek-arabasi", sales: 80 },
  { name: "Katlanır Bebek Arabası", brand: "Kraft", category: "bebek-arabasi", sales: 900 },
  { name: "Bebek Battaniyesi Pamuk", brand: "Şirin Bebe", category: "bebek-bakim", sales: 10 },
  { name: "Çocuk Pijama Takımı", brand: "Şirin Bebe", category: "pijama", sales: 300 },
  { name: "Uyku Seti Çocuk Odası", brand: "Uykucu", category: "pijama", sales: 999 },
  { name: "Işıklı Oyuncak Araba", brand: "Tıkır Tıkır", category: "oyuncak", sales: 40 },
  { name: "İpek Yastık Kılıfı", brand: "İpek Ev", category: "ev", sales: 5 },
  { name: "Eski Bebek Arabası", brand: "Chicco", category: "bebek-arabasi", sales: 5000, status: "passive" },
  ...Array.from({ length: 12 }, (_, i) => ({ name: `Bebek Body ${i + 1}`, brand: "Pamuk Bebe", category: "bebek-bakim", sales: 100 + i })),
  ...["Kırmızı", "Mavi", "Yeşil", "Sarı", "Mor", "Turuncu", "Pembe"].map((colour, i) => ({
    name: `Ahşap Yapboz Seti ${colour}`,
    brand: "Çınar Ahşap",
    category: "oyuncak",
    sales: 20 + i,
  })),
  { name: "Kırmızı Ahşap Yapboz Seti", brand: "Çınar Ahşap", category: "oyuncak", sales: 700 },
];

const CATEGORIES = [
  { slug: "bebek", name: "Bebek", parent: null },
  { slug: "bebek-arabasi", name: "Bebek Arabaları", parent: "bebek" },
  { slug: "bebek-bakim", name: "Bebek Bakım", parent: "bebek" },
  { slug: "giyim", name: "Giyim", parent: null },
  { slug: "pijama", name: "Pijama Takımları", parent: "giyim" },
  { slug: "oyuncak", name: "Oyuncak", parent: null },
  { slug: "ev", name: "Ev & Yaşam", parent: null },
  { slug: "aydinlatma", name: "Aydınlatma & Işık", parent: "ev" },
];

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const catIds = new Map<string, number>();
  for (const [i, c] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ name: c.name, slug: c.slug, area: c.parent ?? c.slug, sortOrder: i, parentId: c.parent ? catIds.get(c.parent)! : null })
      .returning();
    catIds.set(c.slug, row.id);
  }
  const brandIds = new Map<string, number>();
  for (const name of new Set(ITEMS.map((i) => i.brand).concat(["Kullanılmayan Marka"]))) {
    const [row] = await db
      .insert(brands)
      .values({ name, slug: slugify(name) })
      .returning();
    brandIds.set(name, row.id);
  }
  const catName = new Map(CATEGORIES.map((c) => [c.slug, c.name]));
  await db.insert(catalogItems).values(
    ITEMS.map((item) => ({
      name: item.name,
      sefUrl: slugify(item.name),
      brandId: brandIds.get(item.brand)!,
      categoryId: catIds.get(item.category)!,
      salesCount: item.sales,
      status: item.status ?? "active",
      searchText: foldForSearch([item.name, item.brand, catName.get(item.category)!].join(" ")),
    })),
  );
});

afterAll(async () => close?.());

afterEach(() => forgetListingIndex(db));

const titles = (groups: SuggestGroup[], type: string) => groups.find((g) => g.type === type)?.items.map((i) => i.title) ?? [];

describe("suggest", () => {
  it("gives nothing for missing, short or empty terms", async () => {
    expect(await suggest(db, undefined)).toEqual([]);
    expect(await suggest(db, "")).toEqual([]);
    expect(await suggest(db, "b")).toEqual([]);
    expect(await suggest(db, "  b  ")).toEqual([]);
    expect(await suggest(db, "!!")).toEqual([]);
  });

  it("groups products, categories and brands in that order, leaving empty groups out", async () => {
    const groups = await suggest(db, "be");
    expect(groups.map((g) => [g.type, g.title])).toEqual([
      ["product", "Ürünler"],
      ["category", "Kategoriler"],
      ["brand", "Markalar"],
    ]);
    for (const group of groups) {
      for (const item of group.items) {
        expect(Object.keys(item)).toEqual(expect.arrayContaining(["title", "link", "image", "type"]));
        expect(item.type).toBe(group.type);
      }
    }
    const zz = await suggest(db, "zzzz");
    expect(zz).toEqual([]);
    const onlyProducts = await suggest(db, "travel");
    expect(onlyProducts.map((g) => g.type)).toEqual(["product"]);
  });

  it("ranks name-prefix matches first, then by sales, at most six", async () => {
    const products = titles(await suggest(db, "bebek ara"), "product");
    expect(products).toEqual(["Bebek Arabası Kabin Boy", "Bebek Arabası Travel Sistem", "Katlanır Bebek Arabası"]);
    const be = titles(await suggest(db, "be"), "product");
    expect(be).toHaveLength(6);
    expect(be.every((t) => t.startsWith("Bebek"))).toBe(true);
    expect(be[0]).toBe("Bebek Body 12"); // best-selling name-prefix match, ahead of Katlanır Bebek Arabası (900)
  });

  it("folds Turkish letters and accents both ways", async () => {
    expect(titles(await suggest(db, "cocuk"), "product")).toEqual(["Çocuk Pijama Takımı", "Uyku Seti Çocuk Odası"]);
    expect(titles(await suggest(db, "ISIK"), "product")).toEqual(["Işıklı Oyuncak Araba"]);
    expect(titles(await suggest(db, "ışık"), "product")).toEqual(["Işıklı Oyuncak Araba"]);
    expect(titles(await suggest(db, "ipek"), "product")).toEqual(["İpek Yastık Kılıfı"]);
    expect(titles(await suggest(db, "IŞIK"), "category")).toEqual(["Aydınlatma & Işık"]);
  });

  it("gives product links, images and highlight ranges", async () => {
    const [products] = await suggest(db, "çocuk pij");
    const item = products.items[0];
    expect(item.title).toBe("Çocuk Pijama Takımı");
    expect(item.link).toMatch(/^\/urun\/cocuk-pijama-takimi-\d+$/);
    expect(item.image).toMatch(/^\/gorsel\/urun\/\d+-0\.svg$/);
    expect(item.subtitle).toBe("Şirin Bebe");
    expect(item.highlight.map(([s, e]) => item.title.slice(s, e))).toEqual(["Çocuk", "Pij"]);
  });

  it("leaves inactive products out", async () => {
    expect(titles(await suggest(db, "eski"), "product")).toEqual([]);
  });

  it("suggests categories with their page and image, top categories first", async () => {
    const groups = await suggest(db, "bebek");
    const cats = groups.find((g) => g.type === "category")!.items;
    expect(cats.map((c) => c.title)).toEqual(["Bebek", "Bebek Arabaları", "Bebek Bakım"]);
    expect(cats[1]).toMatchObject({
      link: "/kategori/bebek-arabasi",
      image: "/gorsel/kategori/bebek-arabasi.svg",
      type: "category",
      subtitle: "Bebek",
    });
    expect(titles(await suggest(db, "arabaları"), "category")).toEqual(["Bebek Arabaları"]);
  });

  it("suggests brands with a search link, only brands that have products", async () => {
    const groups = await suggest(db, "şirin");
    expect(groups.find((g) => g.type === "brand")!.items).toEqual([
      { title: "Şirin Bebe", link: "/arama?keyword=%C5%9Eirin%20Bebe", image: "", type: "brand", highlight: [[0, 5]] },
    ]);
    expect(titles(await suggest(db, "kullanılmayan"), "brand")).toEqual([]);
    expect(titles(await suggest(db, "tikir"), "brand")).toEqual(["Tıkır Tıkır"]);
  });

  it("keeps SQL and markup in the term as plain text", async () => {
    for (const term of ["'; DROP TABLE catalog_items; --", "<script>alert(1)</script>", "%_%", "be%", "\\", "a".repeat(10_000)]) {
      const groups = await suggest(db, term);
      expect(Array.isArray(groups)).toBe(true);
    }
    expect(titles(await suggest(db, "%_%"), "product")).toEqual([]);
    const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM catalog_items`);
    expect(n).toBe(ITEMS.length);
  });

  describe("rare and long terms", () => {
    it("finds rare terms and keeps the ranking", async () => {
      expect(titles(await suggest(db, "ipek"), "product")).toEqual(["İpek Yastık Kılıfı"]);
      expect(titles(await suggest(db, "bebek ara"), "product")).toEqual([
        "Bebek Arabası Kabin Boy",
        "Bebek Arabası Travel Sistem",
        "Katlanır Bebek Arabası",
      ]);
      expect(titles(await suggest(db, "cocuk"), "product")).toEqual(["Çocuk Pijama Takımı", "Uyku Seti Çocuk Odası"]);
      expect(titles(await suggest(db, "bebek arabası travel si"), "product")).toEqual(["Bebek Arabası Travel Sistem"]);
      expect(titles(await suggest(db, "bebek arabası kabin boy"), "product")).toEqual(["Bebek Arabası Kabin Boy"]);
      expect(titles(await suggest(db, "katlanir"), "product")).toEqual(["Katlanır Bebek Arabası"]);
      expect(titles(await suggest(db, "pamuk be"), "product")).toHaveLength(6);
      expect(titles(await suggest(db, "be"), "product")[0]).toBe("Bebek Body 12");
      // Seven items share the first three words: the whole term decides.
      expect(titles(await suggest(db, "ahşap yapboz seti kırmızı"), "product")).toEqual([
        "Ahşap Yapboz Seti Kırmızı",
        "Kırmızı Ahşap Yapboz Seti",
      ]);
    });
  });

  describe("with the whole catalogue in memory", () => {
    it("ranks long terms the same way", async () => {
      expect(titles(await suggest(db, "ahşap yapboz seti kırmızı"), "product")).toEqual([
        "Ahşap Yapboz Seti Kırmızı",
        "Kırmızı Ahşap Yapboz Seti",
      ]);
      expect(titles(await suggest(db, "ahşap yapboz seti"), "product")).toEqual([
        "Ahşap Yapboz Seti Pembe",
        "Ahşap Yapboz Seti Turuncu",
        "Ahşap Yapboz Seti Mor",
        "Ahşap Yapboz Seti Sarı",
        "Ahşap Yapboz Seti Yeşil",
        "Ahşap Yapboz Seti Mavi",
      ]);
    });
  });
});
