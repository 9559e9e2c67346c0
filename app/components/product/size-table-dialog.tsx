/**
 * 'Beden Tablosu' (spec section 2: size-table lightbox): shown only when every size of the product's
 * variants is in one of the shop's size charts; the chosen size's row is highlighted.
 */
import { useState } from "react";
import type { SizeChart } from "#app/domain/catalog/size-charts";
import { EXTRA_BUTTON, ProductLightbox } from "./product-lightbox";

/** `chart` is chosen on the server (sizeChartFor); null shows nothing. */
export function SizeTableButton({ chart, selectedSize }: { chart: SizeChart | null; selectedSize: string | null }) {
  const [open, setOpen] = useState(false);
  if (!chart) return null;
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={EXTRA_BUTTON}>
        <RulerIcon />
        Beden Tablosu
      </button>
      <ProductLightbox title={chart.title} open={open} onOpenChange={setOpen} size="lg">
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">{chart.title}</caption>
            <thead>
              <tr className="bg-brand-50 text-left text-ink">
                {chart.columns.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 font-extrabold whitespace-nowrap">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map(([size, ...cells]) => {
                const chosen = size === selectedSize;
                return (
                  <tr
                    key={size}
                    aria-current={chosen ? "true" : undefined}
                    className={`border-t border-slate-100 ${chosen ? "bg-brand-100/70" : "even:bg-slate-50"}`}
                  >
                    <th scope="row" className="px-3 py-2 text-left font-bold whitespace-nowrap text-ink">
                      {size}
                    </th>
                    {cells.map((cell, i) => (
                      <td key={chart.columns[i + 1]} className="px-3 py-2 whitespace-nowrap text-slate-700 tabular-nums">
                        {cell}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-xs text-slate-500">
          Ölçüler santimetredir ve yaklaşık değerlerdir; iki beden arasında kalırsanız büyük bedeni seçmenizi öneririz.
        </p>
      </ProductLightbox>
    </>
  );
}

const RulerIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width={18}
    height={18}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M3 15 15 3l6 6L9 21z" />
    <path d="m7 11 2 2M10 8l2 2M13 5l2 2M4 14l2 2" />
  </svg>
);
