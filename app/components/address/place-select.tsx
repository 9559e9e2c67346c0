/**
 * The il / ilçe / mahalle select of the address forms (address book popup and guest checkout):
 * its own chevron, greyed while its list loads or waits for the level above. `SelectField` is it
 * with its label and message (the contact form's subject, the parents' club's city).
 */
import { ChevronDownIcon } from "#app/components/icons";
import { inputClass } from "#app/components/form/input-class";
import { Labelled, describedBy } from "#app/components/form/field";

type Props = {
  id: string;
  name: string;
  value: string;
  options: { id: number | string; name: string }[];
  placeholder: string;
  disabled: boolean;
  /** The field's own error (red border); a list that failed to load only says so below it. */
  error?: string;
  describedBy?: string;
  busy?: boolean;
  onChange: (value: string) => void;
};

export function PlaceSelect({ id, name, value, options, placeholder, disabled, error, describedBy, busy, onChange }: Props) {
  return (
    <div className="relative">
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        className={`${inputClass(error)} appearance-none pr-9 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500`}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={18} className="pointer-events-none absolute right-3 bottom-[13px] text-slate-500" />
    </div>
  );
}

/** A labelled select (il, konu …) with the field's message underneath, ids as TextField's (`kayit-{name}`). */
export function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: { id: number | string; name: string }[];
  placeholder: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `kayit-${name}`;
  return (
    <Labelled id={id} label={label} error={error}>
      <PlaceSelect
        id={id}
        name={name}
        value={value}
        options={options}
        placeholder={placeholder}
        disabled={false}
        error={error}
        describedBy={describedBy(id, error)}
        onChange={onChange}
      />
    </Labelled>
  );
}
