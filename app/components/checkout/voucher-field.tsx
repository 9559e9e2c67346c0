/**
 * The gift voucher box: the code (capitals, no spaces) and 'Uygula', which asks
 * POST /payment/ajax/voucher-check for its balance so the summary shows what it takes off; the
 * order checks it again. Changing the code forgets the checked balance.
 */
import { href } from "react-router";
import { useState } from "react";
import { GiftIcon } from "#app/components/icons";
import { useFeedback } from "#app/components/feedback";
import { answerText } from "#app/lib/api-client";
import { normalizeVoucherCode } from "#app/domain/vouchers/voucher-code";
import { formatMoney, parseLira } from "#app/lib/money";
import { FieldMessage } from "./checkout-ui";
import { inputClass } from "#app/components/form/input-class";
import { Section } from "#app/components/form/section";

type Props = {
  code: string;
  error?: string;
  /** The checked balance of this code (0 when not checked or not usable). */
  balanceKurus: number;
  onCode: (code: string) => void;
  onChecked: (balanceKurus: number, error: string) => void;
};

export function VoucherField({ code, error, balanceKurus, onCode, onChecked }: Props) {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  async function check() {
    if (!code) return;
    setBusy(true);
    const answer = await feedback.call<{ success: boolean; reason?: string; balance?: number }>(
      href("/payment/ajax/voucher-check"),
      { method: "POST", body: { voucherCode: code } },
      { failure: "notice" },
    );
    setBusy(false);
    if (!answer) return;
    onChecked(answer.success ? (parseLira(answer.balance ?? 0) ?? 0) : 0, answer.success ? "" : answerText(answer));
  }
  return (
    <Section id="hediye-ceki" title="Hediye Çeki" icon={<GiftIcon size={18} />}>
      <label htmlFor="hediye-ceki-kodu" className="block text-sm font-bold text-slate-700">
        Hediye Çeki Kodu <span className="font-semibold text-slate-500">(isteğe bağlı)</span>
      </label>
      <div className="mt-1 flex gap-2 sm:max-w-md">
        <input
          id="hediye-ceki-kodu"
          name="voucherCode"
          value={code}
          maxLength={40}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "voucherCode-hata" : "hediye-ceki-ipucu"}
          className={`${inputClass(error)} min-w-0 flex-1 uppercase`}
          onChange={(e) => onCode(normalizeVoucherCode(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void check();
            }
          }}
        />
        <button type="button" className="btn-secondary h-11 shrink-0 px-5" disabled={!code || busy} onClick={() => void check()}>
          Uygula
        </button>
      </div>
      <FieldMessage id="voucherCode-hata" error={error} />
      <p id="hediye-ceki-ipucu" className="mt-1 text-xs text-slate-500">
        {balanceKurus > 0
          ? `Hediye çekinizin bakiyesi: ${formatMoney(balanceKurus)}. Sipariş toplamından düşülür.`
          : "Hediye çekinizin bakiyesi ödeme sırasında sipariş toplamından düşülür."}
      </p>
    </Section>
  );
}
