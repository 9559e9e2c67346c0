/**
 * Ödeme Yöntemi (spec sections 2, 3, 4, 6): the methods the delivery and carrier allow as a radio
 * list (checkoutPaymentType; with a carrier that only takes payment at the door the others show
 * disabled, saying why), and the chosen one's panel: card form, saved cards, pay at the door
 * (members only; cash or card at the door, with its fee), bank transfer (the shop's IBAN; the
 * order waits for the money), BKM Express and fast pay (both open the bank's page).
 */
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { CardIcon } from "#app/components/icons";
import { loginUrlReturningTo, registerUrlReturningTo } from "#app/lib/login-url";
import { GUEST_POD } from "#app/domain/checkout/messages";
import { formatMoney, type Kurus } from "#app/lib/money";
import { FieldMessage, optionClass, radioClass } from "./checkout-ui";
import type { FormErrors, FormValues } from "./checkout-rules";
import { METHOD_LABELS, methodOf, paymentTypeFor, type MethodKey } from "./payment-options";
import { DOOR_TYPES } from "#app/domain/pricing/carrier-payments";
import { Section } from "#app/components/form/section";
import { Notice } from "#app/components/form/notice";

const HINTS: Record<MethodKey, string> = {
  creditCard: "Tüm kartlara peşin, anlaşmalı kartlara taksit",
  tokenPayment: "Daha önce kaydettiğiniz kartla",
  door: "Nakit ya da kartla teslimatta",
  moneyOrder: "Banka hesabımıza ödeme",
  bkmExpress: "BKM Express hesabınızla",
  fastPay: "Bankanızın hızlı ödeme sayfasında",
};

type Props = {
  methods: MethodKey[];
  /** Listed but not selectable: what a door-only carrier does not take. */
  disabled: MethodKey[];
  /** The carrier that forces pay at the door (its title), or null. */
  forcedBy: string | null;
  values: FormValues;
  errors: FormErrors;
  guest: boolean;
  /** Payment methods of the chosen carrier (null before one is chosen). */
  carrierMethods: string[] | null;
  podFeeKurus: Kurus;
  bankTransfer: { bankName: string; accountName: string; iban: string };
  onPatch: (patch: FormValues) => void;
  cardPanel: ReactNode;
  savedPanel: ReactNode;
};

function setNextUrl() {
  void fetch(href("/payment/set-next-url"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ nextUrl: href("/payment/checkout") }),
  }).catch(() => {});
}

function DoorPanel({
  values,
  guest,
  carrierMethods,
  podFeeKurus,
  onPatch,
}: Pick<Props, "values" | "guest" | "carrierMethods" | "podFeeKurus" | "onPatch">) {
  if (guest) {
    return (
      <Notice tone="info">
        <p>{GUEST_POD}</p>
        <p className="mt-2 flex flex-wrap gap-2">
          <Link to={registerUrlReturningTo(href("/payment/checkout"))} onClick={setNextUrl} className="btn-primary h-9 px-4 text-sm">
            Üye Ol
          </Link>
          <Link to={loginUrlReturningTo(href("/payment/checkout"))} onClick={setNextUrl} className="btn-secondary h-9 px-4 text-sm">
            Giriş Yap
          </Link>
        </p>
      </Notice>
    );
  }
  if (!carrierMethods) return <p className="text-sm text-slate-600">Kapıda ödeme için önce kapıda ödeme alan bir kargo firması seçiniz.</p>;
  const options = DOOR_TYPES.filter((m) => carrierMethods.includes(m));
  return (
    <div className="grid gap-3">
      <div role="radiogroup" aria-label="Kapıda ödeme şekli" className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((m) => (
          <label key={m} className="flex cursor-pointer items-center gap-2 text-sm font-bold text-slate-700">
            <input
              type="radio"
              name="podType"
              checked={values.checkoutPaymentType === m}
              onChange={() => onPatch({ checkoutPaymentType: m })}
              className={radioClass}
            />
            {m === "podCash" ? "Kapıda Nakit" : "Kapıda Kredi Kartı"}
          </label>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        Kapıda ödeme hizmet bedeli <strong className="text-ink">{formatMoney(podFeeKurus)}</strong> sipariş toplamınıza eklenir.
      </p>
    </div>
  );
}

export function PaymentMethods(props: Props) {
  const { methods, disabled, forcedBy, values, errors, carrierMethods, bankTransfer, onPatch } = props;
  const current = methodOf(values.checkoutPaymentType ?? "");
  const error = errors.checkoutPaymentType;
  // The door panel says this itself: no second copy under the list.
  const saidInPanel = current === "door" && error === GUEST_POD;
  return (
    <Section id="odeme" title="Ödeme Yöntemi" icon={<CardIcon size={18} />}>
      {forcedBy ? (
        <div className="mb-3">
          <Notice tone="info">{forcedBy} yalnızca kapıda ödeme kabul eder; diğer ödeme yöntemleri bu kargo firmasıyla kullanılamaz.</Notice>
        </div>
      ) : null}
      <div
        role="radiogroup"
        aria-label="Ödeme yöntemleri"
        aria-describedby={error ? "checkoutPaymentType-hata" : undefined}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3"
      >
        {methods.map((m) => {
          const checked = current === m;
          const off = disabled.includes(m);
          return (
            <label
              key={m}
              className={`${optionClass(checked, Boolean(error) && checked)} items-start p-2.5 ${off ? "cursor-not-allowed opacity-50" : ""}`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={m}
                checked={checked}
                disabled={off}
                onChange={() =>
                  onPatch({
                    checkoutPaymentType: paymentTypeFor(m, values.checkoutPaymentType ?? "", carrierMethods),
                    paymentInstallment: "1",
                    paymentInstallmentExtra: "0",
                  })
                }
                className={radioClass}
              />
              <span className="min-w-0 text-sm">
                <span className="block font-extrabold text-ink">{METHOD_LABELS[m]}</span>
                <span className="block text-xs leading-snug text-slate-500">{HINTS[m]}</span>
              </span>
            </label>
          );
        })}
      </div>
      <input type="hidden" name="checkoutPaymentType" value={values.checkoutPaymentType ?? ""} />
      <FieldMessage id="checkoutPaymentType-hata" error={saidInPanel ? undefined : error} />
      <div className="mt-5 border-t border-slate-100 pt-5">
        {current === "creditCard" ? props.cardPanel : null}
        {current === "tokenPayment" ? props.savedPanel : null}
        {current === "door" ? (
          <div data-checkout-error={saidInPanel ? "" : undefined}>
            <DoorPanel {...props} />
          </div>
        ) : null}
        {current === "moneyOrder" ? (
          <div className="grid gap-2 text-sm text-slate-700">
            <p>Siparişiniz, ödemeniz aşağıdaki hesabımıza ulaştığında hazırlanmaya başlar. Açıklama alanına sipariş numaranızı yazınız.</p>
            <dl className="grid gap-1 rounded-xl bg-slate-50 p-3">
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-bold">Banka:</dt>
                <dd>{bankTransfer.bankName}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-bold">Alıcı:</dt>
                <dd>{bankTransfer.accountName}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-bold">IBAN:</dt>
                <dd className="font-mono tabular-nums">{bankTransfer.iban}</dd>
              </div>
            </dl>
          </div>
        ) : null}
        {current === "bkmExpress" ? (
          <p className="text-sm text-slate-700">
            &lsquo;Alışverişi Tamamla&rsquo;ya bastığınızda açılan BKM Express penceresinde ödemenizi onaylayın.
          </p>
        ) : null}
        {current === "fastPay" ? (
          <p className="text-sm text-slate-700">
            &lsquo;Alışverişi Tamamla&rsquo;ya bastığınızda açılan bankanızın Hızlı Ödeme sayfasında ödemenizi onaylayın.
          </p>
        ) : null}
      </div>
    </Section>
  );
}
