/**
 * A page the same for every visitor (nothing personal in it) says so in its route module:
 * `export const handle = { pageCache: true }` (home, category, product and legal pages).
 * entry.server.tsx marks such a page's answer with this header; server/page-cache.ts keeps it
 * and removes the header before the answer leaves. Only the route knows whether its page is
 * shareable.
 */
export const PAGE_CACHEABLE_HEADER = "X-Page-Cacheable";

export type PageCacheHandle = { pageCache?: boolean };
