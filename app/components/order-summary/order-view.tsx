/**
 * An order's body, wherever it is shown (the thank-you page, guest order tracking, the my-orders
 * panel): side by side in a wide container (products, follow-up with the parcel's journey and the
 * contract on the left; totals, delivery, billing and payment on the right), one column in a narrow
 * one with the totals right after the products. What the viewer may not see is already left out
 * of `order` (personal: false).
 */
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { ContractCopy } from "./contract-copy";
import { BillingCard, DeliveryCard, PaymentCard, PointsNote } from "./order-details";
import { OrderLines } from "./order-lines";
import { OrderTotals } from "./order-totals";
import { ProductFollow } from "./product-follow";

export function OrderView({ order }: { order: OrderSummary }) {
  // Container queries, not the viewport: the same view fills a whole page or a panel beside a list
  // (two columns from a 56rem container).
  return (
    <div className="@container">
      <div className="grid items-start gap-5 @4xl:grid-cols-[minmax(0,1fr)_380px] @4xl:grid-rows-[auto_auto_1fr]">
        <div className="min-w-0 @4xl:col-start-1 @4xl:row-start-1">
          <OrderLines lines={order.lines} />
        </div>
        <aside aria-label="Sipariş bilgileri" className="flex flex-col gap-5 @4xl:col-start-2 @4xl:row-span-3 @4xl:row-start-1">
          <OrderTotals order={order} />
          <PointsNote order={order} />
          <DeliveryCard order={order} />
          <BillingCard order={order} />
          <PaymentCard order={order} />
        </aside>
        <div className="min-w-0 @4xl:col-start-1 @4xl:row-start-2">
          <ProductFollow order={order} />
        </div>
        <div className="min-w-0 @4xl:col-start-1 @4xl:row-start-3">{order.personal && <ContractCopy html={order.contractHtml} />}</div>
      </div>
    </div>
  );
}
