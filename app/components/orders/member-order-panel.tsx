/**
 * Siparişlerim's detail panel (spec section 2 "order list with detail panel"): the picked order's
 * number, date and status, what the member can do with it (cancel it before it ships, download
 * its invoice once paid, ask for a return within the return window after delivery — or see its
 * requests afterwards —, ask about it on the contact page), then the whole order (OrderView:
 * products, follow-up with the parcel's journey, totals, addresses unless a GIFT line hides them,
 * payment, contract).
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { ChevronLeftIcon } from "#app/components/icons";
import { OrderView } from "#app/components/order-summary/order-view";
import { canCancel } from "#app/domain/fulfilment/shipment-states";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { StatusBadge } from "./status-badge";

/** The contact page with this order filled in (spec: /bize-ulasin#orderNu={orderhash}). */
export const contactAboutOrder = (orderHash: string) => `${href("/bize-ulasin")}#orderNu=${encodeURIComponent(orderHash)}`;

/** 'Siparişi İptal Et': asks first, then cancels; the page reads the order again afterwards. */
function CancelButton({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  async function cancel() {
    const sure = await feedback.confirm({
      title: "Siparişi İptal Et",
      message: `${order.orderNumber} numaralı siparişinizi iptal etmek istediğinize emin misiniz? Online ödediyseniz tutar kartınıza iade edilir.`,
      confirmText: "Evet, İptal Et",
      cancelText: "Vazgeç",
    });
    if (!sure) return;
    setBusy(true);
    const answer = await feedback.call(
      href("/kullanici/siparislerim/iptal/:orderHash", { orderHash: encodeURIComponent(order.orderHash) }),
      { method: "POST" },
      { showRefusal: true },
    );
    setBusy(false);
    if (answer?.success) feedback.notify({ type: "success", message: String(answer.message ?? "") });
    onChanged();
  }
  return (
    <button type="button" onClick={cancel} disabled={busy} className="btn-secondary h-10 px-4 text-sm text-rose-700">
      {busy ? "İşleminiz Yapılıyor" : "Siparişi İptal Et"}
    </button>
  );
}

export function MemberOrderPanel({
  order,
  loading,
  backHref,
  onBack,
  onChanged,
}: {
  order: OrderSummary;
  loading: boolean;
  backHref: string;
  onBack: () => void;
  onChanged: () => void;
}) {
  return (
    <article
      aria-labelledby="siparis-detay-baslik"
      aria-busy={loading}
      className={`flex flex-col gap-4 transition-opacity ${loading ? "opacity-60" : ""}`}
    >
      <Link
        to={backHref}
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
        className="inline-flex w-fit items-center gap-1 text-sm font-bold text-brand-700 hover:underline xl:hidden"
      >
        <ChevronLeftIcon size={18} /> Siparişlerime dön
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
        <div className="min-w-0">
          <h2 id="siparis-detay-baslik" className="text-lg font-black text-ink">
            Sipariş No: <span className="tabular-nums">{order.orderNumber}</span>
          </h2>
          <p className="text-sm text-slate-600">
            {order.dateText}
            {order.fulfilment === "storeSale" && ` · ${order.store ? `Mağaza Alışverişi: ${order.store.name}` : "Mağaza Alışverişi"}`}
          </p>
        </div>
        <StatusBadge {...order.follow} srPrefix="Durum: " />
        <nav aria-label="Sipariş işlemleri" className="flex w-full flex-wrap gap-2 border-t border-slate-100 pt-3">
          {order.status === "confirmed" && (
            <a
              href={href("/siparis/fatura/:orderHash", { orderHash: encodeURIComponent(order.orderHash) })}
              download
              className="btn-secondary h-10 px-4 text-sm"
            >
              Faturayı İndir (PDF)
            </a>
          )}
          {/* Gift cards alone went out by e-mail once the order stood: nothing left to call off. */}
          {canCancel(order) && !(order.fulfilment === "email" && order.status === "confirmed") && (
            <CancelButton order={order} onChanged={onChanged} />
          )}
          {/* 'İade Talebi' only within the return window (return-states.ts); afterwards its requests' page stays reachable. */}
          {(order.returnOpen || order.hasReturns) && (
            <Link
              to={href("/kullanici/siparislerim/iade/detay/:orderHash", { orderHash: encodeURIComponent(order.orderHash) })}
              className="btn-secondary h-10 px-4 text-sm"
            >
              {order.returnOpen ? "İade Talebi" : "İade Taleplerim"}
            </Link>
          )}
          <Link to={contactAboutOrder(order.orderHash)} className="btn-secondary h-10 px-4 text-sm">
            Bu Sipariş Hakkında Bize Ulaşın
          </Link>
        </nav>
      </header>
      <OrderView order={order} />
    </article>
  );
}
