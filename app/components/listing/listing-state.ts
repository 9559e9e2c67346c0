/**
 * Pure rules of the listing page's filter state (no React, no window): what a location means,
 * what each control does to the state, the chips, the page links. The state itself is
 * ListingQuery from app/domain/search/listing-query.ts, which owns parsing and serialising.
 */
import { href } from "react-router";
import {
  emptyQuery,
  FACET_KEYS,
  FACET_TITLES,
  FLAG_LABELS,
  listingHash,
  MAX_PAGE,
  parseListingHash,
  serializeListingQuery,
  type FacetKey,
  type ListingQuery,
  type Sort,
} from "#app/domain/search/listing-query";
import { formatSliderLira } from "#app/lib/money";
import type { ListingFacet } from "./types";

/** What a listing page is about: a category (/kategori/{slug}) or a keyword (/arama?keyword=…). */
export type ListingScope = { category: string; keyword?: undefined } | { keyword: string; category?: undefined };

/** The on/off facets: one checkbox each, value '1'. */
export const FLAG_FACETS: readonly FacetKey[] = ["stock", "discount"];
export const isFlagFacet = (key: FacetKey) => FLAG_FACETS.includes(key);

/** The no-JavaScript page parameter (/kategori/giyim?sayfa=2). */
export const PAGE_PARAM = "sayfa";

/** The scope as a query: the state a page shows when its URL has no hash. */
export function scopeQuery(scope: ListingScope, page = 1): ListingQuery {
  return { ...emptyQuery(), category: scope.category ?? "", keyword: scope.keyword ?? "", page: clampPage(page) };
}

const clampPage = (n: number) => (Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1);

/** ?sayfa=N (a whole number from 1), else 1. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get(PAGE_PARAM);
  return raw && /^\d{1,6}$/.test(raw) ? clampPage(Number(raw)) : 1;
}

/** The query string without ?sayfa= (the hash carries the page once JavaScript runs). */
export function searchWithoutPage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PAGE_PARAM);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** A hash that holds listing state ('#/…', or the same without the slash), not an in-page anchor like '#icerik'. */
export function isListingHash(hash: string): boolean {
  return hash.startsWith("#/") || (hash.length > 1 && hash.includes("="));
}

/**
 * The state a location asks for: the hash when it holds listing state, the scope (and ?sayfa=)
 * when there is no hash, null for an in-page anchor (the page keeps what it shows).
 */
export function queryFromLocation(scope: ListingScope, search: string, hash: string): ListingQuery | null {
  if (isListingHash(hash)) return { ...parseListingHash(hash), category: scope.category ?? "", keyword: scope.keyword ?? "" };
  if (hash === "" || hash === "#") return scopeQuery(scope, pageFromSearch(search));
  return null;
}

/** One key per distinct state (scope included): equal keys, equal results. */
export const stateKey = (q: ListingQuery) => serializeListingQuery(q);

/** GET /arama/ajax/urunler for this state. */
export const ajaxUrl = (q: ListingQuery) => `${href("/arama/ajax/urunler")}?${serializeListingQuery(q)}`;

const firstPage = (q: ListingQuery): ListingQuery => ({ ...q, page: 1 });

const ON_VALUES = ["1", "true", "evet", "on"];

/** The chosen values of a facet as the server reads them (an on/off facet is on, or has none). */
export function activeValues(q: ListingQuery, key: FacetKey): string[] {
  const values = q.criteria[key] ?? [];
  if (isFlagFacet(key)) return values.some((v) => ON_VALUES.includes(v.toLowerCase())) ? ["1"] : [];
  return values;
}

export function isSelected(q: ListingQuery, key: FacetKey, value: string): boolean {
  const active = activeValues(q, key);
  return isFlagFacet(key) ? active.length > 0 : active.includes(value);
}

function withValues(q: ListingQuery, key: FacetKey, values: string[]): ListingQuery {
  const criteria = { ...q.criteria };
  if (values.length) criteria[key] = values;
  else delete criteria[key];
  return firstPage({ ...q, criteria });
}

/** Ticks or unticks one value (several values of one facet may be chosen); back to page 1. */
export function toggleValue(q: ListingQuery, key: FacetKey, value: string): ListingQuery {
  if (isFlagFacet(key)) return withValues(q, key, isSelected(q, key, value) ? [] : ["1"]);
  const current = q.criteria[key] ?? [];
  return withValues(q, key, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
}

export function removeValue(q: ListingQuery, key: FacetKey, value: string): ListingQuery {
  if (isFlagFacet(key)) return withValues(q, key, []);
  return withValues(
    q,
    key,
    (q.criteria[key] ?? []).filter((v) => v !== value),
  );
}

export const hasPrice = (q: ListingQuery) => q.priceMin !== null || q.priceMax !== null;

export function hasFilters(q: ListingQuery): boolean {
  return filterCount(q) > 0;
}

/** How many choices are active (the badge on 'Filtrele'). */
export function filterCount(q: ListingQuery): number {
  return FACET_KEYS.reduce((n, k) => n + activeValues(q, k).length, hasPrice(q) ? 1 : 0);
}

/** 'Tümünü Temizle': every facet and the price go; sort and scope stay. */
export function clearFilters(q: ListingQuery): ListingQuery {
  return firstPage({ ...q, criteria: {}, priceMin: null, priceMax: null });
}

export const withoutPrice = (q: ListingQuery): ListingQuery => firstPage({ ...q, priceMin: null, priceMax: null });

/**
 * A price range from the slider or the boxes (whole TL): reversed bounds are swapped, a bound at
 * or beyond the result's own range means 'open', so the plain range leaves no filter behind.
 */
export function withPrice(
  q: ListingQuery,
  min: number | null,
  max: number | null,
  range: { min: number; max: number } | null,
): ListingQuery {
  let lo = min !== null && Number.isFinite(min) ? Math.max(0, Math.floor(min)) : null;
  let hi = max !== null && Number.isFinite(max) ? Math.max(0, Math.ceil(max)) : null;
  if (lo !== null && hi !== null && lo > hi) [lo, hi] = [hi, lo];
  if (range) {
    if (lo !== null && lo <= range.min) lo = null;
    if (hi !== null && hi >= range.max) hi = null;
  }
  return firstPage({ ...q, priceMin: lo, priceMax: hi });
}

export const withSort = (q: ListingQuery, sort: Sort): ListingQuery => firstPage({ ...q, sort });
export const withPage = (q: ListingQuery, page: number): ListingQuery => ({ ...q, page: clampPage(page) });

/** The sort choices in the order the select shows them. */
export const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: "recommended", label: "Önerilen" },
  { value: "price_asc", label: "En Düşük Fiyat" },
  { value: "price_desc", label: "En Yüksek Fiyat" },
  { value: "newest", label: "En Yeniler" },
  { value: "bestseller", label: "Çok Satanlar" },
  { value: "rating", label: "En Yüksek Puan" },
];

export const isSort = (value: string): value is Sort => SORT_OPTIONS.some((o) => o.value === value);

/** Price slider steps that keep a wide range quick to drag and a narrow one exact. */
export function priceStep(span: number): number {
  if (span > 20_000) return 100;
  if (span > 5_000) return 50;
  if (span > 1_000) return 10;
  if (span > 200) return 5;
  return 1;
}

/** '12 500 TL - 20 000 TL', '100 TL ve üzeri', '500 TL ve altı'. */
export function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatSliderLira(min)} - ${formatSliderLira(max)}`;
  if (min !== null) return `${formatSliderLira(min)} ve üzeri`;
  return `${formatSliderLira(max ?? 0)} ve altı`;
}

export type Chip = { id: string; label: string; title: string; remove: ListingQuery };

/** 'Seçimleriniz': one chip per chosen value (labels from the facets when known) and one for the price. */
export function chipsOf(q: ListingQuery, facets: ListingFacet[]): Chip[] {
  const chips: Chip[] = [];
  for (const key of FACET_KEYS) {
    const facet = facets.find((f) => f.key === key);
    for (const value of activeValues(q, key)) {
      const label =
        facet?.values.find((v) => v.value === value)?.label ?? (key === "stock" || key === "discount" ? FLAG_LABELS[key] : value);
      chips.push({ id: `${key}:${value}`, label, title: facet?.title ?? FACET_TITLES[key], remove: removeValue(q, key, value) });
    }
  }
  if (hasPrice(q)) chips.push({ id: "price", label: priceLabel(q.priceMin, q.priceMax), title: "Fiyat", remove: withoutPrice(q) });
  return chips;
}

/**
 * The address of one page of the state: ?sayfa=N for the server (no JavaScript, search engines)
 * and the whole state in the hash for the page's script: /kategori/giyim?sayfa=2#/sort[price]=asc&page=2.
 */
export function pageHref(pathname: string, search: string, q: ListingQuery, page: number): string {
  const params = new URLSearchParams(search);
  params.delete(PAGE_PARAM);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const s = params.toString();
  return `${pathname}${s ? `?${s}` : ""}${listingHash(withPage(q, page))}`;
}

/** '1.234' (Turkish thousands), the same on server and client. */
export function formatCount(n: number): string {
  return String(Math.max(0, Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * Whether two addresses show the same listing apart from the hash and ?sayfa= (which the page
 * fetches itself as JSON): then the route's loader need not run again.
 */
export function sameListingUrl(a: URL, b: URL): boolean {
  return a.pathname === b.pathname && searchWithoutPage(a.search) === searchWithoutPage(b.search);
}
