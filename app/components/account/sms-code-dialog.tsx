/**
 * The SMS code popup (spec sections 4 and 9): four single-digit fields (typing moves on, backspace
 * moves back, pasting four digits fills them all), a 5-minute countdown, 'Tekrar Gönder' disabled
 * until it reaches 0:00, then the expiry message, the captcha (a new code is a new SMS) and the
 * resend enabled; 'Onayla' checks the code.
 */
import { href } from "react-router";
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { Dialog } from "radix-ui";
import { CODE_EXPIRED, CODE_FORMAT, CODE_LENGTH } from "#app/domain/accounts/verification-codes.messages";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { CaptchaField, type CaptchaControl } from "../form/captcha-field";

type Props = {
  phone: string;
  remainingSeconds: number;
  onClose: () => void;
  verifyUrl?: string;
  resendUrl?: string;
};

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** Seconds left until `deadline` (ms), ticking once a second. */
function useCountdown(deadline: number): number {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` only reads the deadline
  }, [deadline]);
  return seconds;
}

const EMPTY_DIGITS = Array.from({ length: CODE_LENGTH }, () => "");

export function SmsCodeDialog({
  phone,
  remainingSeconds,
  onClose,
  verifyUrl = href("/kullanici/kayit/dogrula"),
  resendUrl = href("/kullanici/kayit/kod-gonder"),
}: Props) {
  const [deadline, setDeadline] = useState(() => Date.now() + remainingSeconds * 1000);
  const seconds = useCountdown(deadline);
  const [digits, setDigits] = useState<string[]>(EMPTY_DIGITS);
  const [message, setMessage] = useState<{ text: string; tone: "error" | "info" } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const captcha = useRef<CaptchaControl>(null);
  const [resends, setResends] = useState(0);
  const expired = seconds === 0;

  const focus = (i: number) => inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  function fill(from: number, typed: string) {
    const incoming = typed
      .replace(/\D/g, "")
      .slice(0, CODE_LENGTH - from)
      .split("");
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((d, k) => (next[from + k] = d));
    setDigits(next);
    focus(from + incoming.length);
  }

  function onKeyDown(i: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && !digits[i] && i > 0) {
      event.preventDefault();
      const next = [...digits];
      next[i - 1] = "";
      setDigits(next);
      focus(i - 1);
    } else if (event.key === "ArrowLeft") focus(i - 1);
    else if (event.key === "ArrowRight") focus(i + 1);
  }

  function onPaste(i: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(/^\D*\d{4}\D*$/.test(event.clipboardData.getData("text")) ? 0 : i, event.clipboardData.getData("text"));
  }

  async function confirm() {
    const code = digits.join("");
    if (code.length !== CODE_LENGTH) {
      setMessage({ text: CODE_FORMAT, tone: "error" });
      focus(digits.findIndex((d) => !d));
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi<CallAnswer & { redirectUrl?: string }>(verifyUrl, { method: "POST", body: { code } });
      if (answer.success) {
        window.location.assign(answer.redirectUrl || "/");
        return;
      }
      setMessage({ text: answerText(answer), tone: "error" });
      setDigits(EMPTY_DIGITS);
      focus(0);
    } catch (error) {
      setMessage({ text: error instanceof CallError ? error.message : String(error), tone: "error" });
    }
    setBusy(false);
  }

  async function resend() {
    setBusy(true);
    try {
      const altcha = (await captcha.current?.solve()) ?? "";
      const answer = await callApi<CallAnswer & { remainingSeconds?: number }>(resendUrl, { method: "POST", body: { altcha } });
      setResends((n) => n + 1);
      if (answer.remainingSeconds) setDeadline(Date.now() + answer.remainingSeconds * 1000);
      if (answer.success) {
        setDigits(EMPTY_DIGITS);
        setMessage({ text: "Yeni doğrulama kodunuz gönderildi.", tone: "info" });
        focus(0);
      } else setMessage({ text: answerText(answer), tone: "error" });
    } catch (error) {
      setMessage({ text: error instanceof CallError ? error.message : String(error), tone: "error" });
    }
    setBusy(false);
  }

  const shown = expired ? { text: CODE_EXPIRED, tone: "error" as const } : message;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
        <Dialog.Content className="modal-panel" onOpenAutoFocus={(e) => (e.preventDefault(), focus(0))}>
          <Dialog.Title className="text-lg font-extrabold text-ink">Telefon Doğrulama</Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-slate-700">
            <strong className="whitespace-nowrap">{phone}</strong> numaralı telefonunuza gönderilen 4 haneli kodu giriniz.
          </Dialog.Description>
          <form
            className="mt-5"
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <div role="group" aria-label="Doğrulama kodu" className="flex justify-center gap-3">
              {digits.map((digit, i) => (
                <input
                  key={i}
                  ref={(el) => {
                    inputs.current[i] = el;
                  }}
                  value={digit}
                  aria-label={`Kodun ${i + 1}. hanesi`}
                  inputMode="numeric"
                  autoComplete={i === 0 ? "one-time-code" : "off"}
                  maxLength={CODE_LENGTH}
                  disabled={expired}
                  className={`size-14 rounded-xl border-2 text-center text-2xl font-black text-ink focus:border-brand-500 disabled:bg-slate-100 ${shown?.tone === "error" ? "border-red-400" : "border-slate-300"}`}
                  onChange={(e) => {
                    const typed = e.target.value.replace(digit, "");
                    if (typed === "") {
                      const next = [...digits];
                      next[i] = "";
                      setDigits(next);
                    } else fill(i, typed);
                  }}
                  onKeyDown={(e) => onKeyDown(i, e)}
                  onPaste={(e) => onPaste(i, e)}
                  onFocus={(e) => e.target.select()}
                />
              ))}
            </div>
            <p className="mt-4 text-center text-sm text-slate-600">
              Kalan süre:{" "}
              <span role="timer" aria-label="Kalan süre" className={`font-extrabold tabular-nums ${expired ? "text-red-600" : "text-ink"}`}>
                {clock(seconds)}
              </span>
            </p>
            {shown ? (
              <p
                role={shown.tone === "error" ? "alert" : "status"}
                className={`mt-3 rounded-xl px-3 py-2 text-center text-sm font-semibold ${shown.tone === "error" ? "bg-red-50 text-red-700" : "bg-emerald-50 text-emerald-800"}`}
              >
                {shown.text}
              </p>
            ) : null}
            {expired ? (
              <div className="mt-4">
                <CaptchaField key={resends} control={captcha} />
              </div>
            ) : null}
            <div className="mt-6 grid gap-2 sm:flex sm:justify-end">
              <button type="button" className="btn-secondary h-11 px-5" disabled={!expired || busy} onClick={() => void resend()}>
                Tekrar Gönder
              </button>
              <button type="submit" className="btn-primary h-11 px-6" disabled={expired || busy}>
                Onayla
              </button>
            </div>
          </form>
          <Dialog.Close className="absolute top-3 right-3 rounded-full p-2 text-slate-500 hover:bg-slate-100" aria-label="Kapat">
            ✕
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
