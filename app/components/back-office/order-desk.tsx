/**
 * /yonetim/siparisler/{no}'s parts: the moves the order allows now (plain POST forms that work
 * without JavaScript; 'Kargoya Ver' and 'Teslim Edildi' check their fields with the server's zod
 * schema before sending and keep what was typed when the server refuses), and the order read
 * whole: lines, totals, addresses, payments and refunds, parcels with their steps, returns by code
 * with their own moves, the contract as accepted (as text: nothing of it runs).
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import type { AddressSnapshot } from "#app/db/schema";
import { deliverSchema, ORDER_ACTIONS, RETURN_ACTIONS, shipSchema, type OrderAction } from "#app/domain/orders/order-desk";
import type { DeskOrder } from "#app/domain/orders/order-desk.server";
import { formatMoney } from "#app/lib/money";
import { formatPhone } from "#app/lib/phone";
import type { z } from "zod";
import { FieldError, fieldClass, labelClass } from "./form-parts";

export type DeskAnswer = {
  success: boolean;
  reason: string;
  message: string;
  intent: string;
  errors: Record<string, string>;
  values: Record<string, string>;
};

export function DeskCard({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.toLocaleLowerCase("tr-TR").replace(/[^a-zçğıöşü0-9]+/g, "-")}-baslik`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id={headingId} className="mb-3 text-lg font-extrabold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Field errors by the schema, the way the server words them. */
function check<S extends z.ZodType>(schema: S, form: HTMLFormElement): Record<string, string> {
  const result = schema.safeParse(Object.fromEntries(new FormData(form)));
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** A labelled input with its error, described by it. */
function Field({
  name,
  label,
  value,
  error,
  autoComplete,
}: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  autoComplete?: string;
}) {
  const id = `islem-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        required
        maxLength={60}
        autoComplete={autoComplete ?? "off"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hata` : undefined}
        className={fieldClass(Boolean(error))}
      />
      <FieldError id={`${id}-hata`} message={error} />
    </div>
  );
}

function ActionButton({ intent, busy, secondary, confirm }: { intent: OrderAction; busy: boolean; secondary?: boolean; confirm?: string }) {
  return (
    <Form method="post" onSubmit={(e) => confirm && !window.confirm(confirm) && e.preventDefault()}>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" disabled={busy} className={`${secondary ? "btn-secondary" : "btn-primary"} h-11 w-full px-5 text-sm sm:w-auto`}>
        {ORDER_ACTIONS[intent]}
      </button>
    </Form>
  );
}

export function OrderActions({ order, answer, busy }: { order: DeskOrder; answer: DeskAnswer | undefined; busy: boolean }) {
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const failed = answer && !answer.success ? answer : null;
  const errors = { ...(failed?.errors ?? {}), ...clientErrors };
  const values = failed?.values ?? {};
  const validate = (schema: z.ZodType) => (e: FormEvent<HTMLFormElement>) => {
    const found = check(schema, e.currentTarget);
    setClientErrors(found);
    if (Object.keys(found).length > 0) e.preventDefault();
  };
  const { actions } = order;
  if (actions.length === 0) return <p className="text-sm text-slate-700">Bu sipariş için şu an yapılacak bir işlem yok.</p>;
  return (
    <div className="flex flex-col gap-4">
      {actions.includes("confirmTransfer") && (
        <div>
          <p className="mb-2 text-sm text-slate-700">
            Havale / EFT ödemesi hesaba ulaştıysa onaylayın: sipariş hazırlanmaya hazır olur, müşteriye e-posta gider.
          </p>
          <ActionButton intent="confirmTransfer" busy={busy} />
        </div>
      )}
      {actions.includes("pack") && <ActionButton intent="pack" busy={busy} />}
      {actions.includes("ship") && (
        <Form
          method="post"
          noValidate
          onSubmit={validate(shipSchema)}
          aria-label="Kargoya ver"
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <input type="hidden" name="intent" value="ship" />
          <div>
            <label htmlFor="islem-carrierId" className={labelClass}>
              Kargo firması
            </label>
            <select
              id="islem-carrierId"
              name="carrierId"
              required
              defaultValue={values.carrierId ?? (order.currentCarrierId ? String(order.currentCarrierId) : "")}
              aria-invalid={errors.carrierId ? true : undefined}
              aria-describedby={errors.carrierId ? "islem-carrierId-hata" : undefined}
              className={fieldClass(Boolean(errors.carrierId))}
            >
              <option value="">Seçiniz</option>
              {order.carriers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
            <FieldError id="islem-carrierId-hata" message={errors.carrierId} />
          </div>
          <Field name="trackingCode" label="Kargo takip numarası" value={values.trackingCode} error={errors.trackingCode} />
          <button type="submit" disabled={busy} className="btn-primary h-11 px-5 text-sm sm:mt-5">
            {ORDER_ACTIONS.ship}
          </button>
        </Form>
      )}
      {actions.includes("deliver") && (
        <Form
          method="post"
          noValidate
          onSubmit={validate(deliverSchema)}
          aria-label="Teslim edildi"
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <input type="hidden" name="intent" value="deliver" />
          <Field name="receiverName" label="Teslim alan kişi" value={values.receiverName} error={errors.receiverName} />
          <button type="submit" disabled={busy} className="btn-primary h-11 px-5 text-sm sm:mt-5">
            {ORDER_ACTIONS.deliver}
          </button>
        </Form>
      )}
      {actions.includes("cancel") && (
        <div className="border-t border-slate-100 pt-4">
          <p className="mb-2 text-sm text-slate-700">
            İptal edilen siparişin stokları, Joker Puanları ve hediye çeki geri verilir; kartla ödendiyse tutar karta iade edilir.
          </p>
          <ActionButton intent="cancel" busy={busy} secondary confirm="Sipariş iptal edilip ödemesi iade edilecek. Emin misiniz?" />
        </div>
      )}
    </div>
  );
}

function Address({ title, address }: { title: string; address: AddressSnapshot | null }) {
  if (!address) return null;
  return (
    <div>
      <h3 className="text-sm font-extrabold text-ink">{title}</h3>
      <address className="mt-1 text-sm leading-relaxed text-slate-700 not-italic">
        <span className="block font-semibold text-ink">{address.personName}</span>
        {address.company && <span className="block">{address.company}</span>}
        <span className="block">{address.address}</span>
        <span className="block">{[address.town, address.district, address.city].filter(Boolean).join(" / ")}</span>
        {address.phone && <span className="block">{formatPhone(address.phone)}</span>}
      </address>
    </div>
  );
}

export function CustomerCard({ order }: { order: DeskOrder }) {
  const { summary } = order;
  return (
    <DeskCard title="Müşteri ve adresler">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-ink">{order.customerName || "—"}</span> · <span className="break-all">{summary.email}</span> ·{" "}
        {order.memberOrder ? "Üye siparişi" : "Misafir siparişi"}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Address title="Teslimat adresi" address={summary.deliveryAddress} />
        <Address title="Fatura adresi" address={summary.billingAddress} />
      </div>
      {summary.store && (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-bold text-ink">{summary.fulfilment === "storeSale" ? "Mağaza Alışverişi:" : "Mağazadan teslim:"}</span>{" "}
          {summary.store.name}, {summary.store.city}
        </p>
      )}
      {summary.giftNote && (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <span className="font-bold">Hediye notu:</span> {summary.giftNote}
        </p>
      )}
    </DeskCard>
  );
}

export function LinesCard({ order }: { order: DeskOrder }) {
  const { lines, totals } = order.summary;
  const rows: [string, number][] = [
    ["Ürünler", totals.itemsTotalKurus],
    ...totals.campaigns.map((c): [string, number] => [`Kampanya: ${c.title}`, -c.discountKurus]),
    ["Hediye çeki", -totals.voucherKurus],
    [`Joker Puan (${totals.jokerPointsUsed})`, -totals.jokerKurus],
    ["Kargo", totals.shippingKurus],
    ["Kapıda ödeme ücreti", totals.podFeeKurus],
  ];
  return (
    <DeskCard title="Ürünler ve tutarlar">
      {/* Narrower than the table it scrolls sideways; focusable so a keyboard can scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Sipariş satırları">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Sipariş satırları</caption>
          <thead className="text-xs text-slate-700">
            <tr>
              {["Stok kodu", "Ürün", "Beden", "Adet", "Birim fiyat", "Kampanya", "Toplam", "İade"].map((h, i) => (
                <th key={h} scope="col" className={`py-2 pr-3 font-bold ${i >= 3 ? "text-right" : ""}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id} className="border-t border-slate-100 align-top">
                <td className="py-2 pr-3 font-mono text-xs whitespace-nowrap">{l.sku}</td>
                <th scope="row" className="py-2 pr-3 font-semibold text-ink">
                  {l.name}
                </th>
                <td className="py-2 pr-3 text-slate-700">{l.attributes.join(", ") || "—"}</td>
                <td className="py-2 pr-3 text-right">{l.quantity}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatMoney(l.unitPriceKurus)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">
                  {l.campaignDiscountKurus > 0 ? `−${formatMoney(l.campaignDiscountKurus)}` : "—"}
                </td>
                <td className="py-2 pr-3 text-right font-bold whitespace-nowrap">{formatMoney(l.totalPriceKurus)}</td>
                <td className="py-2 text-right">{l.returnQuantity || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([, kurus]) => kurus !== 0)
          .map(([label, kurus]) => (
            <div key={label} className="contents">
              <dt className="text-slate-700">{label}</dt>
              <dd className="text-right whitespace-nowrap">{kurus < 0 ? `−${formatMoney(-kurus)}` : formatMoney(kurus)}</dd>
            </div>
          ))}
        <dt className="border-t border-slate-200 pt-1 font-extrabold text-ink">Genel toplam</dt>
        <dd className="border-t border-slate-200 pt-1 text-right font-extrabold whitespace-nowrap text-ink">
          {formatMoney(totals.grandTotalKurus)}
        </dd>
      </dl>
    </DeskCard>
  );
}

export function PaymentsCard({ order }: { order: DeskOrder }) {
  return (
    <DeskCard title="Ödemeler">
      <ul className="flex flex-col gap-2 text-sm">
        {order.payments.map((p) => (
          <li key={p.id} className="rounded-xl bg-slate-50 p-3">
            <span className="font-bold text-ink">{p.label}</span> · {formatMoney(p.amountKurus)} · {p.statusLabel}
            <span className="block text-xs text-slate-600">
              {p.dateText}
              {p.bankName ? ` · ${p.bankName}` : ""}
              {p.maskedPan ? ` · ${p.maskedPan}` : ""}
              {p.cardPointsKurus > 0 ? ` · kart puanıyla ${formatMoney(p.cardPointsKurus)}` : ""}
              {p.failureReason ? ` · ${p.failureReason}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {order.refunds.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-extrabold text-ink">Geri ödemeler</h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {order.refunds.map((r) => (
              <li key={r.id} className="rounded-xl bg-slate-50 p-3">
                <span className="font-bold text-ink">{r.reason}</span> · {formatMoney(r.amountKurus)} · {r.statusLabel}
                <span className="block text-xs text-slate-600">
                  {r.dateText}
                  {r.failureReason ? ` · ${r.failureReason}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DeskCard>
  );
}

export function ShipmentsCard({ order }: { order: DeskOrder }) {
  return (
    <DeskCard title="Kargo">
      {order.shipments.length === 0 ? (
        <p className="text-sm text-slate-700">
          {order.summary.carrierName ? `Seçilen kargo: ${order.summary.carrierName}. ` : ""}Henüz gönderi yok.
        </p>
      ) : (
        order.shipments.map((s) => (
          <div key={s.number} className="text-sm">
            <p className="text-slate-700">
              <span className="font-bold text-ink">{s.statusLabel}</span> · {s.carrier || "—"} · Takip no:{" "}
              <span className="font-mono">{s.trackingCode ?? "—"}</span>
              {s.receiverName ? ` · Teslim alan: ${s.receiverName}` : ""}
            </p>
            <ol className="mt-2 border-l-2 border-slate-200 pl-4" aria-label={`Gönderi ${s.number} adımları`}>
              {s.steps.map((step, i) => (
                <li key={i} className="py-1">
                  <span className="block font-semibold text-ink">{step.description}</span>
                  <span className="block text-xs text-slate-600">
                    {step.dateText} · {step.branchName}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
    </DeskCard>
  );
}

export function ReturnsCard({ order, busy }: { order: DeskOrder; busy: boolean }) {
  if (order.returns.length === 0) return null;
  return (
    <DeskCard title="İadeler">
      <ul className="flex flex-col gap-3">
        {order.returns.map((r) => (
          <li key={r.code} className="rounded-xl border border-slate-200 p-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-extrabold text-ink">{r.code}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-800">{r.statusLabel}</span>
            </p>
            <p className="text-xs text-slate-600">{r.dateText}</p>
            {r.refundWarning && (
              <p
                role="status"
                className={`mt-2 rounded-lg px-2 py-1 text-xs font-extrabold ${r.refundWarning.overdue ? "bg-rose-100 text-rose-900" : "bg-amber-100 text-amber-900"}`}
              >
                {r.refundWarning.text}
              </p>
            )}
            <ul className="mt-2 list-disc pl-5 text-slate-700">
              {r.lines.map((l, i) => (
                <li key={i}>
                  {l.name}
                  {l.attributes ? ` (${l.attributes})` : ""} × {l.quantity} — {l.reason}
                </li>
              ))}
            </ul>
            {r.feesBack && (
              <p className="mt-2 text-xs text-slate-700">
                Siparişin tamamı iade edildi; iadeye dahil:
                {r.feesBack.shippingKurus > 0 ? ` kargo ücreti ${formatMoney(r.feesBack.shippingKurus)}` : ""}
                {r.feesBack.shippingKurus > 0 && r.feesBack.podFeeKurus > 0 ? "," : ""}
                {r.feesBack.podFeeKurus > 0 ? ` kapıda ödeme ücreti ${formatMoney(r.feesBack.podFeeKurus)}` : ""}
              </p>
            )}
            {r.actions.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {r.actions.map((a) => (
                  <Form key={a} method="post">
                    <input type="hidden" name="intent" value={a} />
                    <input type="hidden" name="code" value={r.code} />
                    <button
                      type="submit"
                      disabled={busy}
                      className={`${a === "returnReject" ? "btn-secondary" : "btn-primary"} h-10 px-4 text-sm`}
                      aria-label={`${r.code}: ${RETURN_ACTIONS[a].label}`}
                    >
                      {RETURN_ACTIONS[a].label}
                    </button>
                  </Form>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </DeskCard>
  );
}

export function ContractCard({ text }: { text: string }) {
  if (!text) return null;
  return (
    <DeskCard title="Sözleşme">
      <details>
        <summary className="cursor-pointer text-sm font-bold text-brand-700">
          Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi (kabul edildiği hâliyle)
        </summary>
        <div className="mt-3 max-h-96 overflow-y-auto rounded-xl bg-slate-50 p-3 text-xs leading-relaxed whitespace-pre-line text-slate-800">
          {text}
        </div>
      </details>
    </DeskCard>
  );
}
