/** The registration form's inputs: labelled, with the field's message underneath and a red border. */
import type { ReactNode } from "react";
import { useLettersOnly } from "#app/components/form/use-letters-only";

const inputBase = "mt-1 h-11 w-full rounded-xl border bg-white px-3 text-[15px] text-ink placeholder:text-slate-400 focus:border-brand-500";
export const inputClass = (error?: string) => `${inputBase} ${error ? "border-red-500 bg-red-50/40" : "border-slate-300"}`;

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-600">
      {error}
    </p>
  );
}

type TextFieldProps = {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "email" | "tel";
  placeholder?: string;
  hint?: string;
};

export function TextField({ name, label, value, error, onChange, onBlur, type = "text", autoComplete, inputMode, placeholder, hint }: TextFieldProps) {
  const id = `kayit-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hata` : hint ? `${id}-ipucu` : undefined}
        className={inputClass(error)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <FieldError id={`${id}-hata`} error={error} />
      ) : hint ? (
        <p id={`${id}-ipucu`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type NameField = "firstname" | "lastname";

/** Ad and Soyad side by side (registration, profile): letters only, other characters blocked as typed (spec section 5). */
export function NameFields({ values, errors, onChange }: { values: Record<NameField, string>; errors: Partial<Record<NameField, string>>; onChange: (field: NameField, value: string) => void }) {
  const letters = useLettersOnly();
  const field = (name: NameField, label: string, autoComplete: string) => (
    <TextField
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      error={letters.message(name) ?? errors[name]}
      onChange={(v) => onChange(name, letters.accept(name, v))}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field("firstname", "Ad", "given-name")}
      {field("lastname", "Soyad", "family-name")}
    </div>
  );
}

export function CheckField({ name, checked, error, onChange, children }: { name: string; checked: boolean; error?: string; onChange: (v: boolean) => void; children: ReactNode }) {
  const id = `kayit-${name}`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hata` : undefined}
          className={`mt-0.5 size-5 shrink-0 rounded accent-brand-500 ${error ? "outline-2 outline-red-500" : ""}`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="text-sm leading-snug text-slate-700">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-hata`} error={error} />
    </div>
  );
}
