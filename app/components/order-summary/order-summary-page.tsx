/**
 * The order summary / thank-you page (issue 6; spec section 2 "summary /payment/checkout/summary",
 * "Order summary/thank-you table and product-follow table (desktop and mobile)"). Side by side on
 * wide screens (products, follow-up and contract on the left; totals, delivery, billing and payment
 * on the right), one column on phones with the totals right after the products.
 */
import { Link } from "react-router";
import { loginUrlReturningTo } from "#app/domain/accounts/login-url";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { ContractCopy } from "./contract-copy";
import { BillingCard, DeliveryCard, PaymentCard, PointsNote } from "./order-details";
import { OrderLines } from "./order-lines";
import { OrderTotals } from "./order-totals";
import { ProductFollow } from "./product-follow";
import { StatusNote, ThankYouHeader } from "./thank-you-header";

export const MY_ORDERS_URL = "/kullanici/siparislerim";

function Actions({ order }: { order: OrderSummary }) {
  return (
    <nav aria-label="Sonraki adımlar" className="flex flex-col gap-3 sm:flex-row">
      <Link to="/" className="btn-primary h-12 px-8">
        Alışverişe Devam Et
      </Link>
      {order.memberOrder && order.personal && (
        <Link to={MY_ORDERS_URL} className="btn-secondary h-12 px-8">
          Siparişlerim
        </Link>
      )}
    </nav>
  );
}

/** Someone who did not place the order (another browser, a forwarded link) sees no personal data. */
function PrivateNote({ order }: { order: OrderSummary }) {
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
            <Link to={loginUrlReturningTo(`/payment/checkout/summary?orderHash=${encodeURIComponent(order.orderHash)}`)} className="font-bold text-brand-700 underline">
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
      {/* Phones: products, totals and addresses, follow-up, contract. Wide screens: the aside spans the right column. */}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:grid-rows-[auto_auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <OrderLines lines={order.lines} />
        </div>
        <aside aria-label="Sipariş bilgileri" className="flex flex-col gap-5 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <OrderTotals order={order} />
          <PointsNote order={order} />
          <DeliveryCard order={order} />
          <BillingCard order={order} />
          <PaymentCard order={order} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ProductFollow order={order} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-3">
          {order.personal && <ContractCopy html={order.contractHtml} />}
        </div>
      </div>
      <Actions order={order} />
    </div>
  );
}
