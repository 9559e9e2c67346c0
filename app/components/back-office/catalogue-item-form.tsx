/**
 * /yonetim/katalog/yeni and /yonetim/katalog/{id}: the item form (name, brand, category,
 * description, VAT, status, type, size table, video) and its variants (sku, barcode, size, price
 * and list price in TL with a decimal comma, online stock, status, stock per store), with an empty
 * row that adds a variant. A plain POST form that works without JavaScript; with it, the same rule
 * as the server's (catalogue-item.schema.ts) checks it before it is sent. Every message sits under
 * its field (aria-describedby) and nothing typed is lost on an error: the server sends it back.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import { NEW_VARIANT_KEY, readCatalogueItemForm, variantField } from "#app/domain/catalog/catalogue-item.schema";
import type { CatalogueChoices, EditableItem } from "#app/domain/catalog/catalogue-editor.server";
import { NO_SIZE_CHART, SIZE_CHARTS } from "#app/domain/catalog/size-charts";
import { fieldClass, Labelled } from "./form-parts";

export type FormValues = Record<string, string | string[]>;

/** '1.299,90' for an amount in kuruş (what the field shows and the form sends back). */
export const liraText = (kurus: number) => {
  const lira = String(Math.floor(kurus / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${lira},${String(kurus % 100).padStart(2, "0")}`;
};

/** What the form shows for an item as saved. */
export function itemFormValues(item: EditableItem | null): FormValues {
  if (!item)
    return {
      vatRate: "20",
      status: "active",
      type: "normal",
      [variantField(NEW_VARIANT_KEY, "size")]: "Standart",
      [variantField(NEW_VARIANT_KEY, "stock")]: "0",
    };
  const values: FormValues = {
    name: item.name,
    brandId: String(item.brandId),
    categoryId: String(item.categoryId),
    description: item.description,
    vatRate: String(item.vatRate),
    status: item.status,
    type: item.type,
    sizeChart: item.sizeChart ?? "",
    videoUrl: item.videoUrl ?? "",
    [variantField(NEW_VARIANT_KEY, "size")]: "Standart",
    [variantField(NEW_VARIANT_KEY, "stock")]: "0",
  };
  for (const v of item.variants) {
    const key = String(v.id);
    values[variantField(key, "sku")] = v.sku;
    values[variantField(key, "barcode")] = v.barcode;
    values[variantField(key, "size")] = v.size;
    values[variantField(key, "price")] = liraText(v.priceKurus);
    values[variantField(key, "originalPrice")] = liraText(v.originalPriceKurus);
    values[variantField(key, "stock")] = String(v.stock);
    values[variantField(key, "status")] = v.status;
    for (const s of v.stores) values[variantField(key, `magaza-${s.storeId}`)] = String(s.quantity);
  }
  return values;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));

type FieldProps = { name: string; label: string; values: FormValues; errors: Record<string, string>; className?: string };

function Field({
  name,
  label,
  values,
  errors,
  className,
  type = "text",
  inputMode,
  maxLength = 200,
  placeholder,
}: FieldProps & { type?: string; inputMode?: "decimal" | "numeric"; maxLength?: number; placeholder?: string }) {
  const error = errors[name];
  return (
    <Labelled id={`f-${name}`} label={label} error={error} className={className}>
      <input
        id={`f-${name}`}
        name={name}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        defaultValue={one(values[name])}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `f-${name}-hata` : undefined}
        className={fieldClass(Boolean(error))}
      />
    </Labelled>
  );
}

function Select({ name, label, values, errors, className, children }: FieldProps & { children: ReactNode }) {
  const error = errors[name];
  return (
    <Labelled id={`f-${name}`} label={label} error={error} className={className}>
      <select
        id={`f-${name}`}
        name={name}
        defaultValue={one(values[name])}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `f-${name}-hata` : undefined}
        className={fieldClass(Boolean(error))}
      >
        {children}
      </select>
    </Labelled>
  );
}

type VariantRow = { key: string; title: string; storeIds: number[] };

function VariantFields({
  row,
  values,
  errors,
  choices,
}: {
  row: VariantRow;
  values: FormValues;
  errors: Record<string, string>;
  choices: CatalogueChoices;
}) {
  const f = (field: string) => variantField(row.key, field);
  const storeName = new Map(choices.stores.map((s) => [s.id, s.name]));
  const props = { values, errors };
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-extrabold text-ink">{row.title}</legend>
      <input type="hidden" name="varyant" value={row.key} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field name={f("sku")} label="Stok kodu (SKU)" maxLength={40} {...props} />
        <Field name={f("barcode")} label="Barkod" inputMode="numeric" maxLength={14} {...props} />
        <Field name={f("size")} label="Beden" maxLength={40} {...props} />
        <Select name={f("status")} label="Durum" {...props}>
          <option value="active">Aktif</option>
          <option value="passive">Pasif</option>
        </Select>
        <Field name={f("price")} label="Satış fiyatı (TL)" inputMode="decimal" maxLength={20} placeholder="1.299,90" {...props} />
        <Field
          name={f("originalPrice")}
          label="Liste fiyatı (TL, indirim yoksa boş)"
          inputMode="decimal"
          maxLength={20}
          placeholder="1.499,90"
          {...props}
        />
        <Field name={f("stock")} label="Online stok" inputMode="numeric" maxLength={9} {...props} />
      </div>
      <div className="mt-3">
        <p className="mb-1 text-xs font-bold text-slate-700">Mağaza stokları</p>
        {row.storeIds.length > 0 && (
          <ul className="mb-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {row.storeIds.map((storeId) => (
              <li key={storeId}>
                <Field
                  name={f(`magaza-${storeId}`)}
                  label={storeName.get(storeId) ?? `Mağaza ${storeId}`}
                  inputMode="numeric"
                  maxLength={9}
                  {...props}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <Select name={f("yeniMagaza")} label="Mağaza ekle" {...props}>
            <option value="">Mağaza seçin</option>
            {choices.stores
              .filter((s) => !row.storeIds.includes(s.id))
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.code})
                </option>
              ))}
          </Select>
          <Field name={f("yeniMagazaAdet")} label="Eklenen mağazadaki adet" inputMode="numeric" maxLength={9} {...props} />
        </div>
      </div>
    </fieldset>
  );
}

/** Turns the form's fields into the body the rule reads (repeated names become lists, as on the server). */
function bodyOf(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const out: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key).map(String);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

export function CatalogueItemForm({
  item,
  values,
  errors: serverErrors,
  choices,
  busy,
}: {
  item: EditableItem | null;
  values: FormValues;
  errors: Record<string, string>;
  choices: CatalogueChoices;
  busy: boolean;
}) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? serverErrors;
  const props = { values, errors };
  const storeIdsOf = (key: string) => {
    const prefix = variantField(key, "magaza-");
    return Object.keys(values)
      .filter((k) => k.startsWith(prefix))
      .map((k) => Number(k.slice(prefix.length)))
      .filter((n) => Number.isInteger(n) && n > 0);
  };
  const rows: VariantRow[] = [
    ...(item?.variants ?? []).map((v) => ({ key: String(v.id), title: `Varyant: ${v.sku}`, storeIds: storeIdsOf(String(v.id)) })),
    {
      key: NEW_VARIANT_KEY,
      title: item ? "Yeni varyant ekle (boş bırakılırsa eklenmez)" : "İlk varyant",
      storeIds: storeIdsOf(NEW_VARIANT_KEY),
    },
  ];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = readCatalogueItemForm(bodyOf(event.currentTarget));
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(checked.errors);
    const first = Object.keys(checked.errors)[0];
    requestAnimationFrame(() => document.getElementById(`f-${first}`)?.focus());
  };
  const formError = errors._;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={item ? `${item.name}: düzenle` : "Yeni ürün"}
      className="flex flex-col gap-6"
    >
      {clientErrors && Object.keys(clientErrors).length > 0 && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          Lütfen işaretli alanları düzeltiniz.
        </p>
      )}
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          {formError}
        </p>
      )}
      <section aria-labelledby="urun-bilgileri" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
        <h2 id="urun-bilgileri" className="mb-4 text-lg font-extrabold text-ink">
          Ürün bilgileri
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="name" label="Ürün adı" className="sm:col-span-2" {...props} />
          <Select name="brandId" label="Marka" {...props}>
            <option value="">Marka seçin</option>
            {choices.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
          <Select name="categoryId" label="Kategori" {...props}>
            <option value="">Kategori seçin</option>
            {choices.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parent ? `${c.parent} › ${c.name}` : c.name}
              </option>
            ))}
          </Select>
          <Labelled id="f-description" label="Açıklama" error={errors.description} className="sm:col-span-2">
            <textarea
              id="f-description"
              name="description"
              rows={4}
              maxLength={5000}
              defaultValue={one(values.description)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "f-description-hata" : undefined}
              className={`${fieldClass(Boolean(errors.description))} h-auto py-2`}
            />
          </Labelled>
          <Select name="vatRate" label="KDV oranı" {...props}>
            <option value="20">%20</option>
            <option value="10">%10</option>
          </Select>
          <Select name="status" label="Durum" {...props}>
            <option value="active">Aktif (mağazada görünür)</option>
            <option value="passive">Pasif (mağazada görünmez)</option>
          </Select>
          <Select name="type" label="Tür" {...props}>
            <option value="normal">Normal</option>
            <option value="teshir">Teşhir (yalnızca sergilenir, satılmaz)</option>
          </Select>
          <Select name="sizeChart" label="Beden tablosu" {...props}>
            <option value="">Bedenlere göre otomatik</option>
            <option value={NO_SIZE_CHART}>Beden tablosu gösterme</option>
            {SIZE_CHARTS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </Select>
          <Field
            name="videoUrl"
            label="Video bağlantısı (YouTube ya da Vimeo)"
            type="url"
            maxLength={500}
            placeholder="https://www.youtube.com/watch?v=…"
            className="sm:col-span-2"
            {...props}
          />
        </div>
      </section>
      <section aria-labelledby="varyantlar" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
        <h2 id="varyantlar" className="mb-1 text-lg font-extrabold text-ink">
          Varyantlar
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          Fiyatları TL olarak, kuruşu virgülle yazın (ör. 1.299,90). Satış fiyatı liste fiyatını geçemez. Bir varyant silinmez; satıştan
          kaldırmak için pasif yapın.
        </p>
        <div className="flex flex-col gap-4">
          {rows.map((row) => (
            <VariantFields key={row.key} row={row} choices={choices} {...props} />
          ))}
        </div>
      </section>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary h-11 px-8" disabled={busy}>
          Kaydet
        </button>
      </div>
    </Form>
  );
}
