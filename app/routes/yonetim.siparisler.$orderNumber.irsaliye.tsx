/**
 * /yonetim/siparisler/{orderNumber}/irsaliye: the packing slip to print and put in the parcel
 * (permission orders.read, a store manager their store's orders only). A4, the
 * shop's name, the order's number and date, where it goes, the lines with sku, name, size and
 * quantity, the gift note; prices only when the order is no gift (domain/orders/order-desk.server.ts
 * packingSlip). Printed, only the slip shows (the back office's frame is `print:hidden`).
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/yonetim.siparisler.$orderNumber.irsaliye";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { PrintButton } from "#app/components/back-office/print-button";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { ORDER_NOT_FOUND } from "#app/domain/orders/messages";
import { packingSlip } from "#app/domain/orders/order-desk.server";
import { NO_STORE } from "#app/lib/cache-control";
import { formatMoney } from "#app/lib/money";
import { formatPhone } from "#app/lib/phone";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "orders.read" } satisfies BackOfficeHandle;

export const meta = ({ data: loaderData, error }: Route.MetaArgs) =>
  backOfficeMeta(loaderData ? `İrsaliye ${loaderData.slip.orderNumber}` : "İrsaliye")({ error });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const slip = await packingSlip(context.db, manager, params.orderNumber);
  if (!slip)
    throw data({ success: false, reason: ORDER_NOT_FOUND, message: ORDER_NOT_FOUND, loginUrl: null }, { status: 404, headers: NO_STORE });
  return data({ slip }, { headers: NO_STORE });
}

export default function PackingSlipPage({ loaderData }: Route.ComponentProps) {
  const { slip } = loaderData;
  return (
    <>
      <style>{"@page { size: A4; margin: 15mm; }"}</style>
      <div className="mb-4 flex flex-wrap items-center gap-4 print:hidden">
        <Link
          to={href("/yonetim/siparisler/:orderNumber", { orderNumber: encodeURIComponent(slip.orderNumber) })}
          className="text-sm font-bold text-brand-700 hover:underline"
        >
          ← Siparişe dön
        </Link>
        <PrintButton />
      </div>
      <article className="mx-auto max-w-[210mm] rounded-2xl border border-slate-200 bg-white p-6 text-ink shadow-sm print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-4">
          <div>
            <p className="text-2xl font-black">Minik Dünya</p>
            <p className="text-sm text-slate-700">Bebek ve Çocuk Ürünleri</p>
          </div>
          <div className="text-right">
            <h1 className="text-xl font-black">İrsaliye</h1>
            <p className="text-sm">
              Sipariş no: <span className="font-bold">{slip.orderNumber}</span>
            </p>
            <p className="text-sm">Sipariş tarihi: {slip.dateText}</p>
          </div>
        </header>
        <section aria-label="Teslimat" className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <div>
            <h2 className="text-xs font-bold text-slate-600 uppercase">Teslimat ({slip.deliveryType})</h2>
            {slip.address ? (
              <address className="mt-1 text-sm leading-relaxed not-italic">
                <span className="block font-bold">{slip.address.personName}</span>
                {slip.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                {slip.address.phone && <span className="block">{formatPhone(slip.address.phone)}</span>}
              </address>
            ) : (
              <p className="mt-1 text-sm">{slip.storeName ?? "—"}</p>
            )}
          </div>
          <div className="text-sm">
            <h2 className="text-xs font-bold text-slate-600 uppercase">Kargo</h2>
            <p className="mt-1">{slip.carrier ?? "—"}</p>
            {slip.trackingCode && <p>Takip no: {slip.trackingCode}</p>}
          </div>
        </section>
        <table className="mt-6 w-full text-left text-sm">
          <caption className="sr-only">Paketlenecek ürünler</caption>
          <thead>
            <tr className="border-b border-ink">
              <th scope="col" className="py-2 pr-3">
                Stok kodu
              </th>
              <th scope="col" className="py-2 pr-3">
                Ürün
              </th>
              <th scope="col" className="py-2 pr-3">
                Beden
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Adet
              </th>
              {!slip.gift && (
                <th scope="col" className="py-2 text-right">
                  Tutar
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {slip.lines.map((l, i) => (
              <tr key={i} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 font-mono text-xs">{l.sku}</td>
                <td className="py-2 pr-3">{l.name}</td>
                <td className="py-2 pr-3">{l.attributes || "—"}</td>
                <td className="py-2 pr-3 text-right font-bold">{l.quantity}</td>
                {!slip.gift && (
                  <td className="py-2 text-right whitespace-nowrap">{l.totalKurus != null ? formatMoney(l.totalKurus) : ""}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {!slip.gift && slip.totalKurus != null && (
          <p className="mt-3 text-right text-sm font-bold">Genel toplam: {formatMoney(slip.totalKurus)}</p>
        )}
        {slip.gift && (
          <p className="mt-4 rounded-xl border border-slate-300 p-3 text-sm font-bold">Hediye paketidir: fiyat bilgisi yer almaz.</p>
        )}
        {slip.giftNote && (
          <section aria-label="Hediye notu" className="mt-4 rounded-xl border-2 border-dashed border-slate-400 p-4">
            <h2 className="text-xs font-bold text-slate-600 uppercase">Hediye notu</h2>
            <p className="mt-1 text-base whitespace-pre-line">{slip.giftNote}</p>
          </section>
        )}
        <p className="mt-8 text-xs text-slate-600">
          Toplam {slip.lines.reduce((n, l) => n + l.quantity, 0)} ürün. Minik Dünya’yı tercih ettiğiniz için teşekkür ederiz.
        </p>
      </article>
    </>
  );
}
