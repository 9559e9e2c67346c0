/**
 * GET /arama/ajax/urunler: the listing as JSON (PRODUCT.md): keyword, category,
 * criteria[{facet}]=v1,v2, price=min-max, sort[price]=asc|desc (sort[newest], sort[bestseller],
 * sort[rating]), page, skuList → {success, items, paginationData, facets, priceRange}.
 * Bad input never fails: it falls back to defaults.
 */
import type { Route } from "./+types/arama.ajax.urunler";
import { fail, ok } from "#app/lib/api.server";
import { parseListingQuery } from "#app/domain/search/listing-query";
import { searchListing } from "#app/domain/search/listing.server";
import { CATEGORY_NOT_FOUND } from "#app/domain/search/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseListingQuery(new URL(request.url).searchParams);
  const result = await searchListing(context.db, query);
  if (!result)
    return fail(CATEGORY_NOT_FOUND, 404, { items: [], paginationData: { totalCount: 0, totalPage: 1, currentPage: 1 }, facets: [] });
  return ok(result, { headers: { "Cache-Control": "no-store" } });
}
