/**
 * The catalogue item as listings show it: the spec's catalogue item fields (section 3:
 * id, catalog_id, name, brand, image, url, price, original_price, type, sef_url, images),
 * money as a number of TL, plus the rating the cards show.
 */
import { href } from "react-router";
import { brands, catalogItems } from "#app/db/schema";
import { toLira } from "#app/lib/money";
import { CARD_IMAGE, itemImageUrl } from "./image-urls";

export type ListingItem = {
  id: number;
  catalog_id: number;
  name: string;
  brand: string;
  image: string;
  url: string;
  /** What the shopper pays (TL). */
  price: number;
  /** Price before discount (TL); equal to price when not discounted. */
  original_price: number;
  /** 'normal' or 'teshir' (display-only). */
  type: string;
  sef_url: string;
  images: string[];
  rating: number;
  rating_count: number;
};

/** The columns a listing query selects (join brands on catalog_items.brand_id). */
export const listingColumns = {
  id: catalogItems.id,
  name: catalogItems.name,
  sefUrl: catalogItems.sefUrl,
  type: catalogItems.type,
  brand: brands.name,
  minPriceKurus: catalogItems.minPriceKurus,
  minOriginalPriceKurus: catalogItems.minOriginalPriceKurus,
  ratingAvg: catalogItems.ratingAvg,
  ratingCount: catalogItems.ratingCount,
  mainImage: catalogItems.mainImage,
};

export type ListingRow = {
  id: number;
  name: string;
  sefUrl: string;
  type: string;
  brand: string | null;
  minPriceKurus: number;
  minOriginalPriceKurus: number;
  ratingAvg: number;
  ratingCount: number;
  /** The main uploaded picture's key (catalog_items.main_image); null: the illustration. */
  mainImage: string | null;
};

/** The product page of a catalogue item: /urun/{sefUrl}-{catalogId}. */
export const productUrl = (sefUrl: string, catalogId: number) => href("/urun/:slug", { slug: `${sefUrl}-${catalogId}` });

/** The rating a page or call shows: the average to one decimal (4.26 → 4.3). */
export const shownRating = (ratingAvg: number) => Math.round(ratingAvg * 10) / 10;

export function toListingItem(row: ListingRow): ListingItem {
  const original = Math.max(row.minOriginalPriceKurus, row.minPriceKurus);
  const image = itemImageUrl(row.id, row.mainImage, CARD_IMAGE);
  return {
    id: row.id,
    catalog_id: row.id,
    name: row.name,
    brand: row.brand ?? "",
    image,
    url: productUrl(row.sefUrl, row.id),
    price: toLira(row.minPriceKurus),
    original_price: toLira(original),
    type: row.type,
    sef_url: row.sefUrl,
    images: [image],
    rating: shownRating(row.ratingAvg),
    rating_count: row.ratingCount,
  };
}
