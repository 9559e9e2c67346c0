/** The e-mail verification box of /kullanici/profil: verified, or a button that sends the link. */
import { href } from "react-router";
import { useState } from "react";
import { useFeedback } from "#app/components/feedback";
import { answerText } from "#app/lib/api-client";

export function ProfileEmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState("");

  async function send() {
    setBusy(true);
    const answer = await feedback.call(href("/kullanici/send-email-confirm"), { method: "POST" });
    setBusy(false);
    if (!answer) return;
    if (answer.success) setSentMessage(answerText(answer));
    feedback.notify({ type: answer.success ? "success" : "error", message: answerText(answer) });
  }

  return (
    <aside aria-labelledby="eposta-dogrulama" className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="eposta-dogrulama" className="text-base font-black text-ink">
        E-posta Doğrulama
      </h2>
      <p className="mt-1 text-sm break-all text-slate-600">{email}</p>
      {verified ? (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-bold text-emerald-800">
          E-posta adresiniz doğrulandı.
        </p>
      ) : (
        <>
          <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm font-bold text-amber-800">E-posta adresiniz henüz doğrulanmadı.</p>
          {sentMessage ? (
            <p role="status" className="mt-3 text-sm text-slate-700">
              {sentMessage}
            </p>
          ) : null}
          <button type="button" onClick={send} disabled={busy} className="btn-secondary mt-4 h-11 w-full text-sm">
            Doğrulama E-postası Gönder
          </button>
        </>
      )}
    </aside>
  );
}
