/**
 * The fields of an address (spec sections 3, 5): title, full name, mobile phone (masked as
 * typed), city, district and town (districts and towns load through the address calls as the
 * parent is chosen), the address itself with a character counter, and billing as an individual
 * (T.C. Kimlik No) or a company (company, tax office, tax number). Controlled: the owner keeps
 * the values and the messages; each field shows its message underneath with a red border.
 *
 *   <AddressFields values={values} errors={errors} cities={cities} onChange={(field, value) => …} />
 *
 * `idPrefix` keeps ids unique when a page shows two address forms (checkout: delivery, billing).
 */
import { href } from "react-router";
import { useEffect, useState } from "react";
import { useLettersOnly } from "#app/components/form/use-letters-only";
import { BILLING_TYPES, LIMITS, type AddressField, type AddressValues, type Place } from "#app/domain/addresses/address.schema";
import { callApi } from "#app/lib/api-client";
import { PlaceSelect } from "./place-select";
import { GENERIC_ERROR } from "#app/lib/messages";
import { maskPhone, PHONE_PLACEHOLDER } from "#app/lib/phone";
import { inputClass } from "#app/components/form/input-class";
import { FieldError } from "#app/components/form/field-error";
import { Labelled, describedBy } from "#app/components/form/field";

type Props = {
  values: AddressValues;
  errors: Partial<Record<AddressField, string>>;
  cities: Place[];
  onChange: (field: AddressField, value: string) => void;
  idPrefix?: string;
};

/** The id of a field's input, for labels, messages and focusing the first wrong field. */
export const addressFieldId = (idPrefix: string, field: AddressField) => `${idPrefix}${field}`;

// Districts and towns never change while a page is open: each list is asked once.
const placeCache = new Map<string, Promise<Place[]>>();

function loadPlaces(url: string): Promise<Place[]> {
  let pending = placeCache.get(url);
  if (!pending) {
    pending = callApi<{ success: boolean; result?: Place[] }>(url).then((answer) =>
      answer.success && Array.isArray(answer.result) ? answer.result : [],
    );
    pending.catch(() => placeCache.delete(url));
    placeCache.set(url, pending);
  }
  return pending;
}

type PlaceList = { options: Place[]; loading: boolean; failed: boolean };

/** The options of a district or town select for `url` (null: the parent is not chosen yet). */
function usePlaceList(url: string | null): PlaceList {
  const [state, setState] = useState<PlaceList & { url: string | null }>({ url: null, options: [], loading: false, failed: false });
  useEffect(() => {
    if (!url) return;
    let live = true;
    setState((s) => ({ url, options: s.url === url ? s.options : [], loading: true, failed: false }));
    loadPlaces(url).then(
      (options) => live && setState({ url, options, loading: false, failed: false }),
      () => live && setState({ url, options: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return url && state.url === url ? state : { options: [], loading: Boolean(url), failed: false };
}

/** A labelled address field with '(isteğe bağlı)', its error under it, or else its hint (the form kit's frame). */
export const Field = Labelled;

export function AddressFields({ values, errors, cities, onChange, idPrefix = "adres-" }: Props) {
  const id = (field: AddressField) => addressFieldId(idPrefix, field);
  const districts = usePlaceList(
    values.city ? href("/address/ajax/get-district-by-city/:cityId", { cityId: encodeURIComponent(values.city) }) : null,
  );
  const towns = usePlaceList(
    values.district ? href("/address/ajax/get-town-by-district/:districtId", { districtId: encodeURIComponent(values.district) }) : null,
  );
  const corporate = values.billingType === "corporate";
  const letters = useLettersOnly();

  const input = (
    field: AddressField,
    props: {
      label: string;
      autoComplete?: string;
      inputMode?: "text" | "numeric" | "tel";
      placeholder?: string;
      maxLength?: number;
      hint?: string;
      optional?: boolean;
      mask?: (v: string) => string;
    },
  ) => {
    const error = letters.message(field) ?? errors[field];
    return (
      <Field id={id(field)} label={props.label} error={error} hint={props.hint} optional={props.optional}>
        <input
          id={id(field)}
          name={field}
          type={props.inputMode === "tel" ? "tel" : "text"}
          value={values[field]}
          autoComplete={props.autoComplete ?? "off"}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id(field), error, props.hint)}
          className={inputClass(error)}
          onChange={(e) => onChange(field, props.mask ? props.mask(e.target.value) : e.target.value)}
        />
      </Field>
    );
  };

  const select = (field: "city" | "district" | "town", label: string, list: PlaceList | null, waitingFor: string) => {
    const options = list ? list.options : cities;
    const disabled = list !== null && (list.loading || options.length === 0);
    const placeholder = list?.loading ? "Yükleniyor…" : list && options.length === 0 ? waitingFor : `${label} seçiniz`;
    const error = errors[field] ?? (list?.failed ? GENERIC_ERROR : undefined);
    return (
      <Field id={id(field)} label={label} error={error}>
        <PlaceSelect
          id={id(field)}
          name={field}
          value={values[field]}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          error={errors[field]}
          describedBy={describedBy(id(field), error)}
          busy={list?.loading}
          onChange={(v) => onChange(field, v)}
        />
      </Field>
    );
  };

  const addressLength = values.address.trim().replace(/\s+/g, " ").length;
  const addressId = id("address");
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {input("title", { label: "Adres Başlığı", placeholder: "Örn. Evim, İş Yerim", maxLength: LIMITS.title })}
        {input("personName", {
          label: "Ad Soyad",
          autoComplete: "name",
          maxLength: LIMITS.personName,
          mask: (v) => letters.accept("personName", v),
        })}
        {input("phone", {
          label: "Cep Telefonu",
          autoComplete: "tel-national",
          inputMode: "tel",
          placeholder: PHONE_PLACEHOLDER,
          mask: maskPhone,
        })}
        {select("city", "İl", null, "")}
        {select("district", "İlçe", values.city ? districts : { options: [], loading: false, failed: false }, "Önce il seçiniz")}
        {select("town", "Mahalle", values.district ? towns : { options: [], loading: false, failed: false }, "Önce ilçe seçiniz")}
      </div>
      <Field id={addressId} label="Adres" error={errors.address}>
        <textarea
          id={addressId}
          name="address"
          rows={3}
          value={values.address}
          maxLength={LIMITS.address + 40}
          autoComplete="street-address"
          placeholder="Cadde, sokak, bina ve daire numarası"
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={[`${addressId}-sayac`, errors.address ? `${addressId}-hata` : ""].filter(Boolean).join(" ")}
          className={`${inputClass(errors.address)} h-auto resize-y py-2 leading-snug`}
          onChange={(e) => onChange("address", e.target.value)}
        />
        <p
          id={`${addressId}-sayac`}
          className={`mt-1 text-right text-xs font-semibold tabular-nums ${addressLength > LIMITS.address || (addressLength > 0 && addressLength < LIMITS.addressMin) ? "text-red-600" : "text-slate-500"}`}
        >
          {addressLength}/{LIMITS.address}
        </p>
      </Field>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50/70 p-4">
        <legend className="px-1 text-sm font-extrabold text-ink">Fatura Bilgileri</legend>
        <div role="radiogroup" aria-label="Fatura türü" className="grid grid-cols-2 gap-2 rounded-full bg-white p-1 ring-1 ring-slate-200">
          {Object.entries(BILLING_TYPES).map(([value, label]) => (
            <label
              key={value}
              className={`flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full text-sm font-bold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                values.billingType === value ? "bg-brand-700 text-white shadow-sm" : "text-slate-600 hover:bg-brand-50"
              }`}
            >
              <input
                type="radio"
                name={`${idPrefix}billingType`}
                value={value}
                checked={values.billingType === value}
                onChange={() => onChange("billingType", value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={`${id("billingType")}-hata`} error={errors.billingType} />
        {corporate ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              {input("company", { label: "Firma Adı", autoComplete: "organization", maxLength: LIMITS.company })}
            </div>
            {input("taxOffice", { label: "Vergi Dairesi", maxLength: LIMITS.taxOffice })}
            {input("taxNumber", {
              label: "Vergi Numarası",
              inputMode: "numeric",
              maxLength: 11,
              hint: "10 haneli vergi numarası ya da şahıs şirketleri için T.C. Kimlik No",
              mask: digitsOnly,
            })}
          </div>
        ) : (
          input("identityNumber", {
            label: "T.C. Kimlik No",
            inputMode: "numeric",
            maxLength: 11,
            optional: true,
            hint: "Faturanızın T.C. Kimlik Numaranızla düzenlenmesi için",
            mask: digitsOnly,
          })
        )}
      </fieldset>
    </div>
  );
}

const digitsOnly = (v: string) => v.replace(/\D/g, "").slice(0, 11);
