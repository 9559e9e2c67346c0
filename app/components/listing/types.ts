/**
 * The listing's data as the page receives it: the loader's first page and GET
 * /arama/ajax/urunler's answer share one shape (searchListing's result; type-only imports, so no
 * server code reaches the browser).
 */
import type { ListingItem } from "#app/domain/catalog/listing-item.server";
import type { Facet, FacetValue, ListingResult } from "#app/domain/search/listing.server";

export type { ListingItem, ListingResult };
export type ListingFacet = Facet;
export type ListingFacetValue = FacetValue;

/** The JSON call's answer: the result plus `success` (a refusal carries a reason instead). */
export type ListingAnswer = ListingResult & { success: boolean; reason?: string; message?: string; [key: string]: unknown };
