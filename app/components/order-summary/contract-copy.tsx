/**
 * The pre-information form and distance sales contract as the buyer accepted them (PRODUCT.md
 * "Turkish law": a copy is kept with the order). A native disclosure: it opens without JavaScript.
 * The HTML was made and escaped by the server when the order was placed (domain/order-core/contract.ts).
 */
export const CONTRACT_TITLE = "Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi";

const prose =
  "[&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-black [&_h2]:text-ink [&_h2:first-child]:mt-0 [&_h3]:mt-4 [&_h3]:font-extrabold [&_h3]:text-ink [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 " +
  "[&_table]:mt-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-xs [&_td]:border [&_td]:border-slate-200 [&_td]:p-1.5 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-1.5 [&_th]:text-left";

export function ContractCopy({ html }: { html: string }) {
  if (!html) return null;
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 font-extrabold text-ink md:p-5 [&::-webkit-details-marker]:hidden">
        {CONTRACT_TITLE}
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
          className="shrink-0 text-brand-600 transition-transform group-open:rotate-180"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="max-h-[28rem] overflow-auto border-t border-slate-200 p-4 text-sm leading-relaxed text-slate-700 md:p-5">
        <div data-testid="contract-copy" className={prose} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </details>
  );
}
