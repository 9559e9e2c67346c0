/**
 * The sitemaps (sitemaps.org): the home page, every category, the legal pages, the contact page,
 * the store locator and every active store's page, and every active product page. A sitemap holds
 * at most 50,000 addresses, so a big catalogue gets a sitemap index at /sitemap.xml pointing to
 * /sitemap-pages.xml and /sitemap-products-{n}.xml (40,000 products each); a small one (up to
 * 40,000 addresses) is listed whole at /sitemap.xml.
 *
 * The addresses are read at most once an hour per database and kept without the origin; each
 * answer puts in the public origin (PUBLIC_URL), never the request's Host.
 */
import { href } from "react-router";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { COOKIE_POLICY, LEGAL_DOCUMENTS } from "#app/domain/legal/legal-documents";
import { loadCategoryTree } from "#app/domain/categories/categories.server";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { activeStores } from "#app/domain/stores/stores.server";

export const SITEMAP_CHUNK = 40_000;
export const SITEMAP_CACHE_MS = 60 * 60 * 1000;
/** Up to this many product sitemaps have routes (app/routes.ts): a million products. */
export const MAX_PRODUCT_SITEMAPS = 25;

type Entry = { path: string; lastmod?: string };

type Cached<T> = { at: number; value: Promise<T> };

function hourly<K, T>() {
  const caches = new WeakMap<Db, Map<K, Cached<T>>>();
  return (db: Db, key: K, read: () => Promise<T>): Promise<T> => {
    let map = caches.get(db);
    if (!map) caches.set(db, (map = new Map()));
    const hit = map.get(key);
    if (hit && Date.now() - hit.at < SITEMAP_CACHE_MS) return hit.value;
    const value = read();
    map.set(key, { at: Date.now(), value });
    value.catch(() => map.delete(key));
    return value;
  };
}

const pagesCache = hourly<"pages", Entry[]>();
const countCache = hourly<"count", number>();
const chunkCache = hourly<number, Entry[]>();

/** Home, categories (menu order), the campaigns page, the legal texts, the cookie policy, the contact page, gift list search, the gift card page, the store locator and every active store's page. */
export function loadPageEntries(db: Db): Promise<Entry[]> {
  return pagesCache(db, "pages", async () => {
    const tree = await loadCategoryTree(db);
    const categories: Entry[] = [];
    const walk = (parentId: number | null) => {
      for (const row of tree.childrenOf.get(parentId) ?? []) {
        categories.push({ path: href("/kategori/:slug", { slug: encodeURIComponent(row.slug) }) });
        walk(row.id);
      }
    };
    walk(null);
    const legal = Object.keys(LEGAL_DOCUMENTS).map((slug) => ({ path: href("/sozlesmeler/:slug", { slug: encodeURIComponent(slug) }) }));
    const storePages = (await activeStores(db)).map((store) => ({ path: store.url }));
    return [
      { path: href("/") },
      ...categories,
      { path: href("/kampanyalar") },
      ...legal,
      { path: `/${COOKIE_POLICY.slug}` },
      { path: href("/bize-ulasin") },
      { path: href("/hediye-listesi/ara") },
      { path: href("/hediye-kart-islemleri") },
      { path: href("/magazalar") },
      { path: href("/abonelik") },
      ...storePages,
    ];
  });
}

export function countActiveProducts(db: Db): Promise<number> {
  return countCache(db, "count", async () => {
    const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM catalog_items WHERE status = 'active'`);
    return Number(row?.n ?? 0);
  });
}

/** Product sitemap number `n` (from 1): active items in id order, 40,000 each. */
export function loadProductChunk(db: Db, n: number): Promise<Entry[]> {
  return chunkCache(db, n, async () => {
    const rows = await queryRows<{ id: number | string; sef_url: string; updated_at: string | Date | null }>(
      db,
      sql`SELECT id, sef_url, updated_at FROM catalog_items WHERE status = 'active'
          ORDER BY id LIMIT ${SITEMAP_CHUNK} OFFSET ${(n - 1) * SITEMAP_CHUNK}`,
    );
    return rows.map((r) => ({ path: productUrl(r.sef_url, Number(r.id)), lastmod: isoDate(r.updated_at) }));
  });
}

function isoDate(value: string | Date | null): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlsetXml(origin: string, entries: Entry[]): string {
  const parts = [HEAD, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const e of entries) {
    parts.push(`<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>\n`);
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

export function sitemapIndexXml(origin: string, paths: string[]): string {
  const parts = [HEAD, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const path of paths) parts.push(`<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>\n`);
  parts.push("</sitemapindex>\n");
  return parts.join("");
}

export const productSitemapCount = (products: number) => Math.min(MAX_PRODUCT_SITEMAPS, Math.max(1, Math.ceil(products / SITEMAP_CHUNK)));

/** /sitemap.xml: every address when they fit in one sitemap of 40,000, else the index. */
export async function mainSitemap(db: Db, origin: string): Promise<string> {
  const [pages, products] = await Promise.all([loadPageEntries(db), countActiveProducts(db)]);
  if (pages.length + products <= SITEMAP_CHUNK) {
    const items = products ? await loadProductChunk(db, 1) : [];
    return urlsetXml(origin, [...pages, ...items]);
  }
  // The product sitemaps are numbered routes, made in app/routes.ts the same way; href() names one route, not a numbered series.
  // eslint-disable-next-line no-restricted-syntax
  const chunks = Array.from({ length: productSitemapCount(products) }, (_, i) => `/sitemap-products-${i + 1}.xml`);
  return sitemapIndexXml(origin, [href("/sitemap-pages.xml"), ...chunks]);
}

export async function pagesSitemap(db: Db, origin: string): Promise<string> {
  return urlsetXml(origin, await loadPageEntries(db));
}

/** null when there is no such product sitemap. */
export async function productSitemap(db: Db, origin: string, n: number): Promise<string | null> {
  if (!Number.isInteger(n) || n < 1 || n > MAX_PRODUCT_SITEMAPS) return null;
  const products = await countActiveProducts(db);
  if (n > productSitemapCount(products)) return null;
  return urlsetXml(origin, await loadProductChunk(db, n));
}

export const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };
