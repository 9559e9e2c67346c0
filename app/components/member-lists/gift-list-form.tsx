/**
 * A gift list's form (spec section 5): 'Hediye Listesi Adı', the event day (three selects) and the
 * delivery address from the member's address book. Checked here with the same rules and messages
 * as on the server (gift-list.schema.ts); a refusal keeps what was typed. Sent as a plain form to
 * the page's action (intent=save, listId when editing).
 */
import { useState, type FormEvent } from "react";
import { Form, href, Link } from "react-router";
import { BirthDateSelects, type DatePart } from "#app/components/family/birth-date-selects";
import {
  GIFT_LIST_NAME_MAX,
  GIFT_LIST_YEARS_AHEAD,
  validateGiftList,
  type GiftListField,
  type GiftListValues,
} from "#app/domain/member-lists/gift-list.schema";
import { inputClass } from "#app/components/form/input-class";
import { FieldError } from "#app/components/form/field-error";

type Props = {
  idPrefix: string;
  initial: GiftListValues;
  listId?: number;
  addresses: { id: number; title: string }[];
  /** The server's answer to this form, if it was this one. */
  serverErrors?: Partial<Record<GiftListField, string>>;
  busy: boolean;
  thisYear: number;
  onCancel?: () => void;
};

export function GiftListForm({ idPrefix, initial, listId, addresses, serverErrors, busy, thisYear, onCancel }: Props) {
  const [values, setValues] = useState<GiftListValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<GiftListField, string>>>(serverErrors ?? {});
  const set = (field: keyof GiftListValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const years = Array.from({ length: GIFT_LIST_YEARS_AHEAD + 1 }, (_, i) => thisYear + i);

  function check(event: FormEvent<HTMLFormElement>) {
    const v = validateGiftList(values);
    if (!v.ok) {
      event.preventDefault();
      setErrors(v.errors);
    } else setErrors({});
  }

  return (
    <Form
      method="post"
      onSubmit={check}
      noValidate
      className="flex flex-col gap-4"
      aria-label={listId ? "Hediye listesini düzenle" : "Yeni hediye listesi"}
    >
      <input type="hidden" name="intent" value="save" />
      {listId != null && <input type="hidden" name="listId" value={listId} />}
      <div>
        <label htmlFor={`${idPrefix}name`} className="text-sm font-bold text-slate-700">
          Hediye Listesi Adı
        </label>
        <input
          id={`${idPrefix}name`}
          name="name"
          maxLength={GIFT_LIST_NAME_MAX}
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${idPrefix}name-error` : undefined}
          className={inputClass(errors.name)}
        />
        <FieldError id={`${idPrefix}name-error`} error={errors.name} />
      </div>
      <BirthDateSelects
        idPrefix={idPrefix}
        legend="Etkinlik Tarihi"
        value={{ day: values.day, month: values.month, year: values.year }}
        years={years}
        message={errors.date}
        onChange={(part: DatePart, value: string) => set(part, value)}
      />
      <div>
        <label htmlFor={`${idPrefix}address`} className="text-sm font-bold text-slate-700">
          Teslimat Adresi
        </label>
        {addresses.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">
            Adres defterinizde adres yok.{" "}
            <Link to={href("/kullanici/adreslerim")} className="font-bold text-brand-700 underline">
              Adres ekleyin
            </Link>
            .
          </p>
        ) : (
          <select
            id={`${idPrefix}address`}
            name="addressId"
            value={values.addressId}
            onChange={(e) => set("addressId", e.target.value)}
            aria-invalid={errors.addressId ? true : undefined}
            aria-describedby={errors.addressId ? `${idPrefix}address-error` : undefined}
            className={inputClass(errors.addressId)}
          >
            <option value="">Adres seçin</option>
            {addresses.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
        )}
        <FieldError id={`${idPrefix}address-error`} error={errors.addressId} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className="btn-primary h-12 px-6 max-sm:w-full">
          Kaydet
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className="btn-secondary h-12 px-6 max-sm:w-full">
            Vazgeç
          </button>
        )}
      </div>
    </Form>
  );
}
