/**
 * The order summary / thank-you page (spec section 2 "summary /payment/checkout/summary",
 * "Order summary/thank-you table and product-follow table (desktop and mobile)"). Side by side on
 * wide screens (products, follow-up and contract on the left; totals, delivery, billing and payment
 * on the right), one column on phones with the totals right after the products.
 */
import { href, Link } from "react-router";
import { loginUrlReturningTo } from "#app/lib/login-url";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { OrderView } from "./order-view";
import { StatusNote, ThankYouHeader } from "./thank-you-header";

function Actions({ order }: { order: OrderSummary }) {
  return (
    <nav aria-label="Sonraki adımlar" className="flex flex-col gap-3 sm:flex-row">
      <Link to={href("/")} className="btn-primary h-12 px-8">
        Alışverişe Devam Et
      </Link>
      {order.memberOrder && order.personal && (
        <Link to={href("/kullanici/siparislerim")} className="btn-secondary h-12 px-8">
          Siparişlerim
        </Link>
      )}
      {/* A paid order's e-Arşiv invoice, for whoever placed it (routes/siparis.fatura.$orderHash.ts). */}
      {order.personal && order.status === "confirmed" && (
        <a
          href={href("/siparis/fatura/:orderHash", { orderHash: encodeURIComponent(order.orderHash) })}
          download
          className="btn-secondary h-12 px-8"
        >
          Faturayı İndir (PDF)
        </a>
      )}
    </nav>
  );
}

/** Someone who did not place the order (another browser, a forwarded link) sees no personal data. */
export function PrivateNote({ order }: { order: OrderSummary }) {
  if (order.personal) return null;
  return (
    <section aria-labelledby="private-note-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="private-note-title" className="text-lg font-black text-ink">
        Kişisel bilgiler gizlendi
      </h2>
      <p className="mt-2 text-[15px] text-slate-700">
        Teslimat ve fatura adresi, iletişim bilgileri ve sözleşme yalnızca siparişi veren hesapta görünür.
        {order.memberOrder && (
          <>
            {" "}
            Siparişin sahibiyseniz{" "}
            <Link
              to={loginUrlReturningTo(`${href("/payment/checkout/summary")}?orderHash=${encodeURIComponent(order.orderHash)}`)}
              className="font-bold text-brand-700 underline"
            >
              giriş yapın
            </Link>
            .
          </>
        )}
      </p>
    </section>
  );
}

export function OrderSummaryPage({ order }: { order: OrderSummary }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6">
      <ThankYouHeader order={order} />
      <StatusNote order={order} />
      <PrivateNote order={order} />
      <OrderView order={order} />
      <Actions order={order} />
    </div>
  );
}
