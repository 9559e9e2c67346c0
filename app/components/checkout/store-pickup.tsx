/**
 * Mağazadan Teslim Al (spec sections 4, 7, 8): a city select (only cities with a store holding the
 * whole basket), then those stores as a radio list (GET /payment/ajax/store-availability). Picking a
 * store shows billing and payment; a store that delivers to the car offers it (deliveryCar).
 */
import { href } from "react-router";
import { useEffect, useState } from "react";
import { useFeedback } from "#app/components/feedback";
import { ChevronDownIcon, StoreIcon } from "#app/components/icons";
import type { PickupStore } from "#app/domain/checkout/checkout-quote.server";
import { formatPhone } from "#app/lib/phone";
import { FieldMessage, optionClass, radioClass } from "./checkout-ui";
import { isChecked, type FormErrors, type FormValues } from "./checkout-rules";
import { inputClass } from "#app/components/form/input-class";
import { Section } from "#app/components/form/section";
import { Notice } from "#app/components/form/notice";

/** Spec section 8: no store holds what the basket needs. */
export const NO_PICKUP_STORE = "Satın almak istediğiniz ürün için stokları uygun olan bir mağazamız bulunmamaktadır.";

type Place = { id: number; name: string };
type Availability = { success: boolean; cities?: Place[]; data?: PickupStore[] };

type Props = {
  initialCities: Place[];
  values: FormValues;
  errors: FormErrors;
  onPatch: (patch: FormValues) => void;
};

export function StorePickup({ initialCities, values, errors, onPatch }: Props) {
  const feedback = useFeedback();
  const [cities, setCities] = useState<Place[] | null>(initialCities.length ? initialCities : null);
  const [cityId, setCityId] = useState("");
  const [stores, setStores] = useState<PickupStore[] | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (cities) return;
    let live = true;
    void feedback.call<Availability>(href("/payment/ajax/store-availability"), {}, { failure: "notice" }).then((answer) => {
      if (live) setCities(answer?.cities ?? []);
    });
    return () => {
      live = false;
    };
  }, [cities, feedback]);

  async function chooseCity(id: string) {
    setCityId(id);
    setStores(null);
    onPatch({ storeId: "", deliveryCar: "" });
    if (!id) return;
    setLoading(true);
    const answer = await feedback.call<Availability>(
      `${href("/payment/ajax/store-availability")}?cityId=${encodeURIComponent(id)}`,
      {},
      { failure: "notice" },
    );
    setLoading(false);
    setStores(answer?.data ?? []);
  }

  const error = errors.storeId;
  const chosen = stores?.find((s) => String(s.id) === values.storeId);
  return (
    <Section id="magaza" title="Teslim Alınacak Mağaza" icon={<StoreIcon size={18} />}>
      {cities && cities.length === 0 ? (
        <Notice tone="warn" role="status">
          {NO_PICKUP_STORE}
        </Notice>
      ) : (
        <div className="grid gap-4">
          <div>
            <label htmlFor="magaza-il" className="text-sm font-bold text-slate-700">
              Mağaza İli
            </label>
            <div className="relative sm:max-w-xs">
              <select
                id="magaza-il"
                value={cityId}
                disabled={!cities}
                aria-invalid={error && !cityId ? true : undefined}
                className={`${inputClass(error && !cityId ? error : undefined)} appearance-none pr-9`}
                onChange={(e) => void chooseCity(e.target.value)}
              >
                <option value="">{cities ? "İl seçiniz" : "Yükleniyor…"}</option>
                {(cities ?? []).map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
              <ChevronDownIcon size={18} className="pointer-events-none absolute right-3 bottom-[13px] text-slate-500" />
            </div>
          </div>
          {loading ? <p className="text-sm text-slate-500">Mağazalar yükleniyor…</p> : null}
          {stores && stores.length === 0 ? <Notice tone="warn">{NO_PICKUP_STORE}</Notice> : null}
          {stores && stores.length > 0 ? (
            <div role="radiogroup" aria-label="Mağazalar" className="grid gap-3 md:grid-cols-2">
              {stores.map((s) => {
                const checked = values.storeId === String(s.id);
                return (
                  <label key={s.id} className={optionClass(checked, Boolean(error))}>
                    <input
                      type="radio"
                      name="storeId"
                      value={s.id}
                      checked={checked}
                      onChange={() => onPatch({ storeId: String(s.id), deliveryCar: "" })}
                      className={radioClass}
                    />
                    <span className="min-w-0 text-sm">
                      <span className="block font-extrabold text-ink">{s.name}</span>
                      <span className="mt-0.5 block text-slate-600">{s.address}</span>
                      {s.phone ? <span className="block text-slate-600 tabular-nums">{formatPhone(s.phone)}</span> : null}
                      {s.deliveryCar ? (
                        <span className="mt-1 inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-800">
                          Araca teslim
                        </span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
          ) : null}
          <FieldMessage id="storeId-hata" error={error} />
          {chosen?.deliveryCar ? (
            <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
              <input
                type="checkbox"
                name="deliveryCar"
                checked={isChecked(values.deliveryCar)}
                onChange={(e) => onPatch({ deliveryCar: e.target.checked ? "1" : "" })}
                className="size-5 accent-brand-500"
              />
              Siparişimi mağaza önünde aracıma teslim almak istiyorum
            </label>
          ) : null}
        </div>
      )}
    </Section>
  );
}
