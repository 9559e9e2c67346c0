/**
 * /yonetim/siparisler: the orders (permission orders.read): a GET filter form
 * (number, e-mail or its start, phone in any form, where it stands — the dashboard's `durum=`
 * buckets —, payment type, store, Türkiye days from and to), 50 a page, newest first, each with
 * number, date, customer, total, payment type and status; 'CSV olarak indir' exports the filtered
 * list (/yonetim/siparisler/disa-aktar). A store manager sees their store's orders only
 * (domain/orders/order-search.server.ts).
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/yonetim.siparisler";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { OrderFilterForm, OrderRows } from "#app/components/back-office/order-list";
import { storeScope, type BackOfficeHandle } from "#app/domain/permissions/permissions";
import { BUCKET_CHOICES, orderQueryString, PAYMENT_CHOICES, readOrderQuery } from "#app/domain/orders/order-search";
import { searchOrders, storeFilterChoices } from "#app/domain/orders/order-search.server";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "orders.read" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Siparişler");

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const { filters, page } = readOrderQuery(new URL(request.url).searchParams);
  const scope = storeScope(manager);
  const [list, stores] = await Promise.all([
    searchOrders(context.db, filters, page, scope),
    scope == null ? storeFilterChoices(context.db) : null,
  ]);
  return data(
    {
      filters: scope == null ? filters : { ...filters, storeId: null },
      rows: list.rows,
      page: list.page,
      previous: page > 1 ? orderQueryString(filters, page - 1) || "?" : null,
      next: list.hasNext ? orderQueryString(filters, page + 1) : null,
      exportHref: `${href("/yonetim/siparisler/disa-aktar")}${orderQueryString(filters)}`,
      buckets: BUCKET_CHOICES,
      payments: PAYMENT_CHOICES,
      stores,
    },
    { headers: NO_STORE },
  );
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { filters, rows, page, previous, next, exportHref, buckets, payments, stores } = loaderData;
  return (
    <>
      <BackOfficeHeading title="Siparişler" intro="En yeni sipariş üstte; sayfa başına 50 sipariş." />
      <BackOfficeCard className="mb-6">
        <OrderFilterForm values={filters} buckets={buckets} payments={payments} stores={stores} exportHref={exportHref} />
      </BackOfficeCard>
      {rows.length === 0 ? <p className="text-slate-700">Bu filtrelere uyan sipariş yok.</p> : <OrderRows rows={rows} />}
      {(previous || next) && (
        <nav aria-label="Sipariş sayfaları" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm font-bold">
          {previous ? (
            <Link to={previous} className="btn-secondary h-11 px-5">
              ← Önceki sayfa
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-700">Sayfa {page}</span>
          {next ? (
            <Link to={next} className="btn-secondary h-11 px-5">
              Sonraki sayfa →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
