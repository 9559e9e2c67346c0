/** The store locator's Turkish texts: the list's call and page, a store's page and its stock search. */

export const STORE_TYPE_INVALID = "Lütfen geçerli bir mağaza tipi seçiniz.";
export const STORE_TYPE_REQUIRED = "Lütfen bir mağaza tipi seçiniz.";
/** A city that is not a plate code 1–81 (the address calls' wording). */
export { CITY_NOT_FOUND as STORE_CITY_INVALID } from "#app/domain/places/messages";
/** A valid filter that no store matches. */
export const NO_STORE_FOR_FILTER = "Seçtiğiniz kriterlere uygun mağazamız bulunmamaktadır.";
export const STORE_NOT_FOUND = "Mağaza bulunamadı.";

/** The stock search (a store's page). */
export const STOCK_QUERY_TOO_SHORT = "Lütfen en az 2 karakter giriniz.";
export const STOCK_QUERY_TOO_LONG = "Lütfen en fazla 100 karakter giriniz.";
/** The spec's empty search text (section 8), as the listing says it. */
export { NO_PRODUCTS as NO_STOCK_FOUND } from "#app/domain/search/messages";
