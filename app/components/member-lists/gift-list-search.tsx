/**
 * 'Hediye Listesi Ara' (/hediye-listesi/ara; spec sections 5, 7, 8): a criteria ('Ad Soyad' with
 * first and last name, 'Liste Numarası' or 'E-posta' with one value), the captcha and 'Liste Ara';
 * the lists found as cards, each leading to the list's page. The form is checked here with the
 * server's rule and messages (gift-list-search.ts) before it is sent; the server's refusals
 * ('Liste bulunamadı!', the captcha's) show in the same place, and what was typed stays.
 *
 * After hydration the search is the JSON call GET /hediye-listesi/ajax/liste-bul. Before it, the
 * form is a plain GET to this page, whose loader runs the same search (the captcha still needs
 * JavaScript: it then says so).
 */
import { useEffect, useRef, useState, type FormEvent, type Ref } from "react";
import { href, Link } from "react-router";
import { LoginNotice } from "#app/components/account/login-card";
import { CaptchaField, captchaSolution, type CaptchaControl } from "#app/components/form/captcha-field";
import { formatBirthDate } from "#app/lib/birth-date";
import { ymdOfIso } from "#app/domain/member-lists/gift-list.schema";
import {
  SEARCH_CRITERIA,
  SEARCH_NAME_MAX,
  validateGiftListSearch,
  type GiftListSearchAnswer,
  type GiftListSearchField,
  type GiftListSearchItem,
  type GiftListSearchValues,
} from "#app/domain/member-lists/gift-list-search";
import { answerText, callApi, CallError } from "#app/lib/api-client";
import { EMAIL_MAX } from "#app/lib/validation";
import { inputClass } from "#app/components/form/input-class";
import { FieldError } from "#app/components/form/field-error";

type Props = { initial: GiftListSearchValues; answer: GiftListSearchAnswer | null };

const ID = "liste-ara-";
const labelClass = "text-sm font-bold text-slate-700";

export function GiftListSearch({ initial, answer }: Props) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ reason: string; field?: GiftListSearchField } | null>(answer && !answer.success ? answer : null);
  const [items, setItems] = useState<GiftListSearchItem[] | null>(answer?.success ? answer.items : null);
  const [busy, setBusy] = useState(false);
  // Every answer used the captcha's solution up: a new widget for the next search.
  const [sends, setSends] = useState(0);
  const captcha = useRef<CaptchaControl>(null);
  const form = useRef<HTMLFormElement>(null);
  const results = useRef<HTMLElement>(null);
  // After a search on this page, its results come into view (on a phone they start below the form).
  const showResults = useRef(false);
  useEffect(() => {
    if (!showResults.current || !items) return;
    showResults.current = false;
    results.current?.scrollIntoView({ block: "start" });
  }, [items]);

  const set = (field: GiftListSearchField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (error?.field === field || field === "criteria") setError(null);
  };
  const invalid = (field: GiftListSearchField) => (error?.field === field ? true : undefined);
  const fieldError = (field: GiftListSearchField) => (error?.field === field ? error.reason : undefined);

  function refuse(reason: string, field?: GiftListSearchField) {
    setError({ reason, field });
    setItems(null);
    if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateGiftListSearch(values);
    if (!checked.ok) return refuse(checked.reason, checked.field);
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const altcha = await captchaSolution(data, captcha);
      const query = new URLSearchParams({ criteria: values.criteria, action: "liste-bul", altcha });
      if (values.criteria === "user.name") {
        query.set("firstname", values.firstname);
        query.set("lastname", values.lastname);
      } else query.set("value", values.value);
      const found = await callApi<GiftListSearchAnswer & { reason?: string }>(`${href("/hediye-listesi/ajax/liste-bul")}?${query}`);
      setSends((n) => n + 1);
      if (found.success) {
        showResults.current = true;
        setItems(found.items);
      } else refuse(answerText(found));
    } catch (e) {
      refuse(e instanceof CallError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const byName = values.criteria === "user.name";
  const valueLabel = values.criteria === "user.email" ? "E-posta Adresi" : "Liste Numarası";
  return (
    <div className="flex flex-col gap-6">
      <form
        ref={form}
        method="get"
        action={href("/hediye-listesi/ara")}
        noValidate
        onSubmit={onSubmit}
        aria-label="Hediye listesi ara"
        className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:p-6"
      >
        {error && !error.field && <LoginNotice error={error.reason} />}
        <div>
          <label htmlFor={`${ID}kriter`} className={labelClass}>
            Arama Kriteri
          </label>
          <select
            id={`${ID}kriter`}
            name="criteria"
            value={values.criteria}
            onChange={(e) => set("criteria", e.target.value)}
            aria-invalid={invalid("criteria")}
            aria-describedby={fieldError("criteria") ? `${ID}kriter-hata` : undefined}
            className={inputClass(fieldError("criteria"))}
          >
            <option value="">Seçiniz</option>
            {SEARCH_CRITERIA.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <FieldError id={`${ID}kriter-hata`} error={fieldError("criteria")} />
        </div>
        {byName ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <NameInput
              field="firstname"
              label="Ad"
              autoComplete="given-name"
              value={values.firstname}
              error={fieldError("firstname")}
              onChange={set}
            />
            <NameInput
              field="lastname"
              label="Soyad"
              autoComplete="family-name"
              value={values.lastname}
              error={fieldError("lastname")}
              onChange={set}
            />
          </div>
        ) : values.criteria ? (
          <div>
            <label htmlFor={`${ID}deger`} className={labelClass}>
              {valueLabel}
            </label>
            <input
              id={`${ID}deger`}
              name="value"
              type={values.criteria === "user.email" ? "email" : "text"}
              inputMode={values.criteria === "user.email" ? "email" : "numeric"}
              autoComplete={values.criteria === "user.email" ? "off" : undefined}
              maxLength={EMAIL_MAX}
              value={values.value}
              onChange={(e) => set("value", e.target.value)}
              aria-invalid={invalid("value")}
              aria-describedby={fieldError("value") ? `${ID}deger-hata` : undefined}
              className={inputClass(fieldError("value"))}
            />
            <FieldError id={`${ID}deger-hata`} error={fieldError("value")} />
          </div>
        ) : null}
        <CaptchaField key={sends} control={captcha} />
        <button type="submit" disabled={busy} className="btn-primary h-12 px-8 text-base sm:self-start max-sm:w-full">
          {busy ? "Aranıyor…" : "Liste Ara"}
        </button>
      </form>
      {items && <Results ref={results} items={items} />}
    </div>
  );
}

function NameInput(props: {
  field: "firstname" | "lastname";
  label: string;
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (field: GiftListSearchField, value: string) => void;
}) {
  const id = `${ID}${props.field}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.field}
        autoComplete={props.autoComplete}
        maxLength={SEARCH_NAME_MAX}
        value={props.value}
        onChange={(e) => props.onChange(props.field, e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-hata` : undefined}
        className={inputClass(props.error)}
      />
      <FieldError id={`${id}-hata`} error={props.error} />
    </div>
  );
}

function Results({ items, ref }: { items: GiftListSearchItem[]; ref: Ref<HTMLElement> }) {
  return (
    <section ref={ref} aria-labelledby={`${ID}sonuclar`} className="scroll-mt-32 lg:scroll-mt-4">
      <h2 id={`${ID}sonuclar`} className="text-lg font-extrabold text-ink">
        Arama Sonuçları
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {items.length} liste bulundu.
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 rounded-2xl border border-slate-200 p-4">
            <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">Liste No: {item.id}</p>
            <h3 className="text-lg font-extrabold text-ink">
              <Link to={item.url} className="hover:underline">
                {item.name}
              </Link>
            </h3>
            <p className="text-sm text-slate-600">
              {item.owner.firstname} {item.owner.lastname} · {formatBirthDate(ymdOfIso(item.expireDate.date))}
            </p>
            <p className="text-sm font-bold text-slate-700">{item.itemCount} ürün</p>
            <Link to={item.url} className="btn-primary mt-2 h-10 px-4 text-sm sm:self-start max-sm:w-full">
              Listeyi Gör
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
