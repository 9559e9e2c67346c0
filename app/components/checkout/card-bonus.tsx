/**
 * The card form's bonus box (spec sections 3, 5, 7): 'Kart puanımı kullanmak istiyorum' pays part
 * of a new card's payment with the card's own points (the bank's: Bonus, World puan, MaxiPuan …).
 * Once it is ticked and the card is complete, POST /payment/ajax/loyalty-check with the card's
 * fields says what the card holds. The amount (card[bonusAmount], TL) is required when the box is
 * ticked; more than the card holds or than the total is 'Lütfen Kullanabileceğiniz bir değer
 * girin.' (checkout-rules.ts, and again by the pay call and the bank).
 */
import { href } from "react-router";
import { useEffect, useRef, useState } from "react";
import { useFeedback } from "#app/components/feedback";
import { completeCard } from "#app/domain/checkout/pay-form.schema";
import { formatMoney, parseLira } from "#app/lib/money";
import { isChecked, type FormValues } from "./checkout-rules";
import { FieldMessage } from "./checkout-ui";
import { inputClass } from "#app/components/form/input-class";

type PointsAnswer = { success: boolean; reason?: string; points?: number; amount?: number };

type Props = {
  values: FormValues;
  error?: string;
  /** What the card holds in kuruş, null while not known. */
  availableKurus: number | null;
  onAvailable: (kurus: number | null) => void;
  onPatch: (patch: FormValues) => void;
};

export function CardBonus({ values, error, availableKurus, onAvailable, onPatch }: Props) {
  const feedback = useFeedback();
  const ticked = isChecked(values["card[bonus]"]);
  const card = completeCard({
    cardNumber: values["card[number]"],
    cardName: values["card[name]"],
    cardMonth: values["card[month]"],
    cardYear: values["card[year]"],
    cardCvc: values["card[cvc]"],
  });
  const cardKey = card ? `${card.number}|${card.month}|${card.year}|${card.cvc}|${card.holder}` : "";
  const asked = useRef("");
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!cardKey) {
      asked.current = "";
      onAvailable(null);
      return;
    }
    if (!ticked || asked.current === cardKey) return;
    asked.current = cardKey;
    const stop = new AbortController();
    const body = {
      "payment[type]": "creditCard",
      "payment[installment]": values.paymentInstallment ?? "1",
      "card[number]": values["card[number]"] ?? "",
      "card[name]": values["card[name]"] ?? "",
      "card[month]": values["card[month]"] ?? "",
      "card[year]": values["card[year]"] ?? "",
      "card[cvc]": values["card[cvc]"] ?? "",
    };
    void feedback
      .call<PointsAnswer>(href("/payment/ajax/loyalty-check"), { method: "POST", body, signal: stop.signal }, { failure: "notice" })
      .then((answer) => {
        if (!answer || stop.signal.aborted) return;
        if (answer.success) {
          setRefusal(null);
          onAvailable(parseLira(answer.amount ?? 0) ?? 0);
        } else {
          asked.current = "";
          setRefusal(answer.reason ?? null);
        }
      });
    return () => {
      stop.abort();
      if (asked.current === cardKey) asked.current = "";
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again only when the card or the box changes
  }, [cardKey, ticked]);

  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
      <label className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
        <input
          type="checkbox"
          name="card[bonus]"
          checked={ticked}
          onChange={(e) => onPatch(e.target.checked ? { "card[bonus]": "1" } : { "card[bonus]": "", "card[bonusAmount]": "" })}
          className="size-5 accent-brand-500"
        />
        Kart puanımı kullanmak istiyorum
      </label>
      {ticked ? (
        <div className="mt-3">
          <p id="kart-puani-bilgi" aria-live="polite" className="text-sm text-slate-600">
            {refusal ??
              (availableKurus == null
                ? "Kart bilgilerinizi girdiğinizde kullanabileceğiniz puan gösterilir."
                : availableKurus > 0
                  ? `Kartınızda kullanılabilir ${formatMoney(availableKurus)} puan var.`
                  : "Bu kartta kullanılabilir puan bulunmuyor.")}
          </p>
          <label htmlFor="kart-puani" className="mt-2 block text-sm font-bold text-slate-700">
            Kullanılacak kart puanı (TL)
          </label>
          <input
            id="kart-puani"
            name="card[bonusAmount]"
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
            placeholder="0,00"
            value={values["card[bonusAmount]"] ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "cardBonus-hata" : "kart-puani-bilgi"}
            className={`${inputClass(error)} max-w-40`}
            onChange={(e) => onPatch({ "card[bonusAmount]": e.target.value.replace(/[^\d.,]/g, "").slice(0, 10) })}
          />
          <FieldMessage id="cardBonus-hata" error={error} />
        </div>
      ) : null}
    </div>
  );
}
