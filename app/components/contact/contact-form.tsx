/**
 * The contact form of /bize-ulasin (spec sections 3 and 5): Adınız, E-posta, Cep Telefonu (optional),
 * Konu, Sipariş Numarası (needed only for a subject about an order), Mesajınız. Checked with the server's schema before sending (the messages
 * then follow what is typed), sent as a plain form POST (it works without JavaScript: the server
 * answers the same page with its messages and everything typed), and replaced by the
 * acknowledgement once the message is stored.
 */
import { useEffect, useRef, useState } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { LoginNotice } from "#app/components/account/login-card";
import { useFormCheck } from "#app/components/account/profile-form-check";
import { SelectField } from "#app/components/address/place-select";
import { useLettersOnly } from "#app/components/form/use-letters-only";
import { CheckIcon } from "#app/components/icons";
import {
  contactSchema,
  EMPTY_CONTACT,
  MESSAGE_MAX,
  ORDER_NUMBER_HINT,
  SUBJECTS,
  type ContactField,
  type ContactValues,
} from "#app/domain/contact/contact.schema";
import { useOrderNumberFromHash } from "./use-order-number-from-hash";
import { inputClass } from "#app/components/form/input-class";
import { FieldError } from "#app/components/form/field-error";
import { TextField } from "#app/components/form/field";
import { PhoneField } from "#app/components/form/phone-field";

/** The action's answer (also the JSON call's): `{success, reason, message, errors}`, what was typed, and once stored the reference. */
export type ContactAnswer = {
  success: boolean;
  reason: string;
  message: string;
  errors: Record<string, string>;
  values: ContactValues;
  reference?: string;
};

export type ContactPrefill = Pick<ContactValues, "firstName" | "email" | "phone">;

const SUBJECT_OPTIONS = Object.entries(SUBJECTS).map(([id, name]) => ({ id, name }));
const docLink = "font-bold text-brand-700 underline underline-offset-2";

function Sent({ answer, onAgain }: { answer: ContactAnswer; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-10 text-center md:px-10"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden="true">
        <CheckIcon size={32} strokeWidth={2.5} />
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-lg font-black text-ink outline-none md:text-xl">
        {answer.message}
      </h2>
      <p className="mt-3 text-slate-700">
        Talep numaranız: <strong className="font-black tracking-wide text-ink">{answer.reference}</strong>
      </p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        Onay e-postasını <strong className="break-all text-ink">{answer.values.email}</strong> adresine gönderdik. Bize yeniden yazarken ya
        da bizi ararken talep numaranızı belirtebilirsiniz.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={href("/bize-ulasin")}
          className="btn-secondary h-11 px-6"
          onClick={(event) => {
            event.preventDefault();
            onAgain();
          }}
        >
          Yeni Mesaj Yaz
        </Link>
        <Link to={href("/")} className="btn-primary h-11 px-6">
          Alışverişe Devam Et
        </Link>
      </div>
    </div>
  );
}

export function ContactForm({ prefill, signedIn, answer }: { prefill: ContactPrefill | null; signedIn: boolean; answer?: ContactAnswer }) {
  const start = { ...EMPTY_CONTACT, ...prefill };
  const [values, setValues] = useState<ContactValues>(() => answer?.values ?? start);
  // The acknowledgement shows until the sender starts another message.
  const [dismissed, setDismissed] = useState<ContactAnswer | null>(null);
  const check = useFormCheck(contactSchema, "kayit-", answer?.success ? undefined : answer?.errors);
  const letters = useLettersOnly();
  const busy = useNavigation().state === "submitting";
  const errors = check.errors;

  useOrderNumberFromHash(signedIn, (orderNumber) =>
    setValues((current) => (current.orderNumber ? current : { ...current, orderNumber, subject: current.subject || "siparis" })),
  );

  const set = (name: ContactField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    check.recheck(next);
  };

  if (answer?.success && answer !== dismissed) {
    return (
      <Sent
        answer={answer}
        onAgain={() => {
          setDismissed(answer);
          setValues({ ...EMPTY_CONTACT, firstName: values.firstName, email: values.email, phone: values.phone });
        }}
      />
    );
  }

  const refusal = !check.checking && answer && !answer.success && Object.keys(answer.errors).length === 0 ? answer.reason : undefined;
  const messageError = errors.message;
  return (
    <Form method="post" noValidate onSubmit={(event) => check.onSubmit(event, values)} aria-label="İletişim formu" className="grid gap-4">
      <LoginNotice error={refusal} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label="Adınız"
          autoComplete="given-name"
          value={values.firstName}
          error={letters.message("firstName") ?? errors.firstName}
          onChange={(v) => set("firstName", letters.accept("firstName", v))}
        />
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
        <PhoneField label="Cep Telefonu (isteğe bağlı)" value={values.phone} error={errors.phone} onChange={(v) => set("phone", v)} />
        <SelectField
          name="subject"
          label="Konu"
          value={values.subject}
          options={SUBJECT_OPTIONS}
          placeholder="Konu seçiniz"
          error={errors.subject}
          onChange={(v) => set("subject", v)}
        />
      </div>
      <TextField
        name="orderNumber"
        label="Sipariş Numarası"
        inputMode="numeric"
        autoComplete="off"
        value={values.orderNumber}
        error={errors.orderNumber}
        hint={ORDER_NUMBER_HINT}
        onChange={(v) => set("orderNumber", v)}
      />
      <div>
        <label htmlFor="kayit-message" className="text-sm font-bold text-slate-700">
          Mesajınız
        </label>
        <textarea
          id="kayit-message"
          name="message"
          rows={6}
          maxLength={MESSAGE_MAX}
          value={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? "kayit-message-hata kayit-message-sayac" : "kayit-message-sayac"}
          className={`${inputClass(messageError)} h-auto resize-y py-2.5 leading-relaxed`}
          onChange={(e) => set("message", e.target.value)}
        />
        <div className="flex items-start justify-between gap-3">
          <FieldError id="kayit-message-hata" error={messageError} />
          <p
            id="kayit-message-sayac"
            className={`mt-1 ml-auto shrink-0 text-xs font-semibold tabular-nums ${MESSAGE_MAX - values.message.length < 100 ? "text-red-600" : "text-slate-500"}`}
          >
            {values.message.length}/{MESSAGE_MAX} karakter
          </p>
        </div>
      </div>
      <p className="text-xs leading-relaxed text-slate-500">
        Kişisel verileriniz, talebinizi yanıtlayabilmemiz için{" "}
        <a href={href("/sozlesmeler/:slug", { slug: "kvkk-aydinlatma-metni" })} target="_blank" rel="noopener" className={docLink}>
          KVKK Aydınlatma Metni
        </a>{" "}
        kapsamında işlenir.
      </p>
      <div>
        <button type="submit" className="btn-primary h-12 w-full px-10 text-base sm:w-auto" disabled={busy}>
          {busy ? "Gönderiliyor…" : "Mesajı Gönder"}
        </button>
      </div>
    </Form>
  );
}
