/**
 * /siparis-takip (spec sections 2 and 5, PRODUCT.md): guest order tracking. The order number and
 * the e-mail it was placed with show the order — where it stands, its products and the parcel's
 * journey — without an account (domain/orders/guest-tracking.server.ts). A blank field:
 * 'Lütfen tüm alanları doldurunuz', on the page before anything is sent and again on the server;
 * what was typed stays. A wrong pair answers like an unknown number; guessing is throttled.
 * Form POST (works without JavaScript) or JSON (Accept: application/json → {success, reason,
 * result} with the detail call's result). The answer holds an order: no-store, never indexed.
 */
import { useState } from "react";
import { data, Form, href, Link, useNavigation } from "react-router";
import type { Route } from "./+types/siparis-takip";
import { OrderView } from "#app/components/order-summary/order-view";
import { PrivateNote } from "#app/components/order-summary/order-summary-page";
import { StatusBadge } from "#app/components/orders/status-badge";
import { readTrackingForm, trackGuestOrder } from "#app/domain/orders/guest-tracking.server";
import { FILL_ALL_FIELDS } from "#app/domain/orders/messages";
import { orderDetailJson } from "#app/domain/orders/order-detail.server";
import { seoMeta } from "#app/domain/seo/canonical";
import { fail, ok, readBody, wantsJson } from "#app/lib/api.server";
import { PRIVATE_NO_STORE } from "#app/lib/cache-control";
import { inputClass } from "#app/components/form/input-class";
import { FieldError } from "#app/components/form/field-error";

export const meta: Route.MetaFunction = () => seoMeta({ title: "Sipariş Takibi", noindex: true });

const NO_STORE = { "Cache-Control": PRIVATE_NO_STORE };

export async function action({ request, context }: Route.ActionArgs) {
  const json = wantsJson(request);
  const body = await readBody(request);
  const read = readTrackingForm(body);
  const typed = { orderNumber: String(body.orderNumber ?? "").slice(0, 254), email: String(body.email ?? "").slice(0, 254) };
  const found = read.ok ? await trackGuestOrder(context.db, read.form, context.ip) : read;
  if (json) {
    const response = found.ok ? ok({ result: orderDetailJson(found.order) }) : fail(found.reason, read.ok ? 404 : 422);
    response.headers.set("Cache-Control", NO_STORE["Cache-Control"]);
    return response;
  }
  return data(found.ok ? { order: found.order, error: undefined, typed } : { order: null, error: found.reason, typed }, {
    headers: NO_STORE,
  });
}

function TrackingForm({ typed, error }: { typed: { orderNumber: string; email: string }; error?: string }) {
  const busy = useNavigation().state === "submitting";
  const [values, setValues] = useState(typed);
  const [blank, setBlank] = useState(false);
  const shown = blank ? FILL_ALL_FIELDS : error;
  const field = (name: "orderNumber" | "email", label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div>
      <label htmlFor={`takip-${name}`} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      <input
        id={`takip-${name}`}
        name={name}
        value={values[name]}
        onChange={(e) => {
          setValues({ ...values, [name]: e.target.value });
          setBlank(false);
        }}
        aria-invalid={shown && (blank ? !values[name].trim() : true) ? true : undefined}
        aria-describedby={shown ? "takip-hata" : undefined}
        className={inputClass(shown && (!blank || !values[name].trim()) ? shown : undefined)}
        {...extra}
      />
    </div>
  );
  return (
    <Form
      method="post"
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        if (!values.orderNumber.trim() || !values.email.trim()) {
          e.preventDefault();
          setBlank(true);
        }
      }}
    >
      {field("orderNumber", "Sipariş Numarası", { inputMode: "numeric", autoComplete: "off", placeholder: "Örn. 261124123456" })}
      {field("email", "E-posta Adresi", { type: "email", autoComplete: "email", placeholder: "ornek@eposta.com" })}
      <button type="submit" className="btn-primary h-11 px-8" disabled={busy}>
        {busy ? "Sorgulanıyor…" : "Sorgula"}
      </button>
      <div role="alert" className="sm:col-span-3">
        <FieldError id="takip-hata" error={shown} />
      </div>
    </Form>
  );
}

export default function OrderTrackingPage({ actionData }: Route.ComponentProps) {
  const order = actionData?.order ?? null;
  const typed = actionData?.typed ?? { orderNumber: "", email: "" };
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6">
      <section
        aria-labelledby="takip-baslik"
        className="rounded-3xl border border-slate-200 bg-gradient-to-br from-brand-50 via-white to-white p-5 md:p-7"
      >
        <h1 id="takip-baslik" className="text-2xl font-black text-ink md:text-3xl">
          Sipariş Takibi
        </h1>
        <p className="mt-1.5 max-w-2xl text-slate-700">
          Sipariş numaranızı ve siparişi verirken yazdığınız e-posta adresini girin; siparişinizin durumunu ve kargonuzu üye girişi yapmadan
          izleyin.
        </p>
        <div className="mt-5">
          {/* A new answer resets the fields to what was sent with it. */}
          <TrackingForm key={`${typed.orderNumber}|${typed.email}|${actionData?.error ?? ""}`} typed={typed} error={actionData?.error} />
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Üye misiniz?{" "}
          <Link to={href("/kullanici/siparislerim")} className="font-bold text-brand-700 underline">
            Siparişlerim
          </Link>{" "}
          sayfasından tüm siparişlerinizi görebilirsiniz.
        </p>
      </section>
      {order && (
        <>
          <header className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
            <div>
              <h2 className="text-lg font-black text-ink">Sipariş No: {order.orderNumber}</h2>
              <p className="text-sm text-slate-600">{order.dateText}</p>
            </div>
            <StatusBadge {...order.follow} />
          </header>
          <PrivateNote order={order} />
          <OrderView order={order} />
        </>
      )}
    </div>
  );
}
