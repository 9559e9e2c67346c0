/**
 * The generated pictures behind /gorsel/urun/{catalogId}-{index}.svg and /gorsel/kategori/{slug}.svg:
 * a tiny lookup of the drawing kind and colour, then the pure SVG builders of illustration.ts.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { catalogItems, categories } from "#app/db/schema";
import { categorySvg, PRODUCT_IMAGE_COUNT, productSvg } from "./illustration";

export { categoryImageUrl, productImageUrl } from "./image-urls";

/** Headers every generated picture is served with. */
export const IMAGE_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400",
} as const;

const MAX_ID = 2_147_483_647;

/** '123-0.svg' → {catalogId: 123, index: 0}; anything else (other index, extension, junk) → null. */
export function parseProductImageFile(file: string | undefined): { catalogId: number; index: number } | null {
  const m = /^([1-9]\d{0,9})-(\d)\.svg$/.exec(file ?? "");
  if (!m) return null;
  const catalogId = Number(m[1]);
  const index = Number(m[2]);
  if (catalogId > MAX_ID || index >= PRODUCT_IMAGE_COUNT) return null;
  return { catalogId, index };
}

/** 'bebek-arabasi.svg' → 'bebek-arabasi'; null when it is not a slug file name. */
export function parseCategoryImageFile(file: string | undefined): string | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file ?? "");
  return m && m[1].length <= 100 ? m[1] : null;
}

/** Picture `index` of a catalogue item, or null when there is no such item. */
export async function productImageSvg(db: Db, catalogId: number, index: number): Promise<string | null> {
  const [item] = await db
    .select({ name: catalogItems.name, illustration: catalogItems.illustration, colorHex: catalogItems.colorHex })
    .from(catalogItems)
    .where(eq(catalogItems.id, catalogId))
    .limit(1);
  if (!item) return null;
  return productSvg({ kind: item.illustration, colorHex: item.colorHex, label: item.name, index });
}

/** A category's tile picture, or null when no category has this slug. */
export async function categoryImageSvg(db: Db, slug: string): Promise<string | null> {
  const [category] = await db
    .select({ name: categories.name, slug: categories.slug, area: categories.area, color: categories.color })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  if (!category) return null;
  return categorySvg({ slug: category.slug, area: category.area, colorHex: category.color, name: category.name });
}
