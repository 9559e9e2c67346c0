/**
 * 'SMS ile Giriş' (spec sections 2, 4, 5, 9): the mobile number, masked (5xx) xxx-xxxx as it is
 * typed and checked with the server's rule; 'Kod Gönder' (after the captcha, which does its work
 * when the form is sent) asks for a code and opens the code popup (four digits, 5-minute
 * countdown, 'Tekrar Gönder' once it runs out). The right code signs the member in and goes to
 * the remembered redirect.
 */
import { href } from "react-router";
import { useRef, useState, type FormEvent } from "react";
import { smsLoginSendSchema } from "#app/domain/accounts/sms-login.schema";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { maskPhone, PHONE_PLACEHOLDER } from "#app/lib/phone";
import { CaptchaField, captchaSolution, type CaptchaControl } from "../form/captcha-field";
import { accountFieldClass, LoginNotice } from "./login-card";
import { SmsCodeDialog } from "./sms-code-dialog";

type SendAnswer = CallAnswer & { phone?: string; remainingSeconds?: number };

export function SmsLoginForm({ idPrefix, redirectUrl }: { idPrefix: string; redirectUrl: string }) {
  const [phone, setPhone] = useState("");
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  // Every answer used the captcha's solution up: a new widget for the next send.
  const [sends, setSends] = useState(0);
  const [code, setCode] = useState<{
    phone: string;
    remainingSeconds: number;
    key: number;
  } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const captcha = useRef<CaptchaControl>(null);
  const inputId = `${idPrefix}-sms-phone`;
  const messageId = `${idPrefix}-sms-message`;

  function refuse(text: string) {
    setNotice("");
    setError(text);
    input.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = smsLoginSendSchema.safeParse({ phoneNumber: phone });
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? "");
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    try {
      const altcha = await captchaSolution(data, captcha);
      const answer = await callApi<SendAnswer>(href("/kullanici/sms-giris/kod-gonder"), {
        method: "POST",
        body: { phoneNumber: phone, redirectUrl, altcha },
      });
      setSends((n) => n + 1);
      if (answer.success) {
        setNotice(answer.message ?? "");
        setCode({
          phone: answer.phone ?? phone,
          remainingSeconds: answer.remainingSeconds ?? 300,
          key: Date.now(),
        });
      } else refuse(answerText(answer));
    } catch (e) {
      refuse(e instanceof CallError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-label="SMS ile giriş">
        <p className="text-sm text-slate-600">Cep telefonunuza gönderilecek 4 haneli kod ile şifre kullanmadan giriş yapın.</p>
        <LoginNotice id={messageId} error={error} notice={notice} />
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-bold text-ink">
            Cep Telefonu
          </label>
          <input
            ref={input}
            id={inputId}
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={PHONE_PLACEHOLDER}
            value={phone}
            onChange={(e) => {
              setPhone(maskPhone(e.target.value));
              if (error) setError("");
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || notice ? messageId : undefined}
            className={accountFieldClass(Boolean(error))}
          />
        </div>
        <CaptchaField key={sends} control={captcha} />
        <button type="submit" className="btn-primary h-12 w-full text-base" disabled={busy}>
          {busy ? "Gönderiliyor…" : "Kod Gönder"}
        </button>
      </form>
      {/* Outside the form: the popup's own submit must not bubble (through the portal) into this one. */}
      {code ? (
        <SmsCodeDialog
          key={code.key}
          phone={code.phone}
          remainingSeconds={code.remainingSeconds}
          onClose={() => setCode(null)}
          verifyUrl={href("/kullanici/sms-giris/dogrula")}
          resendUrl={href("/kullanici/sms-giris/kod-gonder")}
        />
      ) : null}
    </>
  );
}
