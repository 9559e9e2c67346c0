/**
 * One child slot's fields (spec sections 2, 3, 5): Çocuğunuzun Adı, Cinsiyet (optional: Kız, Erkek)
 * and the birth date as three selects. Props only, no data access: the account's kid page and the
 * parents' club sign-up (up to 4 slots) both render it inside their own form.
 *
 *   <KidFields idPrefix="cocuk-2-" namePrefix="children[1]." values={v} errors={e} years={years}
 *     onChange={(field, value) => …} />
 *
 * 'Lütfen Çocuk Bilgilerini Eksiksiz Doldurunuz' is the slot's summary (the form shows it once);
 * under the fields go only the more specific lines (letters only, a wrong date).
 */
import { useLettersOnly } from "#app/components/form/use-letters-only";
import { KID_GENDERS, KID_INCOMPLETE, type KidField, type KidValues } from "#app/domain/family/kid.schema";
import { BirthDateSelects } from "./birth-date-selects";
import { inputClass } from "#app/components/form/input-class";
import { FieldError } from "#app/components/form/field-error";

type Props = {
  idPrefix: string;
  namePrefix?: string;
  values: KidValues;
  errors: Partial<Record<KidField, string>>;
  years: number[];
  onChange: (field: keyof KidValues, value: string) => void;
};

const GENDER_CHOICES: [string, string][] = [...Object.entries(KID_GENDERS), ["", "Belirtmek istemiyorum"]];

/** A field's own line: the summary message is not repeated under every field. */
const ownLine = (message?: string) => (message && message !== KID_INCOMPLETE ? message : undefined);

export function KidFields({ idPrefix, namePrefix = "", values, errors, years, onChange }: Props) {
  const nameId = `${idPrefix}name`;
  const letters = useLettersOnly();
  const nameLine = letters.message("name") ?? ownLine(errors.name);
  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor={nameId} className="text-sm font-bold text-slate-700">
          Çocuğunuzun Adı
        </label>
        <input
          id={nameId}
          name={`${namePrefix}name`}
          value={values.name}
          autoComplete="off"
          maxLength={50}
          placeholder="Örn. Elif"
          aria-invalid={errors.name || nameLine ? true : undefined}
          aria-describedby={nameLine ? `${nameId}-hata` : undefined}
          className={inputClass(errors.name ?? nameLine)}
          onChange={(e) => onChange("name", letters.accept("name", e.target.value))}
        />
        <FieldError id={`${nameId}-hata`} error={nameLine} />
      </div>
      <fieldset>
        <legend className="text-sm font-bold text-slate-700">
          Cinsiyet <span className="font-normal text-slate-500">(isteğe bağlı)</span>
        </legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {GENDER_CHOICES.map(([value, label]) => (
            <label
              key={value || "none"}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-700 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:font-bold has-[:checked]:text-brand-800"
            >
              <input
                type="radio"
                name={`${namePrefix}gender`}
                value={value}
                checked={values.gender === value}
                onChange={() => onChange("gender", value)}
                className="size-4 accent-brand-500"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <BirthDateSelects
        idPrefix={idPrefix}
        namePrefix={namePrefix}
        legend="Doğum Tarihi"
        value={{ day: values.day, month: values.month, year: values.year }}
        years={years}
        invalid={{ day: Boolean(errors.day), month: Boolean(errors.month), year: Boolean(errors.year) }}
        message={errors.birth}
        onChange={(part, value) => onChange(part, value)}
      />
    </div>
  );
}
