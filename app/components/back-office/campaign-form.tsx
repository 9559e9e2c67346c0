/**
 * /yonetim/kampanyalar/duzenle's form: the campaign (title, short name, text, category, link,
 * colours, order, on the home page), its window in Türkiye's time, its rule (the values the kind
 * needs show; without JavaScript all of them do), its scope (categories from a list, brands,
 * items and variants by search: scope-picker.tsx) and the price preview (a sample basket priced
 * by the server with the shop's own function). One plain POST form: 'Önizle' (intent=preview)
 * and 'Kaydet' (intent=save); checked in the browser with the server's schema first.
 */
import { useState } from "react";
import { Form, href } from "react-router";
import type { CampaignPreview, ScopeChoice } from "#app/domain/campaigns/campaign-admin";
import {
  CAMPAIGN_AREAS,
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_KINDS,
  campaignSchema,
  type CampaignFormValues,
  type ScopeField,
} from "#app/domain/campaigns/campaign-form";
import { TR_DATE_TIME } from "#app/lib/dates";
import { formatMoney } from "#app/lib/money";
import { BackOfficeCard } from "./back-office-frame";
import { CheckboxField, SelectField, TextAreaField, TextField, fieldClass, labelClass } from "./fields";
import { ScopePicker } from "./scope-picker";
import { useSchemaCheck } from "./use-schema-check";

const KIND_OPTIONS = CAMPAIGN_KINDS.map((k) => ({ value: k, label: CAMPAIGN_KIND_LABELS[k] }));
const P = "kampanya";

/** Which value fields each kind uses. */
const USES: Record<string, string[]> = {
  percent: ["percent"],
  basketPercent: ["percent"],
  amount: ["amount"],
  basketAmount: ["min", "amount"],
  buyXPayY: ["buy", "pay"],
};

const text = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");
const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : typeof v === "string" && v ? [v] : []);

export type CampaignFormProps = {
  values: CampaignFormValues;
  errors: Record<string, string>;
  categories: ScopeChoice[];
  scopeLabels: Record<ScopeField, ScopeChoice[]>;
  sample: string;
  preview: CampaignPreview | null;
  busy: boolean;
  isNew: boolean;
};

export function CampaignForm({ values, errors: serverErrors, categories, scopeLabels, sample, preview, busy, isNew }: CampaignFormProps) {
  const [kind, setKind] = useState(text(values.kind) || "basketPercent");
  const { errors, onSubmit } = useSchemaCheck(campaignSchema, serverErrors);
  const shown = (field: string) => (USES[kind]?.includes(field) ? "" : "hidden noscript:block");
  const field = { idPrefix: P, errors };
  const chosenCategories = new Set(list(values.categoryIds));
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={isNew ? "Yeni kampanya" : "Kampanyayı düzenle"}
      className="flex flex-col gap-6"
    >
      <BackOfficeCard>
        <h2 className="mb-4 text-lg font-extrabold text-ink">Kampanya</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField {...field} name="title" label="Başlık" value={text(values.title)} maxLength={120} required className="sm:col-span-2" />
          <TextField
            {...field}
            name="slug"
            label="Kısa ad (adres için)"
            value={text(values.slug)}
            maxLength={80}
            hint="Boş bırakılırsa başlıktan yapılır: sepette-yuzde-20"
          />
          <SelectField
            {...field}
            name="categoryValue"
            label="Kategori (kampanyalar sayfasının filtresi)"
            value={text(values.categoryValue)}
            options={CAMPAIGN_AREAS}
            placeholder="Seçiniz"
          />
          <TextAreaField
            {...field}
            name="description"
            label="Açıklama"
            value={text(values.description)}
            maxLength={1000}
            className="sm:col-span-2"
          />
          <TextField
            {...field}
            name="link"
            label="Bağlantı (mağaza içinde)"
            value={text(values.link) || href("/kampanyalar")}
            maxLength={300}
            hint="ör. /kategori/pijama — başka bir siteye bağlantı verilemez."
          />
          <TextField
            {...field}
            name="sortOrder"
            label="Sıra (küçük olan önce)"
            value={text(values.sortOrder) || "0"}
            inputMode="numeric"
            maxLength={4}
          />
          <TextField {...field} name="colorFrom" label="Renk 1" type="color" value={text(values.colorFrom) || "#f97316"} />
          <TextField {...field} name="colorTo" label="Renk 2" type="color" value={text(values.colorTo) || "#ec4899"} />
          <CheckboxField
            name="showOnHome"
            label="Ana sayfada göster"
            idPrefix={P}
            checked={text(values.showOnHome) === "1" || (isNew && values.showOnHome === undefined)}
          />
        </div>
      </BackOfficeCard>

      <BackOfficeCard>
        <h2 className="mb-1 text-lg font-extrabold text-ink">Zaman</h2>
        <p className="mb-4 text-sm text-slate-600">Türkiye saatiyle. Kampanya başlangıçta açılır, bitişte kapanır.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField {...field} name="startsAt" label="Başlangıç" type="datetime-local" value={text(values.startsAt)} required />
          <TextField {...field} name="endsAt" label="Bitiş" type="datetime-local" value={text(values.endsAt)} required />
        </div>
      </BackOfficeCard>

      <BackOfficeCard>
        <h2 className="mb-4 text-lg font-extrabold text-ink">Kural</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            {...field}
            name="kind"
            label="Kampanya türü"
            value={kind}
            options={KIND_OPTIONS}
            onChange={setKind}
            className="sm:col-span-2"
          />
          <TextField
            {...field}
            name="percent"
            label="İndirim oranı (%)"
            value={text(values.percent)}
            inputMode="numeric"
            maxLength={3}
            className={shown("percent")}
            hint="1 ile 100 arası"
          />
          <TextField
            {...field}
            name="min"
            label="Sepet alt sınırı (TL)"
            value={text(values.min)}
            inputMode="decimal"
            maxLength={14}
            className={shown("min")}
            hint="ör. 750,00"
          />
          <TextField
            {...field}
            name="amount"
            label="İndirim tutarı (TL)"
            value={text(values.amount)}
            inputMode="decimal"
            maxLength={14}
            className={shown("amount")}
            hint="ör. 100,00"
          />
          <TextField
            {...field}
            name="buy"
            label="Alınan adet (X al)"
            value={text(values.buy)}
            inputMode="numeric"
            maxLength={2}
            className={shown("buy")}
          />
          <TextField
            {...field}
            name="pay"
            label="Ödenen adet (Y öde)"
            value={text(values.pay)}
            inputMode="numeric"
            maxLength={2}
            className={shown("pay")}
          />
        </div>
      </BackOfficeCard>

      <BackOfficeCard>
        <h2 className="mb-1 text-lg font-extrabold text-ink">Kapsam</h2>
        <p className="mb-4 text-sm text-slate-600">
          Hepsi boşsa kampanya tüm mağazada geçer. Birden fazlası doluysa ürün hepsine uymalıdır. Bir kategori alt kategorilerini de kapsar.
        </p>
        <div className="grid gap-3 lg:grid-cols-2">
          <div className="rounded-xl border border-slate-200 p-3">
            <label htmlFor={`${P}-categoryIds`} className={labelClass}>
              Kategoriler (Ctrl ya da ⌘ ile birden fazla)
            </label>
            <select
              id={`${P}-categoryIds`}
              name="categoryIds"
              multiple
              size={8}
              defaultValue={[...chosenCategories]}
              aria-invalid={errors.categoryIds ? true : undefined}
              aria-describedby={errors.categoryIds ? `${P}-categoryIds-hata` : undefined}
              className={`${fieldClass(Boolean(errors.categoryIds))} h-auto py-1`}
            >
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
            {errors.categoryIds && (
              <p id={`${P}-categoryIds-hata`} className="mt-1 text-xs font-bold text-red-700">
                {errors.categoryIds}
              </p>
            )}
          </div>
          <ScopePicker
            name="brandIds"
            label="Marka numaraları"
            kind="marka"
            value={text(values.brandIds)}
            known={scopeLabels.brandIds}
            error={errors.brandIds}
            searchLabel="Marka adıyla ara"
          />
          <ScopePicker
            name="catalogIds"
            label="Ürün numaraları"
            kind="urun"
            value={text(values.catalogIds)}
            known={scopeLabels.catalogIds}
            error={errors.catalogIds}
            searchLabel="Ürün adı ya da numarasıyla ara"
          />
          <ScopePicker
            name="productIds"
            label="Varyant numaraları"
            kind="varyant"
            value={text(values.productIds)}
            known={scopeLabels.productIds}
            error={errors.productIds}
            searchLabel="SKU, barkod ya da ürün adıyla ara"
          />
        </div>
      </BackOfficeCard>

      <BackOfficeCard>
        <h2 className="mb-1 text-lg font-extrabold text-ink">Fiyat önizlemesi</h2>
        <p className="mb-4 text-sm text-slate-600">
          Örnek sepet, sepetin kullandığı hesapla fiyatlanır: şu an yayındaki öteki kampanyalar da uygulanır. Boş bırakılırsa kapsamdan
          birkaç ürün alınır.
        </p>
        <TextAreaField
          {...field}
          name="sample"
          label="Örnek sepet (her satıra bir ürün kodu ve adet)"
          value={sample}
          rows={3}
          maxLength={800}
          placeholder={"MD-000012-01 2\nMD-000040-03 1"}
        />
        <button type="submit" name="intent" value="preview" className="btn-secondary mt-3 h-11 px-5" disabled={busy}>
          Önizle
        </button>
        {preview && <PreviewTable preview={preview} />}
      </BackOfficeCard>

      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary h-12 px-8" disabled={busy}>
          {isNew ? "Kampanyayı Kaydet" : "Değişiklikleri Kaydet"}
        </button>
      </div>
    </Form>
  );
}

function PreviewTable({ preview }: { preview: CampaignPreview }) {
  const gain = preview.beforeKurus - preview.afterKurus;
  return (
    <section aria-label="Önizleme sonucu" className="mt-4" data-testid="campaign-preview">
      <p className="mb-2 text-sm text-slate-700">
        Fiyatlandığı an: <time dateTime={preview.at}>{TR_DATE_TIME.format(new Date(preview.at))}</time>
      </p>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Önizleme tablosu">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Örnek sepetin kampanyasız ve kampanyalı fiyatı</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className="py-2 pr-2">
                Ürün
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Adet
              </th>
              <th scope="col" className="py-2 pr-2 text-right">
                Bu kampanya olmadan
              </th>
              <th scope="col" className="py-2 text-right">
                Bu kampanyayla
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((l) => (
              <tr key={l.sku} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-2 font-semibold">
                  <span className="block">{l.name}</span>
                  <span className="text-xs font-normal text-slate-600">
                    {l.sku} · birim {formatMoney(l.unitKurus)}
                  </span>
                </th>
                <td className="py-2 pr-2 text-right">{l.quantity}</td>
                <td className="py-2 pr-2 text-right">{formatMoney(l.beforeKurus)}</td>
                <td className="py-2 text-right font-bold">{formatMoney(l.afterKurus)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-extrabold">
              <th scope="row" className="py-2 pr-2" colSpan={2}>
                Sepet toplamı (liste: {formatMoney(preview.listTotalKurus)})
              </th>
              <td className="py-2 pr-2 text-right" data-testid="preview-before">
                {formatMoney(preview.beforeKurus)}
              </td>
              <td className="py-2 text-right text-brand-800" data-testid="preview-after">
                {formatMoney(preview.afterKurus)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-2 text-sm font-bold text-ink">
        {gain > 0 ? `Bu kampanya bu sepette ${formatMoney(gain)} indirim yapar.` : "Bu kampanya bu sepette indirim yapmıyor."}
      </p>
      {preview.applied.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label="Uygulanan kampanyalar">
          {preview.applied.map((a) => (
            <li key={a.title} className="flex justify-between gap-2">
              <span>
                {a.title}
                {a.draft && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">bu kampanya</span>}
              </span>
              <span className="font-bold">−{formatMoney(a.discountKurus)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
