/**
 * /yonetim/ayarlar's form: the shop's business values in two cards, shipping and payment (money
 * typed in TL: '500,00') and Joker points (whole numbers). One plain POST form, checked in the
 * browser with the server's schema first (settings-form.ts); each field keeps what was typed after
 * a refusal and names its default under its explanation.
 */
import { Form } from "react-router";
import { SHOP_SETTING_HINTS, SHOP_SETTING_LABELS } from "#app/domain/settings/messages";
import { settingsFormValues, settingsSchema, type SettingsFormValues } from "#app/domain/settings/settings-form";
import { isMoneySetting, SHOP_SETTING_DEFAULTS, type ShopSettingKey } from "#app/domain/settings/shop-settings";
import { BackOfficeCard } from "./back-office-frame";
import { TextField } from "./fields";
import { useSchemaCheck } from "./use-schema-check";

const P = "ayar";
const DEFAULTS = settingsFormValues(SHOP_SETTING_DEFAULTS);

const GROUPS: { title: string; keys: ShopSettingKey[] }[] = [
  { title: "Kargo ve ödeme", keys: ["freeShippingThresholdKurus", "shippingKurus", "podFeeKurus"] },
  { title: "Joker puan", keys: ["pointsPer100Lira", "pickupBonusPoints"] },
];

export function SettingsForm({
  values,
  errors: serverErrors,
  busy,
}: {
  values: SettingsFormValues;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const { errors, onSubmit } = useSchemaCheck(settingsSchema, serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-label="Ayarlar" className="flex flex-col gap-6">
      {GROUPS.map((group) => (
        <BackOfficeCard key={group.title}>
          <h2 className="mb-4 text-lg font-extrabold text-ink">{group.title}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.keys.map((key) => {
              const money = isMoneySetting(key);
              return (
                <TextField
                  key={key}
                  idPrefix={P}
                  errors={errors}
                  name={key}
                  label={money ? `${SHOP_SETTING_LABELS[key]} (TL)` : SHOP_SETTING_LABELS[key]}
                  value={values[key]}
                  inputMode={money ? "decimal" : "numeric"}
                  maxLength={money ? 14 : 4}
                  required
                  hint={`${SHOP_SETTING_HINTS[key]} Varsayılan: ${DEFAULTS[key]} ${money ? "TL" : "puan"}.`}
                />
              );
            })}
          </div>
        </BackOfficeCard>
      ))}
      <div>
        <button type="submit" className="btn-primary h-12 px-8" disabled={busy}>
          Ayarları Kaydet
        </button>
      </div>
    </Form>
  );
}
