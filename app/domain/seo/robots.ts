/** robots.txt: crawl everything public; keep robots out of accounts, basket, payment, back office and dev pages. */
import { href } from "react-router";

export const DISALLOWED_PATHS = [
  "/__dev/",
  "/kullanici/",
  "/cart/",
  "/payment/",
  "/yonetim",
  // JSON calls behind the pages: nothing to index, only load.
  "/arama/suggest",
  "/arama/ajax/",
  // The contact page's order-number call (the page /bize-ulasin itself is indexed).
  "/bize-ulasin/",
  // The store list's call (the locator /magazalar and the store pages are indexed).
  "/magazalar/get-store",
  // The subscription calls (the page /abonelik itself is indexed).
  "/abonelik/",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}${href("/sitemap.xml")}`,
    "",
  ].join("\n");
}
