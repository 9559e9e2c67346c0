/**
 * An uploaded catalogue picture checked and rendered by sharp (libvips):
 *   1. the file's own bytes decide what it is (never its name or the type the browser claims):
 *      JPEG, PNG or WebP, read from its header; anything else, or bytes no decoder reads, is
 *      refused with a Turkish message;
 *   2. the header's size is checked before a pixel is decoded: at most MAX_IMAGE_MEGAPIXELS (a
 *      small file that declares a huge picture, a decompression bomb, stops here, and sharp's
 *      `limitInputPixels` refuses it again at decoding), at least MIN_IMAGE_SIDE a side;
 *   3. it is decoded once, turned upright by its EXIF orientation, scaled to fit 800 px, and from
 *      that three WebP renditions are written (800, 400 and 120 px, the longer side, never enlarged).
 *      sharp writes no metadata unless asked: EXIF (GPS, camera, date), XMP and IPTC are gone,
 *      the colours converted to sRGB.
 * A truncated or broken picture is refused (`failOn: "error"`), not drawn half grey.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import {
  IMAGE_FILE_REQUIRED,
  IMAGE_FILE_TOO_BIG,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TOO_SMALL,
  IMAGE_WRONG_FORMAT,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MEGAPIXELS,
  MIN_IMAGE_SIDE,
} from "./catalogue-image-messages";
import { IMAGE_SIZES, type ImageSize } from "./image-urls";

// Each upload is read once: libvips' cache of recent operations would only hold memory.
sharp.cache(false);

const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const WEBP = { quality: 82, effort: 4 } as const;

export type Rendition = { width: number; height: number; bytes: Buffer };
export type RenderedImage = {
  /** SHA-256 (hex) of the file as uploaded. */
  contentHash: string;
  /** The format sharp read from the bytes. */
  format: string;
  renditions: Record<ImageSize, Rendition>;
};
export type RenderResult = { ok: true; image: RenderedImage } | { ok: false; reason: string };

const refuse = (reason: string): RenderResult => ({ ok: false, reason });

/** Checks an uploaded file and renders its WebP sizes (see the module comment). */
export async function renderCatalogueImage(bytes: Uint8Array): Promise<RenderResult> {
  if (bytes.byteLength === 0) return refuse(IMAGE_FILE_REQUIRED);
  if (bytes.byteLength > MAX_IMAGE_BYTES) return refuse(IMAGE_FILE_TOO_BIG);
  let meta: Metadata;
  try {
    // The header only: nothing is decoded yet.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse(IMAGE_NOT_AN_IMAGE);
  }
  if (!ACCEPTED_FORMATS.has(meta.format)) return refuse(IMAGE_WRONG_FORMAT);
  const { width, height } = meta;
  if (!width || !height) return refuse(IMAGE_NOT_AN_IMAGE);
  if (width * height > MAX_INPUT_PIXELS) return refuse(IMAGE_TOO_MANY_PIXELS);
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) return refuse(IMAGE_TOO_SMALL);

  const largest = Math.max(...IMAGE_SIZES);
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", autoOrient: true })
      .resize({ width: largest, height: largest, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    return refuse(/pixel limit/i.test(String(error)) ? IMAGE_TOO_MANY_PIXELS : IMAGE_NOT_AN_IMAGE);
  }
  const { data, info } = upright;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const renditions = {} as Record<ImageSize, Rendition>;
  for (const size of IMAGE_SIZES) {
    const out = await sharp(data, raw)
      .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    renditions[size] = { width: out.info.width, height: out.info.height, bytes: out.data };
  }
  return { ok: true, image: { contentHash: createHash("sha256").update(bytes).digest("hex"), format: meta.format, renditions } };
}
