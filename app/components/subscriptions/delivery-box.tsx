/**
 * 'Teslimat ve ödeme' on /abonelik: where new subscriptions are sent ('Adresi değiştir' opens the
 * address picker; a member without an address adds one in the address popup) and the saved card
 * they are paid with. A guest is asked to sign in (and comes back here); a member without a saved
 * card is told how to save one at checkout ('Kartımı kaydet'), with a link to the basket.
 */
import { href, Link } from "react-router";
import { CardIcon, UserIcon } from "#app/components/icons";
import { PinIcon } from "#app/components/address/address-card";
import { PlaceSelect } from "#app/components/address/place-select";
import type { Address } from "#app/domain/addresses/address.schema";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { NEED_SAVED_CARD, SIGN_IN_TO_SUBSCRIBE } from "#app/domain/subscriptions/messages";
import { ADDRESS_REQUIRED } from "#app/domain/subscriptions/subscription.schema";
import type { SubscriptionPageData } from "#app/domain/subscriptions/subscription-views";
import { AddressLines } from "./address-lines";

/** Ids the offer cards point their disabled button at (aria-describedby): why they cannot subscribe yet. */
export const DELIVERY_NOTE_ID = "abonelik-teslimat-notu";

type Props = {
  member: SubscriptionPageData["member"];
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  address: Address | null;
  cardId: number | null;
  onCard: (id: number | null) => void;
  onChangeAddress: () => void;
  onAddAddress: () => void;
};

const box = "flex min-w-0 flex-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5";
const iconBubble = "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700";

/** The agreement checkbox's id (the page focuses it when 'Abone Ol' is pressed without it). */
export const AGREEMENT_ID = "abonelik-sozlesme";

const legalLink = (to: string, text: string) => (
  <a href={to} target="_blank" rel="noreferrer" className="font-bold text-brand-700 underline hover:text-brand-800">
    {text}
  </a>
);

export function DeliveryBox({ member, agreed, onAgreed, address, cardId, onCard, onChangeAddress, onAddAddress }: Props) {
  if (!member) {
    return (
      <section
        aria-labelledby="abonelik-giris"
        className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-center gap-3">
          <span className={iconBubble} aria-hidden="true">
            <UserIcon />
          </span>
          <div>
            <h2 id="abonelik-giris" className="font-black text-ink">
              {SIGN_IN_TO_SUBSCRIBE}
            </h2>
            <p id={DELIVERY_NOTE_ID} className="text-sm text-slate-600">
              Aboneliklerinizi adres ve kayıtlı kartınızla yönetebilmeniz için üyelik gereklidir.
            </p>
          </div>
        </div>
        <Link to={loginUrlReturningTo(href("/abonelik"))} className="btn-primary h-11 px-6 max-sm:w-full">
          Giriş Yap
        </Link>
      </section>
    );
  }
  const noCard = member.cards.length === 0;
  return (
    <section aria-labelledby="abonelik-teslimat" className="mt-6">
      <h2 id="abonelik-teslimat" className="text-lg font-black text-ink">
        Teslimat ve ödeme
      </h2>
      <p className="text-sm text-slate-600">Yeni aboneliklerinizin gönderileceği adres ve ödemelerin alınacağı kayıtlı kartınız.</p>
      <div className="mt-3 flex flex-col gap-3 md:flex-row">
        <div className={box}>
          <span className={iconBubble} aria-hidden="true">
            <PinIcon />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">Teslimat adresi</p>
            {address ? (
              <>
                <AddressLines address={address} />
                <button
                  type="button"
                  className="mt-2 text-sm font-extrabold text-brand-700 underline-offset-2 hover:underline"
                  onClick={onChangeAddress}
                >
                  Adresi değiştir
                </button>
              </>
            ) : (
              <>
                <p id={DELIVERY_NOTE_ID} className="font-bold text-red-700">
                  {ADDRESS_REQUIRED}
                </p>
                <button type="button" className="btn-secondary mt-2 h-10 px-4 text-sm" onClick={onAddAddress}>
                  Adres Ekle
                </button>
              </>
            )}
          </div>
        </div>
        <div className={box}>
          <span className={iconBubble} aria-hidden="true">
            <CardIcon />
          </span>
          <div className="min-w-0 flex-1">
            {noCard ? (
              <>
                <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">Ödeme kartı</p>
                <p id={address ? DELIVERY_NOTE_ID : undefined} className="text-sm text-slate-700">
                  {NEED_SAVED_CARD}
                </p>
                <Link
                  to={href("/cart")}
                  className="mt-2 inline-block text-sm font-extrabold text-brand-700 underline-offset-2 hover:underline"
                >
                  Sepetime git
                </Link>
              </>
            ) : (
              <>
                <label htmlFor="abonelik-kart" className="text-xs font-bold tracking-wide text-slate-500 uppercase">
                  Ödeme kartı
                </label>
                <PlaceSelect
                  id="abonelik-kart"
                  name="savedCardId"
                  value={cardId == null ? "" : String(cardId)}
                  options={member.cards.map((c) => ({ id: c.id, name: c.label }))}
                  placeholder="Kayıtlı kart seçiniz"
                  disabled={false}
                  onChange={(value) => onCard(value ? Number(value) : null)}
                />
                <p className="mt-1.5 text-xs text-slate-500">Ödemeler her gönderim günü bu karttan alınır; 3D Secure onayı istenmez.</p>
              </>
            )}
          </div>
        </div>
      </div>
      <div className="mt-3 flex items-start gap-3 rounded-2xl bg-slate-50 px-4 py-3">
        <input
          id={AGREEMENT_ID}
          type="checkbox"
          name="agreement"
          checked={agreed}
          onChange={(e) => onAgreed(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={AGREEMENT_ID} className="text-sm leading-snug text-slate-700">
          Abonelik siparişlerim için {legalLink(href("/sozlesmeler/:slug", { slug: "on-bilgilendirme-formu" }), "Ön Bilgilendirme Formu")}{" "}
          ve {legalLink(href("/sozlesmeler/:slug", { slug: "mesafeli-satis-sozlesmesi" }), "Mesafeli Satış Sözleşmesi")}&apos;ni okudum,
          onaylıyorum. Her siparişin sözleşmesi e-posta adresime gönderilir; aboneliğimi dilediğim zaman durdurabilir ya da iptal
          edebilirim.
        </label>
      </div>
    </section>
  );
}
