/**
 * One order in Siparişlerim's list: its number and date, a status badge, the first products'
 * images, how many products and the total. A link to `?hash={orderhash}` (spec: the query opens
 * that order), so it works without JavaScript; with it, a click opens the order in the panel
 * beside the list (or in place of it below 1280 px) without leaving the page.
 */
import { Link } from "react-router";
import { ChevronRightIcon } from "#app/components/icons";
import type { MemberOrder } from "#app/domain/orders/member-orders.server";
import { formatMoney } from "#app/lib/money";
import { StatusBadge } from "./status-badge";

export const orderOpenHref = (base: string, orderHash: string) => `${base}?hash=${encodeURIComponent(orderHash)}`;

export function MemberOrderItem({
  order,
  href,
  selected,
  onOpen,
}: {
  order: MemberOrder;
  href: string;
  selected: boolean;
  onOpen: () => void;
}) {
  const more = order.lineCount - order.previews.length;
  return (
    <Link
      to={href}
      aria-current={selected ? "true" : undefined}
      // A store sale opens in a modal (member-orders-view.tsx).
      aria-haspopup={order.storeCode ? "dialog" : undefined}
      preventScrollReset
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
      className={`block rounded-2xl border bg-white p-4 shadow-sm transition-colors hover:border-brand-300 ${selected ? "border-slate-200 xl:border-brand-500 xl:ring-2 xl:ring-brand-100" : "border-slate-200"}`}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="min-w-0">
          <span className="block text-[15px] font-black text-ink">
            Sipariş No: <span className="tabular-nums">{order.orderNumber}</span>
          </span>
          <span className="block text-sm text-slate-600">
            <time dateTime={order.date}>{order.dateText}</time>
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">{order.deliveryLabel}</span>
          </span>
        </span>
        <StatusBadge label={order.statusLabel} tone={order.statusTone} srPrefix="Durum: " />
      </span>
      <span className="mt-3 flex items-center gap-3">
        <span aria-hidden="true" className="flex shrink-0 gap-1.5">
          {order.previews.map((p, i) => (
            <img
              key={i}
              src={p.image}
              alt=""
              width={40}
              height={48}
              loading="lazy"
              className="h-12 w-10 rounded-lg border border-slate-100 bg-slate-50 object-cover"
            />
          ))}
          {more > 0 && (
            <span className="flex h-12 w-10 items-center justify-center rounded-lg border border-slate-100 bg-slate-50 text-xs font-extrabold text-slate-600">
              +{more}
            </span>
          )}
        </span>
        <span className="ml-auto flex items-center gap-1 text-right">
          <span className="flex flex-col items-end">
            <strong className="text-base font-black whitespace-nowrap text-ink">{formatMoney(order.totalKurus)}</strong>
            <span className="text-xs font-semibold whitespace-nowrap text-slate-600">{order.unitCount} ürün</span>
          </span>
          <ChevronRightIcon size={18} className="shrink-0 text-slate-400" />
        </span>
      </span>
    </Link>
  );
}
