/**
 * 'Çocuk Ekle' (spec section 4: children slots up to 4, revealed one by one; the button hides when
 * all are active). With JavaScript `onAdd` reveals the next slot in place. Without it:
 *   - `pagePath`: a GET form asking the page for one more slot (`?yeni=1`; the kid page, whose
 *     slots are forms of their own);
 *   - `submit`: a submit button of the form around it (`name=value`, no validation), whose action
 *     answers the same form with one more slot (the parents' club sign-up).
 */
import type { MouseEvent } from "react";

type Props = { active: number; max: number; onAdd: () => void } & (
  { pagePath: string; submit?: never } | { submit: { name: string; value: string }; pagePath?: never }
);

export function AddKidButton({ active, max, onAdd, pagePath, submit }: Props) {
  if (active >= max) return null;
  const click = (event: MouseEvent) => {
    event.preventDefault();
    onAdd();
  };
  const button = (
    <button
      type="submit"
      name={submit ? submit.name : "yeni"}
      value={submit ? submit.value : "1"}
      formNoValidate={submit ? true : undefined}
      onClick={click}
      className="flex min-h-16 w-full flex-wrap items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50/40 px-4 py-3 text-base font-extrabold text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50"
    >
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-full bg-brand-500 text-lg leading-none text-white"
      >
        +
      </span>
      Çocuk Ekle
      <span className="text-sm font-semibold text-slate-500">
        ({active}/{max})
      </span>
    </button>
  );
  if (submit) return button;
  return (
    <form method="get" action={pagePath} className="flex">
      {button}
    </form>
  );
}
