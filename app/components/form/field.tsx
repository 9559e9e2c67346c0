/**
 * The form kit's fields (registration, profile, contact, the parents' club, address book …):
 * labelled, with the field's message underneath (field-error.tsx) and a red border
 * (input-class.ts). `Labelled` is the frame every field shares; `TextField` and `CheckField` the
 * common controls in it.
 */
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { inputClass } from "./input-class";

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

type LabelledProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Adds '(isteğe bağlı)' to the label. */
  optional?: boolean;
  /** How the error shows (checkout's FieldMessage marks it for its scroll-to-first-error). */
  message?: (props: { id: string; error?: string }) => ReactNode;
  children: ReactNode;
};

/**
 * A field's frame, for every form: its label, the control (whose id is `id`; described by
 * `describedBy(id, error, hint)`), then its message (`{id}-hata`) or else its hint (`{id}-ipucu`).
 */
export function Labelled({ id, label, error, hint, optional, message: Message = FieldError, children }: LabelledProps) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
        {optional ? <span className="ml-1 font-semibold text-slate-500">(isteğe bağlı)</span> : null}
      </label>
      {children}
      {error ? (
        <Message id={`${id}-hata`} error={error} />
      ) : hint ? (
        <p id={`${id}-ipucu`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The id of the text under a field (its message, else its hint), for aria-describedby. */
export const describedBy = (id: string, error?: string, hint?: string) => (error ? `${id}-hata` : hint ? `${id}-ipucu` : undefined);

export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  hint,
}: TextFieldProps) {
  const id = `kayit-${name}`;
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass(error)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </Labelled>
  );
}

export function CheckField({
  name,
  checked,
  error,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  error?: string;
  onChange: (v: boolean) => void;
  children: ReactNode;
}) {
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
