/**
 * An order's return page (spec section 2 "Return detail"): the order's number and
 * delivery date, whether returns are open (until when) or closed (why), the form — per line how
 * many units and why, one 'İade Talebi Oluştur' — and the order's requests with their return code
 * (copyable), their steps and what to do with the code. The form is a plain POST: it works
 * without JavaScript; the answer's field errors show under each select, what was chosen stays.
 */
import { Form, href, Link, useNavigation } from "react-router";
import { CheckIcon, ChevronLeftIcon, ClockIcon, ReturnIcon } from "#app/components/icons";
import { CopyButton } from "#app/components/order-summary/copy-button";
import { RETURN_CARRIER_INSTRUCTION } from "#app/domain/order-core/messages";
import { WITHDRAWAL_FEES_NOTE } from "#app/domain/legal/withdrawal-terms";
import { RETURN_REASONS, RETURN_STEPS, type ReturnStatus } from "#app/domain/orders/return-states";
import type { ReturnPage, ReturnPageLine, ReturnRequestView } from "#app/domain/orders/returns.server";
import { formatMoney } from "#app/lib/money";
import { orderOpenHref } from "./member-order-item";

export type ReturnAnswer = {
  success: boolean;
  reason: string;
  message: string;
  errors: Record<string, string>;
  /** What was chosen (quantity_{id}, reason_{id}), shown again after a refusal. */
  values: Record<string, string>;
  code: string | null;
};

const NOTICE_TONE: Record<ReturnPage["window"]["state"], string> = {
  open: "border-emerald-200 bg-emerald-50 text-emerald-900",
  expired: "border-amber-200 bg-amber-50 text-amber-900",
  notDelivered: "border-sky-200 bg-sky-50 text-sky-900",
  allReturned: "border-slate-200 bg-slate-50 text-slate-700",
  nothingLeft: "border-slate-200 bg-slate-50 text-slate-700",
  unavailable: "border-slate-200 bg-slate-50 text-slate-700",
};

function WindowNotice({ window }: { window: ReturnPage["window"] }) {
  return (
    <div
      className={`flex items-start gap-3 rounded-2xl border p-4 text-sm leading-relaxed ${NOTICE_TONE[window.state]}`}
      data-window={window.state}
    >
      {window.open ? <ClockIcon size={22} className="mt-0.5 shrink-0" /> : <ReturnIcon size={22} className="mt-0.5 shrink-0" />}
      <p className="min-w-0">
        <strong className="block font-extrabold">
          {window.open
            ? "İade talebi oluşturabilirsiniz"
            : window.state === "expired"
              ? "İade süresi doldu"
              : "İade talebi oluşturulamıyor"}
        </strong>
        <span className="block">{window.message}</span>
      </p>
    </div>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-xs font-bold text-rose-700">
      {text}
    </p>
  );
}

const selectClass = (invalid: boolean) =>
  `mt-1 h-11 w-full rounded-xl border bg-white px-3 text-sm font-semibold text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none ${invalid ? "border-rose-400" : "border-slate-300"}`;

function LineFields({ line, answer }: { line: ReturnPageLine; answer: ReturnAnswer | undefined }) {
  const q = `quantity_${line.id}`;
  const r = `reason_${line.id}`;
  const qError = answer?.errors[q];
  const rError = answer?.errors[r];
  return (
    <fieldset className="grid grid-cols-[96px_minmax(0,1fr)] gap-3 border-t border-slate-100 py-4 first-of-type:border-t-0 md:grid-cols-[minmax(0,1fr)_120px_240px] md:items-start md:gap-4">
      <legend className="sr-only">{line.name}</legend>
      <div className="col-span-2 flex min-w-0 gap-3 md:col-span-1">
        <img
          src={line.image}
          alt=""
          width={64}
          height={77}
          loading="lazy"
          className="h-[77px] w-16 shrink-0 rounded-xl border border-slate-100 bg-slate-50 object-cover"
        />
        <div className="min-w-0">
          <Link to={line.url} className="line-clamp-2 leading-snug font-bold text-ink hover:text-brand-700 hover:underline">
            {line.name}
          </Link>
          {line.attributes.length > 0 && <p className="mt-1 text-sm text-slate-600">{line.attributes.join(" · ")}</p>}
          <p className="mt-1 text-xs text-slate-500">
            {formatMoney(line.unitPriceKurus)} · {line.quantity} adet alındı
            {line.returnQuantity > 0 && ` · ${line.returnQuantity} adet iade edildi`}
          </p>
        </div>
      </div>
      {line.returnable > 0 ? (
        <>
          <div>
            <label htmlFor={q} className="text-xs font-bold text-slate-600">
              İade adedi
            </label>
            <select
              id={q}
              name={q}
              defaultValue={answer?.values[q] ?? "0"}
              aria-invalid={qError ? true : undefined}
              aria-describedby={qError ? `${q}-hata` : undefined}
              className={selectClass(Boolean(qError))}
            >
              {Array.from({ length: line.returnable + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <FieldError id={`${q}-hata`} text={qError} />
          </div>
          <div>
            <label htmlFor={r} className="text-xs font-bold text-slate-600">
              İade nedeni
            </label>
            <select
              id={r}
              name={r}
              defaultValue={answer?.values[r] ?? ""}
              aria-invalid={rError ? true : undefined}
              aria-describedby={rError ? `${r}-hata` : undefined}
              className={selectClass(Boolean(rError))}
            >
              <option value="">Seçiniz</option>
              {RETURN_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </select>
            <FieldError id={`${r}-hata`} text={rError} />
          </div>
        </>
      ) : (
        <p className="col-span-2 text-sm font-semibold text-slate-500 md:pt-6">Bu ürün için iade edilebilecek adet kalmadı.</p>
      )}
    </fieldset>
  );
}

function ReturnForm({ page, answer }: { page: ReturnPage; answer: ReturnAnswer | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const refused = answer && !answer.success ? answer : undefined;
  return (
    // A new form after each request made: the selects start from 0 again.
    <Form
      key={answer?.code ?? "form"}
      method="post"
      noValidate
      aria-labelledby="iade-form-baslik"
      className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5"
    >
      <h2 id="iade-form-baslik" className="text-lg font-black text-ink">
        İade Edilecek Ürünler
      </h2>
      <p className="mt-1 text-sm text-slate-600">İade etmek istediğiniz ürünlerin adedini ve iade nedenini seçiniz.</p>
      {refused && (
        <p role="alert" className="mt-3 rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm font-bold text-rose-800">
          {refused.reason}
        </p>
      )}
      <div className="mt-2">
        {page.lines.map((line) => (
          <LineFields key={line.id} line={line} answer={refused} />
        ))}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-xs text-slate-500 md:max-w-md">{WITHDRAWAL_FEES_NOTE}</p>
        <button type="submit" disabled={busy} className="btn-primary h-11 px-6 text-sm max-md:w-full">
          {busy ? "İşleminiz Yapılıyor" : "İade Talebi Oluştur"}
        </button>
      </div>
    </Form>
  );
}

function Steps({ status }: { status: ReturnStatus }) {
  if (status === "rejected") {
    return <p className="inline-flex rounded-full bg-rose-100 px-3 py-1 text-xs font-extrabold text-rose-800">Reddedildi</p>;
  }
  const reached = RETURN_STEPS.findIndex((s) => s.status === status);
  return (
    <ol aria-label="İade adımları" className="grid grid-cols-4 gap-1">
      {RETURN_STEPS.map((step, i) => {
        const done = i <= reached;
        return (
          <li key={step.status} aria-current={i === reached ? "step" : undefined} className="flex flex-col items-center gap-1 text-center">
            <span className="flex w-full items-center">
              <span className={`h-0.5 flex-1 ${i === 0 ? "invisible" : done ? "bg-emerald-500" : "bg-slate-200"}`} />
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-black ${done ? "bg-emerald-500 text-white" : "bg-slate-100 text-slate-400"}`}
              >
                {done ? <CheckIcon size={14} /> : i + 1}
              </span>
              <span
                className={`h-0.5 flex-1 ${i === RETURN_STEPS.length - 1 ? "invisible" : i < reached ? "bg-emerald-500" : "bg-slate-200"}`}
              />
            </span>
            <span className={`text-[11px] leading-tight font-bold md:text-xs ${done ? "text-emerald-800" : "text-slate-400"}`}>
              {step.label}
              <span className="sr-only">{done ? " (tamamlandı)" : ""}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function RequestCard({ request }: { request: ReturnRequestView }) {
  const waiting = request.status === "requested" || request.status === "approved";
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5" aria-label={`İade kodu ${request.code}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-bold text-slate-500">İade Kodu</p>
          <p className="font-mono text-xl font-black tracking-wider text-ink">{request.code}</p>
        </div>
        <CopyButton value={request.code} label={`${request.code} iade kodunu kopyala`} />
      </div>
      <p className="mt-1 text-xs text-slate-500">{request.createdText} tarihinde oluşturuldu</p>
      <div className="mt-4">
        <Steps status={request.status} />
      </div>
      {waiting && (
        <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm leading-relaxed text-brand-900">{RETURN_CARRIER_INSTRUCTION(request.code)}</p>
      )}
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {request.lines.map((line, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 py-2">
            <span className="min-w-0 font-semibold text-ink">
              {line.name}
              {line.attributes.length > 0 && <span className="font-normal text-slate-500"> · {line.attributes.join(" · ")}</span>}
            </span>
            <span className="text-slate-600">
              {line.quantity} adet · {line.reason}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function ReturnPageView({ page, answer }: { page: ReturnPage; answer: ReturnAnswer | undefined }) {
  const made = answer?.success && answer.code ? answer.code : null;
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={orderOpenHref(href("/kullanici/siparislerim"), page.orderHash)}
        className="inline-flex w-fit items-center gap-1 text-sm font-bold text-brand-700 hover:underline"
      >
        <ChevronLeftIcon size={18} /> Siparişlerime dön
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
        <div className="min-w-0">
          <h2 className="text-lg font-black text-ink">
            Sipariş No: <span className="tabular-nums">{page.orderNumber}</span>
          </h2>
          <p className="text-sm text-slate-600">
            Sipariş tarihi: {page.orderDateText}
            {page.deliveredText && <> · Teslim tarihi: {page.deliveredText}</>}
          </p>
        </div>
        <p className="text-sm font-semibold text-slate-600">{page.paymentLabel}</p>
      </header>
      {made && (
        <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <p className="font-extrabold">İade talebiniz alındı. İade kodunuz: {made}</p>
          <p className="mt-1 text-sm">{RETURN_CARRIER_INSTRUCTION(made)}</p>
        </div>
      )}
      <WindowNotice window={page.window} />
      {page.window.open && <ReturnForm page={page} answer={answer} />}
      {page.requests.length > 0 && (
        <section aria-labelledby="iade-talepleri-baslik" className="flex flex-col gap-3">
          <h2 id="iade-talepleri-baslik" className="text-lg font-black text-ink">
            İade Taleplerim
          </h2>
          <ul className="flex flex-col gap-3">
            {page.requests.map((request) => (
              <RequestCard key={request.code} request={request} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
