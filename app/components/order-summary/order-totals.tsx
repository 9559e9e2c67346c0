/**
 * The order's totals (spec section 3 "Totals": product total, joker points, shipping fee,
 * cash-on-delivery fee, gift voucher, grand total) with the VAT breakdown, and for a card paid in
 * installments what the bank charges with the installment difference. Only money this order
 * really took off shows, each under its own name (a campaign by its title, Joker points, the gift
 * voucher), so the rows add up to the grand total; the gap between list and sale prices is not a
 * saving of this order and is not shown.
 */
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { GrandTotalRow, TotalsRow, VatRows } from "#app/components/orders/totals-rows";
import { formatMoney, formatShipping } from "#app/lib/money";
import { CampaignLines } from "#app/components/cart/campaign-lines";

export function OrderTotals({ order }: { order: OrderSummary }) {
  const t = order.totals;
  const payment = order.payment;
  const charged = payment && payment.installmentDifferenceKurus !== 0 && order.status !== "cancelled" ? payment : null;
  return (
    <section aria-labelledby="order-totals-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="order-totals-title" className="text-lg font-black text-ink">
        Ödeme Özeti
      </h2>
      <dl className="mt-4 flex flex-col gap-2.5 text-[15px]">
        <TotalsRow label="Ürün Toplamı" value={formatMoney(t.itemsTotalKurus)} testId="summary-items-total" />
        <CampaignLines campaigns={t.campaigns} />
        {t.jokerKurus > 0 && (
          <TotalsRow label={`Joker Puan (${t.jokerPointsUsed} puan)`} value={`-${formatMoney(t.jokerKurus)}`} tone="minus" />
        )}
        {/* Nothing shipped (a store sale, gift cards by e-mail): no shipping row, unless it was charged. */}
        {(order.fulfilment === "address" || order.fulfilment === "pickup" || t.shippingKurus > 0) && (
          <TotalsRow
            label="Kargo"
            value={formatShipping(t.shippingKurus)}
            tone={t.shippingKurus === 0 ? "free" : "plain"}
            testId="summary-shipping"
          />
        )}
        {t.podFeeKurus > 0 && <TotalsRow label="Kapıda Ödeme Hizmet Bedeli" value={formatMoney(t.podFeeKurus)} />}
        {t.voucherKurus > 0 && <TotalsRow label="Hediye Çeki" value={`-${formatMoney(t.voucherKurus)}`} tone="minus" />}
        <GrandTotalRow kurus={t.grandTotalKurus} testId="summary-grand-total" />
        <VatRows vat={t.vat} />
      </dl>
      {charged && (
        <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="flex justify-between gap-4 text-slate-600">
            <span>Taksit farkı</span>
            <span className="font-bold whitespace-nowrap text-ink">{formatMoney(charged.installmentDifferenceKurus)}</span>
          </p>
          <p className="mt-1 font-bold text-ink" data-testid="summary-charged">
            {`${order.status === "confirmed" ? "Kartınızdan çekilen" : "Kartınızdan çekilecek"}: ${formatMoney(charged.chargedKurus)}, ${charged.installmentLabel}`}
          </p>
        </div>
      )}
    </section>
  );
}
