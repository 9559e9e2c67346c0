/**
 * The store locator's addresses, one constant each (links in the footer, the menus, the sitemap,
 * the pages and their tests read them from here).
 */

/** The store locator page (spec section 2 names the list's call; the page itself lives here). */
export const STORE_LOCATOR_PAGE = "/magazalar";

/** The list's JSON call (spec section 7): `?storeType={type}[&city={id}]`. */
export const STORE_LIST_CALL = "/magazalar/get-store/";

/** A store's page: /magaza/{sefUrl}. */
export const storePageUrl = (sefUrl: string) => `/magaza/${encodeURIComponent(sefUrl)}`;

/**
 * Directions to a store in the visitor's own map application: an address built from the store's
 * coordinates only (nothing about the visitor goes into it), opened as an ordinary link.
 */
export const directionsUrl = (lat: number, lon: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lon.toFixed(6)}`;
