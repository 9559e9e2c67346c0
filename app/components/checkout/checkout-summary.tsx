/**
 * Sipariş Özeti (spec section 3 "Totals"): the lines, then product total, Joker points, shipping
 * ('Ücretsiz' when zero), the door fee, the gift voucher and the grand total with its VAT
 * breakdown — live from computeTotals with what is chosen (the server prices the order again).
 * Store pickup hides the shipping and door lines. The agreement and the button come as children.
 * Joker points are earned by members: a member is told what this order earns; a guest, who earns
 * nothing, is offered them for signing up.
 */
import type { ReactNode } from "react";
import type { CheckoutLine } from "#app/domain/checkout/checkout-page.server";
import type { DeliveryType, Totals } from "#app/domain/pricing/totals";
import { GrandTotalRow, TotalsRow, VatRows } from "#app/components/orders/totals-rows";
import { formatMoney, formatShipping } from "#app/lib/money";
import { CampaignLines } from "#app/components/cart/campaign-lines";
import { href, Link } from "react-router";
import { registerUrlReturningTo } from "#app/lib/login-url";

type Props = {
  lines: CheckoutLine[];
  /** A guest earns no points: they are offered them for signing up. */
  guest: boolean;
  totals: Totals;
  deliveryType: DeliveryType;
  /** A voucher code is typed (its amount shows once 'Uygula' has checked it). */
  voucherCode: string;
  /** What the bank charges with the chosen installment plan, when it differs from the total. */
  installmentTotalKurus: number | null;
  /** The part paid with the card's own points (the card form's bonus box), 0 for none. */
  cardPointsKurus: number;
  children: ReactNode;
};

export function CheckoutSummary({
  lines,
  guest,
  totals,
  deliveryType,
  voucherCode,
  installmentTotalKurus,
  cardPointsKurus,
  children,
}: Props) {
  const charged = installmentTotalKurus ?? totals.grandTotalKurus;
  const units = lines.reduce((s, l) => s + l.quantity, 0);
  return (
    <section aria-labelledby="ozet-baslik" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="ozet-baslik" className="text-lg font-black text-ink">
        Sipariş Özeti <span className="text-sm font-bold text-slate-500">({units} ürün)</span>
      </h2>
      <details className="group mt-3 rounded-xl bg-slate-50 px-3 py-2 text-sm" open={lines.length <= 3}>
        <summary className="cursor-pointer font-bold text-slate-700 select-none">Sepetimdeki ürünler</summary>
        <ul className="mt-2 grid gap-2">
          {lines.map((l) => (
            <li key={`${l.productId}-${l.isGift}`} className="flex gap-3">
              <img
                src={l.image}
                alt=""
                width={46}
                height={55}
                loading="lazy"
                className="h-[55px] w-[46px] shrink-0 rounded-md bg-white object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 leading-snug font-semibold text-ink">{l.name}</p>
                <p className="text-xs text-slate-500">
                  {l.size ? `${l.size} · ` : ""}
                  {l.quantity} × {formatMoney(l.unitPriceKurus)}
                  {l.isGift ? " · Hediye" : ""}
                </p>
              </div>
              <p className="shrink-0 font-bold text-ink tabular-nums">{formatMoney(l.totalKurus)}</p>
            </li>
          ))}
        </ul>
      </details>
      <dl className="mt-4 flex flex-col gap-2 text-[15px]">
        <TotalsRow label="Ürün Toplamı" value={formatMoney(totals.itemsTotalKurus)} testId="ozet-urun-toplami" />
        <CampaignLines campaigns={totals.campaigns} />
        {totals.jokerKurus > 0 ? (
          <TotalsRow
            label={`Joker Puan (${totals.jokerPoints} puan)`}
            value={`-${formatMoney(totals.jokerKurus)}`}
            tone="minus"
            testId="ozet-joker"
          />
        ) : null}
        {deliveryType === "myAddress" ? (
          <TotalsRow
            label="Kargo"
            value={formatShipping(totals.shippingKurus)}
            tone={totals.shippingKurus === 0 ? "free" : "plain"}
            testId="ozet-kargo"
          />
        ) : (
          <TotalsRow label="Teslimat" value="Mağazadan Teslim" tone="free" />
        )}
        {deliveryType === "myAddress" && totals.podFeeKurus > 0 ? (
          <TotalsRow label="Kapıda Ödeme Bedeli" value={formatMoney(totals.podFeeKurus)} testId="ozet-kapida" />
        ) : null}
        {voucherCode ? (
          <TotalsRow
            label="Hediye Çeki"
            value={totals.voucherKurus > 0 ? `-${formatMoney(totals.voucherKurus)}` : "Ödemede düşülür"}
            tone="minus"
            testId="ozet-hediye-ceki"
          />
        ) : null}
        <GrandTotalRow kurus={totals.grandTotalKurus} testId="ozet-genel-toplam" />
        {installmentTotalKurus != null && installmentTotalKurus !== totals.grandTotalKurus ? (
          <TotalsRow label="Taksitli Toplam" value={formatMoney(installmentTotalKurus)} tone="muted" />
        ) : null}
        {cardPointsKurus > 0 && cardPointsKurus <= charged ? (
          <>
            <TotalsRow label="Kart puanıyla ödenecek" value={formatMoney(cardPointsKurus)} tone="muted" testId="ozet-kart-puani" />
            <TotalsRow label="Kartınızdan çekilecek" value={formatMoney(charged - cardPointsKurus)} tone="muted" />
          </>
        ) : null}
      </dl>
      <dl className="mt-2 grid gap-0.5 text-xs text-slate-500">
        <VatRows vat={totals.vat} />
      </dl>
      {totals.pointsEarned > 0 && guest ? (
        <p className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
          <Link
            to={registerUrlReturningTo(href("/payment/checkout"))}
            className="font-extrabold underline underline-offset-2 hover:text-emerald-900"
          >
            Üye olun
          </Link>
          , bu siparişten {totals.pointsEarned} Joker puan kazanın.
        </p>
      ) : totals.pointsEarned > 0 ? (
        <p className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
          Bu siparişten {totals.pointsEarned} Joker puan kazanacaksınız.
        </p>
      ) : null}
      <div className="mt-4 grid gap-3">{children}</div>
    </section>
  );
}
