import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { attributes, brands, catalogItems, categories, cities, productAttributes, products, stores, storeStock } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { foldForSearch } from "#app/lib/turkish";
import { STOCK_PAGE_SIZE } from "./store-stock-search";
import { searchStoreStock } from "./store-stock-search.server";
import { activeStores, storeBySefUrl } from "./stores.server";

let db: Db;
let close: () => Promise<void>;
const sid = { kadikoy: 0, bornova: 0, closed: 0 };

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db
    .insert(cities)
    .values([
      { id: 34, name: "İstanbul", sortKey: "istanbul" },
      { id: 35, name: "İzmir", sortKey: "izmir" },
      { id: 6, name: "Ankara", sortKey: "ankara" },
    ])
    .onConflictDoNothing();
  const store = (sefUrl: string, name: string, cityId: number, type: string, active = true) => ({
    code: sefUrl.toUpperCase().slice(0, 12),
    name,
    sefUrl,
    type,
    cityId,
    address: `${name} adresi`,
    phone: "0232 576 77 29",
    lat: 38.46,
    lon: 27.22,
    active,
  });
  const rows = await db
    .insert(stores)
    .values([
      store("istanbul-kadikoy", "Kadıköy Mağazası", 34, "magaza"),
      store("izmir-bornova", "Bornova AVM Mağazası", 35, "avm"),
      store("ankara-kapali", "Kapanan Mağaza", 6, "outlet", false),
    ])
    .returning();
  sid.kadikoy = rows[0].id;
  sid.bornova = rows[1].id;
  sid.closed = rows[2].id;

  const [cat] = await db.insert(categories).values({ name: "Pijama", slug: "pijama-st", area: "giyim" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Çiçek Bebe", slug: "cicek-bebe-st" }).returning();
  const [size] = await db.insert(attributes).values({ code: "size", name: "Beden" }).onConflictDoNothing().returning();
  const sizeId = size?.id ?? (await db.select().from(attributes)).find((a) => a.code === "size")!.id;
  const item = async (
    name: string,
    sales: number,
    variants: { sku: string; size: string; bornova: number; kadikoy: number }[],
    status = "active",
  ) => {
    const [row] = await db
      .insert(catalogItems)
      .values({
        name,
        sefUrl: foldForSearch(name).replace(/ /g, "-"),
        brandId: brand.id,
        categoryId: cat.id,
        salesCount: sales,
        status,
        searchText: foldForSearch(`${name} Çiçek Bebe`),
      })
      .returning();
    for (const [i, v] of variants.entries()) {
      const [p] = await db
        .insert(products)
        .values({
          catalogId: row.id,
          sku: v.sku,
          barcode: `869000000${String(row.id).padStart(2, "0")}${i}`,
          name,
          priceKurus: 19_990,
          originalPriceKurus: 19_990,
          stock: 5,
          sortOrder: i,
        })
        .returning();
      await db.insert(productAttributes).values({ productId: p.id, attributeId: sizeId, value: v.size });
      await db.insert(storeStock).values([
        { productId: p.id, storeId: sid.bornova, quantity: v.bornova },
        { productId: p.id, storeId: sid.kadikoy, quantity: v.kadikoy },
      ]);
    }
    return row.id;
  };
  await item("Kız Çocuk Pijama Takımı Saten", 50, [
    { sku: "ST-000001-01", size: "2 Yaş", bornova: 2, kadikoy: 0 },
    { sku: "ST-000001-02", size: "3 Yaş", bornova: 0, kadikoy: 4 },
    { sku: "ST-000001-03", size: "4 Yaş", bornova: 9, kadikoy: 0 },
  ]);
  await item("Bebek Arabası Travel Sistem", 80, [{ sku: "ST-000002-01", size: "Standart", bornova: 0, kadikoy: 1 }]);
  await item("Ilık Pamuk Bornoz", 10, [{ sku: "ST-000003-01", size: "2 Yaş", bornova: 1, kadikoy: 1 }]);
  await item("Kaldırılmış Pijama", 99, [{ sku: "ST-000004-01", size: "2 Yaş", bornova: 5, kadikoy: 5 }], "passive");
  // Enough sellers in Bornova for a second page.
  for (let i = 0; i < STOCK_PAGE_SIZE; i++)
    await item(`Oyuncak Ayı ${i + 1}`, 20 + i, [
      { sku: `ST-1000${String(i).padStart(2, "0")}-01`, size: "Standart", bornova: 3, kadikoy: 0 },
    ]);
});
afterAll(() => close());

describe("stores", () => {
  it("lists the active stores with their city, by city name the Turkish way", async () => {
    const list = await activeStores(db);
    expect(list.map((s) => [s.city, s.name, s.typeName])).toEqual([
      ["İstanbul", "Kadıköy Mağazası", "Mağaza"],
      ["İzmir", "Bornova AVM Mağazası", "AVM"],
    ]);
    expect(list[1]).toMatchObject({
      title: "Bornova AVM Mağazası",
      sefUrl: "izmir-bornova",
      url: "/magaza/izmir-bornova",
      cityId: 35,
      lat: 38.46,
      lon: 27.22,
    });
  });

  it("finds an active store by sefUrl; an inactive, unknown or malformed one is null", async () => {
    expect((await storeBySefUrl(db, "izmir-bornova"))?.name).toBe("Bornova AVM Mağazası");
    for (const sefUrl of ["ankara-kapali", "yok", "İzmir", "../x", "a".repeat(300), "-x"])
      expect(await storeBySefUrl(db, sefUrl), sefUrl).toBeNull();
  });
});

describe("searchStoreStock", () => {
  const names = (r: Awaited<ReturnType<typeof searchStoreStock>>) => r.items.map((i) => i.name);

  it("finds what the store holds by Turkish words, folded and stemmed as the shop's search does, with the sizes it holds", async () => {
    for (const query of ["pijama", "PİJAMA", "pijamalar", "kiz cocuk", "KIZ ÇOCUK saten"]) {
      const result = await searchStoreStock(db, sid.bornova, query, 1);
      expect(names(result), query).toEqual(["Kız Çocuk Pijama Takımı Saten"]);
      expect(result.match).toBe("words");
    }
    const [item] = (await searchStoreStock(db, sid.bornova, "saten", 1)).items;
    expect(item.variants.map((v) => [v.size, v.quantity, v.price])).toEqual([
      ["2 Yaş", 2, 199.9],
      ["4 Yaş", 9, 199.9],
    ]);
    expect(item.url).toMatch(/^\/urun\/kiz-cocuk-pijama-takimi-saten-\d+$/);
  });

  it("leaves out what the store does not hold, passive items, and matches word starts only", async () => {
    expect(names(await searchStoreStock(db, sid.bornova, "bebek arabası", 1))).toEqual([]);
    expect(names(await searchStoreStock(db, sid.kadikoy, "bebek arabası", 1))).toEqual(["Bebek Arabası Travel Sistem"]);
    expect(names(await searchStoreStock(db, sid.bornova, "kaldırılmış", 1))).toEqual([]);
    // 'ama' is inside 'pijama', not at a word's start.
    expect(names(await searchStoreStock(db, sid.bornova, "ama", 1))).toEqual([]);
    expect(names(await searchStoreStock(db, sid.bornova, "ılık", 1))).toEqual(["Ilık Pamuk Bornoz"]);
  });

  it("finds by sku or barcode, showing only that size, and nothing when the store does not hold it", async () => {
    const bySku = await searchStoreStock(db, sid.bornova, "st-000001-03", 1);
    expect(bySku.match).toBe("code");
    expect(bySku.items.map((i) => i.variants.map((v) => v.sku))).toEqual([["ST-000001-03"]]);
    const barcode = bySku.items[0].variants[0].barcode;
    expect((await searchStoreStock(db, sid.bornova, barcode, 1)).items[0].variants[0].sku).toBe("ST-000001-03");
    expect((await searchStoreStock(db, sid.bornova, "ST-000001-02", 1)).items).toEqual([]);
    expect((await searchStoreStock(db, sid.kadikoy, "ST-000001-02", 1)).items[0].variants[0].size).toBe("3 Yaş");
  });

  it("lists everything the store holds without a query, best sellers first, a page at a time", async () => {
    const first = await searchStoreStock(db, sid.bornova, "", 1);
    expect(first.match).toBe("all");
    expect(first.items).toHaveLength(STOCK_PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    expect(first.items[0].name).toBe("Kız Çocuk Pijama Takımı Saten");
    const second = await searchStoreStock(db, sid.bornova, "", 2);
    expect(second.hasNext).toBe(false);
    const all = [...names(first), ...names(second)];
    expect(all).toHaveLength(STOCK_PAGE_SIZE + 2);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain("Bebek Arabası Travel Sistem");
    expect(all.at(-1)).toBe("Ilık Pamuk Bornoz");
  });
});
