/**
 * The gift card page's form: whom the card is for (a gift list's owner), the
 * amount as a radio group, and 'Hediye Sepetime Ekle' (GET /cart/add_gift_card with product,
 * wishList and targetUser). A guest gets the login link that brings them back; a refusal shows its
 * reason; success offers the way to the gift basket.
 */
import { useState } from "react";
import { href, Link, useLocation } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { GiftIcon } from "#app/components/icons";
import { announceCartAnswer, type CountedAnswer } from "#app/components/layout/cart-count-events";
import { loginUrlReturningTo } from "#app/lib/login-url";
import type { GiftCardOption } from "#app/domain/gift-cards/gift-card-catalogue.server";
import type { GiftRecipient } from "#app/domain/member-lists/gift-purchases.server";
import { formatMoney } from "#app/lib/money";

type Props = { options: GiftCardOption[]; target: GiftRecipient | null; asked: boolean; member: boolean };
type AddAnswer = CountedAnswer & { success: boolean; reason?: string; message?: string };

export function GiftCardPage({ options, target, asked, member }: Props) {
  const feedback = useFeedback();
  const { pathname, search } = useLocation();
  const [chosen, setChosen] = useState<number | null>(options[1]?.productId ?? options[0]?.productId ?? null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  if (!target) {
    return (
      <div className="rounded-2xl border border-slate-200 p-5">
        <p className="font-bold text-ink">
          {asked ? "Bu hediye listesi bulunamadı ya da etkinlik günü geçti." : "Hediye kartı bir hediye listesinin sahibine gönderilir."}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Hediye kartı göndermek istediğiniz listeyi bulun; listenin sayfasındaki &apos;Hediye Kartı Gönder&apos; ile buraya dönersiniz.
        </p>
        <Link to={href("/hediye-listesi/ara")} className="btn-primary mt-4 h-11 px-6">
          Hediye Listesi Ara
        </Link>
      </div>
    );
  }

  async function add() {
    if (chosen == null) return;
    setBusy(true);
    try {
      const query = new URLSearchParams({ product: String(chosen), wishList: String(target!.listId), targetUser: String(target!.ownerId) });
      const answer = await feedback.call<AddAnswer>(`${href("/cart/add_gift_card")}?${query}`);
      if (answer?.success) announceCartAnswer(answer);
      if (answer) setResult({ ok: answer.success, text: (answer.success ? answer.message : answer.reason || answer.message) ?? "" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_320px]">
      <section aria-labelledby="kart-tutar" className="rounded-2xl border border-slate-200 p-5">
        <p className="text-sm text-slate-600">Alıcı</p>
        <p className="font-bold text-ink">
          {target.firstname} {target.lastname} ·{" "}
          <Link to={href("/hediye-listesi/goster/:id", { id: String(target.listId) })} className="text-brand-700 underline">
            {target.listName}
          </Link>
        </p>
        <fieldset className="mt-5">
          <legend id="kart-tutar" className="text-sm font-bold text-slate-700">
            Tutar
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {options.map((o) => (
              <label
                key={o.productId}
                className="flex cursor-pointer items-center justify-center rounded-xl border-2 border-slate-200 px-3 py-4 text-lg font-black text-ink has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
              >
                <input
                  type="radio"
                  name="product"
                  value={o.productId}
                  checked={chosen === o.productId}
                  onChange={() => setChosen(o.productId)}
                  className="sr-only"
                />
                {formatMoney(o.amountKurus)}
              </label>
            ))}
          </div>
        </fieldset>
        {member ? (
          <button
            type="button"
            disabled={busy || chosen == null}
            onClick={() => void add()}
            className="btn-primary mt-5 h-12 w-full text-base sm:w-auto sm:px-8"
          >
            Hediye Sepetime Ekle
          </button>
        ) : (
          <Link to={loginUrlReturningTo(`${pathname}${search}`)} className="btn-primary mt-5 h-12 w-full text-base sm:w-auto sm:px-8">
            Satın almak için giriş yapın
          </Link>
        )}
        {result ? (
          <div
            role={result.ok ? "status" : "alert"}
            className={`mt-4 rounded-lg p-3 text-sm font-bold ${result.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
          >
            {result.text}
            {result.ok ? (
              <Link to={`${href("/cart")}?sepet=hediye`} className="ml-2 text-brand-700 underline">
                Hediye sepetine git →
              </Link>
            ) : null}
          </div>
        ) : null}
      </section>
      <aside className="rounded-2xl bg-brand-50 p-5 text-sm text-slate-700">
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600">
          <GiftIcon size={24} />
        </span>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>Kod, ödemeniz onaylanınca liste sahibine e-posta ile gönderilir.</li>
          <li>Kargo ücreti alınmaz.</li>
          <li>Kullanılmayan tutar kartta kalır; kart 1 yıl geçerlidir.</li>
          <li>Kodu gönderilmiş hediye kartı iade edilmez, sipariş iptal edilemez.</li>
        </ul>
      </aside>
    </div>
  );
}
