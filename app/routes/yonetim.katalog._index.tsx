/**
 * /yonetim/katalog: the catalogue in the back office (permission catalogue.write):
 * find items by name, sku or barcode, filter by category, brand, status, type and stock, 50 a page
 * newest first (catalogue-editor.server.ts: indexed, never a scan of the catalogue); each opens its
 * form. Links to a new item and to the bulk price and stock update.
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/yonetim.katalog._index";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CatalogueFilterForm, CatalogueRows } from "#app/components/back-office/catalogue-list";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { catalogueChoices, findCatalogueItems, readCatalogueQuery } from "#app/domain/catalog/catalogue-editor.server";
import { NO_STORE } from "#app/lib/cache-control";
import { formatMoney } from "#app/lib/money";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "catalogue.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Katalog");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const search = new URL(request.url).searchParams;
  const { filters, before } = readCatalogueQuery(search);
  const [found, choices] = await Promise.all([findCatalogueItems(context.db, filters, before), catalogueChoices(context.db)]);
  const next =
    found.next != null ? `?${new URLSearchParams([...[...search].filter(([k]) => k !== "once"), ["once", String(found.next)]])}` : null;
  return data(
    {
      filters,
      first: before == null,
      rows: found.rows.map((r) => ({
        id: r.id,
        name: r.name,
        brand: r.brand,
        category: r.category,
        status: r.status,
        type: r.type,
        totalStock: r.totalStock,
        price: formatMoney(r.minPriceKurus),
        originalPrice: r.minOriginalPriceKurus > r.minPriceKurus ? formatMoney(r.minOriginalPriceKurus) : null,
      })),
      next,
      categories: choices.categories.map((c) => ({ value: String(c.id), label: c.parent ? `${c.parent} › ${c.name}` : c.name })),
      brands: choices.brands.map((b) => ({ value: String(b.id), label: b.name })),
    },
    { headers: NO_STORE },
  );
}

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const { filters, rows, next, first, categories, brands } = loaderData;
  return (
    <>
      <BackOfficeHeading
        title="Katalog"
        intro="Ürünleri bulun, fiyat, stok ve bilgilerini değiştirin. Değişiklikler mağazada birkaç saniye içinde görünür."
      />
      <p className="mb-4 flex flex-wrap gap-3">
        <Link to={href("/yonetim/katalog/yeni")} className="btn-primary h-11 px-5">
          Yeni ürün
        </Link>
        <Link to={href("/yonetim/katalog/toplu-guncelleme")} className="btn-secondary h-11 px-5">
          Toplu fiyat ve stok güncelleme
        </Link>
      </p>
      <BackOfficeCard className="mb-6">
        <CatalogueFilterForm values={filters} categories={categories} brands={brands} />
      </BackOfficeCard>
      {rows.length === 0 ? <p className="text-slate-700">Bu aramaya uyan ürün yok.</p> : <CatalogueRows rows={rows} />}
      {(next || !first) && (
        <nav aria-label="Ürün sayfaları" className="mt-6 flex flex-wrap justify-between gap-3 text-sm font-bold">
          {!first ? (
            <Link to="?" className="btn-secondary h-11 px-5">
              ← İlk sayfa
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={next} className="btn-secondary h-11 px-5">
              Sonraki sayfa →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
