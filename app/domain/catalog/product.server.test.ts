import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attributes,
  brands,
  catalogItems,
  categories,
  cities,
  comments,
  productAttributes,
  products,
  stores,
  storeStock,
} from "#app/db/schema";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { loadProductDetail, loadVariants, storesWithStock } from "./product.server";
import { shownComments } from "#app/domain/comments/comments.server";

let db: Db;
let close: () => Promise<void>;
const ids = { main: 0, empty: 0, inactive: 0, teshir: 0, size: 0, color: 0, variants: [] as number[] };

async function attribute(code: string, name: string) {
  const [found] = await db.insert(attributes).values({ code, name }).onConflictDoNothing().returning();
  if (found) return found.id;
  const all = await db.select().from(attributes);
  return all.find((a) => a.code === code)!.id;
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [bebek] = await db.insert(categories).values({ name: "Bebek", slug: "bebek-t", area: "bebek" }).returning();
  const [giyim] = await db
    .insert(categories)
    .values({ name: "Bebek Giyim", slug: "bebek-giyim-t", area: "bebek", parentId: bebek.id })
    .returning();
  const [brand] = await db.insert(brands).values({ name: "Çiçek Bebe", slug: "cicek-bebe-t" }).returning();
  ids.size = await attribute("size", "Beden");
  ids.color = await attribute("color", "Renk");
  const base = { brandId: brand.id, categoryId: giyim.id };
  const [main] = await db
    .insert(catalogItems)
    .values({
      ...base,
      name: "Pijama Takımı",
      sefUrl: "pijama-takimi",
      description: "Pamuklu",
      vatRate: 10,
      ratingAvg: 4.26,
      ratingCount: 7,
      countdownEndsAt: new Date("2030-01-02T03:04:05Z"),
    })
    .returning();
  const [empty] = await db
    .insert(catalogItems)
    .values({ ...base, name: "Tükendi", sefUrl: "tukendi" })
    .returning();
  const [inactive] = await db
    .insert(catalogItems)
    .values({ ...base, name: "Kaldırıldı", sefUrl: "kaldirildi", status: "passive" })
    .returning();
  const [teshir] = await db
    .insert(catalogItems)
    .values({ ...base, name: "Teşhir Ürünü", sefUrl: "teshir-urunu", type: "teshir" })
    .returning();
  Object.assign(ids, { main: main.id, empty: empty.id, inactive: inactive.id, teshir: teshir.id });

  // Inserted out of order: sortOrder decides, then id.
  const rows = await db
    .insert(products)
    .values([
      {
        catalogId: main.id,
        sku: "P-2",
        barcode: "B-2",
        name: "Pijama 2 Yaş",
        priceKurus: 19990,
        originalPriceKurus: 19990,
        stock: 4,
        sortOrder: 2,
      },
      {
        catalogId: main.id,
        sku: "P-1",
        barcode: "B-1",
        name: "Pijama 1 Yaş",
        priceKurus: 129990,
        originalPriceKurus: 159990,
        stock: 0,
        sortOrder: 1,
      },
      {
        catalogId: main.id,
        sku: "P-3",
        barcode: "B-3",
        name: "Pijama 3 Yaş",
        priceKurus: 19990,
        originalPriceKurus: 19990,
        stock: 2,
        sortOrder: 3,
        status: "passive",
      },
      {
        catalogId: empty.id,
        sku: "E-1",
        barcode: "EB-1",
        name: "Tükendi 1",
        priceKurus: 1000,
        originalPriceKurus: 1000,
        stock: 0,
        sortOrder: 1,
      },
      {
        catalogId: empty.id,
        sku: "E-2",
        barcode: "EB-2",
        name: "Tükendi 2",
        priceKurus: 1000,
        originalPriceKurus: 1000,
        stock: 0,
        sortOrder: 2,
      },
      { catalogId: inactive.id, sku: "I-1", barcode: "IB-1", name: "Kaldırıldı 1", priceKurus: 1000, originalPriceKurus: 1000, stock: 5 },
      { catalogId: teshir.id, sku: "T-1", barcode: "TB-1", name: "Teşhir 1", priceKurus: 1000, originalPriceKurus: 1000, stock: 1 },
    ])
    .returning();
  const bySku = new Map(rows.map((r) => [r.sku, r.id]));
  ids.variants = ["P-1", "P-2", "P-3"].map((s) => bySku.get(s)!);
  await db.insert(productAttributes).values([
    { productId: bySku.get("P-1")!, attributeId: ids.color, value: "Mavi" },
    { productId: bySku.get("P-1")!, attributeId: ids.size, value: "1 Yaş" },
    { productId: bySku.get("P-2")!, attributeId: ids.size, value: "2 Yaş" },
    { productId: bySku.get("P-3")!, attributeId: ids.size, value: "3 Yaş" },
  ]);

  await db.insert(comments).values([
    {
      catalogId: main.id,
      authorName: "Ayşe Yılmaz",
      rating: 5,
      body: "Çok güzel",
      status: "approved",
      createdAt: new Date("2025-01-01T10:00:00Z"),
    },
    {
      catalogId: main.id,
      authorName: "Gizli Kişi",
      rating: 4,
      body: "İyi",
      status: "approved",
      showUser: false,
      createdAt: new Date("2025-02-01T10:00:00Z"),
    },
    { catalogId: main.id, authorName: "Bekleyen", rating: 1, body: "Onaysız", status: "pending" },
    { catalogId: main.id, authorName: "Reddedilen", rating: 1, body: "Red", status: "rejected" },
  ]);

  await db
    .insert(cities)
    .values([
      { id: 34, name: "İstanbul", sortKey: "istanbul" },
      { id: 6, name: "Ankara", sortKey: "ankara" },
      { id: 35, name: "İzmir", sortKey: "izmir" },
    ])
    .onConflictDoNothing();
  const store = (code: string, name: string, cityId: number, active = true) => ({
    code,
    name,
    sefUrl: code,
    cityId,
    address: `${name} adresi`,
    phone: "02120000000",
    lat: 41,
    lon: 29,
    active,
  });
  const storeRows = await db
    .insert(stores)
    .values([
      store("s1", "Şişli Mağazası", 34),
      store("s2", "Çankaya Mağazası", 6),
      store("s3", "Bakırköy Mağazası", 34),
      store("s4", "Alsancak Mağazası", 35),
      store("s5", "Kapalı Mağaza", 34, false),
    ])
    .returning();
  const sid = new Map(storeRows.map((s) => [s.code, s.id]));
  const p2 = bySku.get("P-2")!;
  await db.insert(storeStock).values([
    { productId: p2, storeId: sid.get("s1")!, quantity: 3 },
    { productId: p2, storeId: sid.get("s2")!, quantity: 1 },
    { productId: p2, storeId: sid.get("s3")!, quantity: 2 },
    { productId: p2, storeId: sid.get("s4")!, quantity: 0 },
    { productId: p2, storeId: sid.get("s5")!, quantity: 9 },
  ]);
});

afterAll(async () => close?.());

describe("loadVariants", () => {
  it("gives the contract shape, ordered by sortOrder, money in TL, real stock, attributes by id, and the product's image, url, rating and countdown end", async () => {
    const variants = await loadVariants(db, ids.main);
    expect(variants.map((v) => v.productId)).toEqual(ids.variants);
    expect(variants[0]).toEqual({
      productId: ids.variants[0],
      catalogId: ids.main,
      sku: "P-1",
      barcode: "B-1",
      name: "Pijama 1 Yaş",
      brand: "Çiçek Bebe",
      stock: 0,
      status: "active",
      price: 1299.9,
      original_price: 1599.9,
      discountedPrice: 1299.9,
      attributes: [
        { id: ids.size, name: "Beden", value: "1 Yaş" },
        { id: ids.color, name: "Renk", value: "Mavi" },
      ].sort((a, b) => a.id - b.id),
      image: `/gorsel/urun/${ids.main}-0.svg`,
      url: `/urun/pijama-takimi-${ids.main}`,
      rating: 4.3,
      countdownEndsAt: "2030-01-02T03:04:05.000Z",
    });
    expect(variants[1]).toMatchObject({ price: 199.9, original_price: 199.9, discountedPrice: 199.9, stock: 4 });
    // The product page's own countdown and rating come from the same rule.
    const detail = await loadProductDetail(db, ids.main);
    for (const v of variants)
      expect(v).toMatchObject({
        url: detail!.url,
        image: detail!.images[0],
        rating: detail!.rating.avg,
        countdownEndsAt: detail!.countdownEndsAt,
      });
    // Inactive variants stay, with their status, so the page can show them disabled.
    expect(variants[2]).toMatchObject({ status: "passive", stock: 2 });
  });

  it("an item without a timed campaign has no countdown end, and no rating yet reads 0", async () => {
    const [variant] = await loadVariants(db, ids.empty);
    expect(variant).toMatchObject({
      countdownEndsAt: null,
      rating: 0,
      image: `/gorsel/urun/${ids.empty}-0.svg`,
      url: `/urun/tukendi-${ids.empty}`,
    });
  });

  it("gives nothing for an inactive or missing item", async () => {
    expect(await loadVariants(db, ids.inactive)).toEqual([]);
    expect(await loadVariants(db, 999_999)).toEqual([]);
  });
});

describe("loadProductDetail", () => {
  it("selects the first in-stock variant on load and carries the page's details", async () => {
    const detail = await loadProductDetail(db, ids.main);
    expect(detail).not.toBeNull();
    expect(detail!.initialProductId).toBe(ids.variants[1]);
    expect(detail).toMatchObject({
      catalogId: ids.main,
      name: "Pijama Takımı",
      sefUrl: "pijama-takimi",
      url: `/urun/pijama-takimi-${ids.main}`,
      brand: "Çiçek Bebe",
      description: "Pamuklu",
      type: "normal",
      vatRate: 10,
      rating: { avg: 4.3, count: 7 },
      countdownEndsAt: "2030-01-02T03:04:05.000Z",
      videoUrl: null,
    });
    expect(detail!.categoryTrail.map((c) => c.slug)).toEqual(["bebek-t", "bebek-giyim-t"]);
    expect(detail!.category?.name).toBe("Bebek Giyim");
    expect(detail!.images).toEqual([0, 1, 2, 3].map((i) => `/gorsel/urun/${ids.main}-${i}.svg`));
    expect(detail!.variants).toHaveLength(3);
  });

  // The product page asks comments.server.ts for its comments, beside this detail.
  it("shows approved comments only, newest first, hiding authors who asked", async () => {
    const shown = await shownComments(db, ids.main);
    expect(shown.map((c) => [c.authorName, c.rating, c.body])).toEqual([
      ["Anonim", 4, "İyi"],
      ["Ayşe Yılmaz", 5, "Çok güzel"],
    ]);
    expect(shown[0].createdAt).toBe("2025-02-01T10:00:00.000Z");
  });

  it("selects the first variant when none is in stock", async () => {
    const detail = await loadProductDetail(db, ids.empty);
    expect(detail!.initialProductId).toBe(detail!.variants[0].productId);
    expect(detail!.variants.map((v) => v.sku)).toEqual(["E-1", "E-2"]);
  });

  it("is null for an inactive or missing item; a teshir item is shown with its type", async () => {
    expect(await loadProductDetail(db, ids.inactive)).toBeNull();
    expect(await loadProductDetail(db, 999_999)).toBeNull();
    const teshir = await loadProductDetail(db, ids.teshir);
    expect(teshir?.type).toBe("teshir");
  });
});

describe("storesWithStock", () => {
  it("lists active stores with stock, by city then store name, skipping zero", async () => {
    const rows = await storesWithStock(db, ids.variants[1]);
    expect(rows.map((r) => [r.Sehir, r.MagazaAdi, r.KulMiktar])).toEqual([
      ["Ankara", "Çankaya Mağazası", 1],
      ["İstanbul", "Bakırköy Mağazası", 2],
      ["İstanbul", "Şişli Mağazası", 3],
    ]);
    expect(rows[0]).toEqual({
      Sehir: "Ankara",
      MagazaAdi: "Çankaya Mağazası",
      Adres: "Çankaya Mağazası adresi",
      Telefon: "02120000000",
      KulMiktar: 1,
    });
  });

  it("filters by city and gives nothing for a variant without store stock", async () => {
    expect((await storesWithStock(db, ids.variants[1], 34)).map((r) => r.MagazaAdi)).toEqual(["Bakırköy Mağazası", "Şişli Mağazası"]);
    expect(await storesWithStock(db, ids.variants[1], 35)).toEqual([]);
    expect(await storesWithStock(db, ids.variants[0])).toEqual([]);
  });
});
