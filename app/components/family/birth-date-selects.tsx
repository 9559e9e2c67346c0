/**
 * A birth date as three labelled selects (Gün, Ay with Turkish month names, Yıl), for the kid and
 * baby forms and the parents' club sign-up. Props only: the form around it owns the values.
 *
 *   <BirthDateSelects idPrefix="cocuk-1-" legend="Doğum Tarihi" value={v} years={[2025, 2024]}
 *     invalid={{ day: true }} message="Lütfen geçerli bir doğum tarihi giriniz." onChange={set} />
 * The selects' ids are `${idPrefix}day|month|year` and their names `${namePrefix}day|month|year`.
 */
import { TURKISH_MONTHS } from "#app/lib/birth-date";
import { inputClass } from "#app/components/form/input-class";
import { FieldError } from "#app/components/form/field-error";

export type DatePart = "day" | "month" | "year";
export type DateValue = Record<DatePart, string>;

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

type Props = {
  idPrefix: string;
  namePrefix?: string;
  legend: string;
  value: DateValue;
  years: number[];
  /** Which selects get the red border. */
  invalid?: Partial<Record<DatePart, boolean>>;
  /** A line under the selects (e.g. why the date is refused). */
  message?: string;
  hint?: string;
  onChange: (part: DatePart, value: string) => void;
};

export function BirthDateSelects({ idPrefix, namePrefix = "", legend, value, years, invalid = {}, message, hint, onChange }: Props) {
  const messageId = `${idPrefix}tarih-hata`;
  const hintId = `${idPrefix}tarih-ipucu`;
  const select = (part: DatePart, label: string, options: { value: string; label: string }[]) => {
    const id = `${idPrefix}${part}`;
    const wrong = Boolean(invalid[part] || message);
    return (
      <div className="min-w-0">
        <label htmlFor={id} className="text-xs font-bold tracking-wide text-slate-500 uppercase">
          {label}
        </label>
        <select
          id={id}
          name={`${namePrefix}${part}`}
          value={value[part]}
          aria-invalid={wrong ? true : undefined}
          aria-describedby={message ? messageId : hint ? hintId : undefined}
          className={`${inputClass(wrong ? "x" : undefined)} pr-2`}
          onChange={(e) => onChange(part, e.target.value)}
        >
          <option value="">{label}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  };
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-bold text-slate-700">{legend}</legend>
      <div className="mt-1 grid grid-cols-[minmax(0,0.8fr)_minmax(0,1.3fr)_minmax(0,1fr)] gap-2">
        {select(
          "day",
          "Gün",
          DAYS.map((d) => ({ value: String(d), label: String(d) })),
        )}
        {select(
          "month",
          "Ay",
          TURKISH_MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
        )}
        {select(
          "year",
          "Yıl",
          years.map((y) => ({ value: String(y), label: String(y) })),
        )}
      </div>
      {message ? (
        <FieldError id={messageId} error={message} />
      ) : hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
