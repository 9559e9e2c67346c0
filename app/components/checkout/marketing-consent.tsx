/**
 * The checkout's consent boxes for commercial messages (PRODUCT.md "Turkish law"; İYS: asked per
 * channel, unticked), under the agreement: SMS and e-mail, each its own box. Ticked, the consent is
 * recorded with the order (domain/checkout/checkout-consent.server.ts); unticked, nothing is.
 */
import { MARKETING_EMAIL_TEXT, MARKETING_SMS_TEXT } from "#app/domain/notifications/consent-texts";
import type { FormValues } from "./checkout-rules";
import { isChecked } from "./checkout-rules";

const BOXES = [
  { name: "marketingSms", id: "izin-sms", text: MARKETING_SMS_TEXT },
  { name: "marketingEmail", id: "izin-eposta", text: MARKETING_EMAIL_TEXT },
] as const;

export function MarketingConsent({ values, onPatch }: { values: FormValues; onPatch: (patch: FormValues) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">İletişim izinleri</legend>
      {BOXES.map((box) => (
        <div key={box.name} className="flex items-start gap-3">
          <input
            id={box.id}
            type="checkbox"
            name={box.name}
            checked={isChecked(values[box.name])}
            onChange={(e) => onPatch({ [box.name]: e.target.checked ? "1" : "" })}
            className="mt-0.5 size-5 shrink-0 accent-brand-500"
          />
          <label htmlFor={box.id} className="text-sm leading-snug text-slate-700">
            {box.text}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
