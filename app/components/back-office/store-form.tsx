/**
 * /yonetim/magazalar/duzenle's form: a store's name, code, address name, type, city and district,
 * address, phone, opening hours, location (inside Türkiye) and services. One plain POST form,
 * checked in the browser with the server's schema first. Choosing another city asks the shop's
 * own district call (/address/ajax/get-district-by-city/{plate}); without JavaScript the server
 * answers with that city's districts to pick from.
 */
import { useState } from "react";
import { Form, href } from "react-router";
import { storeSchema, type StoreFormValues } from "#app/domain/stores/store-form";
import { STORE_TYPE_LABELS } from "#app/domain/stores/store-locator";
import { BackOfficeCard } from "./back-office-frame";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./fields";
import { useSchemaCheck } from "./use-schema-check";

type Choice = { id: number; name: string };
const P = "magaza";
const TYPE_OPTIONS = Object.entries(STORE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export function StoreForm({
  values,
  errors: serverErrors,
  cities,
  districts,
  busy,
  isNew,
}: {
  values: StoreFormValues;
  errors: Record<string, string>;
  cities: Choice[];
  districts: Choice[];
  busy: boolean;
  isNew: boolean;
}) {
  const { errors, onSubmit } = useSchemaCheck(storeSchema, serverErrors);
  const [districtList, setDistrictList] = useState(districts);
  const field = { idPrefix: P, errors };
  const cityChanged = async (plate: string) => {
    setDistrictList([]);
    const response = await fetch(href("/address/ajax/get-district-by-city/:cityId", { cityId: encodeURIComponent(plate) }), {
      headers: { Accept: "application/json" },
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { success?: boolean; result?: Choice[] } | null;
    if (body?.success && body.result) setDistrictList(body.result);
  };
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={isNew ? "Yeni mağaza" : "Mağazayı düzenle"}
      className="flex flex-col gap-6"
    >
      <BackOfficeCard>
        <h2 className="mb-4 text-lg font-extrabold text-ink">Mağaza</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField {...field} name="name" label="Mağaza adı" value={values.name} maxLength={120} required className="sm:col-span-2" />
          <TextField {...field} name="code" label="Mağaza kodu" value={values.code} maxLength={20} required />
          <TextField
            {...field}
            name="sefUrl"
            label="Adres adı (/magaza/…)"
            value={values.sefUrl}
            maxLength={160}
            hint="Boş bırakılırsa mağaza adından yapılır."
          />
          <SelectField {...field} name="type" label="Mağaza tipi" value={values.type ?? "magaza"} options={TYPE_OPTIONS} />
          <TextField
            {...field}
            name="phone"
            label="Telefon"
            type="tel"
            value={values.phone}
            maxLength={20}
            placeholder="(0216) 123-4567"
            required
          />
          <TextAreaField
            {...field}
            name="openingHours"
            label="Çalışma saatleri"
            value={values.openingHours}
            rows={2}
            maxLength={200}
            placeholder="Hafta içi 10:00 - 22:00, Pazar 11:00 - 20:00"
            className="sm:col-span-2"
          />
        </div>
      </BackOfficeCard>
      <BackOfficeCard>
        <h2 className="mb-4 text-lg font-extrabold text-ink">Adres ve konum</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            {...field}
            name="cityId"
            label="İl"
            value={values.cityId}
            options={cities.map((c) => ({ value: String(c.id), label: `${c.id} · ${c.name}` }))}
            placeholder="İl seçiniz"
            onChange={(v) => void cityChanged(v)}
          />
          <SelectField
            {...field}
            key={districtList.map((d) => d.id).join()}
            name="districtId"
            label="İlçe"
            value={values.districtId}
            options={districtList.map((d) => ({ value: String(d.id), label: d.name }))}
            placeholder="İlçe seçiniz"
          />
          <TextAreaField
            {...field}
            name="address"
            label="Açık adres"
            value={values.address}
            rows={2}
            maxLength={300}
            className="sm:col-span-2"
          />
          <TextField {...field} name="lat" label="Enlem" value={values.lat} inputMode="decimal" maxLength={14} hint="ör. 40,9903" />
          <TextField {...field} name="lon" label="Boylam" value={values.lon} inputMode="decimal" maxLength={14} hint="ör. 29,0290" />
        </div>
      </BackOfficeCard>
      <BackOfficeCard>
        <h2 className="mb-2 text-lg font-extrabold text-ink">Hizmetler ve durum</h2>
        <CheckboxField name="pickupAvailable" label="Mağazadan teslim alınabilir" idPrefix={P} checked={values.pickupAvailable === "1"} />
        <CheckboxField name="deliveryCar" label="Arabaya teslim" idPrefix={P} checked={values.deliveryCar === "1"} />
        <CheckboxField name="active" label="Etkin (mağaza listesinde ve sayfasında görünür)" idPrefix={P} checked={values.active === "1"} />
      </BackOfficeCard>
      <div>
        <button type="submit" className="btn-primary h-12 px-8" disabled={busy}>
          {isNew ? "Mağazayı Kaydet" : "Değişiklikleri Kaydet"}
        </button>
      </div>
    </Form>
  );
}
