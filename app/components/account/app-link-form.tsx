/**
 * The app-link SMS sender (spec sections 2, 5, 7), on the help page: 'Cep Telefonu' masked
 * (5xx) xxx-xxxx as it is typed and checked with the server's rule ('Lütfen Telefon Numaranızı
 * Giriniz' when empty), the captcha (it sends an SMS to the number typed, so it is asked first; it
 * does its work when the form is sent), then POST /send-app-link. The answer shows above the button:
 * the SMS went (the number is emptied), or the refusal (limits, captcha) with the number kept.
 * The captcha needs JavaScript, and so does this form (its box says so without it).
 */
import { href } from "react-router";
import { useRef, useState, type FormEvent } from "react";
import { appLinkSchema } from "#app/domain/accounts/app-link.schema";
import { answerText, callApi, CallError } from "#app/lib/api-client";
import { CaptchaField, captchaSolution, type CaptchaControl } from "../form/captcha-field";
import { LoginNotice } from "./login-card";
import { PhoneField } from "#app/components/form/phone-field";

const FIELD = "phoneNumber";
/** PhoneField's input id (components/form/field.tsx: `kayit-{name}`). */
const INPUT_ID = `kayit-${FIELD}`;

export function AppLinkForm() {
  const [phone, setPhone] = useState("");
  // The field's own message (the phone rule), and the answer of the call.
  const [fieldError, setFieldError] = useState("");
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Every answer used the captcha's solution up: a new widget for the next send.
  const [sends, setSends] = useState(0);
  const captcha = useRef<CaptchaControl>(null);

  const focusPhone = () => document.getElementById(INPUT_ID)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = appLinkSchema.safeParse({ [FIELD]: phone });
    if (!checked.success) {
      setAnswer(null);
      setFieldError(checked.error.issues[0]?.message ?? "");
      return focusPhone();
    }
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setAnswer(null);
    try {
      const altcha = await captchaSolution(data, captcha);
      const sent = await callApi(href("/send-app-link"), { method: "POST", body: { [FIELD]: phone, altcha } });
      setSends((n) => n + 1);
      if (sent.success) {
        setAnswer({ ok: true, text: sent.message ?? "" });
        setPhone("");
      } else {
        setAnswer({ ok: false, text: answerText(sent) });
        focusPhone();
      }
    } catch (e) {
      setAnswer({ ok: false, text: e instanceof CallError ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Uygulama bağlantısı gönder" className="grid gap-4">
      <PhoneField
        name={FIELD}
        value={phone}
        error={fieldError}
        hint="Bağlantıyı içeren tek bir SMS gönderilir."
        onChange={(v) => {
          setPhone(v);
          if (fieldError) setFieldError(appLinkSchema.safeParse({ [FIELD]: v }).error?.issues[0]?.message ?? "");
        }}
      />
      <CaptchaField key={sends} control={captcha} />
      <LoginNotice error={answer && !answer.ok ? answer.text : undefined} notice={answer?.ok ? answer.text : undefined} />
      <div>
        <button type="submit" className="btn-primary h-12 w-full px-8 text-base sm:w-auto" disabled={busy}>
          {busy ? "Gönderiliyor…" : "Bağlantıyı Gönder"}
        </button>
      </div>
    </form>
  );
}
