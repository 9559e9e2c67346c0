/**
 * The login form (spec sections 2, 5, 8): two ways in, as tabs.
 *   'E-posta / Telefon ile': 'E-posta veya Cep Telefonu', 'Şifre' with show/hide, 'Giriş Yap'. The
 *     password is encrypted in the browser with the page's one-time secret before it is sent;
 *     without crypto.subtle (plain-HTTP origins) the form posts as it is and the server takes the
 *     password only from a same-origin request. A failure keeps the identifier, clears the
 *     password and gives both fields a red border.
 *   'SMS ile Giriş': the phone, then a 4-digit code by SMS (sms-login-form.tsx).
 * LoginForm is the login page (its card, a real form that works without JavaScript); LoginOptions
 * is the same content for the header's login popup, which logs in with JSON calls.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Form, href, Link, useNavigation, useSubmit } from "react-router";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { canEncryptPassword, encryptPassword, type LoginSecret } from "#app/lib/login-encryption";
import { CAPTCHA_FIELD } from "#app/domain/captcha/captcha.messages";
import { CaptchaField, captchaSolution, type CaptchaControl } from "../form/captcha-field";
import { accountFieldClass as fieldClass, LoginCard, LoginIdentifierInput, LoginNotice } from "./login-card";
import { PasswordInput } from "./password-input";
import { SmsLoginForm } from "./sms-login-form";

type Props = {
  secret: LoginSecret;
  redirectUrl: string;
  error?: string;
  notice?: string;
  identifier?: string;
  /** Show the captcha: the last login from here failed. */
  captcha?: boolean;
  /** When the page's last refusal was answered: each refusal starts the fields afresh once. */
  answeredAt?: number;
};

export function LoginForm(props: Props) {
  return (
    <LoginCard
      title="Giriş Yap"
      intro="Minik Dünya hesabınızla giriş yapın."
      footer={
        <>
          Hesabınız yok mu?{" "}
          <Link to={href("/kullanici/kayit")} className="font-extrabold text-brand-700 hover:underline">
            Üye Ol
          </Link>
        </>
      }
    >
      <LoginOptions {...props} idPrefix="login" />
    </LoginCard>
  );
}

const METHODS = [
  { id: "sifre", label: "E-posta / Telefon ile" },
  { id: "sms", label: "SMS ile Giriş" },
] as const;
type Method = (typeof METHODS)[number]["id"];

type OptionsProps = Omit<Props, "secret"> & {
  /** null while the popup is still fetching its secret. */
  secret: LoginSecret | null;
  /** Prefix of the element ids (the page and the popup each have their own). */
  idPrefix: string;
  /** Popup mode: the password login is a JSON call; a failure used the secret up and asks for a new one. */
  onSecretUsed?: () => void;
};

/** The two login methods as accessible tabs (arrow keys move between them). */
export function LoginOptions({ idPrefix, ...props }: OptionsProps) {
  const [method, setMethod] = useState<Method>("sifre");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next = event.key === "Home" ? 0 : event.key === "End" ? METHODS.length - 1 : (index + step + METHODS.length) % METHODS.length;
    setMethod(METHODS[next].id);
    tabs.current[next]?.focus();
  }

  return (
    <div className="mt-5">
      <div role="tablist" aria-label="Giriş yöntemi" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {METHODS.map((m, i) => {
          const selected = m.id === method;
          return (
            <button
              key={m.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${m.id}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${m.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setMethod(m.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`h-10 rounded-lg px-2 text-sm font-extrabold transition-colors ${selected ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-ink"}`}
            >
              {m.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${method}`} aria-labelledby={`${idPrefix}-tab-${method}`}>
        {method === "sifre" ? (
          <PasswordLogin idPrefix={idPrefix} {...props} />
        ) : (
          <SmsLoginForm idPrefix={idPrefix} redirectUrl={props.redirectUrl} />
        )}
      </div>
    </div>
  );
}

type Failure = { error: string; identifier: string; attempt: number; captcha: boolean };

function PasswordLogin({
  secret,
  redirectUrl,
  error,
  notice,
  identifier,
  captcha,
  answeredAt,
  idPrefix,
  onSecretUsed,
}: Omit<OptionsProps, "idPrefix"> & { idPrefix: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [working, setWorking] = useState(false);
  // Popup mode: what the last JSON call refused (the page gets it from its action instead).
  const [failure, setFailure] = useState<Failure | null>(null);
  const popup = onSecretUsed !== undefined;
  const busy = working || !secret || (!popup && navigation.state === "submitting");
  const shownError = popup ? failure?.error : error;
  const invalid = Boolean(shownError);
  const showCaptcha = Boolean(captcha || failure?.captcha);
  const captchaControl = useRef<CaptchaControl>(null);
  const errorId = `${idPrefix}-error`;

  async function loginByCall(form: FormData, current: LoginSecret) {
    const typed = String(form.get("identifier") ?? "");
    const password = String(form.get("password") ?? "");
    let refused: string;
    let needsCaptcha = true;
    try {
      const sealed = canEncryptPassword() ? await encryptPassword(password, current) : { secretId: current.secretId, password };
      const answer = await callApi<CallAnswer & { redirectUrl?: string | null; captcha?: boolean }>(href("/kullanici/kullanici-giris"), {
        method: "POST",
        body: { identifier: typed, redirectUrl, [CAPTCHA_FIELD]: await captchaSolution(form, captchaControl), ...sealed },
      });
      if (answer.success) {
        window.location.assign(answer.redirectUrl || redirectUrl);
        return;
      }
      refused = answerText(answer);
      needsCaptcha = answer.captcha !== false;
    } catch (e) {
      refused = e instanceof CallError ? e.message : String(e);
    }
    setFailure((f) => ({
      error: refused,
      identifier: typed,
      attempt: (f?.attempt ?? 0) + 1,
      captcha: needsCaptcha || Boolean(f?.captcha),
    }));
    onSecretUsed?.();
    setWorking(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!secret) return event.preventDefault();
    if (popup) {
      event.preventDefault();
      setWorking(true);
      await loginByCall(new FormData(event.currentTarget), secret);
      return;
    }
    if (!canEncryptPassword()) return; // plain-HTTP fallback: the browser posts the form itself
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setWorking(true);
    try {
      const sealed = await encryptPassword(String(form.get("password") ?? ""), secret);
      void submit(
        {
          identifier: String(form.get("identifier") ?? ""),
          redirectUrl,
          [CAPTCHA_FIELD]: await captchaSolution(form, captchaControl),
          ...sealed,
        },
        { method: "post", replace: true },
      );
    } finally {
      setWorking(false);
    }
  }

  // A new failure remounts the fields: the identifier keeps what was typed, the password empties,
  // the captcha starts afresh.
  const fieldKey = popup ? `${failure?.attempt ?? 0}` : shownError ? `${shownError}:${answeredAt}` : "";
  return (
    <Form
      method="post"
      replace
      onSubmit={onSubmit}
      data-public-key={secret?.publicKey}
      className="mt-5 space-y-4"
      aria-describedby={invalid ? errorId : undefined}
    >
      <input type="hidden" name="secretId" value={secret?.secretId ?? ""} />
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <LoginNotice id={errorId} error={shownError} notice={popup ? undefined : notice} />
      <LoginIdentifierInput
        key={`id-${fieldKey}`}
        id={`${idPrefix}-identifier`}
        defaultValue={popup ? failure?.identifier : identifier}
        invalid={invalid}
      />
      <PasswordInput
        key={`pw-${fieldKey}`}
        id={`${idPrefix}-password`}
        name="password"
        label="Şifre"
        autoComplete="current-password"
        invalid={invalid}
        className={fieldClass(invalid)}
      />
      {showCaptcha ? <CaptchaField key={`captcha-${fieldKey}`} control={captchaControl} /> : null}
      <div className="flex justify-end">
        <Link to={href("/kullanici/sifremi-unuttum")} className="text-sm font-bold text-brand-700 hover:underline">
          Şifremi Unuttum
        </Link>
      </div>
      <button type="submit" className="btn-primary h-12 w-full text-base" disabled={busy}>
        {busy && secret ? "Giriş yapılıyor…" : "Giriş Yap"}
      </button>
    </Form>
  );
}
