/**
 * Taksit Seçenekleri (spec sections 3, 9): the card's plans as radios (paymentInstallment,
 * paymentInstallmentExtra): 1 is 'Peşin'; the others read count (+ extra) and 'payments × monthly
 * amount' with the total. A card of no family pays in one go.
 */
import { installmentCountText } from "#app/domain/payments/card-families";
import { formatMoney, parseLira, type Kurus } from "#app/lib/money";
import { FieldMessage, optionClass, radioClass } from "./checkout-ui";
import type { InstallmentState } from "./use-card-installments";

type Props = {
  state: InstallmentState;
  count: string;
  extra: string;
  totalKurus: Kurus;
  error?: string;
  onSelect: (count: number, extra: number) => void;
};

const kurus = (tl: number) => parseLira(tl) ?? 0;

export function InstallmentTable({ state, count, extra, totalKurus, error, onSelect }: Props) {
  if (state.status === "idle")
    return <p className="text-sm text-slate-500">Taksit seçenekleri kart numaranızın ilk 6 hanesini girdiğinizde görünür.</p>;
  if (state.status === "loading")
    return (
      <p className="text-sm text-slate-500" aria-live="polite">
        Taksit seçenekleri yükleniyor…
      </p>
    );
  const rows =
    state.status === "ok" && state.info
      ? state.info.installments
      : [
          {
            installmentCount: 1,
            installmentExtra: 0,
            installmentLabel: "Peşin",
            monthlyAmount: totalKurus / 100,
            totalAmount: totalKurus / 100,
          },
        ];
  return (
    <div>
      {state.status === "ok" && state.info ? (
        <p className="mb-2 text-sm font-bold text-slate-700">
          {state.info.bankName}
          {state.info.cardFamily ? ` · ${state.info.cardFamily}` : ""}
        </p>
      ) : (
        <p className="mb-2 text-sm text-slate-600">Bu kart için taksit seçeneği bulunmuyor; ödemeniz tek çekim (Peşin) alınır.</p>
      )}
      <div role="radiogroup" aria-label="Taksit seçenekleri" className="grid gap-2">
        {rows.map((row) => {
          const checked = String(row.installmentCount) === (count || "1") && String(row.installmentExtra) === (extra || "0");
          const payments = row.installmentCount + row.installmentExtra;
          const label = row.installmentCount <= 1 ? "Peşin" : `${installmentCountText(row.installmentCount, row.installmentExtra)} Taksit`;
          return (
            <label key={`${row.installmentCount}-${row.installmentExtra}`} className={`${optionClass(checked)} items-center py-2.5`}>
              <input
                type="radio"
                name="installment"
                checked={checked}
                onChange={() => onSelect(row.installmentCount, row.installmentExtra)}
                className={radioClass}
              />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-extrabold text-ink">{label}</span>
                <span className="text-slate-600 tabular-nums">
                  {row.installmentCount <= 1
                    ? formatMoney(kurus(row.totalAmount))
                    : `${payments} × ${formatMoney(kurus(row.monthlyAmount))}`}
                </span>
                <span className="w-full text-right text-xs text-slate-500 tabular-nums sm:w-auto">
                  Toplam {formatMoney(kurus(row.totalAmount))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessage id="paymentInstallment-hata" error={error} />
    </div>
  );
}
