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
const TRACKING_PARAM = /^(utm_.*|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|igshid|srsltid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|ref|referrer|source)$/i;

export const isTrackingParam = (name: string) => TRACKING_PARAM.test(name);

type Source = Request | URL | string;

/** One slash between segments (and so never '//host' at the start). */
const tidyPath = (path: string) => path.replace(/\/{2,}/g, "/");

const toUrl = (source: Request | URL) => (source instanceof URL ? source : new URL(source.url));

/**
 * The shop's origin ('https://www.example.com') as the request reached it. Behind a proxy on the
 * same machine, Express takes the protocol and host from X-Forwarded-Proto/-Host ('trust proxy').
 */
export function shopOrigin(source: Source): string {
  return typeof source === "string" ? new URL(source).origin : toUrl(source).origin;
}

export type CanonicalOptions = {
  /** Where a path is resolved: the request (its origin), a URL or an origin string. */
  origin?: Source;
  /** Keep only these query parameters (besides, tracking parameters always go). */
  keep?: readonly string[];
};

/**
 * The absolute canonical address of a request or a path: the shop's origin, the path, and the
 * query without tracking parameters (utm_*, gclid, fbclid …) and empty values, sorted so that
 * one page has one address; never a #fragment.
 *   canonicalUrl(request)                          → https://shop/kategori/bebek?page=2
 *   canonicalUrl("/kategori/bebek", request)       → https://shop/kategori/bebek
 *   canonicalUrl(request, { keep: ["keyword"] })   → only ?keyword= stays
 * A bare path with no origin resolves against the browser's location; on the server it stays a path.
 */
export function canonicalUrl(source: Source, originOrOptions?: Source | CanonicalOptions): string {
  const options: CanonicalOptions =
    originOrOptions === undefined || typeof originOrOptions === "string" || originOrOptions instanceof URL || originOrOptions instanceof Request
      ? { origin: originOrOptions }
      : originOrOptions;
  const origin = options.origin ? shopOrigin(options.origin) : undefined;
  let url: URL;
  let relative = false;
  if (typeof source !== "string") {
    const from = toUrl(source);
    url = new URL(tidyPath(from.pathname) + from.search, origin ?? from.origin);
  } else if (/^https?:\/\//i.test(source)) url = new URL(source);
  else {
    const base = origin ?? (typeof location !== "undefined" ? location.origin : undefined);
    relative = !base;
    // Never protocol-relative: '//evil.example/x' is a path here, not another host.
    url = new URL(tidyPath("/" + source), base ?? "http://relative.invalid");
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
  meta.push({ property: "og:title", content: title }, { property: "og:site_name", content: SHOP_NAME }, { property: "og:locale", content: "tr_TR" });
  if (description) meta.push({ property: "og:description", content: description });
  meta.push({ property: "og:type", content: type });
  if (url) meta.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  if (image) meta.push({ property: "og:image", content: image });
  if (noindex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}
