/**
 * The il / ilçe / mahalle select of the address forms (address book popup and guest checkout):
 * its own chevron, greyed while its list loads or waits for the level above. (The contact form's
 * subject uses it too.)
 */
import { inputClass } from "#app/components/account/registration-fields";
import { ChevronDownIcon } from "#app/components/icons";

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
