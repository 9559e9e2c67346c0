/**
 * 'Aboneliklerim' on /abonelik (#aboneliklerim, the account menu's link): each of the member's
 * subscriptions with its package, rhythm and quantity, next send date, status, address ('Adresi
 * değiştir'), card, the last send date's outcome (its order in Siparişlerim), and 'Duraklat' /
 * 'Devam Et' / 'İptal Et' (cancelling asks first). Each button calls /abonelik/{id}/{islem}.
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { formatSendDay } from "#app/domain/subscriptions/send-dates";
import { AUDIENCES, weekLabel } from "#app/domain/subscriptions/subscription.schema";
import {
  OUTCOME_LABELS,
  STATUS_LABELS,
  type ChangeWord,
  type SavedCardChoice,
  type SubscriptionView,
} from "#app/domain/subscriptions/subscription-views";
import { formatMoney } from "#app/lib/money";
import { ChoiceSelect } from "./choice-select";
import type { SubscriptionAnswer } from "./subscription-call";

type Props = {
  subscriptions: SubscriptionView[];
  cards: SavedCardChoice[];
  onChangeAddress: (subscription: SubscriptionView) => void;
  onChanged: () => void;
};

const STATUS_STYLE: Record<SubscriptionView["status"], string> = {
  active: "bg-emerald-100 text-emerald-800",
  paused: "bg-amber-100 text-amber-900",
  cancelled: "bg-slate-200 text-slate-700",
};
const OUTCOME_STYLE = { placed: "text-emerald-800", skippedStock: "text-amber-900", paymentFailed: "text-red-700" } as const;

export function MySubscriptions({ subscriptions, cards, onChangeAddress, onChanged }: Props) {
  const feedback = useFeedback();
  const [busy, setBusy] = useState<number | null>(null);

  async function change(s: SubscriptionView, islem: Exclude<ChangeWord, "adres">, body: Record<string, unknown> = {}) {
    if (islem === "iptal") {
      const sure = await feedback.confirm({
        title: "Aboneliği İptal Et",
        message: `"${s.packageName}" aboneliğinizi iptal etmek istediğinize emin misiniz? İptal edilen abonelik yeniden başlatılamaz.`,
        confirmText: "İptal Et",
        cancelText: "Vazgeç",
      });
      if (!sure) return;
    }
    setBusy(s.id);
    const answer = await feedback.call<SubscriptionAnswer>(
      href("/abonelik/:id/:islem", { id: String(s.id), islem }),
      { method: "POST", body },
      { showRefusal: true },
    );
    setBusy(null);
    if (answer?.success) {
      feedback.notify({ type: "success", message: answer.message ?? "" });
      onChanged();
    }
  }

  return (
    <section aria-labelledby="aboneliklerim" className="mt-12 scroll-mt-24">
      <h2 id="aboneliklerim" className="scroll-mt-24 text-2xl font-black text-ink">
        Aboneliklerim
      </h2>
      {subscriptions.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-slate-50 px-5 py-6 text-slate-600">
          Henüz bir aboneliğiniz yok. Yukarıdan bir paket seçerek ilk aboneliğinizi oluşturabilirsiniz.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {subscriptions.map((s) => {
            const live = s.status !== "cancelled";
            const headingId = `abonelik-${s.id}-baslik`;
            return (
              <li key={s.id}>
                <article
                  aria-labelledby={headingId}
                  className={`flex h-full flex-col rounded-3xl border bg-white p-4 shadow-sm md:p-5 ${live ? "border-slate-200" : "border-slate-100 opacity-75"}`}
                >
                  <div className="flex gap-4">
                    {s.image ? (
                      <img
                        src={s.image}
                        alt=""
                        width={72}
                        height={76}
                        loading="lazy"
                        className="size-18 shrink-0 rounded-2xl bg-slate-50 object-contain"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className={`rounded-full px-2.5 py-0.5 text-xs font-extrabold ${STATUS_STYLE[s.status]}`}>
                          {STATUS_LABELS[s.status]}
                        </span>
                        <span className="text-xs font-bold text-slate-500">{AUDIENCES[s.audience]}</span>
                      </div>
                      <h3 id={headingId} className="mt-1 font-extrabold text-ink">
                        {s.url ? (
                          <Link to={s.url} className="hover:text-brand-700 hover:underline">
                            {s.packageName}
                          </Link>
                        ) : (
                          s.packageName
                        )}
                      </h3>
                      <p className="text-sm text-slate-600">
                        {weekLabel(s.weekInterval)} · {s.quantity} adet
                        {s.unitPriceKurus != null ? ` · ${formatMoney(s.unitPriceKurus * s.quantity)}` : ""}
                      </p>
                    </div>
                  </div>
                  <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
                    <dt className="font-bold text-slate-500">{s.status === "paused" ? "Devam edince ilk gönderim" : "Sonraki gönderim"}</dt>
                    <dd className="font-extrabold text-ink">{live ? formatSendDay(s.estimatedSendDate) : "—"}</dd>
                    <dt className="font-bold text-slate-500">Teslimat adresi</dt>
                    <dd className="min-w-0">
                      {s.address ? (
                        <>
                          <span className="font-bold text-ink">{s.address.title}</span>{" "}
                          <span className="text-slate-600">{s.address.summary}</span>
                        </>
                      ) : (
                        <span className="font-bold text-red-700">Adres seçilmemiş</span>
                      )}
                      {live ? (
                        <button
                          type="button"
                          className="ml-2 font-extrabold text-brand-700 underline-offset-2 hover:underline"
                          aria-label={`Adresi değiştir: ${s.packageName}`}
                          onClick={() => onChangeAddress(s)}
                        >
                          Adresi değiştir
                        </button>
                      ) : null}
                    </dd>
                    <dt className="font-bold text-slate-500">Ödeme kartı</dt>
                    <dd>
                      {live && cards.length > 1 ? (
                        <ChoiceSelect
                          id={`abonelik-${s.id}-kart`}
                          name="savedCardId"
                          value={s.card?.id ?? 0}
                          options={[
                            ...(s.card ? [] : [{ value: 0, label: "Kart seçiniz", disabled: true }]),
                            ...cards.map((c) => ({ value: c.id, label: c.label })),
                          ]}
                          onChange={(id) => void change(s, "kart", { savedCardId: id })}
                          label={`Ödeme kartı: ${s.packageName}`}
                        />
                      ) : (
                        <span className={s.card ? "text-ink" : "font-bold text-red-700"}>{s.card?.label ?? "Kart seçilmemiş"}</span>
                      )}
                    </dd>
                    {s.lastRun ? (
                      <>
                        <dt className="font-bold text-slate-500">Son gönderim</dt>
                        <dd className={OUTCOME_STYLE[s.lastRun.outcome]}>
                          {formatSendDay(s.lastRun.dueDate)}: <span className="font-extrabold">{OUTCOME_LABELS[s.lastRun.outcome]}</span>
                          {s.lastRun.orderHash && s.lastRun.orderNumber ? (
                            <>
                              {" "}
                              <Link
                                to={`${href("/kullanici/siparislerim")}?hash=${encodeURIComponent(s.lastRun.orderHash)}`}
                                className="font-bold text-brand-700 underline"
                              >
                                {s.lastRun.orderNumber}
                              </Link>
                            </>
                          ) : null}
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  {live ? (
                    <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
                      {s.status === "active" ? (
                        <button
                          type="button"
                          className="btn-secondary h-10 px-4 text-sm"
                          disabled={busy === s.id}
                          aria-describedby={headingId}
                          onClick={() => void change(s, "durdur")}
                        >
                          Duraklat
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn-primary h-10 px-4 text-sm"
                          disabled={busy === s.id}
                          aria-describedby={headingId}
                          onClick={() => void change(s, "devam")}
                        >
                          Devam Et
                        </button>
                      )}
                      <button
                        type="button"
                        className="inline-flex h-10 items-center rounded-full px-4 text-sm font-extrabold text-red-700 hover:bg-red-50 disabled:opacity-60"
                        disabled={busy === s.id}
                        aria-describedby={headingId}
                        onClick={() => void change(s, "iptal")}
                      >
                        İptal Et
                      </button>
                    </div>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
