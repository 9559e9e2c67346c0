/**
 * Joker Puan (spec sections 3, 5, 7; PRODUCT.md: 1 point = 1 TL): the member's points, a box to use
 * some of them on this order (cardLoyaltyPoint), checked on the page (not more than the points or
 * than the total minus the free-shipping threshold, not negative: 'Lütfen Kullanabileceğiniz bir
 * değer girin.') and again by POST /payment/ajax/loyalty-check before it counts.
 */
import { href } from "react-router";
import { useState } from "react";
import { useFeedback } from "#app/components/feedback";
import { BAD_POINTS } from "#app/domain/checkout/messages";
import { formatMoney } from "#app/lib/money";
import { FieldMessage } from "./checkout-ui";
import { inputClass } from "#app/components/form/input-class";
import { Section } from "#app/components/form/section";

type Props = {
  points: number;
  /** The most this order may use. */
  maxPoints: number;
  applied: string;
  boxOn: boolean;
  error?: string;
  onBoxChange: (on: boolean) => void;
  onApply: (points: string) => void;
  onError: (message: string) => void;
};

type LoyaltyAnswer = { success: boolean; reason?: string; points?: number; amount?: number; maxPoints?: number };

export function JokerPoints({ points, maxPoints, applied, boxOn, error, onBoxChange, onApply, onError }: Props) {
  const feedback = useFeedback();
  const [draft, setDraft] = useState(applied);
  const [busy, setBusy] = useState(false);

  async function apply() {
    const text = draft.trim();
    const n = Number(text);
    if (text === "" || !Number.isInteger(n) || n < 0 || n > maxPoints) return onError(BAD_POINTS);
    setBusy(true);
    const answer = await feedback.call<LoyaltyAnswer>(
      href("/payment/ajax/loyalty-check"),
      { method: "POST", body: { cardLoyaltyPoint: String(n) } },
      { failure: "notice" },
    );
    setBusy(false);
    if (!answer) return;
    if (answer.success) onApply(n === 0 ? "" : String(n));
    else onError(answer.reason || BAD_POINTS);
  }

  return (
    <Section id="joker" title="Joker Puan">
      <p className="text-sm text-slate-700">
        Joker puanınız: <strong className="text-ink tabular-nums">{points} puan</strong> ({formatMoney(points * 100)})
      </p>
      {points > 0 ? (
        <label className="mt-3 flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
          <input
            type="checkbox"
            checked={boxOn}
            onChange={(e) => {
              onBoxChange(e.target.checked);
              if (!e.target.checked) {
                setDraft("");
                onApply("");
              }
            }}
            className="size-5 accent-brand-500"
          />
          Joker puanlarımı bu siparişte kullanmak istiyorum
        </label>
      ) : null}
      {boxOn ? (
        <div className="mt-3">
          <label htmlFor="joker-puan" className="text-sm font-bold text-slate-700">
            Kullanılacak Puan
          </label>
          <div className="flex gap-2">
            <input
              id="joker-puan"
              inputMode="numeric"
              value={draft}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "cardLoyaltyPoint-hata" : "joker-puan-ipucu"}
              className={`${inputClass(error)} max-w-40`}
              onChange={(e) => setDraft(e.target.value.replace(/\D/g, "").slice(0, 7))}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  void apply();
                }
              }}
            />
            <button type="button" disabled={busy} onClick={() => void apply()} className="btn-secondary mt-1 h-11 px-5 text-sm">
              Uygula
            </button>
          </div>
          <FieldMessage id="cardLoyaltyPoint-hata" error={error} />
          <p id="joker-puan-ipucu" className="mt-1 text-xs text-slate-500">
            Bu siparişte en fazla {maxPoints} puan kullanabilirsiniz.
            {applied ? ` Kullanılan: ${applied} puan.` : ""}
          </p>
        </div>
      ) : null}
      <input type="hidden" name="cardLoyaltyPoint" value={applied} />
    </Section>
  );
}
