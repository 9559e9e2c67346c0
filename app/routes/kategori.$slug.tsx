/**
 * /kategori/{slug}: the category listing. The server renders the first page (or ?sayfa=N, for
 * pages without JavaScript and for search engines) with searchListing; filters, sort and pages
 * then live in the URL hash (#/criteria[brand]=…&sort[price]=asc&page=2, PRODUCT.md).
 */
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/kategori.$slug";
import { ListingView } from "#app/components/listing/listing-view";
import { pageFromSearch, sameListingUrl, scopeQuery } from "#app/components/listing/listing-state";
import { loadCategoryContext } from "#app/domain/catalog/category-page.server";
import { CATEGORY_NOT_FOUND } from "#app/domain/search/messages";
import { searchListing } from "#app/domain/search/listing.server";
import { canonicalUrl } from "#app/domain/seo";
import { publicOrigin } from "#app/lib/public-url.server";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";

/** The same for every visitor (nothing personal in it): served from the page cache (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: true };

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [];
  const { category } = page.context;
  const { currentPage, totalCount } = page.result.paginationData;
  const suffix = currentPage > 1 ? ` - Sayfa ${currentPage}` : "";
  return [
    { title: `${category.name}${suffix} | Minik Dünya` },
    {
      name: "description",
      content:
        category.description || `${category.name} ürünleri Minik Dünya'da: ${totalCount} ürün, uygun fiyat ve taksit seçenekleriyle.`,
    },
    { tagName: "link", rel: "canonical", href: page.canonical },
  ];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const frame = await loadCategoryContext(context.db, params.slug);
  if (!frame) throw data(CATEGORY_NOT_FOUND, { status: 404 });
  const query = scopeQuery({ category: frame.category.slug }, pageFromSearch(new URL(request.url).search));
  const result = await searchListing(context.db, query);
  if (!result) throw data(CATEGORY_NOT_FOUND, { status: 404 });
  const { currentPage } = result.paginationData;
  const canonical = canonicalUrl(currentPage > 1 ? `${frame.category.url}?sayfa=${currentPage}` : frame.category.url, publicOrigin());
  return { context: frame, query, result, canonical };
}

/** Filters live in the hash and come as JSON: only a new category (or ?sayfa=) needs the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return sameListingUrl(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { context: frame, query, result } = loaderData;
  const { category, trail, subcategories } = frame;
  return (
    <ListingView
      // Another category is another listing: its state starts afresh.
      key={category.slug}
      scope={{ category: category.slug }}
      title={category.name}
      description={category.description}
      breadcrumbs={trail.map((c, i) => ({ label: c.name, to: i < trail.length - 1 ? c.url : undefined }))}
      subcategories={subcategories.map((s) => ({ name: s.name, url: s.url, current: s.current }))}
      serverQuery={query}
      serverResult={result}
    />
  );
}
