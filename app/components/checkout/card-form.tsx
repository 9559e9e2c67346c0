/**
 * Kredi Kartı (spec sections 3, 5, 9): card number (four boxes), the holder's name (letters only),
 * expiry month and year, CVC (3 digits), 'Kartımı kaydet' for members; the fields are card[number],
 * card[name], card[month], card[year], card[cvc] and saveCreditCard. One message for an incomplete
 * card ('Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.'); the wrong parts get a red border.
 * The bonus box (card-bonus.tsx) comes as `bonus`, above the installments.
 */
import type { ReactNode } from "react";
import { ChevronDownIcon } from "#app/components/icons";
import { useLettersOnly } from "#app/components/form/use-letters-only";
import { CardNumberBoxes } from "./card-number-boxes";
import { FieldMessage } from "./checkout-ui";
import { isChecked, type FormValues } from "./checkout-rules";
import { inputClass } from "#app/components/form/input-class";

type Props = {
  values: FormValues;
  error?: string;
  member: boolean;
  onPatch: (patch: FormValues) => void;
  bonus: ReactNode;
  installments: ReactNode;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));
const thisYear = () => new Date().getFullYear();

export function CardForm({ values, error, member, onPatch, bonus, installments }: Props) {
  const number = values["card[number]"] ?? "";
  const name = values["card[name]"] ?? "";
  const cvc = values["card[cvc]"] ?? "";
  const letters = useLettersOnly();
  const nameBlocked = letters.message("name");
  const wrong = {
    number: Boolean(error) && number.length !== 16,
    name: Boolean(nameBlocked) || (Boolean(error) && name.trim().length < 2),
    month: Boolean(error) && !values["card[month]"],
    year: Boolean(error) && !values["card[year]"],
    cvc: Boolean(error) && !/^\d{3}$/.test(cvc),
  };
  const described = error ? "card-hata" : undefined;
  const years = Array.from({ length: 11 }, (_, i) => String(thisYear() + i));
  const select = (field: "month" | "year", label: string, options: string[]) => (
    <div className="relative min-w-0 flex-1">
      <select
        name={`card[${field}]`}
        aria-label={label}
        value={values[`card[${field}]`] ?? ""}
        autoComplete={field === "month" ? "cc-exp-month" : "cc-exp-year"}
        aria-invalid={wrong[field] || undefined}
        aria-describedby={described}
        className={`${inputClass(wrong[field] ? "x" : undefined)} appearance-none pr-8`}
        onChange={(e) => onPatch({ [`card[${field}]`]: e.target.value })}
      >
        <option value="">{field === "month" ? "Ay" : "Yıl"}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={18} className="pointer-events-none absolute right-2.5 bottom-[13px] text-slate-500" />
    </div>
  );

  return (
    <div className="grid gap-4">
      <div role="group" aria-labelledby="kart-numarasi-etiket">
        <span id="kart-numarasi-etiket" className="text-sm font-bold text-slate-700">
          Kart Numarası
        </span>
        <div className="mt-1">
          <CardNumberBoxes value={number} invalid={wrong.number} describedBy={described} onChange={(v) => onPatch({ "card[number]": v })} />
        </div>
        <input type="hidden" name="card[number]" value={number} />
      </div>
      <div>
        <label htmlFor="kart-sahibi" className="text-sm font-bold text-slate-700">
          Kart Üzerindeki İsim
        </label>
        <input
          id="kart-sahibi"
          name="card[name]"
          value={name}
          autoComplete="cc-name"
          maxLength={60}
          aria-invalid={wrong.name || undefined}
          aria-describedby={nameBlocked ? "kart-sahibi-hata" : described}
          className={inputClass(wrong.name ? "x" : undefined)}
          onChange={(e) => onPatch({ "card[name]": letters.accept("name", e.target.value) })}
        />
        <FieldMessage id="kart-sahibi-hata" error={nameBlocked} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3 sm:grid-cols-[minmax(0,16rem)_7rem]">
        <div role="group" aria-labelledby="son-kullanma-etiket">
          <span id="son-kullanma-etiket" className="text-sm font-bold text-slate-700">
            Son Kullanma Tarihi
          </span>
          <div className="flex gap-2">
            {select("month", "Son kullanma ayı", MONTHS)}
            {select("year", "Son kullanma yılı", years)}
          </div>
        </div>
        <div>
          <label htmlFor="kart-cvc" className="text-sm font-bold text-slate-700">
            CVC
          </label>
          <input
            id="kart-cvc"
            name="card[cvc]"
            value={cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            placeholder="•••"
            aria-invalid={wrong.cvc || undefined}
            aria-describedby={described}
            className={`${inputClass(wrong.cvc ? "x" : undefined)} text-center tracking-widest`}
            onChange={(e) => onPatch({ "card[cvc]": e.target.value.replace(/\D/g, "").slice(0, 3) })}
          />
        </div>
      </div>
      <FieldMessage id="card-hata" error={error} />
      {member ? (
        <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
          <input
            type="checkbox"
            name="saveCreditCard"
            checked={isChecked(values.saveCreditCard)}
            onChange={(e) => onPatch({ saveCreditCard: e.target.checked ? "1" : "" })}
            className="size-5 accent-brand-500"
          />
          Kartımı kaydet
          <span className="font-normal text-slate-500">(kart numaranız bizde değil, bankanızda saklanır)</span>
        </label>
      ) : null}
      {bonus}
      <div>
        <h3 className="mb-2 text-sm font-extrabold text-ink">Taksit Seçenekleri</h3>
        {installments}
      </div>
    </div>
  );
}
