/**
 * Canonical addresses and the meta tags every page shares (title, description, Open Graph,
 * canonical link). Pure: usable in loaders (with the request) and in meta functions.
 *
 * Typical use in a route:
 *   export function loader({ request }) { return { …, canonical: canonicalUrl(request) }; }
 *   export const meta = ({ data }) => seoMeta({ title: "Bebek", description: "…", url: data?.canonical });
 */
import type { MetaDescriptor } from "react-router";

export const SHOP_NAME = "Minik Dünya";

/** Query parameters that only say where a visitor came from: never part of a canonical address. */
const TRACKING_PARAM =
  /^(utm_.*|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|igshid|srsltid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|ref|referrer|source)$/i;

export const isTrackingParam = (name: string) => TRACKING_PARAM.test(name);

type Source = Request | URL | string;

/** One slash between segments (and so never '//host' at the start). */
const tidyPath = (path: string) => path.replace(/\/{2,}/g, "/");

export type CanonicalOptions = {
  /**
   * The shop's public origin ('https://www.example.com'), on the server `publicOrigin()` from
   * lib/public-url.server.ts. Never the request's own origin: its Host header is the visitor's to
   * choose. Without it the answer is a path.
   */
  origin?: string;
  /** Keep only these query parameters (besides, tracking parameters always go). */
  keep?: readonly string[];
};

/**
 * The canonical address of a request or a path: the shop's public origin, the path, and the
 * query without tracking parameters (utm_*, gclid, fbclid …) and empty values, sorted so that
 * one page has one address; never a #fragment. Only the path and query of a request are used.
 *   canonicalUrl(request, origin)                      → https://shop/kategori/bebek?page=2
 *   canonicalUrl("/kategori/bebek", origin)            → https://shop/kategori/bebek
 *   canonicalUrl(request, { origin, keep: ["keyword"] }) → only ?keyword= stays
 * A bare path with no origin resolves against the browser's location; on the server it stays a path.
 */
export function canonicalUrl(source: Source, originOrOptions?: string | CanonicalOptions): string {
  const options: CanonicalOptions = typeof originOrOptions === "string" ? { origin: originOrOptions } : (originOrOptions ?? {});
  const origin = options.origin ? new URL(options.origin).origin : undefined;
  let url: URL;
  let relative = false;
  if (typeof source === "string" && /^https?:\/\//i.test(source)) url = new URL(source);
  else {
    const from = typeof source === "string" ? tidyPath("/" + source) : source instanceof URL ? source : new URL(source.url);
    const tail = typeof from === "string" ? from : tidyPath(from.pathname) + from.search;
    const base = origin ?? (typeof location !== "undefined" ? location.origin : undefined);
    relative = !base;
    // Never protocol-relative: '//evil.example/x' is a path here, not another host.
    url = new URL(tail, base ?? "http://relative.invalid");
  }
  const params = [...url.searchParams.entries()]
    .filter(([name, value]) => value !== "" && !isTrackingParam(name) && (!options.keep || options.keep.includes(name)))
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const path = tidyPath(url.pathname);
  const tail = path + (query ? "?" + query : "");
  return relative ? tail : url.origin + tail;
}

export type SeoInput = {
  /** The page's own title; ' | Minik Dünya' is added unless the shop's name is already in it. */
  title: string;
  description?: string;
  /** The canonical address (absolute, from canonicalUrl); also og:url. */
  url?: string;
  /** og:type: 'website' (default), 'product', 'article'. */
  type?: string;
  /** An absolute image address for og:image. */
  image?: string;
  /** Keep the page out of search engines (search results with filters, account pages). */
  noindex?: boolean;
};

/** React Router meta descriptors: title, description, Open Graph, canonical link, robots. */
export function seoMeta({ title, description, url, type = "website", image, noindex }: SeoInput): MetaDescriptor[] {
  const fullTitle = title.includes(SHOP_NAME) ? title : `${title} | ${SHOP_NAME}`;
  const meta: MetaDescriptor[] = [{ title: fullTitle }];
  if (description) meta.push({ name: "description", content: description });
  meta.push(
    { property: "og:title", content: title },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:locale", content: "tr_TR" },
  );
  if (description) meta.push({ property: "og:description", content: description });
  meta.push({ property: "og:type", content: type });
  if (url) meta.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  if (image) meta.push({ property: "og:image", content: image });
  if (noindex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}
