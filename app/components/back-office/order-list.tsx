/**
 * /yonetim/siparisler's parts: the filter form (a GET form: works without JavaScript, every filter
 * in the address, so the dashboard can link to a bucket and a list can be bookmarked or exported)
 * and the orders, newest first: a table from 768 px, cards below it.
 */
import { Form, href, Link } from "react-router";
import type { OrderFilters } from "#app/domain/orders/order-search";
import type { OrderListRow } from "#app/domain/orders/order-search.server";
import { formatMoney } from "#app/lib/money";
import { Filter, FilterButtons, type Choice } from "./audit-list";
import { ListTable } from "./list-table";

export function OrderFilterForm({
  values,
  buckets,
  payments,
  stores,
  exportHref,
}: {
  values: OrderFilters;
  buckets: Choice[];
  payments: Choice[];
  stores: Choice[] | null;
  exportHref: string;
}) {
  return (
    <Form method="get" role="search" aria-label="Siparişleri filtrele" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Filter id="siparis-no" name="no" label="Sipariş no" value={values.orderNumber} inputMode="numeric" />
      <Filter id="siparis-eposta" name="eposta" label="E-posta (ya da başı)" value={values.email} inputMode="email" />
      <Filter id="siparis-telefon" name="telefon" label="Telefon" value={values.phoneTyped} inputMode="tel" />
      <Filter id="siparis-durum" name="durum" label="Durum" value={values.bucket} choices={buckets} all="Tüm durumlar" />
      <Filter id="siparis-odeme" name="odeme" label="Ödeme tipi" value={values.paymentType} choices={payments} all="Tüm ödeme tipleri" />
      {stores && (
        <Filter
          id="siparis-magaza"
          name="magaza"
          label="Mağaza"
          value={values.storeId ? String(values.storeId) : ""}
          choices={stores}
          all="Tüm mağazalar"
        />
      )}
      <Filter id="siparis-baslangic" name="baslangic" label="Başlangıç tarihi" value={values.from} type="date" />
      <Filter id="siparis-bitis" name="bitis" label="Bitiş tarihi" value={values.to} type="date" />
      <FilterButtons clearTo={href("/yonetim/siparisler")} className="sm:col-span-2 lg:col-span-4">
        <a href={exportHref} download className="btn-secondary ml-auto h-11 px-5 text-sm">
          CSV olarak indir
        </a>
      </FilterButtons>
    </Form>
  );
}

const detailHref = (no: string) => href("/yonetim/siparisler/:orderNumber", { orderNumber: encodeURIComponent(no) });

function StatusBadge({ label }: { label: string }) {
  return (
    <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-slate-800">{label}</span>
  );
}

export function OrderRows({ rows }: { rows: OrderListRow[] }) {
  return (
    <>
      <ListTable
        caption="Siparişler, en yenisi üstte"
        headings={["Sipariş no", "Tarih", "Müşteri", "Tutar", "Ödeme", "Durum"]}
        right={["Tutar"]}
      >
        {rows.map((r) => (
          <tr key={r.orderNumber} className="border-t border-slate-100 align-top">
            <th scope="row" className="px-3 py-2 font-extrabold">
              <Link to={detailHref(r.orderNumber)} className="text-brand-700 hover:underline">
                {r.orderNumber}
              </Link>
            </th>
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">
              <time dateTime={r.createdAt}>{r.dateText}</time>
            </td>
            <td className="px-3 py-2">
              <span className="block font-semibold text-ink">{r.customer || "—"}</span>
              <span className="block break-all text-slate-600">{r.email}</span>
            </td>
            <td className="px-3 py-2 text-right font-bold whitespace-nowrap text-ink">{formatMoney(r.totalKurus)}</td>
            <td className="px-3 py-2 text-slate-700">{r.paymentLabel}</td>
            <td className="px-3 py-2">
              <StatusBadge label={r.statusLabel} />
              {r.storeName && <span className="mt-1 block text-xs text-slate-600">{r.storeName}</span>}
            </td>
          </tr>
        ))}
      </ListTable>
      <ol className="flex flex-col gap-3 md:hidden" aria-label="Siparişler">
        {rows.map((r) => (
          <li key={r.orderNumber} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-baseline justify-between gap-3">
              <Link to={detailHref(r.orderNumber)} className="font-extrabold text-brand-700 hover:underline">
                {r.orderNumber}
              </Link>
              <span className="font-bold whitespace-nowrap text-ink">{formatMoney(r.totalKurus)}</span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              <time dateTime={r.createdAt}>{r.dateText}</time> · {r.paymentLabel}
            </p>
            <p className="mt-1 text-sm font-semibold text-ink">{r.customer || "—"}</p>
            <p className="text-sm break-all text-slate-600">{r.email}</p>
            <p className="mt-2">
              <StatusBadge label={r.statusLabel} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
