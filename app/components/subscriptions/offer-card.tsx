/**
 * One kind of product on an /abonelik tab: its picture (the chosen package's), the package select
 * (the sizes and brands sold now; a sold-out one cannot be chosen), the week select (every 1–4
 * weeks), the quantity, what one delivery costs today and the estimated first send date (spec
 * section 3: estimatedSendDate), and 'Abone Ol'. The form is checked with the server's schema
 * before it is sent; the server's answer (its Turkish reason) shows under the button.
 */
import { useId, useState, type FormEvent } from "react";
import { href, Link } from "react-router";
import { ChoiceSelect } from "./choice-select";
import { formatSendDay } from "#app/domain/subscriptions/send-dates";
import { MAX_SUBSCRIPTION_QUANTITY, WEEK_INTERVALS, weekLabel, type Audience } from "#app/domain/subscriptions/subscription.schema";
import type { ShelfKind } from "#app/domain/subscriptions/subscription-views";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { formatMoney } from "#app/lib/money";
import { answerText } from "#app/lib/api-client";
import { DELIVERY_NOTE_ID } from "./delivery-box";
import type { SubscriptionAnswer } from "./subscription-call";

export type NewSubscription = { productId: number; weekInterval: number; quantity: number; audience: Audience };

type Props = {
  kind: ShelfKind;
  audience: Audience;
  firstSendDate: string;
  guest: boolean;
  /** The member has a delivery address and a saved card chosen. */
  ready: boolean;
  onSubscribe: (choice: NewSubscription) => Promise<SubscriptionAnswer | null>;
};

const QUANTITIES = Array.from({ length: MAX_SUBSCRIPTION_QUANTITY }, (_, i) => ({ value: i + 1, label: `${i + 1} adet` }));
const WEEKS = WEEK_INTERVALS.map((w) => ({ value: w as number, label: weekLabel(w) }));
const label = "mb-1 block text-sm font-bold text-slate-700";

export function OfferCard({ kind, audience, firstSendDate, guest, ready, onSubscribe }: Props) {
  const uid = useId();
  const idOf = (field: string) => `abonelik-${audience}-${kind.key}-${field}`;
  const firstInStock = kind.packages.find((p) => p.inStock) ?? kind.packages[0];
  const [productId, setProductId] = useState(firstInStock.productId);
  const [weeks, setWeeks] = useState(2);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const chosen = kind.packages.find((p) => p.productId === productId) ?? firstInStock;
  const headingId = `${uid}-baslik`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !ready) return;
    setBusy(true);
    setRefusal(null);
    setDone(null);
    const answer = await onSubscribe({ productId, weekInterval: weeks, quantity, audience });
    setBusy(false);
    if (!answer) return;
    if (answer.success) setDone(answer.message ?? "");
    else setRefusal(answerText(answer));
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-4 bg-slate-50 p-4">
        <Link to={chosen.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
          <img src={chosen.image} alt="" width={96} height={101} loading="lazy" className="size-24 rounded-2xl bg-white object-contain" />
        </Link>
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-black text-ink">
            {kind.title}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">{kind.description}</p>
        </div>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-1 flex-col gap-3 p-4" aria-labelledby={headingId}>
        <div>
          <label htmlFor={idOf("paket")} className={label}>
            Paket
          </label>
          <ChoiceSelect
            id={idOf("paket")}
            name="productId"
            value={productId}
            onChange={setProductId}
            options={kind.packages.map((p) => ({
              value: p.productId,
              label: `${p.label} — ${p.inStock ? formatMoney(p.priceKurus) : "Tükendi"}`,
              disabled: !p.inStock,
            }))}
          />
        </div>
        <div className="grid grid-cols-[3fr_2fr] gap-3">
          <div>
            <label htmlFor={idOf("hafta")} className={label}>
              Gönderim sıklığı
            </label>
            <ChoiceSelect id={idOf("hafta")} name="weekInterval" value={weeks} options={WEEKS} onChange={setWeeks} />
          </div>
          <div>
            <label htmlFor={idOf("adet")} className={label}>
              Adet
            </label>
            <ChoiceSelect id={idOf("adet")} name="quantity" value={quantity} options={QUANTITIES} onChange={setQuantity} />
          </div>
        </div>
        <dl className="mt-1 grid gap-1.5 rounded-2xl bg-brand-50/60 px-4 py-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600">Her gönderim</dt>
            <dd className="text-right">
              {chosen.originalPriceKurus > chosen.priceKurus ? (
                <s className="mr-2 text-slate-500">{formatMoney(chosen.originalPriceKurus * quantity)}</s>
              ) : null}
              <span className="text-base font-black text-ink">{formatMoney(chosen.priceKurus * quantity)}</span>
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600">Tahmini ilk gönderim</dt>
            <dd className="text-right font-extrabold text-ink">{formatSendDay(firstSendDate)}</dd>
          </div>
        </dl>
        <div className="mt-auto pt-1">
          {guest ? (
            <Link to={loginUrlReturningTo(href("/abonelik"))} className="btn-secondary h-12 w-full">
              Abone olmak için giriş yapın
            </Link>
          ) : (
            <button
              type="submit"
              className="btn-primary h-12 w-full"
              disabled={busy || !ready || !chosen.inStock}
              aria-describedby={ready ? undefined : DELIVERY_NOTE_ID}
            >
              {busy ? "İşleminiz Yapılıyor" : "Abone Ol"}
            </button>
          )}
          {!guest && !ready ? (
            <p className="mt-2 text-center text-xs text-slate-500">
              Abone olmak için yukarıdan teslimat adresinizi ve kayıtlı kartınızı seçiniz.
            </p>
          ) : null}
          {refusal ? (
            <p role="alert" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
              {refusal}
            </p>
          ) : null}
          {done ? (
            <p role="status" className="mt-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
              {done}{" "}
              <a href="#aboneliklerim" className="font-extrabold underline">
                Aboneliklerim
              </a>
            </p>
          ) : null}
        </div>
      </form>
    </article>
  );
}
