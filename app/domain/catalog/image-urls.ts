/**
 * Addresses of the shop's product and category pictures. Pure functions so both server code and
 * components can build them.
 *
 * A catalogue item shows its uploaded pictures (catalogue-images.server.ts) when it has any, else
 * its generated illustrations (/gorsel/urun/…). An upload is kept in three sizes, named by the
 * longer side in pixels: 800 for the product page, 400 for cards, basket lines and other pictures
 * of about 80 px and more, 120 for thumbnails (the gallery's, suggestions, order lines).
 */
import { href } from "react-router";

/** '/gorsel/urun/{catalogId}-{index}.svg': generated illustration number `index` of a catalogue item. */
export const productImageUrl = (catalogId: number, index = 0) => href("/gorsel/urun/:file", { file: `${catalogId}-${index}.svg` });

/** '/gorsel/kategori/{slug}.svg': a category's tile image. */
export const categoryImageUrl = (slug: string) => href("/gorsel/kategori/:file", { file: `${encodeURIComponent(slug)}.svg` });

/** The sizes an uploaded picture is kept in: its longer side in pixels (never enlarged). */
export const IMAGE_SIZES = [800, 400, 120] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
/** The product page's gallery and its lightbox. */
export const PAGE_IMAGE: ImageSize = 800;
/** Listing cards, the quick check, basket lines (the basket page, the mini-basket, checkout), and other pictures of about 80 px and more. */
export const CARD_IMAGE: ImageSize = 400;
/** Thumbnails: the gallery's, suggestions, order lines, the member lists' small pictures. */
export const THUMB_IMAGE: ImageSize = 120;

/** Hex characters of an upload's content hash in its addresses (a stale cached copy never matches a new image). */
export const IMAGE_HASH_CHARS = 16;

/** '{imageId}-{hash}': an uploaded picture's key (catalog_items.main_image holds the main one's). */
export const imageKey = (imageId: number, contentHash: string) => `${imageId}-${contentHash.slice(0, IMAGE_HASH_CHARS)}`;

/** '/gorsel/yuklenen/{imageId}-{hash}-{size}.webp': an uploaded picture in one size. */
export const uploadedImageUrl = (key: string, size: ImageSize) => href("/gorsel/yuklenen/:file", { file: `${key}-${size}.webp` });

/** An item's first picture in a size: its main upload (`mainImage`, catalog_items.main_image) when it has one, else its illustration. */
export const itemImageUrl = (catalogId: number, mainImage: string | null | undefined, size: ImageSize) =>
  mainImage ? uploadedImageUrl(mainImage, size) : productImageUrl(catalogId, 0);

const MAX_ID = 2_147_483_647;
const UPLOADED_FILE = new RegExp(`^([1-9]\\d{0,9})-([0-9a-f]{${IMAGE_HASH_CHARS}})-(${IMAGE_SIZES.join("|")})\\.webp$`);

/** '12-0123456789abcdef-400.webp' → {imageId: 12, hash: '0123…', size: 400}; anything else → null. */
export function parseUploadedImageFile(file: string | undefined): { imageId: number; hash: string; size: ImageSize } | null {
  const m = UPLOADED_FILE.exec(file ?? "");
  if (!m || Number(m[1]) > MAX_ID) return null;
  return { imageId: Number(m[1]), hash: m[2], size: Number(m[3]) as ImageSize };
}
