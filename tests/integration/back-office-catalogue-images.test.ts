/**
 * Catalogue images over HTTP: the demo catalogue manager uploads a picture to an
 * item (multipart, as the page's form sends it); the shop shows it instead of the illustration on
 * the product page, in the listing JSON (within seconds: the listing index rule), the quick check
 * and the basket; the WebP is served with a year's immutable caching and an ETag (304 on
 * revalidation), 404 for an unknown id or hash. A second picture made the main one moves the
 * listing's picture; deleting both brings the illustration back. Refusals are Turkish 4xx that
 * write nothing: not a picture, a file over 8 MB, a body over the path's 16 MB, a cross-site post,
 * a manager without the catalogue permission. Each change leaves its audit row.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_FILE_TOO_BIG, IMAGE_NOT_AN_IMAGE, MAX_IMAGE_BYTES } from "#app/domain/catalog/catalogue-image-messages";
import { bodyTooLarge } from "#app/lib/messages";
import { auditRows, backOfficeJson, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { getJson, request } from "../support/http";
import { visitor } from "../support/visitor";

type Image = {
  id: number;
  position: number;
  fileName: string;
  width: number;
  height: number;
  pageUrl: string;
  cardUrl: string;
  thumbUrl: string;
};
type ImageAnswer = { success: boolean; reason: string; message: string; added: number; refused: string[]; images: Image[] | null };
type ListingItem = { catalog_id: number; image: string; images: string[]; type: string; url: string };

let manager: Visitor;
let owner: Visitor;
let item: ListingItem;
let sku: string;
let productId: number;

/** A picture made by sharp: a gradient-free block of colour with a stripe, `width`×`height`. */
const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: { create: { width: Math.round(width / 4), height, channels: 3, background: "#ffffff" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();

/** Random pixels: a PNG that does not compress (to make a body of a given weight). */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

/** A multipart post to the pictures' page as the page's form sends it (files `gorsel`), answered as JSON. */
async function upload(
  who: Visitor,
  files: { name: string; bytes: Uint8Array; type?: string }[],
  extra: { path?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.set("intent", "yukle");
  for (const f of files) form.append("gorsel", new Blob([f.bytes as BlobPart], { type: f.type ?? "image/png" }), f.name);
  const response = await request(extra.path ?? `/yonetim/katalog/${item.catalog_id}/gorseller`, {
    method: "POST",
    headers: { Accept: "application/json", Cookie: who.managerCookieHeader(), "X-Forwarded-For": who.ip, ...extra.headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ImageAnswer };
}

const move = async (who: Visitor, intent: string, imageId: number) => {
  const response = await who.send(`/yonetim/katalog/${item.catalog_id}/gorseller`, {
    method: "POST",
    body: { intent, gorsel: String(imageId) },
    form: true,
  });
  return { status: response.status, body: (await response.json()) as ImageAnswer };
};

const listed = async () =>
  (await getJson<{ items: ListingItem[] }>(`/arama/ajax/urunler?skuList=${encodeURIComponent(sku)}`)).body.items.find(
    (i) => i.catalog_id === item.catalog_id,
  );
const pictures = async () =>
  (await backOfficeJson<{ images: Image[] }>(manager, `/yonetim/katalog/${item.catalog_id}/gorseller`)).body.images;

beforeAll(async () => {
  manager = await verifiedManager(demoManager("catalogue"));
  owner = await verifiedManager(demoManager("owner"));
  const { body } = await getJson<{ items: ListingItem[] }>("/arama/ajax/urunler?category=bebek&page=2");
  item = body.items.find((i) => i.type !== "teshir")!;
  const { body: quick } = await getJson<{ products: { productId: number; sku: string }[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
  ({ sku, productId } = quick.products[0]);
  expect(item.image).toBe(`/gorsel/urun/${item.catalog_id}-0.svg`);
}, 120_000);

describe("a catalogue item's uploaded pictures", () => {
  let first: Image;

  it("uploads a PNG: the item's page and the pictures' page list it, the product page, quick check, listing and basket show it", async () => {
    expect(await pictures()).toEqual([]);
    const sent = await upload(manager, [{ name: "ürün-ön.png", bytes: await picture(1200, 900, "#e11d48") }]);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      added: 1,
      refused: [],
      message: "1 görsel yüklendi. Mağazada birkaç saniye içinde görünür.",
    });
    [first] = sent.body.images!;
    expect(first).toMatchObject({ position: 0, fileName: "ürün-ön.png", width: 800, height: 600 });
    expect(first.cardUrl).toMatch(new RegExp(`^/gorsel/yuklenen/${first.id}-[0-9a-f]{16}-400\\.webp$`));
    const { body: itemPage } = await backOfficeJson<{ images: Image[] }>(manager, `/yonetim/katalog/${item.catalog_id}`);
    expect(itemPage.images.map((i) => i.id)).toEqual([first.id]);

    // The product page (a fresh render: a kept copy is at most PAGE_CACHE_TTL_MS old) and the quick check.
    const shopper = visitor();
    await expect.poll(async () => (await shopper.page(item.url)).html, { timeout: 30_000, interval: 1_000 }).toContain(first.pageUrl);
    const html = (await shopper.page(item.url)).html;
    expect(html).toContain(first.thumbUrl.replace(/^\//, "")); // in the page's data, for the thumbnails
    expect(html).not.toContain(`/gorsel/urun/${item.catalog_id}-0.svg`);
    const { body: quick } = await getJson<{ products: { image: string }[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    expect(quick.products[0].image).toBe(first.cardUrl);

    // The listing JSON within seconds (the listing index rebuilds when updated_at moves).
    await expect.poll(async () => (await listed())?.image, { timeout: 30_000, interval: 1_000 }).toBe(first.cardUrl);
    expect((await listed())?.images).toEqual([first.cardUrl]);

    // The basket's line.
    expect((await shopper.post("/cart/add", { productId: String(productId), quantity: "1" })).answer.success).toBe(true);
    const mini = (await (await shopper.send("/cart/mini")).json()) as { cart: { items: { id: number; image: string }[] } };
    expect(mini.cart.items.find((l) => l.id === productId)?.image).toBe(first.cardUrl);
  });

  it("serves the WebP with a year's immutable caching and an ETag; 304 when it is asked again; 404 for another hash or id", async () => {
    for (const [url, width] of [
      [first.pageUrl, 800],
      [first.cardUrl, 400],
      [first.thumbUrl, 120],
    ] as const) {
      const response = await request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"[0-9a-f]{16}-\d+"$/);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(["webp", width, undefined]);
      const again = await request(url, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // A signed-in member gets the same public answer.
    const member = visitor();
    expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
    expect((await member.send(first.cardUrl, { accept: "image/webp" })).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const bad of [
      first.cardUrl.replace(/-[0-9a-f]{16}-/, "-0000000000000000-"),
      first.cardUrl.replace(`/${first.id}-`, "/999999-"),
      first.cardUrl.replace("-400.", "-500."),
      "/gorsel/yuklenen/x.webp",
    ]) {
      const response = await request(bad);
      expect(response.status, bad).toBe(404);
      expect(response.headers.get("cache-control") ?? "", bad).not.toContain("immutable");
    }
  });

  it("refuses what is no picture and a file over 8 MB with their Turkish reasons, keeps nothing", async () => {
    const pdf = await upload(manager, [
      { name: "katalog.png", bytes: new TextEncoder().encode("%PDF-1.7\nbu bir görsel değil"), type: "image/png" },
    ]);
    expect(pdf).toEqual({
      status: 422,
      body: {
        success: false,
        reason: IMAGE_NOT_AN_IMAGE,
        message: IMAGE_NOT_AN_IMAGE,
        added: 0,
        refused: [`katalog.png: ${IMAGE_NOT_AN_IMAGE}`],
        images: null,
      },
    });
    const heavy = new Uint8Array(MAX_IMAGE_BYTES + 1024);
    heavy.set(await picture(400, 400, "#000000"));
    const big = await upload(manager, [{ name: "dev.png", bytes: heavy }]);
    expect(big.status).toBe(422);
    expect(big.body.reason).toBe(IMAGE_FILE_TOO_BIG);
    expect((await pictures()).map((i) => i.id)).toEqual([first.id]);
  });

  it("a body over the path's 16 MB is refused before any route runs, with its own message; the page's .data address takes a picture over 64 KB", async () => {
    const huge = new Uint8Array(17 * 1024 * 1024);
    const over = await upload(manager, [{ name: "a.png", bytes: huge }]);
    expect(over.status).toBe(413);
    expect(over.body.reason).toBe(bodyTooLarge(16));
    // Only a signed-in manager may send that much: anyone else is held to the shop's 64 KB before it is read.
    const stranger = await upload(visitor(), [{ name: "a.png", bytes: new Uint8Array(1024 * 1024) }]);
    expect(stranger.status).toBe(413);
    expect(stranger.body.reason).not.toBe(bodyTooLarge(16));
    // The page's own script posts to the .data address (React Router): the same cap applies there.
    const grainy = await noise(400, 400);
    expect(grainy.length).toBeGreaterThan(256 * 1024);
    const form = new FormData();
    form.set("intent", "yukle");
    form.set("gorsel", new Blob([grainy], { type: "image/png" }), "kumlu.png");
    const data = await request(`/yonetim/katalog/${item.catalog_id}/gorseller.data`, {
      method: "POST",
      headers: { Cookie: manager.managerCookieHeader(), "X-Forwarded-For": manager.ip },
      body: form,
    });
    expect(data.status).toBe(200);
    await data.arrayBuffer();
    const now = await pictures();
    expect(now.map((i) => i.fileName)).toEqual(["ürün-ön.png", "kumlu.png"]);
  });

  it("refuses a cross-site post, a shop member and a manager without the catalogue permission, and writes nothing", async () => {
    const bytes = await picture(300, 300, "#16a34a");
    const crossSite = await upload(manager, [{ name: "x.png", bytes }], {
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://kotu.example" },
    });
    expect(crossSite.status).toBe(403);
    const orders = await verifiedManager(demoManager("orders"));
    expect((await upload(orders, [{ name: "x.png", bytes }])).status).toBe(403);
    const member = visitor();
    expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
    expect((await upload(member, [{ name: "x.png", bytes }])).status).toBe(403);
    expect((await pictures()).length).toBe(2);
  });

  it("makes the second picture the main one (the listing follows), then deleting both brings the illustration back; each change in the audit log", async () => {
    const [, second] = await pictures();
    const main = await move(manager, "ana", second.id);
    expect(main.status).toBe(200);
    expect(main.body).toMatchObject({ success: true, message: "Ana görsel değişti. Mağazada birkaç saniye içinde görünür." });
    expect(main.body.images!.map((i) => i.id)).toEqual([second.id, first.id]);
    await expect.poll(async () => (await listed())?.image, { timeout: 30_000, interval: 1_000 }).toBe(second.cardUrl);

    expect((await move(manager, "sil", 999_999)).status).toBe(404);
    expect((await move(manager, "sil", second.id)).body).toMatchObject({ success: true, message: "Görsel silindi." });
    expect((await move(manager, "sil", first.id)).body).toMatchObject({ success: true, images: [] });
    expect((await request(second.cardUrl)).status).toBe(404);
    await expect
      .poll(async () => (await listed())?.image, { timeout: 30_000, interval: 1_000 })
      .toBe(`/gorsel/urun/${item.catalog_id}-0.svg`);

    const added = await auditRows(owner, `islem=catalogue.image.add&kayit=${first.id}`);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ managerName: demoManager("catalogue").name, summary: expect.stringContaining("Görsel yüklendi") });
    const ordered = await auditRows(owner, `islem=catalogue.image.order&tur=catalogItem&kayit=${item.catalog_id}`);
    expect(ordered).toHaveLength(1);
    expect(ordered[0].changes[0]).toMatchObject({
      field: "images",
      before: `#${first.id} ürün-ön.png, #${second.id} kumlu.png`,
      after: `#${second.id} kumlu.png, #${first.id} ürün-ön.png`,
    });
    const deleted = await auditRows(owner, "islem=catalogue.image.delete&tur=productImage");
    expect(deleted.map((r) => r.entityId)).toEqual(expect.arrayContaining([String(first.id), String(second.id)]));
  });
});
