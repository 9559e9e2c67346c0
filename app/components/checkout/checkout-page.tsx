/**
 * The checkout page (spec sections 2–5, 7–9), for members (/payment/checkout) and guests
 * (/payment/guest-checkout): the form on the left, the live summary with the agreement and
 * 'Alışverişi Tamamla' on the right (sticky on wide screens, at the bottom on phones).
 *
 * This file draws the page; its state, checks and calls are use-checkout-form.ts.
 */
import { href, Link } from "react-router";
import { CardIcon, ShieldIcon } from "#app/components/icons";
import { loginUrlReturningTo } from "#app/lib/login-url";
import type { CheckoutPageData } from "#app/domain/checkout/checkout-page.server";
import { BUTTON_BUSY, BUTTON_IDLE } from "#app/domain/checkout/messages";
import { CampaignNotices } from "#app/components/cart/campaign-lines";
import { shippedGoodsKurus } from "#app/domain/pricing/totals";
import { AddressChoiceList } from "./address-choice-list";
import { Agreement } from "./agreement";
import { MarketingConsent } from "./marketing-consent";
import { CardBonus } from "./card-bonus";
import { CardForm } from "./card-form";
import { CarrierList } from "./carrier-list";
import { cardBonusOf } from "./checkout-rules";
import { CheckoutSummary } from "./checkout-summary";
import { FieldMessage } from "./checkout-ui";
import { DeliveryTypeChoice } from "./delivery-type-choice";
import { GuestAddressFields } from "./guest-address-fields";
import { InstallmentTable } from "./installment-table";
import { JokerPoints } from "./joker-points";
import { PaymentDialog } from "./payment-dialog";
import { PaymentMethods } from "./payment-methods";
import { SavedCards } from "./saved-cards";
import { StorePickup } from "./store-pickup";
import { VoucherField } from "./voucher-field";
import { inputClass } from "#app/components/form/input-class";
import { Section } from "#app/components/form/section";
import { Notice } from "#app/components/form/notice";
import { useCheckoutForm } from "./use-checkout-form";

export function CheckoutPage({ data }: { data: CheckoutPageData }) {
  const form = useCheckoutForm(data);

  const installmentTable = (
    <InstallmentTable
      state={form.installments}
      count={form.values.paymentInstallment ?? "1"}
      extra={form.values.paymentInstallmentExtra ?? "0"}
      totalKurus={form.totals.grandTotalKurus}
      error={form.errors.paymentInstallment}
      onSelect={(count, extra) => form.patch({ paymentInstallment: String(count), paymentInstallmentExtra: String(extra) })}
    />
  );

  const billingChoice = form.guest ? (
    <GuestAddressFields prefix="billing" values={form.values} errors={form.errors} cities={data.cities} withBilling onPatch={form.patch} />
  ) : (
    <AddressChoiceList
      name="billing_address_id"
      label="Fatura adresleri"
      addresses={form.addresses}
      selected={form.values.billing_address_id ?? ""}
      error={form.errors.billing_address_id}
      busyId={form.addressPopup.busyId}
      onSelect={(id) => form.patch({ billing_address_id: id })}
      onAdd={() => form.openAdd("billing_address_id")}
      onEdit={(a) => form.openEdit(a, "billing_address_id")}
    />
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black text-ink md:text-3xl">Ödeme</h1>
          {form.guest ? (
            <p className="mt-1 text-sm text-slate-600">
              Üye olmadan alışveriş yapıyorsunuz.{" "}
              <Link to={loginUrlReturningTo(href("/payment/checkout"))} className="font-bold text-brand-700 underline">
                Giriş yapın
              </Link>{" "}
              ve kayıtlı adreslerinizi, kartlarınızı ve Joker puanlarınızı kullanın.
            </p>
          ) : null}
        </div>
        <Link to={href("/cart")} className="text-sm font-bold text-brand-700 hover:underline">
          ← Sepete Dön
        </Link>
      </div>
      <noscript>
        <p className="mt-4 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          Siparişinizi tamamlamak için tarayıcınızda JavaScript&apos;i etkinleştiriniz.
        </p>
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

      <form
        data-checkout=""
        method="post"
        action={href("/payment/make-pay")}
        noValidate
        onSubmit={form.submit}
        className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]"
      >
        <div className="flex min-w-0 flex-col gap-5">
          {form.guest ? (
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
                value={form.values.email ?? ""}
                aria-invalid={form.errors.email ? true : undefined}
                aria-describedby={form.errors.email ? "email-hata" : "misafir-eposta-ipucu"}
                className={`${inputClass(form.errors.email)} sm:max-w-md`}
                onChange={(e) => form.patch({ email: e.target.value })}
              />
              <FieldMessage id="email-hata" error={form.errors.email} />
              <p id="misafir-eposta-ipucu" className="mt-1 text-xs text-slate-500">
                Sipariş bilgileriniz ve sözleşmeleriniz bu adrese gönderilir.
              </p>
            </Section>
          ) : null}

          {form.gift ? (
            <Section id="teslimat-adresi" title={form.ships ? "Teslimat Adresi" : "Teslimat"}>
              {form.ships ? (
                <p className="text-sm text-slate-700">
                  Hediyeniz <strong className="text-ink">{form.gift.recipient}</strong> adlı üyemizin{" "}
                  <strong className="text-ink">{form.gift.listName}</strong> hediye listesinde seçtiği teslimat adresine gönderilir. Liste
                  sahibinin adresi gizlilik gereği gösterilmez.
                </p>
              ) : null}
              {data.lines.some((l) => l.digital) ? (
                <p className="mt-2 text-sm text-slate-700">
                  Hediye kartı, ödemeniz onaylanınca <strong className="text-ink">{form.gift.recipient}</strong> adlı üyemize kodu ile
                  birlikte e-posta ile gönderilir; kargo ücreti alınmaz.
                </p>
              ) : null}
            </Section>
          ) : (
            <DeliveryTypeChoice
              value={form.deliveryType}
              pickupBonusPoints={data.settings.pickupBonusPoints}
              guest={form.guest}
              onChange={form.changeDeliveryType}
            />
          )}

          {form.gift ? null : form.deliveryType === "myAddress" ? (
            <Section id="teslimat-adresi" title="Teslimat Adresi">
              {form.guest ? (
                <GuestAddressFields
                  prefix="delivery"
                  values={form.values}
                  errors={form.errors}
                  cities={data.cities}
                  withBilling={form.same}
                  onPatch={form.patch}
                />
              ) : (
                <AddressChoiceList
                  name="delivery_address_id"
                  label="Teslimat adresleri"
                  addresses={form.addresses}
                  selected={form.values.delivery_address_id ?? ""}
                  error={form.errors.delivery_address_id}
                  busyId={form.addressPopup.busyId}
                  onSelect={(id) => form.patch({ delivery_address_id: id })}
                  onAdd={() => form.openAdd("delivery_address_id")}
                  onEdit={(a) => form.openEdit(a, "delivery_address_id")}
                />
              )}
            </Section>
          ) : (
            <StorePickup initialCities={data.pickupCities} values={form.values} errors={form.errors} onPatch={form.patch} />
          )}

          {form.storeChosen ? (
            <Section id="fatura-adresi" title="Fatura Adresi">
              {form.deliveryType === "myAddress" && !form.gift ? (
                <label className="mb-3 flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
                  <input
                    type="checkbox"
                    name="sameAsDelivery"
                    checked={form.same}
                    onChange={(e) => form.patch({ sameAsDelivery: e.target.checked ? "1" : "" })}
                    className="size-5 accent-brand-500"
                  />
                  Fatura adresim teslimat adresimle aynı
                </label>
              ) : null}
              {form.same ? <p className="text-sm text-slate-600">Faturanız teslimat adresinize düzenlenir.</p> : billingChoice}
            </Section>
          ) : null}

          {form.deliveryType === "myAddress" && form.ships ? (
            <CarrierList
              carriers={form.carriers}
              shippedKurus={shippedGoodsKurus(data.lines)}
              settings={data.settings}
              selected={form.values.shipmentCompany ?? ""}
              error={form.errors.shipmentCompany}
              onSelect={(id) => form.patch({ shipmentCompany: id })}
            />
          ) : null}

          {form.storeChosen && form.zeroTotal ? (
            <Section id="odeme" title="Ödeme Yöntemi" icon={<CardIcon size={18} />}>
              <Notice tone="ok" role="status">
                Ödenecek tutar kalmadı: siparişinizin tamamı hediye çeki ve Joker puanlarıyla karşılanıyor. Kart bilgisi gerekmez.
              </Notice>
            </Section>
          ) : form.storeChosen ? (
            <PaymentMethods
              methods={form.offer.methods}
              disabled={form.offer.disabled}
              forcedBy={form.offer.forced === "door" ? (form.carrier?.title ?? null) : null}
              values={form.values}
              errors={form.errors}
              guest={form.guest}
              carrierMethods={form.carrierMethods}
              podFeeKurus={data.settings.podFeeKurus}
              bankTransfer={data.bankTransfer}
              onPatch={form.patch}
              cardPanel={
                <CardForm
                  values={form.values}
                  error={form.errors.card}
                  member={!form.guest}
                  onPatch={form.patch}
                  bonus={
                    data.provider.cardPoints ? (
                      <CardBonus
                        values={form.values}
                        error={form.errors.cardBonus}
                        availableKurus={form.cardPointsKurus}
                        onAvailable={form.setCardPointsKurus}
                        onPatch={form.patch}
                      />
                    ) : null
                  }
                  installments={installmentTable}
                />
              }
              savedPanel={
                <SavedCards
                  cards={data.savedCards}
                  values={form.values}
                  errors={form.errors}
                  onPatch={form.patch}
                  installments={installmentTable}
                />
              }
            />
          ) : (
            <Notice tone="info">Fatura adresi ve ödeme seçenekleri mağaza seçiminizden sonra görünür.</Notice>
          )}

          {!form.guest ? (
            <JokerPoints
              points={data.jokerPoints}
              maxPoints={form.maxPoints}
              applied={form.values.cardLoyaltyPoint ?? ""}
              boxOn={form.jokerBoxOn}
              error={form.errors.cardLoyaltyPoint}
              onBoxChange={form.setJokerBoxOn}
              onApply={(points) => form.patch({ cardLoyaltyPoint: points })}
              onError={(message) => form.setErrors((e) => ({ ...e, cardLoyaltyPoint: message }))}
            />
          ) : null}

          <VoucherField
            code={form.values.voucherCode ?? ""}
            error={form.errors.voucherCode}
            balanceKurus={form.voucherBalanceKurus}
            onCode={(voucherCode) => {
              form.patch({ voucherCode });
              form.setVoucherBalanceKurus(0);
            }}
            onChecked={(balance, message) => {
              form.setVoucherBalanceKurus(balance);
              form.setErrors((e) => ({ ...e, voucherCode: message }));
            }}
          />
        </div>

        <aside aria-label="Sipariş özeti" className="lg:sticky lg:top-4">
          <CheckoutSummary
            lines={data.lines}
            guest={form.guest}
            totals={form.totals}
            deliveryType={form.deliveryType}
            voucherCode={form.values.voucherCode ?? ""}
            installmentTotalKurus={form.installmentTotalKurus}
            cardPointsKurus={form.zeroTotal ? 0 : cardBonusOf(form.values)}
          >
            <Agreement
              checked={form.values.agreement ?? ""}
              error={form.errors.agreement}
              onChange={(on) => form.patch({ agreement: on ? "1" : "" })}
              previewBody={form.previewBody}
            />
            <MarketingConsent values={form.values} onPatch={form.patch} />
            {form.notice ? (
              <Notice tone={form.notice.tone} role={form.notice.tone === "error" ? "alert" : "status"}>
                {form.notice.text}
              </Notice>
            ) : null}
            <input type="hidden" name="idempotencyKey" value={form.payment.idempotencyKey} />
            <input type="hidden" name="paymentInstallment" value={form.values.paymentInstallment ?? "1"} />
            <input type="hidden" name="paymentInstallmentExtra" value={form.values.paymentInstallmentExtra ?? "0"} />
            {/* The pay call, the bank's 3D Secure window and the messages need the page's script: until
                it runs the button waits, so an early press never posts the form on its own. */}
            <button
              type="submit"
              disabled={!form.hydrated || form.payment.busy}
              aria-busy={form.payment.busy || undefined}
              className="btn-primary h-12 w-full text-base"
            >
              {form.payment.busy ? BUTTON_BUSY : BUTTON_IDLE}
            </button>
            <p className="flex items-center justify-center gap-1.5 text-xs font-semibold text-slate-500">
              <ShieldIcon size={16} className="text-emerald-600" />
              Kart ödemeleriniz bankanızın 3D Secure doğrulamasıyla korunur.
            </p>
          </CheckoutSummary>
        </aside>
      </form>

      {form.addressPopup.dialog({ cities: data.cities, onSaved: form.saved })}
      <PaymentDialog frame={form.payment.frame} onClose={form.payment.cancel} />
    </div>
  );
}
