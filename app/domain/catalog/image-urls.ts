/**
 * Addresses of the shop's generated images (served by the /gorsel/... routes). Pure functions so
 * both server code and components can build them.
 */

/** '/gorsel/urun/{catalogId}-{index}.svg': image number `index` of a catalogue item. */
export const productImageUrl = (catalogId: number, index = 0) => `/gorsel/urun/${catalogId}-${index}.svg`;

/** '/gorsel/kategori/{slug}.svg': a category's tile image. */
export const categoryImageUrl = (slug: string) => `/gorsel/kategori/${encodeURIComponent(slug)}.svg`;
