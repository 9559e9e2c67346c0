/**
 * The checkout page (issue 6; spec sections 2–5, 7–9), for members (/payment/checkout) and guests
 * (/payment/guest-checkout): the form on the left, the live summary with the agreement and
 * 'Alışverişi Tamamla' on the right (sticky on wide screens, at the bottom on phones).
 *
 * One flat record holds every field under the pay call's names (delivery_address_id, card[number],
 * delivery[address] …); the page checks it with the server's schemas before sending
 * (checkout-rules.ts), then use-payment.ts pays. After the first try the messages follow what is
 * typed; server messages land under the same fields; nothing typed is ever lost.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { inputClass } from "#app/components/account/registration-fields";
import { AddressDialog, type AddressDialogMode } from "#app/components/address/address-dialog";
import { useFeedback } from "#app/components/feedback";
import { useHydrated } from "#app/components/use-hydrated";
import { CardIcon, ShieldIcon } from "#app/components/icons";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { EMPTY_ADDRESS, addressValues, maskedAddress, type Address, type AddressValues } from "#app/domain/addresses/address.schema";
import type { CheckoutPageData } from "#app/domain/checkout/checkout-page.server";
import { BUTTON_BUSY, BUTTON_IDLE } from "#app/domain/checkout/messages";
import { CampaignNotices } from "#app/components/cart/campaign-lines";
import { computeTotals, maxJokerPoints, shippedGoodsKurus, type DeliveryType } from "#app/domain/pricing/totals";
import { parseLira } from "#app/lib/money";
import { AddressChoiceList } from "./address-choice-list";
import { Agreement } from "./agreement";
import { CardBonus } from "./card-bonus";
import { CardForm } from "./card-form";
import { CarrierList } from "./carrier-list";
import { cardBonusOf, checkoutErrors, isChecked, type FormErrors, type FormValues } from "./checkout-rules";
import { CheckoutSummary } from "./checkout-summary";
import { FieldMessage, Notice, Section } from "./checkout-ui";
import { DeliveryTypeChoice } from "./delivery-type-choice";
import { GuestAddressFields } from "./guest-address-fields";
import { InstallmentTable } from "./installment-table";
import { JokerPoints } from "./joker-points";
import { PaymentDialog } from "./payment-dialog";
import { PaymentMethods } from "./payment-methods";
import { availableMethods, methodOf, withAllowedPayment } from "./payment-options";
import { onlyPayAtDoor } from "#app/domain/pricing/carrier-payments";
import { SavedCards } from "./saved-cards";
import { StorePickup } from "./store-pickup";
import { useCardInstallments } from "./use-card-installments";
import { VoucherField } from "./voucher-field";
import { PAYMENT_NOT_FINISHED, usePayment, type Refusal } from "./use-payment";
import { placeName } from "./use-place-options";

type Popup = { key: number; mode: AddressDialogMode; initial: AddressValues; target: "delivery_address_id" | "billing_address_id" };
type PageNotice = { tone: "error" | "info"; text: string } | null;

function initialValues(data: CheckoutPageData): FormValues {
  const first = data.addresses[0] ? String(data.addresses[0].id) : "";
  return withAllowedPayment(
    {
      deliveryType: data.deliveryType,
      delivery_address_id: first,
      billing_address_id: first,
      sameAsDelivery: data.gift ? "" : "1",
      shipmentCompany: data.carriers.length === 1 ? String(data.carriers[0].id) : "",
      storeId: "",
      deliveryCar: "",
      checkoutPaymentType: "creditCard",
      paymentToken: data.savedCards[0]?.token ?? "",
      paymentCardCvv: "",
      saveCreditCard: "",
      paymentInstallment: "1",
      paymentInstallmentExtra: "0",
      cardLoyaltyPoint: "",
      voucherCode: "",
      agreement: "",
      "card[number]": "",
      "card[name]": "",
      "card[month]": "",
      "card[year]": "",
      "card[cvc]": "",
      "card[bonus]": "",
      "card[bonusAmount]": "",
      email: "",
      "delivery[billingType]": "individual",
      "billing[billingType]": "individual",
      // Which basket the pay call pays (the gift basket's page says so).
      ...(data.gift ? { basket: "gift" } : {}),
    },
    { deliveryType: data.deliveryType, carrierMethods: null, hasSavedCards: data.savedCards.length > 0, gift: Boolean(data.gift) },
  );
}

/** Messages a change makes stale (a card part clears the card's one message). */
function withoutErrorsOf(errors: FormErrors, keys: string[]): FormErrors {
  const next = { ...errors };
  for (const key of keys) {
    delete next[key];
    if (key.startsWith("card[bonus")) delete next.cardBonus;
    else if (key.startsWith("card[")) delete next.card;
    if (key === "checkoutPaymentType") for (const k of ["card", "paymentCardCvv", "paymentToken"]) delete next[k];
    if (key === "deliveryType" || key === "sameAsDelivery") for (const k of Object.keys(next)) if (k.startsWith("billing") || k.startsWith("delivery") || k === "storeId") delete next[k];
  }
  return next;
}

export function CheckoutPage({ data }: { data: CheckoutPageData }) {
  const feedback = useFeedback();
  const guest = data.guest;
  const gift = data.gift;
  // Gift cards alone ship nothing: no carrier to choose.
  const ships = data.lines.some((l) => !l.digital);
  // A gift basket's carriers: those that take more than payment at the door (its owner must not pay).
  const carriers = gift ? data.carriers.filter((c) => !onlyPayAtDoor(c.paymentMethods)) : data.carriers;
  const [addresses, setAddresses] = useState<Address[]>(data.addresses);
  const [values, setValues] = useState<FormValues>(() => initialValues(data));
  const latest = useRef(values);
  const [errors, setErrors] = useState<FormErrors>({});
  const [tried, setTried] = useState(false);
  const [jokerBoxOn, setJokerBoxOn] = useState(false);
  const [voucherBalanceKurus, setVoucherBalanceKurus] = useState(0);
  const [cardPointsKurus, setCardPointsKurus] = useState<number | null>(null);
  const [notice, setNotice] = useState<PageNotice>(null);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const deliverySync = useRef<Promise<unknown>>(Promise.resolve());
  const ready = useCallback(() => deliverySync.current, []);

  const deliveryType: DeliveryType = values.deliveryType === "getShop" ? "getShop" : "myAddress";
  const carrierOf = (v: FormValues) => (v.deliveryType === "getShop" ? null : (data.carriers.find((c) => String(c.id) === v.shipmentCompany) ?? null));
  const carrier = carrierOf(values);
  const carrierMethods = carrier?.paymentMethods ?? null;
  const hasSavedCards = data.savedCards.length > 0;
  const rulesFor = (v: FormValues) => ({ guest, gift: Boolean(gift), ships, carrierMethods: carrierOf(v)?.paymentMethods ?? null, jokerBoxOn, cardPointsKurus, payableKurus: installmentTotalKurus ?? totals.grandTotalKurus });

  function patch(p: FormValues) {
    const merged = { ...latest.current, ...p };
    const next = withAllowedPayment(merged, { deliveryType: merged.deliveryType === "getShop" ? "getShop" : "myAddress", carrierMethods: carrierOf(merged)?.paymentMethods ?? null, hasSavedCards, gift: Boolean(gift) });
    latest.current = next;
    setValues(next);
    if (tried) {
      const found = checkoutErrors(zeroTotal ? { ...next, checkoutPaymentType: "cartTotalZero" } : next, rulesFor(next));
      setErrors(found);
      // The notice by the button follows: the first message still standing, none once all is right.
      const first = Object.values(found)[0];
      setNotice((n) => (n?.tone === "error" ? (first ? { tone: "error", text: first } : null) : n));
    } else setErrors((e) => withoutErrorsOf(e, Object.keys(p)));
  }

  function changeDeliveryType(type: DeliveryType) {
    patch({ deliveryType: type, storeId: "", deliveryCar: "" });
    deliverySync.current = feedback.call("/payment/ajax/delivery-type", { method: "POST", body: { deliveryType: type } }, { failure: "notice" });
  }

  // Installments of the typed card, or of the chosen saved card.
  const method = methodOf(values.checkoutPaymentType ?? "");
  const savedCard = data.savedCards.find((c) => c.token === values.paymentToken);
  const bin = method === "creditCard" ? (values["card[number]"] ?? "").slice(0, 6) : method === "tokenPayment" ? (savedCard?.bin ?? "") : "";
  const installments = useCardInstallments(bin.length === 6 ? bin : "", deliveryType === "myAddress" ? (values.shipmentCompany ?? "") : "", values.cardLoyaltyPoint ?? "", deliveryType, ready);
  const offered = installments.status === "ok" ? installments.info?.installments : undefined;
  const chosenRow = offered?.find((r) => String(r.installmentCount) === values.paymentInstallment && String(r.installmentExtra) === values.paymentInstallmentExtra);
  useEffect(() => {
    const reset = (installments.status === "ok" && !chosenRow) || ((installments.status === "unknown" || installments.status === "idle") && values.paymentInstallment !== "1");
    if (reset && (values.paymentInstallment !== "1" || values.paymentInstallmentExtra !== "0")) patch({ paymentInstallment: "1", paymentInstallmentExtra: "0" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the offered plans change
  }, [installments.status, offered, chosenRow]);

  const totals = computeTotals({
    lines: data.lines,
    campaigns: data.campaigns,
    reward: data.reward,
    deliveryType,
    carrierPriceKurus: carrier?.priceKurus ?? null,
    carrierMethods,
    paymentType: values.checkoutPaymentType ?? "creditCard",
    settings: data.settings,
    jokerPoints: Number(values.cardLoyaltyPoint) || 0,
    voucherBalanceKurus,
  });
  const maxPoints = maxJokerPoints(totals.goodsKurus, data.jokerPoints, data.settings);
  /** Points and voucher cover everything: nothing to pay, the order goes as cartTotalZero (the server prices it again). */
  const zeroTotal = data.lines.length > 0 && totals.grandTotalKurus === 0;
  const installmentTotalKurus = chosenRow && (method === "creditCard" || method === "tokenPayment") ? parseLira(chosenRow.totalAmount) : null;

  function onRefused({ reason, errors: fromServer, field }: Refusal) {
    const mapped: FormErrors = {};
    for (const [k, v] of Object.entries(fromServer)) mapped[k] = v;
    if (field && !mapped[field]) mapped[field] = reason;
    setErrors(mapped);
    setNotice({ tone: "error", text: reason });
    setFocusTick((t) => t + 1);
  }
  const hydrated = useHydrated();
  const payment = usePayment(onRefused, () => setNotice({ tone: "info", text: PAYMENT_NOT_FINISHED }));

  // The first wrong field (in reading order) comes into view with the focus.
  useEffect(() => {
    if (!focusTick) return;
    const first = document.querySelector<HTMLElement>('form[data-checkout] [aria-invalid="true"], form[data-checkout] [data-checkout-error]');
    if (!first) return;
    first.scrollIntoView({ block: "center" });
    if (first.matches("input, select, textarea")) first.focus({ preventScroll: true });
  }, [focusTick]);

  /** The form as it is paid: with nothing to pay, the payment type is cartTotalZero. */
  const payable = (): FormValues => (zeroTotal ? { ...latest.current, checkoutPaymentType: "cartTotalZero" } : latest.current);

  /** What the pay call gets: the form without what the chosen payment does not use. */
  function formBody(): FormValues {
    const v = payable();
    const m = v.checkoutPaymentType === "cartTotalZero" ? null : methodOf(v.checkoutPaymentType ?? "");
    return Object.fromEntries(
      Object.entries(v).filter(([k]) => {
        if (k.startsWith("card[")) return m === "creditCard";
        if (k === "paymentCardCvv" || k === "paymentToken") return m === "tokenPayment";
        if (guest && (k === "delivery_address_id" || k === "billing_address_id")) return false;
        return true;
      }),
    );
  }

  function previewBody(): FormValues {
    const v = latest.current;
    const names: FormValues = {};
    for (const prefix of ["delivery", "billing"]) {
      const city = data.cities.find((c) => String(c.id) === v[`${prefix}[city]`]);
      names[`${prefix}[cityName]`] = city?.name ?? "";
      names[`${prefix}[districtName]`] = placeName("district", v[`${prefix}[district]`] ?? "");
    }
    return { ...formBody(), ...names };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (payment.busy) return;
    const found = checkoutErrors(payable(), rulesFor(latest.current));
    setTried(true);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      setNotice({ tone: "error", text: first });
      setFocusTick((t) => t + 1);
      return;
    }
    setNotice(null);
    void payment.pay(formBody());
  }

  // Address popup (members): add, or update the one clicked.
  function openAdd(target: Popup["target"]) {
    setPopup({ key: Date.now(), mode: { kind: "add" }, initial: { ...EMPTY_ADDRESS, ...data.addressFill }, target });
  }
  async function openEdit(address: Address, target: Popup["target"]) {
    if (editingId != null) return;
    setEditingId(address.id);
    const answer = await feedback.call<{ success: boolean; address?: Address }>(`/address/ajax/get/${address.id}`, {}, { showRefusal: true });
    setEditingId(null);
    if (answer?.success && answer.address) setPopup({ key: Date.now(), mode: { kind: "edit", id: address.id }, initial: addressValues(answer.address), target });
  }
  function saved(address: Address, message: string) {
    const shown = maskedAddress(address);
    setAddresses((list) => (list.some((a) => a.id === shown.id) ? list.map((a) => (a.id === shown.id ? shown : a)) : [...list, shown]));
    if (popup?.mode.kind === "add") {
      const id = String(address.id);
      patch({ [popup.target]: id, ...(latest.current.delivery_address_id ? {} : { delivery_address_id: id }), ...(latest.current.billing_address_id ? {} : { billing_address_id: id }) });
    }
    setPopup(null);
    if (message) feedback.notify({ type: "success", message });
  }

  const offer = availableMethods({ deliveryType, carrierMethods, hasSavedCards, gift: Boolean(gift) });
  const same = deliveryType === "myAddress" && isChecked(values.sameAsDelivery);
  const storeChosen = deliveryType === "myAddress" || Boolean(values.storeId);
  const installmentTable = (
    <InstallmentTable
      state={installments}
      count={values.paymentInstallment ?? "1"}
      extra={values.paymentInstallmentExtra ?? "0"}
      totalKurus={totals.grandTotalKurus}
      error={errors.paymentInstallment}
      onSelect={(count, extra) => patch({ paymentInstallment: String(count), paymentInstallmentExtra: String(extra) })}
    />
  );

  const billingChoice = guest ? (
    <GuestAddressFields prefix="billing" values={values} errors={errors} cities={data.cities} withBilling onPatch={patch} />
  ) : (
    <AddressChoiceList
      name="billing_address_id"
      label="Fatura adresleri"
      addresses={addresses}
      selected={values.billing_address_id ?? ""}
      error={errors.billing_address_id}
      busyId={editingId}
      onSelect={(id) => patch({ billing_address_id: id })}
      onAdd={() => openAdd("billing_address_id")}
      onEdit={(a) => void openEdit(a, "billing_address_id")}
    />
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black text-ink md:text-3xl">Ödeme</h1>
          {guest ? (
            <p className="mt-1 text-sm text-slate-600">
              Üye olmadan alışveriş yapıyorsunuz.{" "}
              <Link to={loginUrlReturningTo("/payment/checkout")} className="font-bold text-brand-700 underline">
                Giriş yapın
              </Link>{" "}
              ve kayıtlı adreslerinizi, kartlarınızı ve Joker puanlarınızı kullanın.
            </p>
          ) : null}
        </div>
        <Link to="/cart" className="text-sm font-bold text-brand-700 hover:underline">
          ← Sepete Dön
        </Link>
      </div>
      <noscript>
        <p className="mt-4 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">Siparişinizi tamamlamak için tarayıcınızda JavaScript&apos;i etkinleştiriniz.</p>
      </noscript>
      {data.paymentError ? (
        <div className="mt-4">
          <Notice tone="error" role="alert">
            {data.paymentError}
          </Notice>
        </div>
      ) : null}
      {data.notice ? (
        <div className="mt-4">
          <Notice tone="warn" role="status">
            {data.notice}
          </Notice>
        </div>
      ) : null}
      {data.campaignNotices.length > 0 ? (
        <div className="mt-4">
          <CampaignNotices notices={data.campaignNotices} />
        </div>
      ) : null}

      <form data-checkout="" method="post" action="/payment/make-pay" noValidate onSubmit={submit} className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex min-w-0 flex-col gap-5">
          {guest ? (
            <Section id="iletisim" title="İletişim Bilgileri">
              <label htmlFor="misafir-eposta" className="block text-sm font-bold text-slate-700">
                E-posta Adresi
              </label>
              <input
                id="misafir-eposta"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={values.email ?? ""}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "email-hata" : "misafir-eposta-ipucu"}
                className={`${inputClass(errors.email)} sm:max-w-md`}
                onChange={(e) => patch({ email: e.target.value })}
              />
              <FieldMessage id="email-hata" error={errors.email} />
              <p id="misafir-eposta-ipucu" className="mt-1 text-xs text-slate-500">
                Sipariş bilgileriniz ve sözleşmeleriniz bu adrese gönderilir.
              </p>
            </Section>
          ) : null}

          {gift ? (
            <Section id="teslimat-adresi" title={ships ? "Teslimat Adresi" : "Teslimat"}>
              {ships ? (
                <p className="text-sm text-slate-700">
                  Hediyeniz <strong className="text-ink">{gift.recipient}</strong> adlı üyemizin <strong className="text-ink">{gift.listName}</strong> hediye listesinde seçtiği
                  teslimat adresine gönderilir. Liste sahibinin adresi gizlilik gereği gösterilmez.
                </p>
              ) : null}
              {data.lines.some((l) => l.digital) ? (
                <p className="mt-2 text-sm text-slate-700">
                  Hediye kartı, ödemeniz onaylanınca <strong className="text-ink">{gift.recipient}</strong> adlı üyemize kodu ile birlikte e-posta ile gönderilir; kargo
                  ücreti alınmaz.
                </p>
              ) : null}
            </Section>
          ) : (
            <DeliveryTypeChoice value={deliveryType} pickupBonusPoints={data.settings.pickupBonusPoints} guest={guest} onChange={changeDeliveryType} />
          )}

          {gift ? null : deliveryType === "myAddress" ? (
            <Section id="teslimat-adresi" title="Teslimat Adresi">
              {guest ? (
                <GuestAddressFields prefix="delivery" values={values} errors={errors} cities={data.cities} withBilling={same} onPatch={patch} />
              ) : (
                <AddressChoiceList
                  name="delivery_address_id"
                  label="Teslimat adresleri"
                  addresses={addresses}
                  selected={values.delivery_address_id ?? ""}
                  error={errors.delivery_address_id}
                  busyId={editingId}
                  onSelect={(id) => patch({ delivery_address_id: id })}
                  onAdd={() => openAdd("delivery_address_id")}
                  onEdit={(a) => void openEdit(a, "delivery_address_id")}
                />
              )}
            </Section>
          ) : (
            <StorePickup initialCities={data.pickupCities} values={values} errors={errors} onPatch={patch} />
          )}

          {storeChosen ? (
            <Section id="fatura-adresi" title="Fatura Adresi">
              {deliveryType === "myAddress" && !gift ? (
                <label className="mb-3 flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
                  <input type="checkbox" name="sameAsDelivery" checked={same} onChange={(e) => patch({ sameAsDelivery: e.target.checked ? "1" : "" })} className="size-5 accent-brand-500" />
                  Fatura adresim teslimat adresimle aynı
                </label>
              ) : null}
              {same ? <p className="text-sm text-slate-600">Faturanız teslimat adresinize düzenlenir.</p> : billingChoice}
            </Section>
          ) : null}

          {deliveryType === "myAddress" && ships ? (
            <CarrierList
              carriers={carriers}
              shippedKurus={shippedGoodsKurus(data.lines)}
              settings={data.settings}
              selected={values.shipmentCompany ?? ""}
              error={errors.shipmentCompany}
              onSelect={(id) => patch({ shipmentCompany: id })}
            />
          ) : null}

          {storeChosen && zeroTotal ? (
            <Section id="odeme" title="Ödeme Yöntemi" icon={<CardIcon size={18} />}>
              <Notice tone="ok" role="status">
                Ödenecek tutar kalmadı: siparişinizin tamamı hediye çeki ve Joker puanlarıyla karşılanıyor. Kart bilgisi gerekmez.
              </Notice>
            </Section>
          ) : storeChosen ? (
            <PaymentMethods
              methods={offer.methods}
              disabled={offer.disabled}
              forcedBy={offer.forced === "door" ? (carrier?.title ?? null) : null}
              values={values}
              errors={errors}
              guest={guest}
              carrierMethods={carrierMethods}
              podFeeKurus={data.settings.podFeeKurus}
              bankTransfer={data.bankTransfer}
              onPatch={patch}
              cardPanel={
                <CardForm
                  values={values}
                  error={errors.card}
                  member={!guest}
                  onPatch={patch}
                  bonus={<CardBonus values={values} error={errors.cardBonus} availableKurus={cardPointsKurus} onAvailable={setCardPointsKurus} onPatch={patch} />}
                  installments={installmentTable}
                />
              }
              savedPanel={<SavedCards cards={data.savedCards} values={values} errors={errors} onPatch={patch} installments={installmentTable} />}
            />
          ) : (
            <Notice tone="info">Fatura adresi ve ödeme seçenekleri mağaza seçiminizden sonra görünür.</Notice>
          )}

          {!guest ? (
            <JokerPoints
              points={data.jokerPoints}
              maxPoints={maxPoints}
              applied={values.cardLoyaltyPoint ?? ""}
              boxOn={jokerBoxOn}
              error={errors.cardLoyaltyPoint}
              onBoxChange={setJokerBoxOn}
              onApply={(points) => patch({ cardLoyaltyPoint: points })}
              onError={(message) => setErrors((e) => ({ ...e, cardLoyaltyPoint: message }))}
            />
          ) : null}

          <VoucherField
            code={values.voucherCode ?? ""}
            error={errors.voucherCode}
            balanceKurus={voucherBalanceKurus}
            onCode={(voucherCode) => {
              patch({ voucherCode });
              setVoucherBalanceKurus(0);
            }}
            onChecked={(balance, message) => {
              setVoucherBalanceKurus(balance);
              setErrors((e) => ({ ...e, voucherCode: message }));
            }}
          />
        </div>

        <aside aria-label="Sipariş özeti" className="lg:sticky lg:top-4">
          <CheckoutSummary
            lines={data.lines}
            guest={guest}
            totals={totals}
            deliveryType={deliveryType}
            voucherCode={values.voucherCode ?? ""}
            installmentTotalKurus={installmentTotalKurus}
            cardPointsKurus={zeroTotal ? 0 : cardBonusOf(values)}
          >
            <Agreement checked={values.agreement ?? ""} error={errors.agreement} onChange={(on) => patch({ agreement: on ? "1" : "" })} previewBody={previewBody} />
            {notice ? (
              <Notice tone={notice.tone} role={notice.tone === "error" ? "alert" : "status"}>
                {notice.text}
              </Notice>
            ) : null}
            <input type="hidden" name="idempotencyKey" value={payment.idempotencyKey} />
            <input type="hidden" name="paymentInstallment" value={values.paymentInstallment ?? "1"} />
            <input type="hidden" name="paymentInstallmentExtra" value={values.paymentInstallmentExtra ?? "0"} />
            {/* The pay call, the bank's 3D Secure window and the messages need the page's script: until
                it runs the button waits, so an early press never posts the form on its own. */}
            <button type="submit" disabled={!hydrated || payment.busy} aria-busy={payment.busy || undefined} className="btn-primary h-12 w-full text-base">
              {payment.busy ? BUTTON_BUSY : BUTTON_IDLE}
            </button>
            <p className="flex items-center justify-center gap-1.5 text-xs font-semibold text-slate-500">
              <ShieldIcon size={16} className="text-emerald-600" />
              Kart ödemeleriniz bankanızın 3D Secure doğrulamasıyla korunur.
            </p>
          </CheckoutSummary>
        </aside>
      </form>

      {popup ? (
        <AddressDialog
          key={popup.key}
          open
          mode={popup.mode}
          initial={popup.initial}
          cities={data.cities}
          onSaved={saved}
          onClose={() => setPopup(null)}
        />
      ) : null}
      <PaymentDialog frame={payment.frame} onClose={payment.cancel} />
    </div>
  );
}
