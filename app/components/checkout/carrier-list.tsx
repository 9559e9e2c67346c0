/**
 * Kargo Firması (spec sections 3, 4, 9): the shipping companies as a radio list (shipmentCompany)
 * with their description, price ('Ücretsiz' when zero: free over the threshold) and the door fee
 * of those that take payment at the door ('Yalnızca kapıda ödeme' for one that takes nothing else).
 * The chosen one decides which payment methods appear (payment-options.ts).
 */
import { TruckIcon } from "#app/components/icons";
import { offersPayAtDoor, onlyPayAtDoor } from "#app/domain/pricing/carrier-payments";
import type { CheckoutCarrier } from "#app/domain/checkout/checkout-page.server";
import { shippingFor } from "#app/domain/pricing/totals";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { formatMoney, formatShipping, type Kurus } from "#app/lib/money";
import { FieldMessage, optionClass, radioClass } from "./checkout-ui";
import { Section } from "#app/components/form/section";

/** `shippedKurus`: what free shipping counts (pricing/totals.ts shippedGoodsKurus). */
type Props = {
  carriers: CheckoutCarrier[];
  shippedKurus: Kurus;
  settings: ShopSettings;
  selected: string;
  error?: string;
  onSelect: (id: string) => void;
};

export function CarrierList({ carriers, shippedKurus, settings, selected, error, onSelect }: Props) {
  return (
    <Section id="kargo" title="Kargo Firması" icon={<TruckIcon size={18} />}>
      <div
        role="radiogroup"
        aria-label="Kargo firmaları"
        aria-describedby={error ? "shipmentCompany-hata" : undefined}
        className="grid gap-3"
      >
        {carriers.map((c) => {
          const checked = selected === String(c.id);
          const price = shippingFor(shippedKurus, "myAddress", c.priceKurus, settings);
          return (
            <label key={c.id} className={optionClass(checked, Boolean(error))}>
              <input
                type="radio"
                name="shipmentCompany"
                value={c.id}
                checked={checked}
                onChange={() => onSelect(String(c.id))}
                className={radioClass}
                aria-invalid={error ? true : undefined}
              />
              <span className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
                <span className="min-w-0">
                  <span className="block font-extrabold text-ink">{c.title}</span>
                  {c.description ? <span className="block text-slate-600">{c.description}</span> : null}
                  {offersPayAtDoor(c.paymentMethods) ? (
                    <span className="mt-0.5 block text-xs font-semibold text-slate-500">
                      {onlyPayAtDoor(c.paymentMethods) ? "Yalnızca kapıda ödeme · " : ""}Kapıda ödeme hizmet bedeli{" "}
                      {formatMoney(settings.podFeeKurus)}
                    </span>
                  ) : null}
                </span>
                <span className={`font-extrabold whitespace-nowrap ${price === 0 ? "text-emerald-700" : "text-ink"}`}>
                  {formatShipping(price)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessage id="shipmentCompany-hata" error={error} />
    </Section>
  );
}
