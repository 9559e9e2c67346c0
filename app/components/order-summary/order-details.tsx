/**
 * Where the order goes and how it is paid: the delivery address and carrier, the pickup
 * store, the store of a store sale ('Mağaza Alışverişi'), or for gift cards alone the e-mail their
 * codes went to; the billing address (both addresses hidden for a GIFT order, spec section 3), the
 * payment (label, masked card, bank, installments) and the Joker points the order earns a member.
 */
import type { AddressSnapshot } from "#app/db/schema";
import type { OrderSummary } from "#app/domain/orders/order-summary.server";
import { maskIdentity } from "#app/lib/tax-ids";
import { groupPan } from "#app/domain/payments/card-families";

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-5" data-testid={testId}>
      <h2 className="text-base font-black text-ink">{title}</h2>
      <div className="mt-2 text-[15px] leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function Address({ a, billing = false }: { a: AddressSnapshot; billing?: boolean }) {
  const place = [a.town, a.district, a.city].filter(Boolean).join(" / ");
  return (
    <address className="not-italic">
      <p className="font-bold text-ink">{a.personName}</p>
      <p>{a.address}</p>
      <p>{place}</p>
      <p>{a.phone}</p>
      {billing && a.billingType === "corporate" && (
        <p className="mt-1">
          {a.company} — {a.taxOffice} V.D. {a.taxNumber}
        </p>
      )}
      {billing && a.billingType !== "corporate" && a.identityNumber && (
        <p className="mt-1">{`T.C. Kimlik No: ${maskIdentity(a.identityNumber)}`}</p>
      )}
    </address>
  );
}

function StoreBlock({ store }: { store: NonNullable<OrderSummary["store"]> }) {
  return (
    <>
      <p className="font-bold text-ink">{store.name}</p>
      <p>{store.address}</p>
      <p>{store.city}</p>
      <p>Tel: {store.phone}</p>
      <p>Çalışma saatleri: {store.openingHours}</p>
    </>
  );
}

/** Where the gift cards' codes went (or go once the payment arrives): a heading and a sentence. */
function emailed(order: OrderSummary): [string, string] {
  const to = order.emailedTo ? `${order.emailedTo} adresine` : "hediye listesi sahibinin e-posta adresine";
  if (order.status === "confirmed") return ["E-posta ile gönderildi", `Hediye kartı kodu ${to} gönderildi.`];
  if (order.status === "awaitingTransfer")
    return ["E-posta ile gönderilecek", `Ödemeniz onaylandığında hediye kartı kodu ${to} e-posta ile gönderilir.`];
  return ["Gönderilmedi", "Sipariş iptal edildi; hediye kartı kodu gönderilmedi."];
}

export function DeliveryCard({ order }: { order: OrderSummary }) {
  // A store sale: bought and handed over at the store's till, nothing to deliver.
  if (order.fulfilment === "storeSale") {
    return (
      <Card title="Mağaza Alışverişi" testId="summary-delivery">
        {order.store ? <StoreBlock store={order.store} /> : <p>Mağaza bilgisi bulunamadı.</p>}
      </Card>
    );
  }
  // Gift cards alone: no parcel, their codes go by e-mail.
  if (order.fulfilment === "email") {
    const [heading, sentence] = emailed(order);
    return (
      <Card title="Teslimat" testId="summary-delivery">
        <p className="font-bold text-ink">{heading}</p>
        <p className="break-words">{sentence}</p>
      </Card>
    );
  }
  if (order.hideAddresses) return null;
  if (order.fulfilment === "pickup") {
    return (
      <Card title="Mağazadan Teslim Alma" testId="summary-delivery">
        {order.store ? <StoreBlock store={order.store} /> : <p>Mağaza bilgisi bulunamadı.</p>}
      </Card>
    );
  }
  return (
    <Card title="Teslimat Adresi" testId="summary-delivery">
      {order.deliveryAddress ? <Address a={order.deliveryAddress} /> : <p>Adres bilgisi bulunamadı.</p>}
      {order.carrierName && (
        <p className="mt-2 text-sm">
          Kargo firması: <strong className="text-ink">{order.carrierName}</strong>
        </p>
      )}
      {order.giftNote && (
        <p className="mt-2 text-sm">
          Hediye notu: <span className="text-ink italic">“{order.giftNote}”</span>
        </p>
      )}
    </Card>
  );
}

export function BillingCard({ order }: { order: OrderSummary }) {
  if (order.hideAddresses || !order.billingAddress) return null;
  return (
    <Card title="Fatura Adresi" testId="summary-billing">
      <Address a={order.billingAddress} billing />
    </Card>
  );
}

export function PaymentCard({ order }: { order: OrderSummary }) {
  const p = order.payment;
  const byCard = p?.maskedPan || p?.type === "creditCard" || p?.type === "tokenPayment";
  return (
    <Card title="Ödeme Bilgileri" testId="summary-payment">
      <p className="font-bold text-ink">{p?.label ?? order.paymentDescription}</p>
      {p?.maskedPan && <p className="font-mono tracking-wide">{groupPan(p.maskedPan)}</p>}
      {p?.bankName && (
        <p>
          {p.bankName}
          {p.cardFamily ? ` · ${p.cardFamily}` : ""}
        </p>
      )}
      {p && byCard && <p>Taksit: {p.installmentLabel}</p>}
      {(p?.type === "podCash" || p?.type === "podCredit") && <p className="text-sm">Ödemenizi siparişinizi teslim alırken yapacaksınız.</p>}
    </Card>
  );
}

export function PointsNote({ order }: { order: OrderSummary }) {
  // A cancelled or wholly returned order keeps none of its points (they were taken back).
  if (!order.memberOrder || order.pointsEarned <= 0 || order.status === "cancelled" || order.follow.step < 0) return null;
  return (
    <p
      role="note"
      className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-[15px] font-bold text-brand-800"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-black text-white"
      >
        J
      </span>
      {order.status === "confirmed"
        ? `Bu siparişten ${order.pointsEarned} Joker puan kazandınız`
        : `Ödemeniz onaylandığında bu siparişten ${order.pointsEarned} Joker puan kazanacaksınız`}
    </p>
  );
}
