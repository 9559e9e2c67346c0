/**
 * 'Çocuk Ekle' (spec section 3: children slots up to 4, revealed one by one; the button hides when
 * all are active). Without JavaScript it is a GET form asking the page for one more slot
 * (`?yeni=1`); with JavaScript `onAdd` reveals the next slot in place.
 */
import type { MouseEvent } from "react";

type Props = { active: number; max: number; onAdd: () => void; pagePath: string };

export function AddKidButton({ active, max, onAdd, pagePath }: Props) {
  if (active >= max) return null;
  const click = (event: MouseEvent) => {
    event.preventDefault();
    onAdd();
  };
  return (
    <form method="get" action={pagePath} className="flex">
      <button
        type="submit"
        name="yeni"
        value="1"
        onClick={click}
        className="flex min-h-16 w-full flex-wrap items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50/40 px-4 py-3 text-base font-extrabold text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50"
      >
        <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-brand-500 text-lg leading-none text-white">
          +
        </span>
        Çocuk Ekle
        <span className="text-sm font-semibold text-slate-500">
          ({active}/{max})
        </span>
      </button>
    </form>
  );
}
