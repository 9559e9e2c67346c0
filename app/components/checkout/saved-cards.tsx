/**
 * Kayıtlı Kartlarım (spec sections 3, 4, 5): the member chooses a saved card (paymentToken) and types
 * its CVC (paymentCardCvv: 'Lütfen CVC giriniz'); the payment type is tokenPayment. Installments
 * come from the card's BIN like a typed card's.
 */
import type { ReactNode } from "react";
import type { SavedCardView } from "#app/domain/checkout/checkout-page.server";
import { FieldMessage, optionClass, radioClass } from "./checkout-ui";
import type { FormErrors, FormValues } from "./checkout-rules";
import { inputClass } from "#app/components/form/input-class";

type Props = {
  cards: SavedCardView[];
  values: FormValues;
  errors: FormErrors;
  onPatch: (patch: FormValues) => void;
  installments: ReactNode;
};

export function SavedCards({ cards, values, errors, onPatch, installments }: Props) {
  const cvcError = errors.paymentCardCvv;
  return (
    <div className="grid gap-4">
      <div role="radiogroup" aria-label="Kayıtlı kartlarım" className="grid gap-2 sm:grid-cols-2">
        {cards.map((c) => {
          const checked = values.paymentToken === c.token;
          return (
            <label key={c.id} className={`${optionClass(checked, Boolean(errors.paymentToken))} items-center`}>
              <input
                type="radio"
                name="paymentToken"
                value={c.token}
                checked={checked}
                onChange={() => onPatch({ paymentToken: c.token, paymentInstallment: "1", paymentInstallmentExtra: "0" })}
                className={radioClass}
              />
              <span className="min-w-0 text-sm">
                <span className="block font-extrabold text-ink tabular-nums">
                  {c.cardFamily || c.bankName || "Kart"} •••• {c.last4}
                </span>
                <span className="block truncate text-slate-600 tabular-nums">
                  {c.bankName ? `${c.bankName} · ` : ""}
                  {c.bin.slice(0, 4)} {c.bin.slice(4)}•• •••• {c.last4}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessage id="paymentToken-hata" error={errors.paymentToken} />
      <div className="max-w-[9rem]">
        <label htmlFor="kayitli-kart-cvc" className="text-sm font-bold text-slate-700">
          CVC
        </label>
        <input
          id="kayitli-kart-cvc"
          name="paymentCardCvv"
          value={values.paymentCardCvv ?? ""}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          placeholder="•••"
          aria-invalid={cvcError ? true : undefined}
          aria-describedby={cvcError ? "paymentCardCvv-hata" : undefined}
          className={`${inputClass(cvcError)} text-center tracking-widest`}
          onChange={(e) => onPatch({ paymentCardCvv: e.target.value.replace(/\D/g, "").slice(0, 3) })}
        />
        <FieldMessage id="paymentCardCvv-hata" error={cvcError} />
      </div>
      {values.paymentToken ? (
        <div>
          <h3 className="mb-2 text-sm font-extrabold text-ink">Taksit Seçenekleri</h3>
          {installments}
        </div>
      ) : null}
    </div>
  );
}
