/**
 * /arama?keyword=…: search results. The server renders the first page (or ?sayfa=N) with
 * searchListing; filters, sort and pages then live in the URL hash like on category pages.
 * The keyword is plain text everywhere (React escapes it; parseListingQuery trims and cuts it).
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/arama";
import { ListingView } from "#app/components/listing/listing-view";
import { pageFromSearch, sameListingUrl, scopeQuery } from "#app/components/listing/listing-state";
import { parseListingQuery } from "#app/domain/search/listing-query";
import { searchListing } from "#app/domain/search/listing.server";

/** The keyword as the listing reads it (spaces collapsed, at most 100 characters). */
function keywordOf(url: URL): string {
  return parseListingQuery(new URLSearchParams({ keyword: url.searchParams.get("keyword") ?? "" })).keyword;
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  const keyword = page?.query.keyword;
  return [
    { title: keyword ? `"${keyword}" araması | Minik Dünya` : "Arama Sonuçları | Minik Dünya" },
    { name: "robots", content: "noindex, follow" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = scopeQuery({ keyword: keywordOf(url) }, pageFromSearch(url.search));
  // Without a category the search always has a result (possibly empty).
  const result = (await searchListing(context.db, query))!;
  return { query, result };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return sameListingUrl(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, result } = loaderData;
  const keyword = query.keyword;
  return (
    <ListingView
      // A new search is a new listing: its state starts afresh.
      key={keyword}
      scope={{ keyword }}
      title={keyword ? `"${keyword}" için arama sonuçları` : "Arama Sonuçları"}
      breadcrumbs={[{ label: "Arama Sonuçları" }]}
      serverQuery={query}
      serverResult={result}
    />
  );
}
