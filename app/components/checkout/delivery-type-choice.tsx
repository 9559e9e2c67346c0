/**
 * Teslimat Şekli (spec sections 2, 4, 9): 'Adresime Gönder' (myAddress) or 'Mağazadan Teslim Al'
 * (getShop, with the '10 TL ekstra puan hediye' label of the owner's pickup bonus, none at 0; a
 * guest, who earns no points, reads that it is for members). The page keeps the choice in the
 * session.
 */
import { StoreIcon, TruckIcon } from "#app/components/icons";
import { pickupPointsLabel } from "#app/domain/checkout/messages";
import type { DeliveryType } from "#app/domain/pricing/totals";
import { optionClass, radioClass } from "./checkout-ui";
import { Section } from "#app/components/form/section";

const OPTIONS: { value: DeliveryType; label: string; hint: string; icon: typeof TruckIcon }[] = [
  { value: "myAddress", label: "Adresime Gönder", hint: "Kargo ile adresinize teslim edilir.", icon: TruckIcon },
  { value: "getShop", label: "Mağazadan Teslim Al", hint: "Size en yakın mağazamızdan ücretsiz teslim alın.", icon: StoreIcon },
];

export function DeliveryTypeChoice({
  value,
  pickupBonusPoints,
  guest,
  onChange,
}: {
  value: DeliveryType;
  pickupBonusPoints: number;
  guest: boolean;
  onChange: (value: DeliveryType) => void;
}) {
  return (
    <Section id="teslimat-sekli" title="Teslimat Şekli">
      <div role="radiogroup" aria-label="Teslimat şekli" className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((o) => {
          const Icon = o.icon;
          const selected = value === o.value;
          return (
            <label key={o.value} className={`${optionClass(selected)} items-center`}>
              <input
                type="radio"
                name="deliveryType"
                value={o.value}
                checked={selected}
                onChange={() => onChange(o.value)}
                className={radioClass}
              />
              <span
                className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${selected ? "bg-brand-500 text-white" : "bg-slate-100 text-slate-600"}`}
              >
                <Icon size={22} />
              </span>
              <span className="min-w-0">
                <span className="block font-extrabold text-ink">{o.label}</span>
                <span className="block text-xs text-slate-600">{o.hint}</span>
                {o.value === "getShop" && pickupBonusPoints > 0 ? (
                  <span className="mt-1 inline-block rounded-lg bg-emerald-100 px-2 py-0.5 text-xs font-extrabold text-emerald-800">
                    {guest ? `Üyelerimize ${pickupPointsLabel(pickupBonusPoints)}` : pickupPointsLabel(pickupBonusPoints)}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </Section>
  );
}
