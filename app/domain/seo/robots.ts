/** robots.txt: crawl everything public; keep robots out of accounts, basket, payment, back office and dev pages. */
import { href } from "react-router";

// Disallow lines are path prefixes a crawler matches (a whole folder, a route's calls with or without
// their trailing slash), not links to one route: href() cannot write them, so they stay strings.
/* eslint-disable no-restricted-syntax */
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
/* eslint-enable no-restricted-syntax */

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
