/**
 * One order on Siparişlerim as a card: its number and date, a status badge, the first products'
 * images and names, delivery and payment, the total and a 'Sipariş Detayı' link to the order's
 * summary page. Products sit beside the details from 768 px and above them on phones.
 */
import { Link } from "react-router";
import { ChevronRightIcon, StoreIcon, TruckIcon } from "#app/components/icons";
import { StatusBadge } from "./status-badge";
import type { MemberOrder } from "#app/domain/orders/member-orders.server";
import { formatMoney } from "#app/lib/money";

function Products({ order }: { order: MemberOrder }) {
  const more = order.lineCount - order.previews.length;
  const names = order.previews.map((p) => p.name).join(", ");
  // One or two tiles leave room for the names beside them even on a phone; more go above them.
  const tiles = order.previews.length + (more > 0 ? 1 : 0);
  return (
    <div className={`flex min-w-0 gap-3 ${tiles <= 2 ? "flex-row items-center" : "flex-col sm:flex-row sm:items-center"}`}>
      <ul aria-hidden="true" className="flex shrink-0 gap-2">
        {order.previews.map((p, i) => (
          <li key={i}>
            <img src={p.image} alt="" width={56} height={67} loading="lazy" className="h-[67px] w-14 rounded-xl border border-slate-100 bg-slate-50 object-cover" />
          </li>
        ))}
        {more > 0 && (
          <li className="flex h-[67px] w-14 items-center justify-center rounded-xl border border-slate-100 bg-slate-50 text-sm font-extrabold text-slate-600">+{more}</li>
        )}
      </ul>
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-ink">
          {names}
          {more > 0 && <span className="font-normal text-slate-600"> ve {more} ürün daha</span>}
        </p>
        <p className="mt-1 text-xs font-semibold text-slate-500">{order.unitCount} ürün</p>
      </div>
    </div>
  );
}

export function MemberOrderCard({ order }: { order: MemberOrder }) {
  const headingId = `siparis-${order.orderNumber}`;
  const pickup = order.deliveryType === "getShop" || order.storeName != null;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 bg-slate-50 px-4 py-3 md:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="text-[15px] font-black text-ink">
            Sipariş No: <span className="tabular-nums">{order.orderNumber}</span>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={order.date}>{order.dateText}</time>
          </p>
        </div>
        <StatusBadge label={order.statusLabel} tone={order.statusTone} srPrefix="Durum: " />
      </header>

      <div className="grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,15rem)_auto] md:items-center md:gap-6 md:p-5">
        <Products order={order} />

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
          <div className="min-w-0">
            <dt className="text-xs font-bold text-slate-500">Teslimat</dt>
            <dd className="mt-0.5 flex items-start gap-1.5 font-semibold text-slate-800">
              {pickup ? <StoreIcon size={16} className="mt-0.5 shrink-0 text-slate-500" /> : <TruckIcon size={16} className="mt-0.5 shrink-0 text-slate-500" />}
              <span className="min-w-0">
                {order.deliveryLabel}
                {order.storeName && <span className="block text-xs font-normal text-slate-600">{order.storeName}</span>}
              </span>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-bold text-slate-500">Ödeme</dt>
            <dd className="mt-0.5 font-semibold text-slate-800">{order.paymentLabel}</dd>
          </div>
        </dl>

        <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-4 md:flex-col md:items-end md:border-0 md:pt-0">
          <p className="flex flex-col md:items-end">
            <span className="text-xs font-bold text-slate-500">Toplam</span>
            <strong className="text-lg font-black whitespace-nowrap text-ink">{formatMoney(order.totalKurus)}</strong>
          </p>
          <Link to={order.detailUrl} className="btn-secondary h-10 shrink-0 px-4 text-sm">
            Sipariş Detayı
            <span className="sr-only"> {order.orderNumber}</span>
            <ChevronRightIcon size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}
