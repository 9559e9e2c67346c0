/**
 * /magazalar: the store locator (spec section 2 "Stores"). Server-rendered and
 * readable without JavaScript: `?storeType={type}&city={plate}&letter={initial}` filter the list
 * (unknown values show every store). With JavaScript the filters change the address without a
 * reload and the list comes from GET /magazalar/get-store/ (components/stores/store-locator.tsx),
 * so this route's loader is not asked again for a change of query.
 * The same for every visitor: served from the page cache.
 */
import { href } from "react-router";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/magazalar";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { StoreLocator } from "#app/components/stores/store-locator";
import { canonicalUrl, seoMeta } from "#app/domain/seo";
import { byFilters, groupByCity, locatorChoices, locatorFilters } from "#app/domain/stores/store-locator";
import { activeStores } from "#app/domain/stores/stores.server";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";
import { publicOrigin } from "#app/lib/public-url.server";

export const handle: PageCacheHandle = { pageCache: true };

const TITLE = "Mağazalarımız";

export const meta: Route.MetaFunction = ({ data: page }) =>
  seoMeta({
    title: TITLE,
    description: page
      ? `Minik Dünya'nın ${page.cityCount} ildeki ${page.storeCount} mağazası: adresler, telefonlar, çalışma saatleri ve yol tarifi. Size en yakın mağazayı bulun, stoğundaki ürünleri görün.`
      : undefined,
    url: page?.canonical,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const stores = await activeStores(context.db);
  const choices = locatorChoices(stores);
  const filters = locatorFilters(new URL(request.url).searchParams, choices);
  return {
    choices,
    filters,
    // By type and city; the letter is applied by the page (with or without JavaScript alike).
    groups: groupByCity(byFilters(stores, filters)),
    storeCount: stores.length,
    cityCount: choices.cities.length,
    canonical: canonicalUrl(href("/magazalar"), publicOrigin()),
  };
}

/** A change of the filters only (the page's own script asks the list's call): no new loader call. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function StoreLocatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs items={[{ label: TITLE }]} />
      <header className="mt-5 mb-6 max-w-3xl">
        <h1 className="text-2xl font-black text-ink md:text-3xl">{TITLE}</h1>
        <p className="mt-2 text-slate-600">
          {loaderData.cityCount} ilde {loaderData.storeCount} mağazamızla yanınızdayız. Şehrinizi seçin; adres, telefon ve çalışma
          saatlerini görün, mağaza sayfasından stoktaki ürünleri arayın.
        </p>
      </header>
      <StoreLocator choices={loaderData.choices} initialFilters={loaderData.filters} initialGroups={loaderData.groups} />
    </div>
  );
}
