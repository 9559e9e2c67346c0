/** How far the basket is from free shipping (spec sections 2 and 9; PRODUCT.md: free from 500 TL). */
import { TruckIcon } from "#app/components/icons";
import { formatMoney, type Kurus } from "#app/lib/money";

export function FreeShippingBar({
  remainingKurus,
  progress,
  thresholdKurus,
}: {
  remainingKurus: Kurus;
  progress: number;
  thresholdKurus: Kurus;
}) {
  const reached = remainingKurus <= 0;
  return (
    <section
      aria-label="Ücretsiz kargo"
      className={`rounded-2xl border p-4 ${reached ? "border-emerald-200 bg-emerald-50" : "border-brand-100 bg-brand-50"}`}
    >
      <p className="flex items-center gap-2 text-sm font-bold text-ink" data-testid="free-shipping-text">
        <TruckIcon size={20} className={reached ? "text-emerald-600" : "text-brand-600"} />
        {reached ? (
          <span>Kargo Bedava! Siparişiniz ücretsiz kargo ile gönderilecek.</span>
        ) : (
          <span>
            Ücretsiz kargo için <strong className="text-brand-700">{formatMoney(remainingKurus)}</strong> daha ekleyin
          </span>
        )}
      </p>
      <div
        role="progressbar"
        aria-label="Ücretsiz kargoya kalan"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-white"
      >
        <div
          className={`h-full rounded-full transition-[width] ${reached ? "bg-emerald-500" : "bg-brand-500"}`}
          style={{ width: `${progress}%` }}
        />
      </div>
      {!reached && <p className="mt-2 text-xs text-slate-600">{formatMoney(thresholdKurus)} ve üzeri alışverişlerde kargo ücretsiz.</p>}
    </section>
  );
}
