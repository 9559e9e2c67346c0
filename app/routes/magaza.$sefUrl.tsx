/**
 * /magaza/{sefUrl}: a store's page (spec section 2 "Stores"): name, type,
 * address, phone, opening hours and services, a map drawn by the shop (no tile server) with a link
 * for directions, the store's stock search (`?q=…&sayfa=…`, domain/stores/store-stock-search.ts)
 * and the other stores of its city. An unknown or inactive store is the shop's 404 page.
 * Stock changes by the minute and the query is the visitor's: never kept by a cache.
 */
import { data, href } from "react-router";
import type { Route } from "./+types/magaza.$sefUrl";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { StoreTypeBadge } from "#app/components/stores/store-card";
import { CityStores, StoreDetails } from "#app/components/stores/store-details";
import { StoreStockSearch } from "#app/components/stores/store-stock-search";
import { canonicalUrl, seoMeta } from "#app/domain/seo";
import { STORE_NOT_FOUND } from "#app/domain/stores/messages";
import { stockSearchOf } from "#app/domain/stores/store-stock-search";
import { searchStoreStock } from "#app/domain/stores/store-stock-search.server";
import { activeStores, storeBySefUrl } from "#app/domain/stores/stores.server";
import { NO_STORE } from "#app/lib/cache-control";
import { publicOrigin } from "#app/lib/public-url.server";

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: `${STORE_NOT_FOUND} | Minik Dünya` }];
  const { store } = page;
  return seoMeta({
    title: `${store.name} (${store.city})`,
    description: `Minik Dünya ${store.name}: ${store.address}. Telefon ${store.phone}, çalışma saatleri ${store.openingHours}. Mağaza stoğundaki ürünleri arayın, yol tarifi alın.`,
    url: page.canonical,
  });
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const store = await storeBySefUrl(context.db, params.sefUrl);
  if (!store) throw data(STORE_NOT_FOUND, { status: 404 });
  const search = stockSearchOf(new URL(request.url).searchParams);
  const [stock, stores] = await Promise.all([
    search.error ? null : searchStoreStock(context.db, store.id, search.query, search.page),
    activeStores(context.db),
  ]);
  return data(
    {
      store,
      search,
      stock,
      points: stores.map(({ id, name, lat, lon }) => ({ id, name, lat, lon })),
      cityStores: stores.filter((s) => s.cityId === store.cityId && s.id !== store.id),
      canonical: canonicalUrl(store.url, publicOrigin()),
    },
    { headers: NO_STORE },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const { store, search, stock, points, cityStores } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs
        items={[
          { label: "Mağazalarımız", to: href("/magazalar") },
          { label: store.city, to: `${href("/magazalar")}?city=${store.cityId}` },
          { label: store.name },
        ]}
      />
      <header className="mt-5 mb-6">
        <StoreTypeBadge typeName={store.typeName} />
        <h1 className="mt-2 text-2xl font-black text-ink md:text-3xl">{store.name}</h1>
        <p className="mt-1 text-slate-600">
          Minik Dünya {store.city} · Mağaza kodu {store.code}
        </p>
      </header>
      <div className="grid gap-6">
        <StoreDetails store={store} points={points} />
        <StoreStockSearch key={store.id} storeUrl={store.url} storeName={store.name} search={search} result={stock} />
        <CityStores store={store} others={cityStores} />
      </div>
    </div>
  );
}
