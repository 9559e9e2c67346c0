/**
 * The addresses of an order's pages, as every place that links to them writes them (the
 * checkout's redirect, Siparişlerim, the order's e-mails and SMS). Paths: an e-mail or SMS makes
 * them absolute with PUBLIC_URL (lib/public-url.server.ts), never with a request's host.
 */
import { href } from "react-router";

/**
 * An order's summary page (its thank-you page): /payment/checkout/summary?orderHash=…. Whoever
 * placed the order sees it whole; anyone else holding the link sees where it stands, its products
 * and its parcel's tracking, without personal data (orders/order-summary.server.ts).
 */
export const summaryUrl = (orderHash: string) => `${href("/payment/checkout/summary")}?orderHash=${encodeURIComponent(orderHash)}`;

/** A member's return page for the order ('İade Talebi'): members only, within the return window. */
export const returnPageUrl = (orderHash: string) =>
  href("/kullanici/siparislerim/iade/detay/:orderHash", { orderHash: encodeURIComponent(orderHash) });

/** The product page's hash that opens its comments tab, where a buyer writes a review ('Değerlendir'). */
export const REVIEWS_HASH = "degerlendirmeler";

/** A product page (a line's `url`) opened at its comments tab. */
export const reviewUrl = (productUrl: string) => `${productUrl}#${REVIEWS_HASH}`;
