/**
 * The listing page body shared by /kategori/{slug} and /arama: heading and count, filters
 * (desktop sidebar ≥1024 px, 'Filtrele' drawer below), 'Seçimleriniz' chips, 'Sırala', the
 * cards, numbered pages (infinite scroll on phones <768 px), the empty and 'similar results'
 * notes. The server renders the first state (readable without JavaScript); the state then lives
 * in the URL hash (use-listing-state.ts).
 */
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Breadcrumbs, type Crumb } from "#app/components/breadcrumbs";
import { cardImagePriority, ProductCard } from "#app/components/product-card";
import type { ListingQuery } from "#app/domain/search/listing-query";
import { EmptyResult } from "./empty-result";
import { FacetPanel } from "./facet-panel";
import { FilterDrawer } from "./filter-drawer";
import { ListingPagination } from "./listing-pagination";
import {
  chipsOf,
  clearFilters,
  filterCount,
  formatCount,
  hasFilters,
  pageHref,
  toggleValue,
  withPage,
  withPrice,
  withSort,
  type ListingScope,
} from "./listing-state";
import { SelectedChips } from "./selected-chips";
import { SortSelect } from "./sort-select";
import type { ListingResult } from "./types";
import { useListingState, useMediaQuery } from "./use-listing-state";

export type SubcategoryLink = { name: string; url: string; current: boolean };

type Props = {
  scope: ListingScope;
  title: string;
  description?: string;
  breadcrumbs: Crumb[];
  subcategories?: SubcategoryLink[];
  serverQuery: ListingQuery;
  serverResult: ListingResult;
};

/** Phones get infinite scroll (spec breakpoints 768 and 1024 px). */
const PHONE_MEDIA = "(max-width: 767.98px)";
const PRICE_SESSION_MS = 1500;

export function ListingView({ scope, title, description, breadcrumbs, subcategories, serverQuery, serverResult }: Props) {
  const location = useLocation();
  const { query, shown, loading, apply, loadMore, loadPrevious, reload } = useListingState(scope, serverQuery, serverResult);
  const infinite = useMediaQuery(PHONE_MEDIA);
  const resultsRef = useRef<HTMLElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const { result } = shown;
  const { totalCount, totalPage, currentPage } = result.paginationData;
  const chips = chipsOf(query, result.facets);
  const filtersActive = hasFilters(query);
  const canLoadMore = shown.lastPage < totalPage;
  // Nothing found and nothing chosen: no filters or sort to offer, only the way out.
  const bare = totalCount === 0 && !filtersActive;

  const onToggle = (key: Parameters<typeof toggleValue>[1], value: string) => apply(toggleValue(query, key, value));
  // Steps of one slider session (arrow keys commit every step) share one history entry.
  const lastPriceAt = useRef(0);
  const onPrice = (min: number | null, max: number | null) => {
    const now = Date.now();
    apply(withPrice(query, min, max, result.priceRange), { replace: now - lastPriceAt.current < PRICE_SESSION_MS });
    lastPriceAt.current = now;
  };
  const onClear = () => apply(clearFilters(query));
  const onPage = (page: number) => {
    apply(withPage(query, page));
    const box = resultsRef.current;
    if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView({ block: "start" });
  };

  // A phone that became a wide screen shows one page again, as the numbered pages expect.
  useEffect(() => {
    if (!infinite && shown.firstPage !== shown.lastPage) reload();
  }, [infinite, shown.firstPage, shown.lastPage, reload]);

  // Phones: the next page loads when the end of the cards comes near.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!infinite || !canLoadMore || !sentinel || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), {
      rootMargin: "0px 0px 600px 0px",
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [infinite, canLoadMore, loadMore, shown.lastPage]);

  const panel = <FacetPanel facets={result.facets} query={query} priceRange={result.priceRange} onToggle={onToggle} onPrice={onPrice} />;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs items={breadcrumbs} />

      <div className="mt-3 md:mt-4">
        <h1 className="text-2xl font-black break-words text-ink md:text-3xl">{title}</h1>
        {description && <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p>}
      </div>

      {subcategories && subcategories.length > 0 && (
        <nav aria-label="Alt kategoriler" className="mt-4">
          <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
            {subcategories.map((sub) => (
              <li key={sub.url} className="shrink-0">
                <Link to={sub.url} aria-current={sub.current ? "page" : undefined} className={sub.current ? "chip chip-active" : "chip"}>
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {result.match === "fuzzy" && scope.keyword && (
        <p className="mt-4 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900" role="status">
          "{scope.keyword}" için tam eşleşme bulunamadı, benzer sonuçlar gösteriliyor.
        </p>
      )}

      <div className={`mt-5 ${bare ? "" : "lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8"}`}>
        <aside
          aria-labelledby="filtreler-baslik"
          hidden={bare}
          className="hidden rounded-2xl border border-slate-100 px-4 pt-3 pb-1 lg:block"
        >
          <h2 id="filtreler-baslik" className="pb-1 text-lg font-black text-ink">
            Filtreler
          </h2>
          <div className={`transition-opacity ${loading === "replace" ? "opacity-70" : ""}`}>{panel}</div>
        </aside>

        <section
          ref={resultsRef}
          aria-labelledby="urunler-baslik"
          aria-busy={loading !== null}
          className="min-w-0 scroll-mt-40 lg:scroll-mt-4"
        >
          <h2 id="urunler-baslik" className="sr-only">
            Ürünler
          </h2>
          <div className="flex flex-wrap items-center gap-3 md:flex-nowrap">
            <p className="w-full text-sm text-slate-600 md:w-auto md:flex-1" aria-live="polite" data-testid="result-count">
              <strong className="font-extrabold text-ink">{formatCount(totalCount)}</strong> ürün
            </p>
            <div className="grid w-full grid-cols-2 gap-3 md:flex md:w-auto md:items-center" hidden={bare}>
              <div className="md:w-40 lg:hidden">
                <FilterDrawer activeCount={filterCount(query)} totalCount={totalCount} loading={loading !== null} onClear={onClear}>
                  {panel}
                </FilterDrawer>
              </div>
              <SortSelect value={query.sort} onChange={(sort) => apply(withSort(query, sort))} />
            </div>
          </div>

          {chips.length > 0 && (
            <div className="mt-4">
              <SelectedChips chips={chips} onChange={(next) => apply(next)} onClear={onClear} />
            </div>
          )}

          <div className="relative mt-4">
            {loading === "replace" && (
              <div aria-hidden="true" className="absolute inset-x-0 -top-2 z-10 h-1 animate-pulse rounded-full bg-brand-500" />
            )}

            {infinite && shown.firstPage > 1 && (
              <p className="mb-4 text-center">
                <button type="button" onClick={() => void loadPrevious()} disabled={loading !== null} className="btn-secondary h-11 px-6">
                  {loading === "prepend" ? "Yükleniyor…" : "Önceki Ürünleri Göster"}
                </button>
              </p>
            )}

            {shown.items.length > 0 ? (
              <ul
                className={`grid grid-cols-2 gap-3 transition-opacity md:grid-cols-3 md:gap-4 xl:grid-cols-4 ${loading === "replace" ? "opacity-50" : ""}`}
              >
                {shown.items.map((item, index) => (
                  <li key={item.catalog_id}>
                    <ProductCard item={item} className="h-full" priority={cardImagePriority(index)} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className={loading === "replace" ? "opacity-50" : ""}>
                <EmptyResult keyword={scope.keyword} filtersActive={filtersActive} onClearFilters={onClear} />
              </div>
            )}
          </div>

          {infinite ? (
            canLoadMore && (
              <div ref={sentinelRef} className="mt-6 text-center">
                <p className="mb-3 text-sm text-slate-500">
                  {formatCount(totalCount)} ürünün {formatCount(shown.items.length)} tanesini görüyorsunuz
                </p>
                <button
                  type="button"
                  onClick={() => void loadMore()}
                  disabled={loading !== null}
                  className="btn-secondary h-12 w-full max-w-sm"
                >
                  {loading === "append" ? "Yükleniyor…" : "Daha Fazla Ürün Göster"}
                </button>
              </div>
            )
          ) : (
            <ListingPagination
              current={currentPage}
              total={totalPage}
              href={(page) => pageHref(location.pathname, location.search, shown.query, page)}
              onPage={onPage}
            />
          )}
        </section>
      </div>
    </div>
  );
}
