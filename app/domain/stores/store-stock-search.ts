/**
 * A store's stock search (its page, /magaza/{sefUrl}?q=…&sayfa=…), the rules the page and the
 * server share: the query's limits and messages, the pages, and what a found product looks like.
 *
 * A query is an exact product code (sku, 'MD-000123-02') or barcode (8 to 14 digits), or words
 * matched the way the shop's search matches them (folded Turkish, each word's light stem starting a
 * word of the product's search text: see domain/search/listing-engine.ts keywordTerms). An empty
 * query lists what the store has, best sellers first.
 */
import { z } from "zod";
import { foldForSearch } from "#app/lib/turkish";
import { STOCK_QUERY_TOO_LONG, STOCK_QUERY_TOO_SHORT } from "./messages";

export const STOCK_PAGE_SIZE = 12;
/** Pages go no deeper than this (120 products): a longer list asks for a narrower query, and no page reads far into the catalogue. */
export const STOCK_MAX_PAGE = 10;
export const STOCK_QUERY_MIN = 2;
export const STOCK_QUERY_MAX = 100;

/** The query's parameters on the store's page. */
export const STOCK_QUERY_PARAM = "q";
export const STOCK_PAGE_PARAM = "sayfa";

const SKU = /^[a-z]{1,6}-[0-9]{1,10}(?:-[0-9]{1,4})?$/i;
const BARCODE = /^[0-9]{8,14}$/;

/** The code a query names (sku upper-cased, or barcode), or null when it is words. */
export function productCodeOf(query: string): { sku: string } | { barcode: string } | null {
  const q = query.trim();
  if (BARCODE.test(q)) return { barcode: q };
  if (SKU.test(q)) return { sku: q.toUpperCase() };
  return null;
}

/** The query's one rule (page and server alike): empty, or 2 to 100 characters with at least 2 letters or digits. */
export const stockQuerySchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v == null ? "" : v),
  z
    .string({ error: STOCK_QUERY_TOO_SHORT })
    .max(STOCK_QUERY_MAX, { error: STOCK_QUERY_TOO_LONG })
    .refine((q) => q === "" || foldForSearch(q).replace(/ /g, "").length >= STOCK_QUERY_MIN, { error: STOCK_QUERY_TOO_SHORT }),
);

/** The message for a typed query, or null when it may be searched. */
export function stockQueryError(query: string): string | null {
  const checked = stockQuerySchema.safeParse(query);
  return checked.success ? null : (checked.error.issues[0]?.message ?? STOCK_QUERY_TOO_SHORT);
}

/** A page number from the address: 1 to STOCK_MAX_PAGE, anything else is page 1. */
export function stockPage(text: string | null): number {
  const n = text && /^\d{1,3}$/.test(text) ? Number(text) : 1;
  return n >= 1 && n <= STOCK_MAX_PAGE ? n : 1;
}

export type StockSearch = { query: string; page: number; error: string | null };

/** The search a store page's address asks for (`?q=…&sayfa=…`, the first q when repeated); a query that breaks the rule comes back with its message. */
export function stockSearchOf(params: URLSearchParams): StockSearch {
  const raw = params.get(STOCK_QUERY_PARAM) ?? "";
  const checked = stockQuerySchema.safeParse(raw);
  const query = raw.trim().slice(0, STOCK_QUERY_MAX * 2);
  if (!checked.success) return { query, page: 1, error: checked.error.issues[0]?.message ?? STOCK_QUERY_TOO_SHORT };
  return { query: checked.data, page: stockPage(params.get(STOCK_PAGE_PARAM)), error: null };
}

/** The address of a result page of a store's stock search. */
export function stockSearchHref(storeUrl: string, query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set(STOCK_QUERY_PARAM, query);
  if (page > 1) params.set(STOCK_PAGE_PARAM, String(page));
  const search = params.toString();
  return `${storeUrl}${search ? `?${search}` : ""}#magaza-stok`;
}

/** One size (variant) of a found product that the store holds. */
export type StockVariant = {
  productId: number;
  sku: string;
  barcode: string;
  /** The variant's size ('2 Yaş'), or null when it has none. */
  size: string | null;
  /** Price in TL (VAT included). */
  price: number;
  /** Units in the store (shown as 'Son {n} ürün' or 'Stokta', as the product page's popup does). */
  quantity: number;
};

/** A found product (catalogue item) with the sizes the store holds. */
export type StockItem = {
  catalogId: number;
  name: string;
  brand: string;
  url: string;
  image: string;
  variants: StockVariant[];
};

export type StockResult = {
  query: string;
  page: number;
  items: StockItem[];
  /** Whether a next page exists (counted without reading the whole match). */
  hasNext: boolean;
  /** More would follow the last page (STOCK_MAX_PAGE): the page asks for a narrower query. */
  narrower: boolean;
  /** 'code': an exact sku or barcode; 'words': the shop's word search; 'all': no query. */
  match: "code" | "words" | "all";
};
