/**
 * Joker Puanlarım: the member's balance, the reward campaigns to choose from
 * (a radio group in a plain form: it works without JavaScript) and the points ledger.
 */
import { Form } from "react-router";
import type { LedgerRow, PointKind } from "#app/domain/rewards/points-ledger.server";
import type { RewardChoice } from "#app/domain/rewards/reward-campaigns.server";
import { TR_DATE, TR_DATE_TIME } from "#app/lib/dates";
import { formatMoney } from "#app/lib/money";

const KIND_LABELS: Record<PointKind, { label: string; sign: string; tone: string }> = {
  earned: { label: "Kazanılan", sign: "+", tone: "text-emerald-700" },
  returned: { label: "İade edilen", sign: "+", tone: "text-emerald-700" },
  spent: { label: "Harcanan", sign: "−", tone: "text-rose-700" },
  revoked: { label: "Geri alınan", sign: "−", tone: "text-rose-700" },
};

/** The shop's own earning rule (the owner's points per 100 TL, /yonetim/ayarlar), as the empty ledger says it. */
const earnRule = (pointsPer100Lira: number) =>
  pointsPer100Lira > 0 ? ` Her 100 TL'lik alışverişiniz ${pointsPer100Lira} Joker puan kazandırır.` : "";

export function JokerPoints({
  balance,
  pointsPer100Lira,
  choices,
  ledger,
  busy,
}: {
  balance: number;
  pointsPer100Lira: number;
  choices: RewardChoice[];
  ledger: LedgerRow[];
  busy: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="bakiye" className="rounded-2xl bg-gradient-to-r from-amber-400 to-orange-500 p-5 text-white shadow-sm">
        <h2 id="bakiye" className="text-sm font-bold tracking-wide uppercase opacity-90">
          Joker Puan Bakiyeniz
        </h2>
        <p className="mt-1 text-4xl font-black" data-testid="joker-balance">
          {balance} puan
        </p>
        <p className="mt-1 text-sm font-semibold opacity-90">
          {formatMoney(balance * 100)} değerinde; ödeme adımında kullanabilirsiniz (1 puan = 1 TL).
        </p>
      </section>

      <section aria-labelledby="odul-kampanyalari" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="odul-kampanyalari" className="text-lg font-black text-ink">
          Ödül Kampanyaları
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Bir kampanya seçin: bundan sonraki siparişlerinizin Joker puanları, kampanya sürdükçe ona göre hesaplanır.
        </p>
        {choices.length === 0 ? (
          <p className="mt-4 text-sm font-semibold text-slate-600">Şu an süren bir ödül kampanyası yok.</p>
        ) : (
          <Form method="post" className="mt-4">
            <fieldset disabled={busy} className="m-0 min-w-0 border-0 p-0">
              <legend className="sr-only">Ödül kampanyası seçin</legend>
              <div className="grid gap-3">
                {choices.map((c) => (
                  <label
                    key={c.code}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-checked:border-brand-500 has-checked:bg-brand-50"
                  >
                    <input type="radio" name="code" value={c.code} defaultChecked={c.checked} className="mt-1 size-4 accent-brand-600" />
                    <span className="min-w-0">
                      <span className="block font-bold text-ink">{c.description}</span>
                      <span className="mt-0.5 block text-xs text-slate-500">
                        Kod: {c.code} · Son gün: {TR_DATE.format(new Date(c.endDate * 1000))}
                        {c.checked ? " · Seçili kampanyanız" : ""}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
              <button type="submit" className="btn-primary mt-4 h-11 px-6">
                Kampanyayı Seç
              </button>
            </fieldset>
          </Form>
        )}
      </section>

      <section aria-labelledby="puan-hareketleri" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="puan-hareketleri" className="text-lg font-black text-ink">
          Puan Hareketleri
        </h2>
        {ledger.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">Henüz bir puan hareketiniz yok.{earnRule(pointsPer100Lira)}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Puan hareketleri">
            {ledger.map((row) => {
              const kind = KIND_LABELS[row.kind];
              return (
                <li key={row.id} className="flex items-center justify-between gap-3 py-3 text-sm">
                  <span className="min-w-0">
                    <span className="block font-bold text-ink">{kind.label}</span>
                    <span className="block text-xs text-slate-500">
                      {TR_DATE_TIME.format(row.at)}
                      {row.orderNumber ? ` · Sipariş ${row.orderNumber}` : ""}
                    </span>
                  </span>
                  <span className={`shrink-0 font-black ${kind.tone}`}>
                    {kind.sign}
                    {row.points} puan
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
