/**
 * Small building blocks of the checkout page: a field message that the page scrolls to when it is
 * the first one, and the selectable option card used by every radio list. (Its sections and
 * notices are the form kit's: components/form/section.tsx, notice.tsx.)
 */

/** A field's message; `data-checkout-error` lets the page find the first one in reading order. */
export function FieldMessage({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} data-checkout-error="" className="mt-1.5 text-sm font-semibold text-red-600">
      {error}
    </p>
  );
}

/** The class of a selectable card (a label around a radio or checkbox). */
export const optionClass = (selected: boolean, error?: boolean) =>
  `relative flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
    selected
      ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500"
      : error
        ? "border-red-400 bg-red-50/40 hover:border-red-500"
        : "border-slate-200 bg-white hover:border-brand-300"
  }`;

export const radioClass = "mt-0.5 size-5 shrink-0 accent-brand-500";
