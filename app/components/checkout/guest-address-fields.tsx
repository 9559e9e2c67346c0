/**
 * A guest's typed address at checkout (spec section 5 "Guest checkout"): full name, mobile phone
 * (masked as typed), city, district, town (optional), the address (10 to 120 characters) and, when
 * it is also the billing address, billing as an individual (T.C. Kimlik No) or a company (company,
 * tax office, tax number). Fields are named delivery[...] or billing[...] like the pay call reads.
 */
import type { ComponentProps } from "react";
import { Field as AddressField } from "#app/components/address/address-fields";
import { PlaceSelect } from "#app/components/address/place-select";
import { useLettersOnly } from "#app/components/form/use-letters-only";
import { BILLING_TYPES, LIMITS, type Place } from "#app/domain/addresses/address.schema";
import { GENERIC_ERROR } from "#app/lib/messages";
import { maskPhone, PHONE_PLACEHOLDER } from "#app/lib/phone";
import { FieldMessage, radioClass } from "./checkout-ui";
import type { FormErrors, FormValues } from "./checkout-rules";
import { usePlaceOptions, type PlaceOptions } from "./use-place-options";
import { inputClass } from "#app/components/form/input-class";

type Props = {
  prefix: "delivery" | "billing";
  values: FormValues;
  errors: FormErrors;
  cities: Place[];
  /** Show the billing type and its numbers (the address is also the billing address). */
  withBilling: boolean;
  onPatch: (patch: FormValues) => void;
};

const digitsOnly = (v: string) => v.replace(/\D/g, "").slice(0, 11);

/** The address book's field, its errors shown the checkout's way. */
const Field = (props: ComponentProps<typeof AddressField>) => <AddressField {...props} message={FieldMessage} />;

export function GuestAddressFields({ prefix, values, errors, cities, withBilling, onPatch }: Props) {
  const name = (field: string) => `${prefix}[${field}]`;
  const id = (field: string) => `${prefix === "delivery" ? "teslimat" : "fatura"}-${field}`;
  const letters = useLettersOnly();
  const value = (field: string) => values[name(field)] ?? "";
  const error = (field: string) => letters.message(field) ?? errors[name(field)];
  const districts = usePlaceOptions("district", value("city"));
  const towns = usePlaceOptions("town", value("district"));

  const text = (
    field: string,
    label: string,
    extra: {
      autoComplete?: string;
      inputMode?: "numeric" | "tel";
      placeholder?: string;
      maxLength?: number;
      mask?: (v: string) => string;
      hint?: string;
    } = {},
  ) => (
    <Field id={id(field)} label={label} error={error(field)} hint={extra.hint}>
      <input
        id={id(field)}
        name={name(field)}
        type={extra.inputMode === "tel" ? "tel" : "text"}
        value={value(field)}
        autoComplete={extra.autoComplete ?? "off"}
        inputMode={extra.inputMode}
        placeholder={extra.placeholder}
        maxLength={extra.maxLength}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={error(field) ? `${id(field)}-hata` : undefined}
        className={inputClass(error(field))}
        onChange={(e) => onPatch({ [name(field)]: extra.mask ? extra.mask(e.target.value) : e.target.value })}
      />
    </Field>
  );

  const select = (field: "city" | "district" | "town", label: string, list: PlaceOptions | null, waiting: string, optional = false) => {
    const options = list ? list.options : cities;
    const disabled = list !== null && (list.loading || options.length === 0);
    const placeholder = list?.loading ? "Yükleniyor…" : list && options.length === 0 ? waiting : `${label} seçiniz`;
    const message = error(field) ?? (list?.failed ? GENERIC_ERROR : undefined);
    return (
      <Field id={id(field)} label={label} error={message} optional={optional}>
        <PlaceSelect
          id={id(field)}
          name={name(field)}
          value={value(field)}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          error={error(field)}
          describedBy={message ? `${id(field)}-hata` : undefined}
          onChange={(v) => {
            if (field === "city") onPatch({ [name("city")]: v, [name("district")]: "", [name("town")]: "" });
            else if (field === "district") onPatch({ [name("district")]: v, [name("town")]: "" });
            else onPatch({ [name("town")]: v });
          }}
        />
      </Field>
    );
  };

  const addressLength = value("address").trim().replace(/\s+/g, " ").length;
  const corporate = value("billingType") === "corporate";
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("personName", "Ad Soyad", {
          autoComplete: prefix === "delivery" ? "shipping name" : "billing name",
          maxLength: LIMITS.personName,
          mask: (v) => letters.accept("personName", v),
        })}
        {text("phone", "Cep Telefonu", { autoComplete: "tel-national", inputMode: "tel", placeholder: PHONE_PLACEHOLDER, mask: maskPhone })}
        {select("city", "İl", null, "")}
        {select("district", "İlçe", value("city") ? districts : { options: [], loading: false, failed: false }, "Önce il seçiniz")}
        <div className="sm:col-span-2">
          {select("town", "Mahalle", value("district") ? towns : { options: [], loading: false, failed: false }, "Önce ilçe seçiniz", true)}
        </div>
      </div>
      <Field id={id("address")} label="Adres" error={error("address")}>
        <textarea
          id={id("address")}
          name={name("address")}
          rows={3}
          value={value("address")}
          maxLength={LIMITS.address + 40}
          autoComplete={prefix === "delivery" ? "shipping street-address" : "billing street-address"}
          placeholder="Cadde, sokak, bina ve daire numarası"
          aria-invalid={error("address") ? true : undefined}
          aria-describedby={error("address") ? `${id("address")}-hata` : undefined}
          className={`${inputClass(error("address"))} h-auto resize-y py-2 leading-snug`}
          onChange={(e) => onPatch({ [name("address")]: e.target.value })}
        />
        <p
          className={`mt-1 text-right text-xs font-semibold tabular-nums ${addressLength > LIMITS.address || (addressLength > 0 && addressLength < LIMITS.addressMin) ? "text-red-600" : "text-slate-500"}`}
        >
          {addressLength}/{LIMITS.address}
        </p>
      </Field>
      {withBilling ? (
        <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50/70 p-4">
          <legend className="px-1 text-sm font-extrabold text-ink">Fatura Bilgileri</legend>
          <div role="radiogroup" aria-label="Fatura türü" className="flex flex-wrap gap-x-6 gap-y-2">
            {Object.entries(BILLING_TYPES).map(([type, label]) => (
              <label key={type} className="flex cursor-pointer items-center gap-2 text-sm font-bold text-slate-700">
                <input
                  type="radio"
                  name={name("billingType")}
                  value={type}
                  checked={(value("billingType") || "individual") === type}
                  onChange={() => onPatch({ [name("billingType")]: type })}
                  className={radioClass}
                />
                {label}
              </label>
            ))}
          </div>
          {corporate ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                {text("company", "Firma Adı", { autoComplete: "organization", maxLength: LIMITS.company })}
              </div>
              {text("taxOffice", "Vergi Dairesi", { maxLength: LIMITS.taxOffice })}
              {text("taxNumber", "Vergi Numarası", { inputMode: "numeric", maxLength: 11, mask: digitsOnly })}
            </div>
          ) : (
            text("identityNumber", "T.C. Kimlik No", {
              inputMode: "numeric",
              maxLength: 11,
              mask: digitsOnly,
              hint: "Faturanız T.C. Kimlik Numaranızla düzenlenir.",
            })
          )}
        </fieldset>
      ) : null}
    </div>
  );
}
