import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, campaigns, catalogItems, categories } from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { loadHomeBanners } from "#app/domain/campaigns/home-banners.server";
import { loadMenuCategories } from "#app/domain/categories/categories.server";
import { loadCategoryContext } from "./category-page.server";
import { loadCategoryTiles, loadHomeRails } from "#app/domain/search/home.server";

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [bebek] = await db.insert(categories).values({ name: "Bebek", slug: "bebek", area: "bebek", sortOrder: 0 }).returning();
  const [oyuncak] = await db.insert(categories).values({ name: "Oyuncak", slug: "oyuncak", area: "oyuncak", sortOrder: 1 }).returning();
  const [araba] = await db
    .insert(categories)
    .values({ name: "Bebek Arabası", slug: "bebek-arabasi", area: "bebek", parentId: bebek.id })
    .returning();
  await db.insert(categories).values({ name: "Oto Koltuğu", slug: "oto-koltugu", area: "bebek", parentId: bebek.id });
  const [brand] = await db.insert(brands).values({ name: "Chicco", slug: "chicco" }).returning();
  const rows = Array.from({ length: 30 }, (_, i) => ({
    name: `Bebek Arabası ${i}`,
    sefUrl: `bebek-arabasi-${i}`,
    brandId: brand.id,
    categoryId: i < 26 ? araba.id : oyuncak.id,
    salesCount: i,
    minPriceKurus: 10000,
    minOriginalPriceKurus: i % 2 === 0 ? 10000 + i * 100 : 10000,
    createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
  }));
  await db.insert(catalogItems).values(rows);
  const now = Date.now();
  await db.insert(campaigns).values([
    {
      title: "B",
      slug: "b",
      categoryValue: "bebek",
      link: "/kampanyalar",
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 86400_000),
      sortOrder: 2,
    },
    {
      title: "A",
      slug: "a",
      categoryValue: "bebek",
      link: "https://evil.example",
      startsAt: new Date(now - 1000),
      endsAt: new Date(now + 86400_000),
      sortOrder: 1,
    },
    { title: "Bitti", slug: "bitti", categoryValue: "bebek", link: "/x", startsAt: new Date(now - 5000), endsAt: new Date(now - 1000) },
    {
      title: "Gizli",
      slug: "gizli",
      categoryValue: "bebek",
      link: "/x",
      startsAt: new Date(now - 5000),
      endsAt: new Date(now + 86400_000),
      showOnHome: false,
    },
  ]);
});

afterAll(async () => close?.());

describe("menu and tiles", () => {
  it("lists top categories with their sub-categories", async () => {
    const menu = await loadMenuCategories(db);
    expect(menu.map((c) => c.slug)).toEqual(["bebek", "oyuncak"]);
    expect(menu[0].children.map((c) => c.slug)).toEqual(["bebek-arabasi", "oto-koltugu"]);
  });
  it("gives tiles with category images", async () => {
    const tiles = await loadCategoryTiles(db);
    expect(tiles[0]).toMatchObject({ slug: "bebek", url: "/kategori/bebek", image: "/gorsel/kategori/bebek.svg", top: true });
    expect(tiles.filter((t) => !t.top).length).toBe(2);
  });
});

describe("home rails", () => {
  it("orders newest, most discounted and best selling, 12 each", async () => {
    const { newest, discounted, bestsellers } = await loadHomeRails(db);
    expect(newest).toHaveLength(12);
    expect(newest[0].name).toBe("Bebek Arabası 29");
    expect(discounted[0].name).toBe("Bebek Arabası 28");
    expect(discounted.every((i) => i.price < i.original_price)).toBe(true);
    expect(bestsellers[0].name).toBe("Bebek Arabası 29");
    expect(newest[0]).toMatchObject({ url: `/urun/bebek-arabasi-29-${newest[0].catalog_id}`, brand: "Chicco", price: 100 });
  });
});

describe("category page frame", () => {
  it("has the trail and the sub-category chips of a top category", async () => {
    const page = await loadCategoryContext(db, "bebek");
    expect(page?.trail.map((c) => c.slug)).toEqual(["bebek"]);
    expect(page?.subcategories.map((c) => c.slug)).toContain("oto-koltugu");
    expect(page?.subcategories.some((c) => c.current)).toBe(false);
  });
  it("shows the trail and sister chips of a sub-category", async () => {
    const page = await loadCategoryContext(db, "oto-koltugu");
    expect(page?.trail.map((c) => c.name)).toEqual(["Bebek", "Oto Koltuğu"]);
    expect(page?.subcategories.find((c) => c.current)?.slug).toBe("oto-koltugu");
  });
  it("is null for an unknown slug", async () => expect(await loadCategoryContext(db, "yok")).toBeNull());
});

describe("home banners", () => {
  it("shows running home campaigns in order, with in-shop links only", async () => {
    const banners = await loadHomeBanners(db);
    expect(banners.map((b) => b.title)).toEqual(["A", "B"]);
    expect(banners[0].link).toBe("/kampanyalar");
  });
});
