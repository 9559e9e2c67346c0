/**
 * The registration page (/kullanici/kayit): the form, checked on every submit with the same zod
 * schema the server uses, and the captcha (before the SMS goes out), then the SMS code popup.
 * Nothing typed is lost on an error.
 */
import { useRef, useState, type FormEvent } from "react";
import { href, Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { GENDERS, registrationSchema, type RegistrationField } from "#app/domain/accounts/registration.schema";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { CaptchaField, captchaSolution, type CaptchaControl } from "../form/captcha-field";
import { SmsCodeDialog } from "./sms-code-dialog";
import { FieldError } from "#app/components/form/field-error";
import { TextField, CheckField } from "#app/components/form/field";
import { PhoneField } from "#app/components/form/phone-field";
import { NameFields } from "#app/components/form/name-fields";
import { MARKETING_EMAIL_TEXT, MARKETING_SMS_TEXT } from "#app/domain/notifications/consent-texts";

type Values = Record<"firstname" | "lastname" | "phone" | "email" | "password" | "passwordRepeat" | "gender", string> &
  Record<"membership" | "kvkk" | "marketingSms" | "marketingEmail", boolean>;
type Errors = Partial<Record<RegistrationField, string>>;
type CodeAnswer = CallAnswer & { errors?: Errors; phone?: string; remainingSeconds?: number };

const EMPTY: Values = {
  firstname: "",
  lastname: "",
  phone: "",
  email: "",
  password: "",
  passwordRepeat: "",
  gender: "",
  membership: false,
  kvkk: false,
  marketingSms: false,
  marketingEmail: false,
};

/** Each field's first message, as the server's validate() reports them. */
function check(values: Values): Errors {
  const result = registrationSchema.safeParse(values);
  const errors: Errors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path[0] as RegistrationField] ??= issue.message;
  return errors;
}

const PASSWORD_FIELDS = [
  ["password", "Şifre", "En az 7 karakter; harf ve rakam içermeli."],
  ["passwordRepeat", "Şifre Tekrar", undefined],
] as const;

const docLink = "font-bold text-brand-700 underline underline-offset-2";

export function RegistrationPage({ redirectUrl }: { redirectUrl: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState("");
  // Every answer used the captcha's solution up: a new widget for the next send.
  const [sends, setSends] = useState(0);
  const captcha = useRef<CaptchaControl>(null);
  const [code, setCode] = useState<{ phone: string; remainingSeconds: number; key: number } | null>(null);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After the first submit, messages follow what is typed.
    if (submitted) setErrors(check(next));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(true);
    setNotice("");
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`kayit-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const altcha = await captchaSolution(data, captcha);
      const answer = await callApi<CodeAnswer>(href("/kullanici/kayit"), { method: "POST", body: { ...values, redirectUrl, altcha } });
      setSends((n) => n + 1);
      if (answer.success) {
        setCode({ phone: answer.phone ?? values.phone, remainingSeconds: answer.remainingSeconds ?? 300, key: Date.now() });
      } else {
        setErrors(answer.errors ?? {});
        setNotice(answer.errors && Object.keys(answer.errors).length > 0 ? "" : answerText(answer));
      }
    } catch (error) {
      setNotice(error instanceof CallError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs items={[{ label: "Üye Ol" }]} />
      <div className="mx-auto mt-6 max-w-2xl rounded-3xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
        <h1 className="text-2xl font-black text-ink md:text-3xl">Üye Ol</h1>
        <p className="mt-1 text-slate-600">
          Zaten üye misiniz?{" "}
          <Link to={href("/kullanici/kullanici-giris")} className={docLink}>
            Giriş Yap
          </Link>
        </p>
        <form method="post" noValidate onSubmit={submit} className="mt-6 grid gap-4" aria-label="Üyelik formu">
          <NameFields values={values} errors={errors} onChange={set} />
          <PhoneField
            hint="Doğrulama kodu bu numaraya SMS ile gönderilecek."
            value={values.phone}
            error={errors.phone}
            onChange={(v) => set("phone", v)}
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
          <div className="grid gap-4 sm:grid-cols-2">
            {PASSWORD_FIELDS.map(([field, label, hint]) => (
              <TextField
                key={field}
                name={field}
                label={label}
                type="password"
                autoComplete="new-password"
                hint={hint}
                value={values[field]}
                error={errors[field]}
                onChange={(v) => set(field, v)}
              />
            ))}
          </div>
          <fieldset>
            <legend className="text-sm font-bold text-slate-700">
              Cinsiyet <span className="font-normal text-slate-500">(isteğe bağlı)</span>
            </legend>
            <div className="mt-2 flex gap-6">
              {Object.entries(GENDERS).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-[15px] text-slate-700">
                  <input
                    type="radio"
                    name="gender"
                    value={value}
                    checked={values.gender === value}
                    onChange={() => set("gender", value)}
                    className="size-4 accent-brand-500"
                  />
                  {label}
                </label>
              ))}
            </div>
            <FieldError id="kayit-gender-hata" error={errors.gender} />
          </fieldset>
          <div className="grid gap-3 rounded-2xl bg-slate-50 p-4">
            <CheckField name="membership" checked={values.membership} error={errors.membership} onChange={(v) => set("membership", v)}>
              <a href={href("/sozlesmeler/:slug", { slug: "uyelik-sozlesmesi" })} target="_blank" rel="noopener" className={docLink}>
                Üyelik Sözleşmesi
              </a>
              &apos;ni okudum, kabul ediyorum.
            </CheckField>
            <CheckField name="kvkk" checked={values.kvkk} error={errors.kvkk} onChange={(v) => set("kvkk", v)}>
              <a href={href("/sozlesmeler/:slug", { slug: "kvkk-aydinlatma-metni" })} target="_blank" rel="noopener" className={docLink}>
                KVKK Aydınlatma Metni
              </a>
              &apos;ni okudum.
            </CheckField>
            <CheckField name="marketingSms" checked={values.marketingSms} onChange={(v) => set("marketingSms", v)}>
              {MARKETING_SMS_TEXT}
            </CheckField>
            <CheckField name="marketingEmail" checked={values.marketingEmail} onChange={(v) => set("marketingEmail", v)}>
              {MARKETING_EMAIL_TEXT}
            </CheckField>
          </div>
          <CaptchaField key={sends} control={captcha} />
          {notice ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700">
              {notice}
            </p>
          ) : null}
          <button type="submit" className="btn-primary h-12 w-full text-base sm:w-auto sm:justify-self-start sm:px-10" disabled={busy}>
            {busy ? "Gönderiliyor…" : "Üye Ol"}
          </button>
        </form>
      </div>
      {code ? (
        <SmsCodeDialog key={code.key} phone={code.phone} remainingSeconds={code.remainingSeconds} onClose={() => setCode(null)} />
      ) : null}
    </div>
  );
}
