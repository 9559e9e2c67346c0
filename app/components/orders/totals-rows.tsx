/**
 * The rows of an order's totals (spec section 3 "Totals"), shared by the checkout's live summary
 * and the order summary page: label and amount, the grand total 'KDV Dahil', the VAT per rate.
 * Each sits inside the caller's <dl>.
 */
import type { ReactNode } from "react";
import { formatMoney } from "#app/lib/money";

const TONES = { plain: "text-ink", minus: "text-emerald-700", free: "text-emerald-700", muted: "text-slate-700" } as const;

export function TotalsRow({
  label,
  value,
  tone = "plain",
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: keyof typeof TONES;
  testId?: string;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`text-right font-bold whitespace-nowrap tabular-nums ${TONES[tone]}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function GrandTotalRow({ kurus, testId }: { kurus: number; testId: string }) {
  return (
    <div className="mt-1 flex items-end justify-between gap-4 border-t border-slate-200 pt-3">
      <dt className="font-extrabold text-ink">
        Genel Toplam <span className="block text-xs font-semibold text-slate-500">KDV Dahil</span>
      </dt>
      <dd className="text-2xl font-black whitespace-nowrap text-ink tabular-nums" data-testid={testId}>
        {formatMoney(kurus)}
      </dd>
    </div>
  );
}

export function VatRows({ vat }: { vat: { rate: number; vatKurus: number }[] }) {
  return vat.map((v) => (
    <div key={v.rate} className="flex justify-between gap-4 text-xs text-slate-500">
      <dt>KDV %{v.rate}</dt>
      <dd className="whitespace-nowrap tabular-nums">{formatMoney(v.vatKurus)}</dd>
    </div>
  ));
}
