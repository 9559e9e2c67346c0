/**
 * A catalogue item's uploaded pictures (permission catalogue.write): the back
 * office adds, reorders and deletes them, the shop shows them.
 *
 * - Adding: each file is checked and rendered by image-renditions.server.ts first, outside any
 *   transaction (the slow part holds no lock). Then one transaction locks the item's row, counts
 *   its pictures again (two uploads at once cannot pass MAX_IMAGES_PER_ITEM), leaves out a file the
 *   item already has (same SHA-256), writes the rows after the last position, and writes one
 *   audit row per picture added. A file that is refused does not stop the others: the answer
 *   names each refused file with its reason.
 * - Moving (main, earlier, later) and deleting: one transaction each, under the item's lock,
 *   positions kept 0, 1, 2 …, one audit row per change.
 * - Every change sets `catalog_items.main_image` (the first picture's key, or null) and touches
 *   `updated_at`: the listing index (docs/caches.md's rule) picks the new main picture up within
 *   seconds, in every process, and the sitemap's date moves. Listings, the basket and the other
 *   lines read that one column; only the product page reads this table, by the item's index, and
 *   only for an item whose `main_image` says it has pictures.
 * - Serving reads one picture's one size by its primary key: never the table.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { catalogItems, productImages } from "#app/db/schema";
import { recordAudit, type AuditActor, type AuditEntry } from "#app/domain/audit/audit.server";
import { pgIntArray } from "#app/lib/pg-arrays";
import { isUniqueViolation } from "#app/lib/pg-errors";
import {
  IMAGE_DELETED,
  IMAGE_DUPLICATE,
  IMAGE_FILE_REQUIRED,
  IMAGE_MAIN_CHOSEN,
  IMAGE_MOVED,
  IMAGE_NOT_FOUND,
  IMAGE_UNCHANGED,
  imageLimitReached,
  imagesUploaded,
  MAX_IMAGES_PER_ITEM,
} from "./catalogue-image-messages";
import { movedOrder, type ImageMove } from "./image-order";
import { renderCatalogueImage, type RenderedImage } from "./image-renditions.server";
import { CARD_IMAGE, IMAGE_HASH_CHARS, imageKey, PAGE_IMAGE, THUMB_IMAGE, uploadedImageUrl, type ImageSize } from "./image-urls";
import { PRODUCT_NOT_FOUND } from "./messages";

/** A picture as the back office lists it. */
export type CatalogueImage = {
  id: number;
  position: number;
  fileName: string;
  /** The 800 px rendition's size (the largest kept). */
  width: number;
  height: number;
  /** What the three renditions take together. */
  kilobytes: number;
  pageUrl: string;
  cardUrl: string;
  thumbUrl: string;
  createdAt: string;
};

export type UploadedFile = { name: string; bytes: Uint8Array };
export type RefusedFile = { fileName: string; reason: string };

export type ImageChange =
  | { ok: true; message: string; images: CatalogueImage[]; refused: RefusedFile[]; added: number }
  | { ok: false; status: 404 | 422; reason: string; refused: RefusedFile[] };

/** The item a picture page is about; null when there is none (or it is not a catalogue item, e.g. the gift cards). */
export async function loadImageOwner(
  db: Db,
  catalogId: number,
): Promise<{ id: number; name: string; sefUrl: string; status: string } | null> {
  const [item] = await db
    .select({ id: catalogItems.id, name: catalogItems.name, sefUrl: catalogItems.sefUrl, status: catalogItems.status })
    .from(catalogItems)
    .where(and(eq(catalogItems.id, catalogId), sql`${catalogItems.status} IN ('active', 'passive')`));
  return item ?? null;
}

/** The item's pictures in their order (no picture bytes read). */
export async function listCatalogueImages(db: Db | Tx, catalogId: number): Promise<CatalogueImage[]> {
  const rows = await db
    .select({
      id: productImages.id,
      position: productImages.position,
      contentHash: productImages.contentHash,
      fileName: productImages.fileName,
      width: productImages.largeWidth,
      height: productImages.largeHeight,
      bytes: sql<number>`(octet_length(${productImages.largeBytes}) + octet_length(${productImages.mediumBytes}) + octet_length(${productImages.smallBytes}))::int`,
      createdAt: productImages.createdAt,
    })
    .from(productImages)
    .where(eq(productImages.catalogId, catalogId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((r) => {
    const key = imageKey(r.id, r.contentHash);
    return {
      id: r.id,
      position: r.position,
      fileName: r.fileName,
      width: r.width,
      height: r.height,
      kilobytes: Math.max(1, Math.round(Number(r.bytes) / 1024)),
      pageUrl: uploadedImageUrl(key, PAGE_IMAGE),
      cardUrl: uploadedImageUrl(key, CARD_IMAGE),
      thumbUrl: uploadedImageUrl(key, THUMB_IMAGE),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The product page's gallery of an item with uploads: each picture's page size and thumbnail, in order. */
export async function productGallery(db: Db, catalogId: number): Promise<{ images: string[]; thumbnails: string[] }> {
  const rows = await db
    .select({ id: productImages.id, contentHash: productImages.contentHash })
    .from(productImages)
    .where(eq(productImages.catalogId, catalogId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const keys = rows.map((r) => imageKey(r.id, r.contentHash));
  return { images: keys.map((k) => uploadedImageUrl(k, PAGE_IMAGE)), thumbnails: keys.map((k) => uploadedImageUrl(k, THUMB_IMAGE)) };
}

/** The bytes of one size of one picture, with its ETag; null when the id, the hash in its address or the size is not one. */
export async function readUploadedImage(
  db: Db,
  imageId: number,
  hash: string,
  size: ImageSize,
): Promise<{ bytes: Uint8Array; etag: string } | null> {
  const column = { 800: productImages.largeBytes, 400: productImages.mediumBytes, 120: productImages.smallBytes }[size];
  if (!column) return null;
  const [row] = await db
    .select({ contentHash: productImages.contentHash, bytes: column })
    .from(productImages)
    .where(eq(productImages.id, imageId));
  if (!row || row.contentHash.slice(0, IMAGE_HASH_CHARS) !== hash) return null;
  return { bytes: row.bytes, etag: `"${hash}-${size}"` };
}

// ───────────────────────── changes ─────────────────────────

/** Locks the item's row for the change; null when there is no such catalogue item. */
async function lockedItem(tx: Tx, catalogId: number): Promise<{ id: number; name: string } | null> {
  const locked = await tx.execute(
    sql`SELECT id, name FROM catalog_items WHERE id = ${catalogId} AND status IN ('active', 'passive') FOR UPDATE`,
  );
  const [row] = ((locked as unknown as { rows: { id: number; name: string }[] }).rows ?? []) as { id: number; name: string }[];
  return row ? { id: Number(row.id), name: row.name } : null;
}

type Placed = { id: number; position: number; fileName: string };

async function placedImages(tx: Tx, catalogId: number): Promise<(Placed & { contentHash: string })[]> {
  return tx
    .select({
      id: productImages.id,
      position: productImages.position,
      fileName: productImages.fileName,
      contentHash: productImages.contentHash,
    })
    .from(productImages)
    .where(eq(productImages.catalogId, catalogId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** Writes the positions 0, 1, 2 … in `ids`' order (one statement), the item's main picture and `updated_at`. */
async function settleOrder(tx: Tx, catalogId: number, ids: number[]): Promise<void> {
  if (ids.length) {
    await tx.execute(sql`
      UPDATE product_images p SET position = u.position
      FROM unnest(${pgIntArray(ids)}::int[], ${pgIntArray(ids.map((_, i) => i))}::int[]) AS u(id, position)
      WHERE p.id = u.id AND p.position <> u.position`);
  }
  const [first] = ids.length
    ? await tx
        .select({ id: productImages.id, contentHash: productImages.contentHash })
        .from(productImages)
        .where(eq(productImages.id, ids[0]))
    : [];
  await tx
    .update(catalogItems)
    .set({ mainImage: first ? imageKey(first.id, first.contentHash) : null, updatedAt: sql`clock_timestamp()` })
    .where(eq(catalogItems.id, catalogId));
}

/** A file name fit to keep and show: no control characters, at most 200 characters. */
const cleanFileName = (name: string) =>
  [...name]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 200) || "görsel";

const imageList = (images: Placed[]) => images.map((i) => `#${i.id} ${i.fileName}`);

/** Adds pictures to an item (see the module comment); `files` as the form sent them. */
export async function addCatalogueImages(db: Db, manager: AuditActor, catalogId: number, files: UploadedFile[]): Promise<ImageChange> {
  if (files.length === 0) return { ok: false, status: 422, reason: IMAGE_FILE_REQUIRED, refused: [] };
  const owner = await loadImageOwner(db, catalogId);
  if (!owner) return { ok: false, status: 404, reason: PRODUCT_NOT_FOUND, refused: [] };
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productImages)
    .where(eq(productImages.catalogId, catalogId));
  if (Number(count) + files.length > MAX_IMAGES_PER_ITEM)
    return { ok: false, status: 422, reason: imageLimitReached(Number(count)), refused: [] };

  // The slow part, one file at a time (memory), before any lock.
  const refused: RefusedFile[] = [];
  const rendered: { fileName: string; image: RenderedImage }[] = [];
  for (const file of files) {
    const fileName = cleanFileName(file.name);
    const result = await renderCatalogueImage(file.bytes);
    if (!result.ok) refused.push({ fileName, reason: result.reason });
    else if (rendered.some((r) => r.image.contentHash === result.image.contentHash)) refused.push({ fileName, reason: IMAGE_DUPLICATE });
    else rendered.push({ fileName, image: result.image });
  }
  if (rendered.length === 0) return { ok: false, status: 422, reason: refused[0].reason, refused };

  let outcome: ImageChange;
  try {
    outcome = await db.transaction(async (tx): Promise<ImageChange> => {
      const item = await lockedItem(tx, catalogId);
      if (!item) return { ok: false, status: 404, reason: PRODUCT_NOT_FOUND, refused };
      const placed = await placedImages(tx, catalogId);
      const known = new Set(placed.map((p) => p.contentHash));
      const fresh = rendered.filter((r) => {
        if (!known.has(r.image.contentHash)) return true;
        refused.push({ fileName: r.fileName, reason: IMAGE_DUPLICATE });
        return false;
      });
      if (fresh.length === 0) return { ok: false, status: 422, reason: IMAGE_DUPLICATE, refused };
      // Counted again under the lock: another upload may have landed since the first count.
      if (placed.length + fresh.length > MAX_IMAGES_PER_ITEM)
        return { ok: false, status: 422, reason: imageLimitReached(placed.length), refused };
      const made = await tx
        .insert(productImages)
        .values(
          fresh.map(({ fileName, image }, i) => {
            const r = image.renditions;
            return {
              catalogId,
              position: placed.length + i,
              contentHash: image.contentHash,
              fileName,
              largeWidth: r[800].width,
              largeHeight: r[800].height,
              largeBytes: r[800].bytes,
              mediumWidth: r[400].width,
              mediumHeight: r[400].height,
              mediumBytes: r[400].bytes,
              smallWidth: r[120].width,
              smallHeight: r[120].height,
              smallBytes: r[120].bytes,
            };
          }),
        )
        .returning({ id: productImages.id, position: productImages.position, fileName: productImages.fileName });
      await settleOrder(tx, catalogId, [...placed.map((p) => p.id), ...made.map((m) => m.id)]);
      await recordAudit(
        tx,
        manager,
        made.map((m, i): AuditEntry => {
          const r = fresh[i].image.renditions[800];
          return {
            action: "catalogue.image.add",
            entity: { type: "productImage", id: m.id },
            before: null,
            after: { catalogItem: catalogId, fileName: m.fileName, position: m.position + 1, width: r.width, height: r.height },
            summary: `Görsel yüklendi: ${item.name} (${m.fileName})`,
          };
        }),
      );
      return {
        ok: true,
        message: imagesUploaded(made.length),
        images: await listCatalogueImages(tx, catalogId),
        refused,
        added: made.length,
      };
    });
  } catch (error) {
    // The same file uploaded twice at the same moment: the unique index says so.
    if (isUniqueViolation(error)) return { ok: false, status: 422, reason: IMAGE_DUPLICATE, refused };
    throw error;
  }
  return outcome;
}

/** Makes a picture the main one, or moves it one place earlier or later. */
export async function moveCatalogueImage(
  db: Db,
  manager: AuditActor,
  catalogId: number,
  imageId: number,
  move: ImageMove,
): Promise<ImageChange> {
  return db.transaction(async (tx): Promise<ImageChange> => {
    const item = await lockedItem(tx, catalogId);
    if (!item) return { ok: false, status: 404, reason: PRODUCT_NOT_FOUND, refused: [] };
    const placed = await placedImages(tx, catalogId);
    if (!placed.some((p) => p.id === imageId)) return { ok: false, status: 404, reason: IMAGE_NOT_FOUND, refused: [] };
    const before = placed.map((p) => p.id);
    const after = movedOrder(before, imageId, move);
    if (after.every((id, i) => id === before[i]))
      return { ok: true, message: IMAGE_UNCHANGED, images: await listCatalogueImages(tx, catalogId), refused: [], added: 0 };
    await settleOrder(tx, catalogId, after);
    const byId = new Map(placed.map((p) => [p.id, p]));
    const mainChanged = after[0] !== before[0];
    await recordAudit(tx, manager, {
      action: "catalogue.image.order",
      entity: { type: "catalogItem", id: catalogId },
      before: { images: imageList(placed) },
      after: { images: imageList(after.map((id) => byId.get(id)!)) },
      summary: `${mainChanged ? "Ana görsel değişti" : "Görsel sırası değişti"}: ${item.name} (${byId.get(imageId)!.fileName})`,
    });
    return {
      ok: true,
      message: mainChanged ? IMAGE_MAIN_CHOSEN : IMAGE_MOVED,
      images: await listCatalogueImages(tx, catalogId),
      refused: [],
      added: 0,
    };
  });
}

/** Deletes a picture; the next one becomes the main picture when it was the first. */
export async function deleteCatalogueImage(db: Db, manager: AuditActor, catalogId: number, imageId: number): Promise<ImageChange> {
  return db.transaction(async (tx): Promise<ImageChange> => {
    const item = await lockedItem(tx, catalogId);
    if (!item) return { ok: false, status: 404, reason: PRODUCT_NOT_FOUND, refused: [] };
    const placed = await placedImages(tx, catalogId);
    const gone = placed.find((p) => p.id === imageId);
    if (!gone) return { ok: false, status: 404, reason: IMAGE_NOT_FOUND, refused: [] };
    await tx.delete(productImages).where(and(eq(productImages.id, imageId), eq(productImages.catalogId, catalogId)));
    await settleOrder(
      tx,
      catalogId,
      placed.filter((p) => p.id !== imageId).map((p) => p.id),
    );
    await recordAudit(tx, manager, {
      action: "catalogue.image.delete",
      entity: { type: "productImage", id: imageId },
      before: { catalogItem: catalogId, fileName: gone.fileName, position: gone.position + 1 },
      after: null,
      summary: `Görsel silindi: ${item.name} (${gone.fileName})`,
    });
    return { ok: true, message: IMAGE_DELETED, images: await listCatalogueImages(tx, catalogId), refused: [], added: 0 };
  });
}
