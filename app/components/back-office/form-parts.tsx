/**
 * What the back office's forms share: the field and label look, a field's message (tied to its
 * field by aria-describedby), and a labelled filter select with an 'all' choice first.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";

export const fieldClass = (invalid = false) =>
  `h-11 w-full rounded-xl border-2 bg-white px-3 text-sm text-ink focus:border-brand-500 ${invalid ? "border-red-500 bg-red-50/40" : "border-slate-200"}`;
export const labelClass = "mb-1 block text-xs font-bold text-slate-700";

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-xs font-bold text-red-700">
      {message}
    </p>
  ) : null;
}

/** A label above its control and the control's message below it. */
export function Labelled({
  id,
  label,
  error,
  className = "",
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-hata`} message={error} />
    </div>
  );
}

export type FilterChoice = { value: string; label: string };

/** A GET form's select: `all` (value '') first, then the choices. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  choices,
  all,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  choices: FilterChoice[];
  all: string;
}) {
  return (
    <Labelled id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={fieldClass()}>
        <option value="">{all}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** The way back to a list above a page's heading ('← Katalog'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className="font-bold text-brand-700 hover:underline">
        ← {label}
      </Link>
    </p>
  );
}

/** The answer of a form post: a status when it went through, an alert when it did not. */
export function Notice({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`mb-4 rounded-xl px-4 py-3 text-sm font-bold ${ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
    >
      {children}
    </p>
  );
}
