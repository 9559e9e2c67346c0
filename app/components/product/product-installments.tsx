/**
 * The product page's 'Taksit Seçenekleri' (spec sections 2, 4 and 9): one block per card family
 * with its bank, rows 'Peşin', '2', '3 + 2' … with the monthly amount and the total. Follows the
 * selected variant's price. A grid from 768 px, a row of cards scrolled sideways on phones.
 */
import { installmentCountText, type InstallmentTable } from "#app/domain/payments/card-families";
import { formatMoney, type Kurus } from "#app/lib/money";

/** Header colours of the card families (by the spec's className). */
const FAMILY_COLOURS: Record<string, string> = {
  bonus: "bg-emerald-600",
  world: "bg-violet-700",
  maximum: "bg-pink-600",
  axess: "bg-amber-600",
  cardfinans: "bg-sky-700",
  paraf: "bg-teal-600",
  bankkart: "bg-red-700",
  advantage: "bg-slate-800",
};

/** `tables` come from the loader (installmentTables on the server), so the plans' data stays off the page's JavaScript. */
export function ProductInstallments({ priceKurus, tables }: { priceKurus: Kurus; tables: InstallmentTable[] }) {
  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">
        <span className="font-bold text-ink">{formatMoney(priceKurus)}</span> için kredi kartı taksit seçenekleri. Kampanyalı kartlarda ek
        taksitler aynı tutara dahildir.
      </p>
      <ul
        aria-label="Kartlara göre taksit seçenekleri"
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-2 md:grid md:snap-none md:grid-cols-2 md:gap-4 md:overflow-visible lg:grid-cols-4"
      >
        {tables.map((family) => {
          const headingId = `taksit-${family.className}`;
          return (
            <li
              key={family.className}
              className="relative w-[78%] max-w-72 shrink-0 snap-start overflow-hidden rounded-xl border border-slate-200 md:w-auto md:max-w-none"
            >
              <div className={`px-4 py-2.5 text-white ${FAMILY_COLOURS[family.className] ?? "bg-slate-700"}`}>
                <h3 id={headingId} className="text-base leading-tight font-black">
                  {family.name}
                </h3>
                <p className="text-xs font-semibold opacity-90">{family.bankName}</p>
              </div>
              <table aria-labelledby={headingId} className="w-full text-sm">
                <thead>
                  <tr className="bg-slate-50 text-xs text-slate-500">
                    <th scope="col" className="px-3 py-1.5 text-left font-bold">
                      Taksit
                    </th>
                    <th scope="col" className="px-3 py-1.5 text-right font-bold">
                      Aylık
                    </th>
                    <th scope="col" className="px-3 py-1.5 text-right font-bold">
                      Toplam
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {family.rows.map((row) => (
                    <tr key={row.installmentCount} className="border-t border-slate-100">
                      <th scope="row" className="px-3 py-1.5 text-left font-bold whitespace-nowrap text-ink">
                        {installmentCountText(row.installmentCount, row.installmentExtra)}
                        {row.installmentExtra > 0 && <span className="sr-only"> ({row.installmentLabel})</span>}
                      </th>
                      <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{formatMoney(row.monthlyAmount)}</td>
                      <td className="px-3 py-1.5 text-right whitespace-nowrap text-slate-600 tabular-nums">
                        {formatMoney(row.totalAmount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
