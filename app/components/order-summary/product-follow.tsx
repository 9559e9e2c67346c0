/**
 * The product-follow table (spec section 2, "desktop and mobile"; section 4's shipment status
 * codes and progress steps): where the order stands (received, preparing, shipped, delivered) and
 * each product with its status. A table on wide screens, cards on phones.
 */
import { Link } from "react-router";
import { StatusBadge } from "#app/components/orders/status-badge";
import { ShipmentJourney } from "./shipment-journey";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import type { FollowStatus, OrderSummary, SummaryLine } from "#app/domain/orders/order-summary.server";
import { reviewUrl } from "#app/domain/order-core/order-links";

/** The spec's progress steps (section 4): received, preparing, shipped, delivered (FollowStatus.step 0…3). */
const FOLLOW_STEPS = ["Sipariş Alındı", "Hazırlanıyor", "Kargoya Verildi", "Teslim Edildi"] as const;

function Steps({ follow }: { follow: FollowStatus }) {
  if (follow.step < 0) return null;
  return (
    <ol aria-label="Sipariş durumu" className="mt-4 grid grid-cols-4 gap-1">
      {FOLLOW_STEPS.map((label, i) => {
        const reached = follow.tone !== "waiting" && i <= follow.step;
        return (
          <li
            key={label}
            aria-current={reached && i === follow.step ? "step" : undefined}
            className="flex flex-col items-center gap-1.5 text-center"
          >
            <span className={`h-1.5 w-full rounded-full ${reached ? "bg-brand-500" : "bg-slate-200"}`} />
            <span className={`text-[11px] leading-tight font-bold sm:text-xs ${reached ? "text-ink" : "text-slate-500"}`}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** How this line reaches the shopper, in a few words (a gift card by e-mail even beside a parcel). */
function delivery(order: OrderSummary, line: SummaryLine) {
  if (order.fulfilment === "storeSale") return order.store ? `Mağaza Alışverişi: ${order.store.name}` : "Mağaza Alışverişi";
  if (isGiftCardSku(line.sku)) return order.emailedTo ? `E-posta ile: ${order.emailedTo}` : "E-posta ile";
  if (order.fulfilment === "pickup") return order.store ? `Mağazadan teslim: ${order.store.name}` : "Mağazadan teslim";
  return order.carrierName ?? "Kargo";
}

/** The parcel's tracking code, for lines that travel in it. */
function tracking(order: OrderSummary, line: SummaryLine) {
  if (order.fulfilment === "storeSale" || isGiftCardSku(line.sku)) return null;
  return order.shipments.find((s) => s.trackingCode)?.trackingCode ?? null;
}

/** 'Değerlendir' on a delivered line (spec section 4): the product's comments, to write one. */
function Evaluate({ line, order }: { line: SummaryLine; order: OrderSummary }) {
  if (!order.personal || line.follow.step !== 3 || isGiftCardSku(line.sku)) return null;
  return (
    <p className="mt-1">
      <Link to={reviewUrl(line.url)} className="text-xs font-bold text-brand-700 underline">
        Değerlendir<span className="sr-only"> {line.name}</span>
      </Link>
    </p>
  );
}

function Returned({ line }: { line: SummaryLine }) {
  if (line.returnQuantity <= 0 || line.returnQuantity >= line.quantity) return null;
  return <span className="ml-2 text-xs font-semibold text-rose-700">({line.returnQuantity} adet iade)</span>;
}

export function ProductFollow({ order }: { order: OrderSummary }) {
  // The received → delivered steps are a parcel's: a store sale and e-mailed gift cards have none.
  const parcel = order.fulfilment === "address" || order.fulfilment === "pickup";
  return (
    <section aria-labelledby="product-follow-title" className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="product-follow-title" className="text-lg font-black text-ink">
          Ürün Takibi
        </h2>
        <StatusBadge {...order.follow} />
      </div>
      {parcel && <Steps follow={order.follow} />}

      <table className="mt-4 hidden w-full border-collapse text-left text-[15px] md:table">
        <caption className="sr-only">Ürünlerin durumu</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs font-bold tracking-wide text-slate-500 uppercase">
            <th scope="col" className="py-2 pr-3">
              Ürün
            </th>
            <th scope="col" className="py-2 pr-3 text-center">
              Adet
            </th>
            <th scope="col" className="py-2 pr-3">
              Teslimat
            </th>
            <th scope="col" className="py-2 text-right">
              Durum
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td className="py-3 pr-3">
                <span className="block font-semibold text-ink">{line.name}</span>
                {line.attributes.length > 0 && <span className="block text-xs text-slate-500">{line.attributes.join(" · ")}</span>}
                <Evaluate line={line} order={order} />
              </td>
              <td className="py-3 pr-3 text-center font-semibold">
                {line.quantity}
                <Returned line={line} />
              </td>
              <td className="py-3 pr-3 text-sm text-slate-600">
                {delivery(order, line)}
                {tracking(order, line) && <span className="block text-xs">Takip no: {tracking(order, line)}</span>}
              </td>
              <td className="py-3 text-right">
                <StatusBadge {...line.follow} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label="Ürünlerin durumu" className="mt-3 flex flex-col gap-2 md:hidden">
        {order.lines.map((line) => (
          <li key={line.id} aria-label={line.name} className="rounded-xl border border-slate-100 bg-slate-50/60 p-3">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 text-sm leading-snug font-bold text-ink">{line.name}</p>
              <StatusBadge {...line.follow} />
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {line.quantity} adet
              <Returned line={line} />
              {line.attributes.length > 0 && ` · ${line.attributes.join(" · ")}`}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">
              {delivery(order, line)}
              {tracking(order, line) && ` · Takip no: ${tracking(order, line)}`}
            </p>
            <Evaluate line={line} order={order} />
          </li>
        ))}
      </ul>
      <ShipmentJourney order={order} />
    </section>
  );
}
