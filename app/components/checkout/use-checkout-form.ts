/**
 * The checkout page's form state (checkout-page.tsx draws it): one flat record holds every field
 * under the pay call's names (delivery_address_id, card[number], delivery[address] …); the page
 * checks it with the server's schemas before sending (checkout-rules.ts), then use-payment.ts
 * pays. After the first try the messages follow what is typed; server messages land under the
 * same fields; nothing typed is ever lost. The live totals come from the server's own
 * computeTotals (domain/checkout/totals.ts).
 */
import { href } from "react-router";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useAddressPopup, type AddressPopup } from "#app/components/address/use-address-popup";
import { useFeedback } from "#app/components/feedback";
import { useHydrated } from "#app/components/use-hydrated";
import { EMPTY_ADDRESS, maskedAddress, type Address } from "#app/domain/addresses/address.schema";
import type { CheckoutPageData } from "#app/domain/checkout/checkout-page.server";
import { computeTotals, maxJokerPoints, type DeliveryType } from "#app/domain/pricing/totals";
import { parseLira } from "#app/lib/money";
import { checkoutErrors, isChecked, type FormErrors, type FormValues } from "./checkout-rules";
import { availableMethods, methodOf, withAllowedPayment } from "./payment-options";
import { onlyPayAtDoor } from "#app/domain/pricing/carrier-payments";
import { useCardInstallments } from "./use-card-installments";
import { PAYMENT_NOT_FINISHED, usePayment, type Refusal } from "./use-payment";
import { placeName } from "./use-place-options";

/** Which address list the popup was opened from (a new address is chosen there). */
type AddressTarget = "delivery_address_id" | "billing_address_id";
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
      marketingSms: "",
      marketingEmail: "",
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
    {
      deliveryType: data.deliveryType,
      carrierMethods: null,
      hasSavedCards: data.savedCards.length > 0,
      gift: Boolean(data.gift),
      fastPay: data.provider.fastPay,
    },
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
    if (key === "deliveryType" || key === "sameAsDelivery")
      for (const k of Object.keys(next)) if (k.startsWith("billing") || k.startsWith("delivery") || k === "storeId") delete next[k];
  }
  return next;
}

export function useCheckoutForm(data: CheckoutPageData) {
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
  const addressPopup = useAddressPopup<AddressTarget>();
  const [focusTick, setFocusTick] = useState(0);
  const deliverySync = useRef<Promise<unknown>>(Promise.resolve());
  const ready = useCallback(() => deliverySync.current, []);

  const deliveryType: DeliveryType = values.deliveryType === "getShop" ? "getShop" : "myAddress";
  const carrierOf = (v: FormValues) =>
    v.deliveryType === "getShop" ? null : (data.carriers.find((c) => String(c.id) === v.shipmentCompany) ?? null);
  const carrier = carrierOf(values);
  const carrierMethods = carrier?.paymentMethods ?? null;
  const hasSavedCards = data.savedCards.length > 0;
  const rulesFor = (v: FormValues) => ({
    guest,
    gift: Boolean(gift),
    ships,
    carrierMethods: carrierOf(v)?.paymentMethods ?? null,
    jokerBoxOn,
    cardPointsKurus,
    payableKurus: installmentTotalKurus ?? totals.grandTotalKurus,
  });

  function patch(p: FormValues) {
    const merged = { ...latest.current, ...p };
    const next = withAllowedPayment(merged, {
      deliveryType: merged.deliveryType === "getShop" ? "getShop" : "myAddress",
      carrierMethods: carrierOf(merged)?.paymentMethods ?? null,
      hasSavedCards,
      gift: Boolean(gift),
      fastPay: data.provider.fastPay,
    });
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
    deliverySync.current = feedback.call(
      href("/payment/ajax/delivery-type"),
      { method: "POST", body: { deliveryType: type } },
      { failure: "notice" },
    );
  }

  // Installments of the typed card, or of the chosen saved card.
  const method = methodOf(values.checkoutPaymentType ?? "");
  const savedCard = data.savedCards.find((c) => c.token === values.paymentToken);
  const bin =
    method === "creditCard" ? (values["card[number]"] ?? "").slice(0, 6) : method === "tokenPayment" ? (savedCard?.bin ?? "") : "";
  const installments = useCardInstallments(
    bin.length === 6 ? bin : "",
    deliveryType === "myAddress" ? (values.shipmentCompany ?? "") : "",
    values.cardLoyaltyPoint ?? "",
    deliveryType,
    ready,
  );
  const offered = installments.status === "ok" ? installments.info?.installments : undefined;
  const chosenRow = offered?.find(
    (r) => String(r.installmentCount) === values.paymentInstallment && String(r.installmentExtra) === values.paymentInstallmentExtra,
  );
  useEffect(() => {
    const reset =
      (installments.status === "ok" && !chosenRow) ||
      ((installments.status === "unknown" || installments.status === "idle") && values.paymentInstallment !== "1");
    if (reset && (values.paymentInstallment !== "1" || values.paymentInstallmentExtra !== "0"))
      patch({ paymentInstallment: "1", paymentInstallmentExtra: "0" });
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
  const installmentTotalKurus =
    chosenRow && (method === "creditCard" || method === "tokenPayment") ? parseLira(chosenRow.totalAmount) : null;

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
    const first = document.querySelector<HTMLElement>(
      'form[data-checkout] [aria-invalid="true"], form[data-checkout] [data-checkout-error]',
    );
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
  const openAdd = (target: AddressTarget) => addressPopup.openAdd({ ...EMPTY_ADDRESS, ...data.addressFill }, target);
  const openEdit = (address: Address, target: AddressTarget) => void addressPopup.openEdit(address, target);
  function saved(address: Address, message: string, popup: AddressPopup<AddressTarget>) {
    const shown = maskedAddress(address);
    setAddresses((list) => (list.some((a) => a.id === shown.id) ? list.map((a) => (a.id === shown.id ? shown : a)) : [...list, shown]));
    if (popup.mode.kind === "add") {
      const id = String(address.id);
      patch({
        [popup.tag]: id,
        ...(latest.current.delivery_address_id ? {} : { delivery_address_id: id }),
        ...(latest.current.billing_address_id ? {} : { billing_address_id: id }),
      });
    }
    if (message) feedback.notify({ type: "success", message });
  }

  const offer = availableMethods({ deliveryType, carrierMethods, hasSavedCards, gift: Boolean(gift), fastPay: data.provider.fastPay });
  const same = deliveryType === "myAddress" && isChecked(values.sameAsDelivery);
  const storeChosen = deliveryType === "myAddress" || Boolean(values.storeId);

  return {
    guest,
    gift,
    ships,
    carriers,
    addresses,
    values,
    errors,
    setErrors,
    jokerBoxOn,
    setJokerBoxOn,
    voucherBalanceKurus,
    setVoucherBalanceKurus,
    cardPointsKurus,
    setCardPointsKurus,
    notice,
    addressPopup,
    openAdd,
    openEdit,
    saved,
    deliveryType,
    carrier,
    carrierMethods,
    installments,
    totals,
    maxPoints,
    zeroTotal,
    installmentTotalKurus,
    hydrated,
    payment,
    patch,
    changeDeliveryType,
    submit,
    previewBody,
    offer,
    same,
    storeChosen,
  };
}
