/**
 * The parents' club sign-up form (/aile-kulubu/uye-ol, tab 'Üye Ol'; spec sections 2, 4, 5): the
 * parent (Ad, Soyad, E-posta, Cep Telefonu, İl), up to 4 children revealed one by one with 'Çocuk
 * Ekle' (hidden once 4 are shown), the membership agreement and the newsletter consent.
 *
 * Checked with the server's schema before sending (the first wrong field gets the focus; messages
 * then follow what is typed). Left without the consent, the warning popup offers 'Bilgilerimi
 * Kontrol Et' (back to the form, on the checkbox) or 'Kayda Devam Et' (sent without it). Success
 * replaces the form with the welcome and opens the success popup.
 *
 * Without JavaScript it is a plain form post: the server answers the same page with its messages
 * and everything typed; 'Çocuk Ekle' posts the form for one more slot; the consent warning is a
 * box above the button whose 'Kayda Devam Et' sends the form again with `continueWithoutConsent`.
 *
 * `via`: a fetcher to send it through instead (the join popup before an event registration,
 * club-join-dialog.tsx): the same post to the club page's action, its answer read from the fetcher,
 * the page staying where it is.
 */
import { useRef, useState, type FormEvent } from "react";
import { type FetcherWithComponents, Form, href, useNavigation, useSubmit } from "react-router";
import { LoginNotice } from "#app/components/account/login-card";
import { SelectField } from "#app/components/address/place-select";
import { AddKidButton } from "#app/components/family/add-kid-button";
import { KidFields } from "#app/components/family/kid-fields";
import { lazyDialog } from "#app/components/feedback/lazy-dialog";
import type { NewsletterWarningProps } from "./club-dialogs";
import {
  ADD_CHILD_INTENT,
  CHECK_DETAILS,
  CHILD_INCOMPLETE,
  childErrors,
  clubErrors,
  CONTINUE_REGISTRATION,
  EMPTY_CLUB,
  MAX_CHILDREN,
  NEWSLETTER_LABEL,
  NEWSLETTER_WARNING,
  NEWSLETTER_WARNING_TITLE,
  type ClubValues,
} from "#app/domain/club/club.schema";
import { yearOptions, type Ymd } from "#app/lib/birth-date";
import { EMPTY_KID, KID_MAX_AGE_YEARS, type KidValues } from "#app/domain/family/kid.schema";
import { TextField, CheckField } from "#app/components/form/field";
import { PhoneField } from "#app/components/form/phone-field";
import { NameFields } from "#app/components/form/name-fields";

/** The page action's answer (also the JSON call's). */
export type ClubAnswer = {
  success: boolean;
  reason: string;
  message: string;
  errors: Record<string, string>;
  values: ClubValues;
  /** The consent was left unticked: the form asks first (no JavaScript: the box above the button). */
  warning?: boolean;
};

export type ClubPrefill = Pick<ClubValues, "firstname" | "lastname" | "email" | "phone">;

const NewsletterWarningDialog = lazyDialog<NewsletterWarningProps>(() =>
  import("./club-dialogs").then((m) => ({ default: m.NewsletterWarningDialog })),
);

const docLink = "font-bold text-brand-700 underline underline-offset-2";
const NEWSLETTER_ID = "kayit-newsletter";

/** The input an error's path names: `children.1.birth` → the second slot's day select. */
function fieldId(path: string): string {
  const child = /^children\.(\d)\.(\w+)$/.exec(path);
  if (child) return `cocuk-${Number(child[1]) + 1}-${child[2] === "birth" ? "day" : child[2] === "gender" ? "name" : child[2]}`;
  return path === "children" ? "cocuk-1-name" : `kayit-${path}`;
}

function Section({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-1 text-lg font-black text-ink">{title}</legend>
      {intro ? <p className="-mt-2 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </fieldset>
  );
}

export type ClubSignupFormProps = {
  cities: { id: number; name: string }[];
  prefill: ClubPrefill | null;
  today: Ymd;
  answer?: ClubAnswer;
  via?: FetcherWithComponents<ClubAnswer>;
  /** The send button's words ('Üye Ol'). */
  submitLabel?: string;
};

export function ClubSignupForm({ cities, prefill, today, answer, via, submitLabel = "Üye Ol" }: ClubSignupFormProps) {
  const [values, setValues] = useState<ClubValues>(() => answer?.values ?? { ...EMPTY_CLUB, ...prefill });
  // The page's own messages while a submit checked here found something; else the server's answer.
  const [ownErrors, setOwnErrors] = useState<Record<string, string> | null>(null);
  const [warning, setWarning] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const pageSubmit = useSubmit();
  const navigation = useNavigation();
  const submit = via ? via.submit : pageSubmit;
  const busy = (via ?? navigation).state === "submitting";
  const FormTag = via ? via.Form : Form;
  const errors = ownErrors ?? (answer && !answer.success ? answer.errors : {});

  const change = (next: ClubValues) => {
    setValues(next);
    if (ownErrors) setOwnErrors(clubErrors(next));
  };
  const set = <K extends keyof ClubValues>(field: K, value: ClubValues[K]) => change({ ...values, [field]: value });
  const setChild = (index: number, field: keyof KidValues, value: string) =>
    change({ ...values, children: values.children.map((child, i) => (i === index ? { ...child, [field]: value } : child)) });
  const addChild = () => {
    if (values.children.length >= MAX_CHILDREN) return;
    change({ ...values, children: [...values.children, { ...EMPTY_KID }] });
    requestAnimationFrame(() => document.getElementById(`cocuk-${values.children.length + 1}-name`)?.focus());
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript 'Çocuk Ekle' never submits: its click adds the slot in place.
    const found = clubErrors(values);
    const first = Object.keys(found)[0];
    // Nothing wrong here: the server's answer speaks next (its messages, or a refusal such as the limit).
    setOwnErrors(first ? found : null);
    if (first) {
      event.preventDefault();
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    // The warning box's own 'Kayda Devam Et' (after a post without JavaScript) already answered it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!values.newsletter && submitter?.getAttribute("name") !== "continueWithoutConsent") {
      event.preventDefault();
      setWarning(true);
    }
  }

  function continueWithoutConsent() {
    setWarning(false);
    const data = new FormData(form.current!);
    data.set("continueWithoutConsent", "1");
    void submit(data, { method: "post", action: href("/aile-kulubu/uye-ol"), preventScrollReset: true });
  }

  const years = (child: KidValues) => yearOptions(today, KID_MAX_AGE_YEARS, 0, Number(child.year) || undefined);
  // A refusal that names no field (the e-mail is a member already, too many sign-ups).
  const refusal =
    !ownErrors && answer && !answer.success && !answer.warning && Object.keys(answer.errors).length === 0 ? answer.reason : undefined;

  return (
    <FormTag
      ref={form}
      method="post"
      action={href("/aile-kulubu/uye-ol")}
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      aria-label="Aile Kulübü üyelik formu"
      className="grid gap-8"
    >
      <Section title="Ebeveyn Bilgileri">
        <NameFields values={values} errors={errors} onChange={set} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="email"
            label="E-posta"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(v) => set("email", v)}
          />
          <PhoneField value={values.phone} error={errors.phone} onChange={(v) => set("phone", v)} />
        </div>
        <div className="sm:max-w-[calc(50%-0.5rem)]">
          <SelectField
            name="cityId"
            label="İl"
            value={values.cityId}
            options={cities}
            placeholder="İl seçiniz"
            error={errors.cityId}
            onChange={(v) => set("cityId", v)}
          />
        </div>
      </Section>

      <Section
        title="Çocuk Bilgileri"
        intro={`Çocuklarınızın yaşına uygun etkinlikleri size önerelim. En fazla ${MAX_CHILDREN} çocuk ekleyebilirsiniz.`}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {values.children.map((child, i) => {
            const own = childErrors(errors, i);
            const summary = Object.keys(own).length > 0 ? CHILD_INCOMPLETE : undefined;
            return (
              <fieldset
                key={i}
                aria-describedby={summary ? `cocuk-${i + 1}-ozet` : undefined}
                className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50/60 p-4"
              >
                <legend className="rounded-full bg-white px-3 py-0.5 text-sm font-extrabold text-brand-700 ring-1 ring-slate-200">{`${i + 1}. Çocuk`}</legend>
                {summary ? (
                  <p id={`cocuk-${i + 1}-ozet`} className="mb-3 text-sm font-semibold text-red-600">
                    {summary}
                  </p>
                ) : null}
                <KidFields
                  idPrefix={`cocuk-${i + 1}-`}
                  namePrefix={`children[${i}].`}
                  values={child}
                  errors={own}
                  years={years(child)}
                  onChange={(field, value) => setChild(i, field, value)}
                />
              </fieldset>
            );
          })}
          <div className="flex items-stretch lg:min-h-40">
            <AddKidButton active={values.children.length} max={MAX_CHILDREN} onAdd={addChild} submit={ADD_CHILD_INTENT} />
          </div>
        </div>
      </Section>

      <Section title="Onaylar">
        <div className="grid gap-3 rounded-2xl bg-slate-50 p-4">
          <CheckField name="agreement" checked={values.agreement} error={errors.agreement} onChange={(v) => set("agreement", v)}>
            <a href={href("/aile-kulubu/uyelik-sozlesmesi")} target="_blank" rel="noopener" className={docLink}>
              Aile Kulübü Üyelik Sözleşmesi
            </a>
            &apos;ni okudum, kabul ediyorum.
          </CheckField>
          <CheckField name="newsletter" checked={values.newsletter} onChange={(v) => set("newsletter", v)}>
            {NEWSLETTER_LABEL}
          </CheckField>
        </div>
        <p className="text-xs leading-relaxed text-slate-500">
          Kişisel verileriniz ve çocuklarınızın bilgileri, kulüp hizmetlerini sunabilmemiz için{" "}
          <a href={href("/sozlesmeler/:slug", { slug: "kvkk-aydinlatma-metni" })} target="_blank" rel="noopener" className={docLink}>
            KVKK Aydınlatma Metni
          </a>{" "}
          kapsamında işlenir.
        </p>
      </Section>

      <LoginNotice error={refusal} />
      {answer?.warning && !ownErrors ? (
        <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
          <p className="font-extrabold text-amber-900">{NEWSLETTER_WARNING_TITLE}</p>
          <p className="mt-1 text-sm text-amber-900">{NEWSLETTER_WARNING}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={`#${NEWSLETTER_ID}`} className="btn-primary h-10 px-5 text-sm">
              {CHECK_DETAILS}
            </a>
            <button type="submit" name="continueWithoutConsent" value="1" className="btn-secondary h-10 px-5 text-sm">
              {CONTINUE_REGISTRATION}
            </button>
          </div>
        </div>
      ) : null}
      <div>
        <button type="submit" className="btn-primary h-12 w-full px-12 text-base sm:w-auto" disabled={busy}>
          {busy ? "Gönderiliyor…" : submitLabel}
        </button>
      </div>
      <NewsletterWarningDialog
        open={warning}
        checkboxId={NEWSLETTER_ID}
        onCheck={() => setWarning(false)}
        onContinue={continueWithoutConsent}
      />
    </FormTag>
  );
}
