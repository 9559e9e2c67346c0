/**
 * Abonelik Paketleri (/abonelik; spec section 2: 'package and week selects, baby/child tabs, address
 * change'): a short welcome; the member's delivery address ('Adresi değiştir') and saved card the
 * new subscriptions use (a guest is asked to sign in; a member without a saved card is told how to
 * save one); the Bebek / Çocuk tabs (Radix Tabs: arrow keys, roles, labels) with a card per kind of
 * product; the member's subscriptions ('Aboneliklerim').
 *
 * Both tab panels are in the server's page: the chosen one shows, and without JavaScript both show
 * one under the other (Tailwind's `noscript:`), without the tab buttons. Subscribing and changing a
 * subscription need JavaScript (the calls of routes/abonelik.*); the page reloads its data after each.
 */
import { useState } from "react";
import { Tabs } from "radix-ui";
import { href, useRevalidator } from "react-router";
import { AddressDialog } from "#app/components/address/address-dialog";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { useFeedback } from "#app/components/feedback";
import { CheckIcon, ClockIcon, TruckIcon } from "#app/components/icons";
import { EMPTY_ADDRESS, type Address } from "#app/domain/addresses/address.schema";
import { AGREEMENT_REQUIRED, AUDIENCES, isAudience, type Audience } from "#app/domain/subscriptions/subscription.schema";
import type { SubscriptionPageData } from "#app/domain/subscriptions/subscription-views";
import { AddressPicker } from "./address-picker";
import { AGREEMENT_ID, DeliveryBox } from "./delivery-box";
import { MySubscriptions } from "./my-subscriptions";
import { OfferCard, type NewSubscription } from "./offer-card";
import type { SubscriptionAnswer } from "./subscription-call";

export type SubscriptionPageProps = { data: SubscriptionPageData & { tab: Audience } };

const HIGHLIGHTS = [
  { icon: ClockIcon, text: "1, 2, 3 ya da 4 haftada bir" },
  { icon: TruckIcon, text: "Adresinize otomatik sipariş" },
  { icon: CheckIcon, text: "Dilediğiniz zaman duraklatın ya da iptal edin" },
];

const tabClass =
  "flex min-h-12 items-center justify-center rounded-full px-6 text-center text-base font-extrabold text-slate-600 transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";
/** Every panel is drawn (forceMount); the inactive one hidden by a class that `noscript:` overrides. */
const panelClass = "mt-6 data-[state=inactive]:hidden noscript:!block";

/** What the address picker is choosing for: the new subscriptions, or one of the member's subscriptions. */
type Picking = { for: "new" } | { for: "subscription"; id: number; current: number | null };

export function SubscriptionPage({ data }: SubscriptionPageProps) {
  const { member } = data;
  const feedback = useFeedback();
  const revalidator = useRevalidator();
  const [tab, setTab] = useState<Audience>(data.tab);
  const [addressId, setAddressId] = useState<number | null>(member?.addresses[0]?.id ?? null);
  const [cardId, setCardId] = useState<number | null>(member?.cards[0]?.id ?? null);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [adding, setAdding] = useState<{ key: number; then: Picking } | null>(null);

  const addresses = member?.addresses ?? [];
  const address = addresses.find((a) => a.id === addressId) ?? null;
  const ready = Boolean(member && address && cardId != null && member.cards.some((c) => c.id === cardId));

  async function subscribe(choice: NewSubscription): Promise<SubscriptionAnswer | null> {
    if (!agreed) {
      const box = document.getElementById(AGREEMENT_ID);
      box?.scrollIntoView({ block: "center" });
      box?.focus({ preventScroll: true });
      return { success: false, reason: AGREEMENT_REQUIRED };
    }
    const answer = await feedback.call<SubscriptionAnswer>(href("/abonelik/olustur"), {
      method: "POST",
      body: { ...choice, addressId, savedCardId: cardId, agreement: true },
    });
    if (answer?.success) {
      feedback.notify({ type: "success", message: answer.message ?? "" });
      void revalidator.revalidate();
    }
    return answer;
  }

  async function readdress(subscriptionId: number, chosen: number) {
    const answer = await feedback.call<SubscriptionAnswer>(
      href("/abonelik/:id/:islem", { id: String(subscriptionId), islem: "adres" }),
      { method: "POST", body: { addressId: chosen } },
      { showRefusal: true },
    );
    if (answer?.success) {
      feedback.notify({ type: "success", message: answer.message ?? "" });
      void revalidator.revalidate();
    }
  }

  function picked(target: Picking, chosen: Address) {
    setPicking(null);
    if (target.for === "new") setAddressId(chosen.id);
    else if (chosen.id !== target.current) void readdress(target.id, chosen.id);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs items={[{ label: "Abonelik Paketleri" }]} />
      <section
        aria-labelledby="abonelik-baslik"
        className="relative mt-5 overflow-hidden rounded-3xl bg-gradient-to-br from-sky-100 via-brand-50 to-emerald-100 px-5 py-7 md:px-10 md:py-10"
      >
        <div aria-hidden="true" className="absolute -top-12 -right-12 size-44 rounded-full bg-white/40 md:size-72" />
        <p className="relative text-sm font-extrabold tracking-wide text-sky-700 uppercase">Minik Dünya</p>
        <h1 id="abonelik-baslik" className="relative mt-1 text-3xl font-black text-ink md:text-5xl">
          Abonelik Paketleri
        </h1>
        <p className="relative mt-3 max-w-2xl text-[15px] text-slate-700 md:text-lg">
          Bebeğinizin ve çocuğunuzun sürekli ihtiyaçları seçtiğiniz sıklıkta kapınızda. Paketinizi ve gönderim sıklığınızı seçin;
          siparişiniz kayıtlı kartınızla kendiliğinden verilsin.
        </p>
        <ul className="relative mt-5 flex flex-wrap gap-2">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1.5 text-sm font-bold text-slate-700 shadow-sm"
            >
              <Icon size={16} className="text-sky-700" />
              {text}
            </li>
          ))}
        </ul>
      </section>

      <DeliveryBox
        member={member}
        agreed={agreed}
        onAgreed={setAgreed}
        address={address}
        cardId={cardId}
        onCard={setCardId}
        onChangeAddress={() => setPicking({ for: "new" })}
        onAddAddress={() => setAdding({ key: Date.now(), then: { for: "new" } })}
      />

      <Tabs.Root value={tab} onValueChange={(value) => isAudience(value) && setTab(value)} className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-2xl font-black text-ink">Paketler</h2>
            <p className="mt-1 text-sm text-slate-600">
              Fiyat ve kampanyalar her gönderim gününde yeniden hesaplanır; kargo ücreti sipariş tutarına göre eklenir.
            </p>
          </div>
          <Tabs.List aria-label="Kimin için" className="grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1 noscript:hidden max-sm:w-full">
            {Object.entries(AUDIENCES).map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} className={tabClass}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {(Object.keys(AUDIENCES) as Audience[]).map((audience) => (
          <Tabs.Content key={audience} value={audience} forceMount className={panelClass}>
            <h3 className="sr-only noscript:not-sr-only noscript:mb-3 noscript:text-xl noscript:font-black">{AUDIENCES[audience]}</h3>
            {data.shelf[audience].length === 0 ? (
              <p className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-600">
                Bu bölümde şu anda abonelikle sunulan bir ürün bulunmuyor.
              </p>
            ) : (
              <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                {data.shelf[audience].map((kind) => (
                  <li key={kind.key} className="flex">
                    <OfferCard
                      kind={kind}
                      audience={audience}
                      firstSendDate={data.firstSendDate}
                      guest={!member}
                      ready={ready}
                      onSubscribe={subscribe}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      {member ? (
        <MySubscriptions
          subscriptions={member.subscriptions}
          cards={member.cards}
          onChangeAddress={(s) => setPicking({ for: "subscription", id: s.id, current: s.address?.id ?? null })}
          onChanged={() => void revalidator.revalidate()}
        />
      ) : null}

      {member && picking ? (
        <AddressPicker
          open
          addresses={addresses}
          selected={picking.for === "new" ? addressId : picking.current}
          title={picking.for === "new" ? "Teslimat Adresini Değiştir" : "Aboneliğin Adresini Değiştir"}
          onPick={(chosen) => picked(picking, chosen)}
          onAdd={() => {
            setAdding({ key: Date.now(), then: picking });
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      ) : null}
      {member && adding ? (
        <AddressDialog
          key={adding.key}
          open
          mode={{ kind: "add" }}
          initial={{ ...EMPTY_ADDRESS, ...member.addressFill }}
          cities={member.cities}
          idPrefix="abonelik-adres-"
          onSaved={(saved, message) => {
            const then = adding.then;
            setAdding(null);
            feedback.notify({ type: "success", message });
            void revalidator.revalidate();
            picked(then, saved);
          }}
          onClose={() => setAdding(null)}
        />
      ) : null}
    </div>
  );
}
