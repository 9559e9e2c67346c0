/**
 * The back office's shipping company parts (/yonetim/kargo): the carriers as
 * cards (price, service fee, payment methods, tracking address, active or not) and the carrier
 * form (a plain POST checked in the browser with the server's schema; the payment methods are
 * the five checkout understands, as checkboxes).
 */
import { Form, href, Link } from "react-router";
import type { CarrierRow } from "#app/domain/shipping/carrier-admin.server";
import { carrierSchema, type CarrierFormValues } from "#app/domain/shipping/carrier-form";
import { CARRIER_PAYMENT_METHODS } from "#app/domain/pricing/carrier-payments";
import { paymentTypeLabel } from "#app/domain/order-core/payment-type-labels";
import { formatMoney } from "#app/lib/money";
import { BackOfficeCard } from "./back-office-frame";
import { Badge } from "./checked-form";
import { CheckboxField, TextAreaField, TextField } from "./fields";
import { RecordCard } from "./record-card";
import { useSchemaCheck } from "./use-schema-check";

/** A carrier's edit page in the back office. */
export const carrierEditHref = (id: number) => `${href("/yonetim/kargo/duzenle")}?id=${id}`;

const methodsText = (methods: readonly string[]) => methods.map(paymentTypeLabel).join(", ");

export function CarrierCards({ carriers }: { carriers: CarrierRow[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label="Kargo firmaları">
      {carriers.map((c) => (
        <RecordCard
          key={c.id}
          title={c.title}
          muted={!c.active}
          badge={<Badge tone={c.active ? "green" : "grey"}>{c.active ? "Etkin" : "Pasif"}</Badge>}
          below={
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-bold text-slate-600">Kargo fiyatı</dt>
              <dd className="text-ink">
                {formatMoney(c.salePriceKurus)}
                {c.serviceFeeKurus > 0 && ` + ${formatMoney(c.serviceFeeKurus)} hizmet bedeli`}
              </dd>
              <dt className="font-bold text-slate-600">Ödeme</dt>
              <dd className="text-ink">{methodsText(c.paymentMethods)}</dd>
              {c.trackingUrl && (
                <>
                  <dt className="font-bold text-slate-600">Takip</dt>
                  <dd className="break-all text-slate-700">{c.trackingUrl}</dd>
                </>
              )}
            </dl>
          }
          actions={
            <Link to={carrierEditHref(c.id)} className="btn-secondary h-10 px-4 text-sm" aria-label={`Düzenle: ${c.title}`}>
              Düzenle
            </Link>
          }
        >
          <p className="text-sm text-slate-700">
            {c.name} · kod <span className="font-mono">{c.code}</span>
          </p>
        </RecordCard>
      ))}
    </ul>
  );
}

const P = "kargo";

export function CarrierForm({
  values,
  errors: serverErrors,
  busy,
  isNew,
}: {
  values: CarrierFormValues;
  errors: Record<string, string>;
  busy: boolean;
  isNew: boolean;
}) {
  const { errors, onSubmit } = useSchemaCheck(carrierSchema, serverErrors);
  const field = { idPrefix: P, errors };
  const chosen = new Set(values.paymentMethods ?? []);
  const methodsError = errors.paymentMethods;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={isNew ? "Yeni kargo firması" : "Kargo firmasını düzenle"}
      className="flex flex-col gap-6"
    >
      <BackOfficeCard>
        <h2 className="mb-4 text-lg font-extrabold text-ink">Firma</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField {...field} name="title" label="Ödeme sayfasında görünen ad" value={values.title} maxLength={80} required />
          <TextField {...field} name="name" label="Firma adı" value={values.name} maxLength={80} required />
          <TextField
            {...field}
            name="code"
            label="Kod"
            value={values.code}
            maxLength={30}
            readOnly={!isNew}
            required
            hint={
              isNew
                ? "Küçük harf, rakam ve tire; kaydedildikten sonra değiştirilemez."
                : "Kod değiştirilemez: kargo takibi bu kodla yapılır."
            }
          />
          <TextAreaField
            {...field}
            name="description"
            label="Açıklama (ödeme sayfasında)"
            value={values.description}
            rows={2}
            maxLength={300}
            className="sm:col-span-2"
          />
        </div>
      </BackOfficeCard>
      <BackOfficeCard>
        <h2 className="mb-4 text-lg font-extrabold text-ink">Fiyat</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            {...field}
            name="salePriceKurus"
            label="Kargo fiyatı (TL)"
            value={values.salePriceKurus}
            inputMode="decimal"
            maxLength={12}
            placeholder="49,90"
            required
          />
          <TextField
            {...field}
            name="serviceFeeKurus"
            label="Hizmet bedeli (TL)"
            value={values.serviceFeeKurus}
            inputMode="decimal"
            maxLength={12}
            placeholder="0,00"
            hint="Kargo fiyatına eklenir. Ücretsiz kargo sınırının üstünde ikisi de alınmaz."
          />
        </div>
      </BackOfficeCard>
      <BackOfficeCard>
        <fieldset aria-describedby={methodsError ? `${P}-paymentMethods-hata` : undefined}>
          <legend className="mb-2 text-lg font-extrabold text-ink">Kabul edilen ödeme yöntemleri</legend>
          <p className="mb-2 text-sm text-slate-600">
            Ödeme sayfası yalnızca bu yöntemleri sunar. Yalnızca kapıda ödeme seçilirse ödeme sayfası kapıda ödemeyi zorunlu kılar.
          </p>
          <div className="grid gap-x-6 sm:grid-cols-2">
            {CARRIER_PAYMENT_METHODS.map((m) => (
              <CheckboxField
                key={m}
                name="paymentMethods"
                value={m}
                label={paymentTypeLabel(m)}
                idPrefix={`${P}-${m}`}
                checked={chosen.has(m)}
              />
            ))}
          </div>
          {methodsError && (
            <p id={`${P}-paymentMethods-hata`} className="mt-1 text-xs font-bold text-red-700">
              {methodsError}
            </p>
          )}
        </fieldset>
      </BackOfficeCard>
      <BackOfficeCard>
        <h2 className="mb-4 text-lg font-extrabold text-ink">Takip ve durum</h2>
        <TextField
          {...field}
          name="trackingUrl"
          label="Takip adresi"
          type="url"
          value={values.trackingUrl}
          maxLength={500}
          placeholder="https://kargo.example.com/takip?kod={code}"
          hint="Takip numarasının yerine {code} yazın. Boş bırakılabilir."
        />
        <div className="mt-3">
          <CheckboxField name="active" label="Etkin (ödeme sayfasında sunulur)" idPrefix={P} checked={values.active === "1"} />
          {errors.active && (
            <p id={`${P}-active-hata`} className="mt-1 text-xs font-bold text-red-700">
              {errors.active}
            </p>
          )}
        </div>
      </BackOfficeCard>
      <div>
        <button type="submit" className="btn-primary h-12 px-8" disabled={busy}>
          {isNew ? "Kargo Firmasını Kaydet" : "Değişiklikleri Kaydet"}
        </button>
      </div>
    </Form>
  );
}
