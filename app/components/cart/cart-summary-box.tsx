/** The basket's totals (spec section 3 "Totals", section 9 'Ücretsiz') and the checkout button. */
import type { CartTotals } from "#app/domain/cart/cart-view.server";
import { formatMoney, formatShipping } from "#app/lib/money";
import { Link } from "react-router";
import { CheckoutButton } from "./checkout-button";
import { CampaignLines } from "./campaign-lines";

/** `checkout`: another way to pay than the basket's 'Alışverişi Tamamla' (the gift basket's). */
export function CartSummaryBox({ totals, checkout }: { totals: CartTotals; checkout?: { to: string; label: string } }) {
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="cart-summary-title" className="text-lg font-black text-ink">
        Sipariş Özeti
      </h2>
      <dl className="mt-4 flex flex-col gap-2.5 text-[15px]">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Ara Toplam</dt>
          <dd className="font-bold text-ink" data-testid="cart-subtotal">
            {formatMoney(totals.productsKurus)}
          </dd>
        </div>
        <CampaignLines campaigns={totals.campaigns} />
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Kargo</dt>
          <dd className={`font-bold ${totals.shippingKurus === 0 ? "text-emerald-700" : "text-ink"}`} data-testid="cart-shipping">
            {formatShipping(totals.shippingKurus)}
          </dd>
        </div>
        <div className="mt-1 flex items-end justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-extrabold text-ink">
            Toplam <span className="block text-xs font-semibold text-slate-500">Kdv Dahil</span>
          </dt>
          <dd className="text-2xl font-black text-ink" data-testid="cart-total">
            {formatMoney(totals.grandKurus)}
          </dd>
        </div>
      </dl>
      {checkout ? (
        <Link to={checkout.to} className="btn-primary mt-5 h-12 w-full text-base">
          {checkout.label}
        </Link>
      ) : (
        <CheckoutButton className="mt-5 h-12 w-full text-base" />
      )}
    </section>
  );
}
