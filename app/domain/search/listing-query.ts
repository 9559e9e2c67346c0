/**
 * The listing's filter state, one shape for the page's URL hash (`#/criteria[brand]=Chicco,Joie&
 * price=100-500&sort[price]=asc&page=2`) and for GET /arama/ajax/urunler's query string.
 * Parsing never throws: unknown keys are dropped, garbage falls back to the defaults.
 */

export const FACET_KEYS = ["category", "brand", "size", "age", "gender", "color", "stock", "discount"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Titles of the facets and labels of the on/off facets, the same on the server and in chips. */
export const FACET_TITLES: Record<FacetKey, string> = {
  category: "Kategori",
  brand: "Marka",
  size: "Beden",
  age: "Yaş",
  gender: "Cinsiyet",
  color: "Renk",
  stock: "Stok Durumu",
  discount: "İndirim",
};
export const FLAG_LABELS = { stock: "Sadece stoktaki ürünler", discount: "İndirimli ürünler" } as const;

export const SORTS = ["recommended", "price_asc", "price_desc", "newest", "bestseller", "rating"] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 24;
export const MAX_PAGE = 10_000;
export const MAX_KEYWORD = 100;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 80;
const MAX_SKUS = 100;

export type ListingQuery = {
  keyword: string;
  /** Category slug the listing is scoped to (the /kategori/{slug} page), '' for search. */
  category: string;
  criteria: Partial<Record<FacetKey, string[]>>;
  /** Whole TL bounds; null when open. */
  priceMin: number | null;
  priceMax: number | null;
  sort: Sort;
  page: number;
  skuList: string[];
};

export const emptyQuery = (): ListingQuery => ({
  keyword: "",
  category: "",
  criteria: {},
  priceMin: null,
  priceMax: null,
  sort: "recommended",
  page: 1,
  skuList: [],
});

const isFacetKey = (k: string): k is FacetKey => (FACET_KEYS as readonly string[]).includes(k);

function cleanValues(raw: string): string[] {
  const values = raw
    .split(",")
    .map((v) => v.trim().slice(0, MAX_VALUE_LENGTH))
    .filter((v) => v.length > 0);
  return [...new Set(values)].slice(0, MAX_VALUES);
}

function parseWholeLira(s: string | undefined): number | null {
  if (!s || !/^\d{1,9}$/.test(s.trim())) return null;
  return Number(s.trim());
}

function parseSort(key: string, value: string): Sort | null {
  const v = value.toLowerCase();
  if (key === "sort[price]") return v === "asc" ? "price_asc" : v === "desc" ? "price_desc" : null;
  if (key === "sort[newest]") return "newest";
  if (key === "sort[bestseller]") return "bestseller";
  if (key === "sort[rating]") return "rating";
  if (key === "sort") return (SORTS as readonly string[]).includes(v) ? (v as Sort) : null;
  return null;
}

/** Reads the state from URLSearchParams (the hash after '#/' or the JSON call's query). */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const q = emptyQuery();
  for (const [key, value] of params) {
    const facet = /^criteria\[([a-z]+)\]$/.exec(key)?.[1];
    if (facet) {
      if (isFacetKey(facet)) {
        const values = cleanValues(value);
        if (values.length) q.criteria[facet] = values;
      }
      continue;
    }
    if (key.startsWith("sort")) {
      q.sort = parseSort(key, value) ?? q.sort;
      continue;
    }
    switch (key) {
      case "keyword":
        q.keyword = value.replace(/\s+/g, " ").trim().slice(0, MAX_KEYWORD);
        break;
      case "category":
        q.category = /^[a-z0-9-]{1,80}$/.test(value) ? value : "";
        break;
      case "price": {
        const [a, b] = value.split("-");
        let min = parseWholeLira(a);
        let max = parseWholeLira(b);
        if (min !== null && max !== null && min > max) [min, max] = [max, min];
        q.priceMin = min;
        q.priceMax = max;
        break;
      }
      case "page": {
        const n = /^\d{1,6}$/.test(value) ? Number(value) : 1;
        q.page = Math.min(Math.max(n, 1), MAX_PAGE);
        break;
      }
      case "skuList":
        q.skuList = cleanValues(value).slice(0, MAX_SKUS);
        break;
    }
  }
  return q;
}

/**
 * Writes the state back as a query string in a stable order, leaving defaults out, so that equal
 * states give equal URLs (the hash the page keeps and the link a shopper shares).
 */
export function serializeListingQuery(q: ListingQuery, { includeScope = true } = {}): string {
  const parts: string[] = [];
  const enc = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ",");
  if (includeScope && q.keyword) parts.push(`keyword=${enc(q.keyword)}`);
  if (includeScope && q.category) parts.push(`category=${enc(q.category)}`);
  for (const key of FACET_KEYS) {
    const values = q.criteria[key];
    if (values?.length) parts.push(`criteria[${key}]=${values.map((v) => encodeURIComponent(v)).join(",")}`);
  }
  if (q.priceMin !== null || q.priceMax !== null) parts.push(`price=${q.priceMin ?? ""}-${q.priceMax ?? ""}`);
  if (q.sort === "price_asc") parts.push("sort[price]=asc");
  else if (q.sort === "price_desc") parts.push("sort[price]=desc");
  else if (q.sort !== "recommended") parts.push(`sort[${q.sort}]=1`);
  if (q.page > 1) parts.push(`page=${q.page}`);
  if (q.skuList.length) parts.push(`skuList=${q.skuList.map((v) => encodeURIComponent(v)).join(",")}`);
  return parts.join("&");
}

/** The hash of a listing page: '#/' + the state without its scope (keyword/category live in the path). */
export function listingHash(q: ListingQuery): string {
  const s = serializeListingQuery({ ...q, keyword: "", category: "" });
  return s ? `#/${s}` : "";
}

/** Reads a '#/…' hash (tolerates a missing '/' and a leading '?'). */
export function parseListingHash(hash: string): ListingQuery {
  return parseListingQuery(new URLSearchParams(hash.replace(/^#\/?\??/, "")));
}
