/**
 * Small building blocks of the checkout page: a section card with its heading (a named region, so
 * the delivery and billing forms can share labels), a field message that the page scrolls to when
 * it is the first one, and the selectable option card used by every radio list.
 */
import type { ReactNode } from "react";

export function Section({ id, title, icon, aside, children }: { id: string; title: string; icon?: ReactNode; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-baslik`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={`${id}-baslik`} className="flex items-center gap-2 text-lg font-black text-ink">
          {icon ? (
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

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
    selected ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500" : error ? "border-red-400 bg-red-50/40 hover:border-red-500" : "border-slate-200 bg-white hover:border-brand-300"
  }`;

export const radioClass = "mt-0.5 size-5 shrink-0 accent-brand-500";

export function Notice({ tone = "info", children, role }: { tone?: "info" | "warn" | "error" | "ok"; children: ReactNode; role?: "alert" | "status" }) {
  const colours = {
    info: "border-sky-200 bg-sky-50 text-sky-900",
    warn: "border-amber-200 bg-amber-50 text-amber-900",
    error: "border-red-200 bg-red-50 text-red-700",
    ok: "border-emerald-200 bg-emerald-50 text-emerald-800",
  }[tone];
  return (
    <div role={role} className={`rounded-xl border px-3 py-2.5 text-sm font-semibold ${colours}`}>
      {children}
    </div>
  );
}
