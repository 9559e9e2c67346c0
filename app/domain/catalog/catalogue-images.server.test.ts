/**
 * A catalogue item's uploaded pictures on a real in-memory database, rendered by the real sharp:
 * upload → three WebP renditions without metadata, turned upright; refusals (not a picture, a file
 * over 8 MB, a decompression bomb, a format the shop does not take, a duplicate, the ninth picture)
 * each with its Turkish message, nothing written; moving and deleting keep positions and the
 * item's main picture in step; every change leaves one audit row; serving reads one size by id.
 */
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { auditLog, brands, catalogItems, categories, managers, products, productImages } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import {
  IMAGE_DUPLICATE,
  IMAGE_FILE_TOO_BIG,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_NOT_FOUND,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_WRONG_FORMAT,
  imageLimitReached,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_ITEM,
} from "./catalogue-image-messages";
import {
  addCatalogueImages,
  deleteCatalogueImage,
  listCatalogueImages,
  moveCatalogueImage,
  productGallery,
  readUploadedImage,
} from "./catalogue-images.server";
import { parseUploadedImageFile } from "./image-urls";
import { loadProductDetail } from "./product.server";
import { PRODUCT_NOT_FOUND } from "./messages";

let db: Db;
let close: () => Promise<void>;
let itemId: number;
let otherId: number;
let manager: { id: number };

/** A picture made by sharp itself: `width`×`height`, one colour. */
const picture = (width: number, height: number, colour: string, format: "png" | "jpeg" | "webp" | "gif" = "png") =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header says 20,000 × 20,000 pixels in a few dozen bytes (its checksums right). */
async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1, "#000"));
  // IHDR: length (4) type (4) at 8; width at 16, height at 20; its CRC over type+data at 29.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const auditOf = (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action));
/** '12-0123…' of '/gorsel/yuklenen/12-0123…-400.webp'. */
const keyOf = (url: string) => /\/gorsel\/yuklenen\/(\d+-[0-9a-f]{16})-\d+\.webp$/.exec(url)![1];
const mainImageOf = async (id: number) =>
  (await db.select({ m: catalogItems.mainImage }).from(catalogItems).where(eq(catalogItems.id, id)))[0].m;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const [category] = await db.insert(categories).values({ name: "Oyuncak", slug: "oyuncak", area: "oyuncak" }).returning();
  const [brand] = await db.insert(brands).values({ name: "Fisher-Price", slug: "fisher-price" }).returning();
  const [item, other] = await db
    .insert(catalogItems)
    .values([
      {
        name: "Oyuncak Tren Çuf Çuf",
        sefUrl: "oyuncak-tren-cuf-cuf",
        brandId: brand.id,
        categoryId: category.id,
        minPriceKurus: 29990,
        minOriginalPriceKurus: 29990,
        totalStock: 5,
      },
      { name: "Ahşap Blok Seti", sefUrl: "ahsap-blok-seti", brandId: brand.id, categoryId: category.id },
    ])
    .returning();
  itemId = item.id;
  otherId = other.id;
  await db.insert(products).values({
    catalogId: itemId,
    sku: "TREN-1",
    barcode: "8690000000011",
    name: item.name,
    priceKurus: 29990,
    originalPriceKurus: 29990,
    stock: 5,
  });
  [manager] = await db
    .insert(managers)
    .values({ email: "katalog@example.com", name: "Katalog Ekibi", passwordHash: "x", role: "catalogue" })
    .returning({ id: managers.id });
});

afterAll(async () => close?.());

describe("uploading a catalogue item's pictures", () => {
  it("renders a PNG into 800, 400 and 120 px WebP, makes it the main picture and records it", async () => {
    const before = (await db.select({ u: catalogItems.updatedAt }).from(catalogItems).where(eq(catalogItems.id, itemId)))[0].u;
    const added = await addCatalogueImages(db, manager, itemId, [{ name: "tren-yan.png", bytes: await picture(1600, 1200, "#ff8800") }]);
    expect(added).toMatchObject({ ok: true, message: "1 görsel yüklendi. Mağazada birkaç saniye içinde görünür.", refused: [] });
    if (!added.ok) return;
    expect(added.images).toHaveLength(1);
    const [image] = added.images;
    expect(image).toMatchObject({ position: 0, fileName: "tren-yan.png", width: 800, height: 600 });

    const [row] = await db.select().from(productImages).where(eq(productImages.id, image.id));
    expect([row.largeWidth, row.largeHeight, row.mediumWidth, row.mediumHeight, row.smallWidth, row.smallHeight]).toEqual([
      800, 600, 400, 300, 120, 90,
    ]);
    for (const bytes of [row.largeBytes, row.mediumBytes, row.smallBytes]) expect((await sharp(bytes).metadata()).format).toBe("webp");
    expect(row.contentHash).toMatch(/^[0-9a-f]{64}$/);

    // The item's main picture and updated_at moved (the listing index picks it up).
    const after = (
      await db.select({ u: catalogItems.updatedAt, m: catalogItems.mainImage }).from(catalogItems).where(eq(catalogItems.id, itemId))
    )[0];
    expect(after.m).toBe(`${image.id}-${row.contentHash.slice(0, 16)}`);
    expect(after.u.getTime()).toBeGreaterThan(before.getTime());
    expect(image.cardUrl).toBe(`/gorsel/yuklenen/${after.m}-400.webp`);

    // One audit row, with what was added.
    const rows = await auditOf("catalogue.image.add");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      managerId: manager.id,
      entityType: "productImage",
      entityId: String(image.id),
      after: { catalogItem: itemId, fileName: "tren-yan.png", position: 1, width: 800, height: 600 },
    });
  });

  it("serves one size by id, and nothing for another hash or an unknown id", async () => {
    const [image] = await listCatalogueImages(db, itemId);
    const parsed = parseUploadedImageFile(image.thumbUrl.split("/").pop());
    expect(parsed).toMatchObject({ imageId: image.id, size: 120 });
    const served = await readUploadedImage(db, parsed!.imageId, parsed!.hash, 120);
    expect(served?.etag).toBe(`"${parsed!.hash}-120"`);
    expect(await sharp(served!.bytes).metadata()).toMatchObject({ format: "webp", width: 120, height: 90 });
    expect(await readUploadedImage(db, image.id, "0".repeat(16), 120)).toBeNull();
    expect(await readUploadedImage(db, 999_999, parsed!.hash, 120)).toBeNull();
  });

  it("strips EXIF (GPS, camera) and turns a photo upright by its orientation", async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2266aa" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "GizliKamera", Model: "X1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 1/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "28/1 58/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(0);
    const added = await addCatalogueImages(db, manager, itemId, [{ name: "telefon.jpg", bytes: photo }]);
    expect(added.ok).toBe(true);
    const [row] = await db
      .select()
      .from(productImages)
      .where(and(eq(productImages.catalogId, itemId), eq(productImages.fileName, "telefon.jpg")));
    for (const bytes of [row.largeBytes, row.mediumBytes, row.smallBytes]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(bytes).includes("GizliKamera")).toBe(false);
    }
    // 600×400 turned a quarter: 400 wide, 600 high (never enlarged past the original).
    expect([row.largeWidth, row.largeHeight]).toEqual([400, 600]);
    expect([row.smallWidth, row.smallHeight]).toEqual([80, 120]);
    expect(row.position).toBe(1);
  });

  it("refuses what is not a JPEG, PNG or WebP by its content, whatever its name says, and writes nothing", async () => {
    const count = (await listCatalogueImages(db, itemId)).length;
    const audits = (await auditOf("catalogue.image.add")).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><rect width="500" height="500"/></svg>');
    for (const [name, bytes, reason] of [
      ["fatura.png", Buffer.from("%PDF-1.4 bu bir görsel değil"), IMAGE_NOT_AN_IMAGE],
      ["bozuk.jpg", (await picture(600, 600, "#123456", "jpeg")).subarray(0, 300), IMAGE_NOT_AN_IMAGE],
      ["cizim.png", svg, IMAGE_WRONG_FORMAT],
      ["hareketli.webp", await picture(300, 300, "#00ff00", "gif"), IMAGE_WRONG_FORMAT],
    ] as const) {
      const refused = await addCatalogueImages(db, manager, itemId, [{ name, bytes }]);
      expect(refused, name).toEqual({ ok: false, status: 422, reason, refused: [{ fileName: name, reason }] });
    }
    expect(await listCatalogueImages(db, itemId)).toHaveLength(count);
    expect(await auditOf("catalogue.image.add")).toHaveLength(audits);
  });

  it("refuses a file over 8 MB and a picture of too many pixels (a decompression bomb) before decoding it", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await picture(300, 300, "#abcdef"));
    expect(await addCatalogueImages(db, manager, itemId, [{ name: "dev.png", bytes: big }])).toMatchObject({
      ok: false,
      reason: IMAGE_FILE_TOO_BIG,
    });
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    expect(await addCatalogueImages(db, manager, itemId, [{ name: "bomba.png", bytes: bomb }])).toMatchObject({
      ok: false,
      reason: IMAGE_TOO_MANY_PIXELS,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("keeps the good files of a mixed upload, names each refused one, and refuses a file the item already has", async () => {
    const again = (await db.select({ n: productImages.fileName }).from(productImages).where(eq(productImages.catalogId, itemId))).length;
    const mixed = await addCatalogueImages(db, manager, itemId, [
      { name: "tren-on.webp", bytes: await picture(900, 900, "#44aa44", "webp") },
      { name: "notlar.txt", bytes: Buffer.from("merhaba") },
      { name: "tren-yan-kopya.png", bytes: await picture(1600, 1200, "#ff8800") },
    ]);
    expect(mixed).toMatchObject({
      ok: true,
      message: "1 görsel yüklendi. Mağazada birkaç saniye içinde görünür.",
      refused: [
        { fileName: "notlar.txt", reason: IMAGE_NOT_AN_IMAGE },
        { fileName: "tren-yan-kopya.png", reason: IMAGE_DUPLICATE },
      ],
    });
    expect(await listCatalogueImages(db, itemId)).toHaveLength(again + 1);
  });

  it(`takes at most ${MAX_IMAGES_PER_ITEM} pictures an item`, async () => {
    const have = (await listCatalogueImages(db, itemId)).length;
    const tooMany = await Promise.all(
      Array.from({ length: MAX_IMAGES_PER_ITEM - have + 1 }, (_, i) => picture(300, 300, `#0000${(10 + i).toString(16).padStart(2, "0")}`)),
    );
    expect(
      await addCatalogueImages(
        db,
        manager,
        itemId,
        tooMany.map((bytes, i) => ({ name: `fazla-${i}.png`, bytes })),
      ),
    ).toEqual({ ok: false, status: 422, reason: imageLimitReached(have), refused: [] });
    expect(await listCatalogueImages(db, itemId)).toHaveLength(have);
    expect(await addCatalogueImages(db, manager, 999_999, [{ name: "x.png", bytes: tooMany[0] }])).toMatchObject({
      ok: false,
      status: 404,
      reason: PRODUCT_NOT_FOUND,
    });
  });
});

describe("ordering and deleting", () => {
  it("makes a picture the main one, moves one later, and keeps positions 0, 1, 2 …, one audit row each", async () => {
    const [first, second, third] = await listCatalogueImages(db, itemId);
    const main = await moveCatalogueImage(db, manager, itemId, third.id, "main");
    expect(main).toMatchObject({ ok: true, message: "Ana görsel değişti. Mağazada birkaç saniye içinde görünür." });
    if (!main.ok) return;
    expect(main.images.map((i) => [i.id, i.position])).toEqual([
      [third.id, 0],
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(await mainImageOf(itemId)).toBe(keyOf(third.cardUrl));

    const later = await moveCatalogueImage(db, manager, itemId, first.id, "later");
    expect(later).toMatchObject({ ok: true, message: "Görsellerin sırası değişti." });
    if (later.ok) expect(later.images.map((i) => i.id)).toEqual([third.id, second.id, first.id]);
    // The first picture cannot move earlier: nothing changes, nothing recorded.
    expect(await moveCatalogueImage(db, manager, itemId, third.id, "earlier")).toMatchObject({
      ok: true,
      message: "Değişiklik yok; görseller olduğu gibi kaldı.",
    });

    const rows = await auditOf("catalogue.image.order");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      entityType: "catalogItem",
      entityId: String(itemId),
      before: { images: [`#${first.id} tren-yan.png`, `#${second.id} telefon.jpg`, `#${third.id} tren-on.webp`] },
    });
    expect(rows[0].summary).toBe("Ana görsel değişti: Oyuncak Tren Çuf Çuf (tren-on.webp)");
  });

  it("deletes a picture: the next one becomes the main picture; the last one gone, the item has none", async () => {
    const images = await listCatalogueImages(db, itemId);
    expect(await deleteCatalogueImage(db, manager, otherId, images[0].id)).toMatchObject({
      ok: false,
      status: 404,
      reason: IMAGE_NOT_FOUND,
    });
    const gone = await deleteCatalogueImage(db, manager, itemId, images[0].id);
    expect(gone).toMatchObject({ ok: true, message: "Görsel silindi." });
    if (gone.ok) expect(gone.images.map((i) => [i.id, i.position])).toEqual(images.slice(1).map((i, n) => [i.id, n]));
    expect(await mainImageOf(itemId)).toBe(keyOf(images[1].cardUrl));
    expect(await readUploadedImage(db, images[0].id, keyOf(images[0].cardUrl).split("-")[1], 400)).toBeNull();
    const deleted = await auditOf("catalogue.image.delete");
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      entityType: "productImage",
      entityId: String(images[0].id),
      before: { catalogItem: itemId, position: 1 },
      after: null,
    });

    for (const image of images.slice(1)) expect((await deleteCatalogueImage(db, manager, itemId, image.id)).ok).toBe(true);
    expect(await mainImageOf(itemId)).toBeNull();
    expect(await listCatalogueImages(db, itemId)).toEqual([]);
  });
});

describe("the shop's pictures of an item", () => {
  it("the product page shows the uploads in order (page size and thumbnails), else the illustrations", async () => {
    const plain = await loadProductDetail(db, itemId);
    expect(plain?.images).toEqual([0, 1, 2, 3].map((i) => `/gorsel/urun/${itemId}-${i}.svg`));
    expect(plain?.thumbnails).toEqual(plain?.images);
    expect(plain?.variants[0].image).toBe(`/gorsel/urun/${itemId}-0.svg`);

    const added = await addCatalogueImages(db, manager, itemId, [
      { name: "a.png", bytes: await picture(500, 500, "#111111") },
      { name: "b.png", bytes: await picture(500, 500, "#222222") },
    ]);
    if (!added.ok) throw new Error(added.reason);
    const detail = await loadProductDetail(db, itemId);
    expect(detail?.images).toEqual(added.images.map((i) => i.pageUrl));
    expect(detail?.thumbnails).toEqual(added.images.map((i) => i.thumbUrl));
    expect(detail?.variants[0].image).toBe(added.images[0].cardUrl);
    expect(await productGallery(db, otherId)).toEqual({ images: [], thumbnails: [] });
  });
});
