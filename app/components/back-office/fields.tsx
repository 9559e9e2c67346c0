/**
 * The back office's form parts (the look of /yonetim/yoneticiler): a labelled field with its
 * message under it (aria-invalid, aria-describedby), a text area, a select, a checkbox, and the
 * notice a page shows after a post. Each field takes what was typed (or saved) as its default,
 * so a refused post shows everything again.
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { Form } from "react-router";

import { FieldError, fieldClass, labelClass, Notice } from "./form-parts";

export { fieldClass, labelClass };

export type FieldProps = {
  /** The form's field name; the id is `${idPrefix}-${name}`. */
  name: string;
  label: ReactNode;
  idPrefix: string;
  errors: Record<string, string>;
  hint?: ReactNode;
  className?: string;
};

const ids = ({ idPrefix, name }: Pick<FieldProps, "idPrefix" | "name">) => ({
  id: `${idPrefix}-${name}`,
  errorId: `${idPrefix}-${name}-hata`,
  hintId: `${idPrefix}-${name}-ipucu`,
});

function Wrap({ props, children }: { props: FieldProps; children: ReactNode }) {
  const { id, errorId, hintId } = ids(props);
  return (
    <div className={props.className}>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      {children}
      {props.hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      <FieldError id={errorId} message={props.errors[props.name]} />
    </div>
  );
}

/** What every control of a field carries: its id, name, invalid state and descriptions. */
function controlProps(props: FieldProps) {
  const { id, errorId, hintId } = ids(props);
  const invalid = Boolean(props.errors[props.name]);
  const describedBy = [props.hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, name: props.name, "aria-invalid": invalid || undefined, "aria-describedby": describedBy, invalid };
}

export function TextField(
  props: FieldProps & { value?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "defaultValue" | "className">,
) {
  const { name: _n, label: _l, idPrefix: _i, errors: _e, hint: _h, className: _c, value, ...rest } = props;
  const { invalid, ...control } = controlProps(props);
  return (
    <Wrap props={props}>
      <input
        {...rest}
        {...control}
        defaultValue={value}
        className={rest.type === "color" ? `${fieldClass(invalid)} cursor-pointer px-1` : fieldClass(invalid)}
      />
    </Wrap>
  );
}

export function TextAreaField(props: FieldProps & { value?: string; rows?: number; maxLength?: number; placeholder?: string }) {
  const { invalid, ...control } = controlProps(props);
  return (
    <Wrap props={props}>
      <textarea
        {...control}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        defaultValue={props.value}
        className={`${fieldClass(invalid)} h-auto py-2`}
      />
    </Wrap>
  );
}

export function SelectField(
  props: FieldProps & {
    value?: string;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
    onChange?: (value: string) => void;
  },
) {
  const { invalid, ...control } = controlProps(props);
  return (
    <Wrap props={props}>
      <select
        {...control}
        defaultValue={props.value ?? ""}
        className={fieldClass(invalid)}
        onChange={props.onChange && ((e) => props.onChange!(e.target.value))}
      >
        {props.placeholder != null && (
          <option value="" disabled>
            {props.placeholder}
          </option>
        )}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

export function CheckboxField({
  name,
  label,
  idPrefix,
  checked,
  value = "1",
}: {
  name: string;
  label: ReactNode;
  idPrefix: string;
  checked: boolean;
  value?: string;
}) {
  return (
    <label htmlFor={`${idPrefix}-${name}`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-bold text-slate-700">
      <input
        id={`${idPrefix}-${name}`}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-5 accent-brand-700"
      />
      {label}
    </label>
  );
}

/** The answer of a post: green for done, red for refused (role status / alert). */
export function PostNotice({ success, text }: { success: boolean; text: string }) {
  return text ? <Notice ok={success}>{text}</Notice> : null;
}

/** 'Şimdi Bitir' of a list row: a plain POST of intent=end with the row's key (`id` or `code`). */
export function EndNowForm({ field, value, label, busy }: { field: string; value: string | number; label: string; busy: boolean }) {
  return (
    <Form method="post" aria-label={`${label}: bitir`}>
      <input type="hidden" name="intent" value="end" />
      <input type="hidden" name={field} value={value} />
      <button type="submit" className="btn-secondary h-10 px-4 text-sm" disabled={busy} aria-label={`Şimdi Bitir: ${label}`}>
        Şimdi Bitir
      </button>
    </Form>
  );
}
