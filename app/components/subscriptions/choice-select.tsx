/** A select of numbered choices with the shop's field look and chevron (the /abonelik selects). */
import { ChevronDownIcon } from "#app/components/icons";
import { inputClass } from "#app/components/form/input-class";

type Props = {
  id: string;
  name: string;
  value: number;
  options: { value: number; label: string; disabled?: boolean }[];
  onChange: (value: number) => void;
  describedBy?: string;
  /** The accessible name when no <label> names it. */
  label?: string;
};

export function ChoiceSelect({ id, name, value, options, onChange, describedBy, label }: Props) {
  return (
    <div className="relative">
      <select
        id={id}
        name={name}
        value={String(value)}
        aria-describedby={describedBy}
        aria-label={label}
        className={`${inputClass()} appearance-none truncate pr-9`}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {options.map((o) => (
          <option key={o.value} value={String(o.value)} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={18} className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
