/**
 * The product card of every listing (home rails, category, search): image 275x290 (lazy, but for
 * the first row of a listing, whose first image is the page's largest paint: `priority`),
 * at most 360 px tall, the name cut at 60 characters on wider screens and 45 on phones,
 * brand, price with the struck-through original and a '%NN' badge when discounted, stars when
 * rated, and a 'Teşhir Ürünü' label for display-only items (which get no basket control).
 * It takes the listing JSON item (spec section 3), money as a number of TL.
 */
import { Link } from "react-router";
import type { ListingItem } from "#app/domain/catalog/listing-item.server";
import { discountPercent, formatMoney, parseLira } from "#app/lib/money";
import { QuickViewButton } from "./product/quick-view-button";
import { RatingStars } from "./rating-stars";

/** What a card shows of a listing item (the rating only where the listing has it). */
export type ProductCardItem = Pick<ListingItem, "catalog_id" | "name" | "brand" | "image" | "url" | "price" | "original_price" | "type"> &
  Partial<Pick<ListingItem, "rating" | "rating_count">>;

export const CARD_IMAGE_WIDTH = 275;
export const CARD_IMAGE_HEIGHT = 290;
export const TITLE_LIMIT_DESKTOP = 60;
export const TITLE_LIMIT_MOBILE = 45;

/** The name cut to `limit` characters with '…' (spec section 9). */
export function cutTitle(name: string, limit: number): string {
  const chars = Array.from(name);
  return chars.length > limit ? `${chars.slice(0, limit).join("").trimEnd()}…` : name;
}

/** `high`: the listing's first images, fetched first; `eager`: the rest of its first row; else lazy. */
export type CardImagePriority = "high" | "eager" | undefined;

/** The priority of the `index`th card of a listing grid (its first row is at most four cards). */
export const cardImagePriority = (index: number): CardImagePriority => (index < 2 ? "high" : index < 4 ? "eager" : undefined);

export function ProductCard({
  item,
  className = "",
  priority,
}: {
  item: ProductCardItem;
  className?: string;
  priority?: CardImagePriority;
}) {
  const price = parseLira(item.price) ?? 0;
  const original = Math.max(parseLira(item.original_price) ?? 0, price);
  const percent = discountPercent(price, original);
  const isDisplayOnly = item.type === "teshir";
  return (
    <article
      className={`group relative flex max-h-[360px] flex-col overflow-hidden rounded-2xl border border-slate-100 bg-white transition-shadow hover:border-brand-100 hover:shadow-lg ${className}`}
      data-catalog-id={item.catalog_id}
    >
      <Link to={item.url} tabIndex={-1} className="relative block shrink-0 bg-slate-50">
        <img
          src={item.image}
          alt={item.name}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority === "high" ? "high" : undefined}
          decoding="async"
          className="mx-auto h-[170px] w-auto max-w-full object-contain transition-transform duration-300 group-hover:scale-[1.03] md:h-[196px]"
        />
        <span className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {percent > 0 && (
            <span
              className="rounded-full bg-pink-600 px-2 py-0.5 text-xs font-extrabold text-white"
              aria-label={`Yüzde ${percent} indirim`}
            >
              %{percent}
            </span>
          )}
          {isDisplayOnly && <span className="rounded-full bg-slate-800 px-2 py-0.5 text-[11px] font-bold text-white">Teşhir Ürünü</span>}
        </span>
      </Link>
      <QuickViewButton item={item} />
      <div className="flex min-h-0 flex-1 flex-col gap-1 p-3">
        {item.brand && <p className="truncate text-xs font-bold text-slate-500">{item.brand}</p>}
        <h3 className="text-sm leading-snug font-semibold text-ink">
          <Link to={item.url} title={item.name} className="line-clamp-2 hover:text-brand-700">
            <span className="md:hidden">{cutTitle(item.name, TITLE_LIMIT_MOBILE)}</span>
            <span className="max-md:hidden">{cutTitle(item.name, TITLE_LIMIT_DESKTOP)}</span>
          </Link>
        </h3>
        {(item.rating_count ?? 0) > 0 && <RatingStars rating={item.rating ?? 0} count={item.rating_count} />}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          {percent > 0 && (
            <span className="text-xs text-slate-500 line-through">
              <span className="sr-only">İndirimsiz fiyat: </span>
              {formatMoney(original)}
            </span>
          )}
          <span className={`text-base font-extrabold ${percent > 0 ? "text-pink-600" : "text-ink"}`}>
            {percent > 0 && <span className="sr-only">İndirimli fiyat: </span>}
            {formatMoney(price)}
          </span>
        </div>
      </div>
    </article>
  );
}
