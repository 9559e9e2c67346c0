/**
 * 'Listeyi Paylaş' (spec sections 5, 7, 8), for the list's owner: opens a small form, the
 * addresses in one box ('Virgül, noktalı virgül veya boşlukla ayırın') and 'Paylaş'. Checked
 * here with the server's rule and messages (share-emails.ts) before the call
 * POST /hediye-listesi/ajax/share-with-email/{id}; the answer shows under the box. A refusal
 * keeps what was typed; a share that went out empties the box.
 */
import { href } from "react-router";
import { useId, useRef, useState, type FormEvent } from "react";
import { LoginNotice } from "#app/components/account/login-card";
import { checkShareEmails, SHARE_HINT } from "#app/domain/member-lists/share-emails";
import { answerText, callApi, CallError } from "#app/lib/api-client";
import { inputClass } from "#app/components/form/input-class";

/** 'Listeyi Paylaş' and, once pressed, the form under it (the list's page). */
export function ShareGiftList({ listId, className = "" }: { listId: number; className?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <ShareToggle open={open} formId={`${id}-form`} onToggle={() => setOpen((o) => !o)} className="max-sm:w-full" />
      {open && <ShareGiftListForm listId={listId} formId={`${id}-form`} onCancel={() => setOpen(false)} />}
    </div>
  );
}

/** The button that opens and closes a share form (Hediye Listelerim puts it beside the list's other buttons). */
export function ShareToggle({
  open,
  formId,
  onToggle,
  className = "",
}: {
  open: boolean;
  formId: string;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? formId : undefined}
      className={`btn-secondary h-10 px-4 text-sm ${className}`}
    >
      Listeyi Paylaş
    </button>
  );
}

/** The addresses box and 'Paylaş', with the answer under it. */
export function ShareGiftListForm({ listId, formId, onCancel }: { listId: number; formId: string; onCancel: () => void }) {
  const [emails, setEmails] = useState("");
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  function refuse(text: string) {
    setAnswer({ ok: false, text });
    box.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkShareEmails(emails);
    if (!checked.ok) return refuse(checked.reason);
    setBusy(true);
    setAnswer(null);
    try {
      // POST {emails, url}; the link in the e-mail is always the shop's own (the `url` sent is ignored).
      const shared = await callApi(href("/hediye-listesi/ajax/share-with-email/:id", { id: String(listId) }), {
        method: "POST",
        body: { emails, url: href("/hediye-listesi/goster/:id", { id: String(listId) }) },
      });
      if (!shared.success) return refuse(answerText(shared));
      setAnswer({ ok: true, text: answerText(shared) });
      setEmails("");
    } catch (e) {
      refuse(e instanceof CallError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const messageId = `${formId}-mesaj`;
  return (
    <form
      id={formId}
      noValidate
      onSubmit={onSubmit}
      aria-label="Listeyi e-posta ile paylaş"
      className="mt-3 flex max-w-xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div>
        <label htmlFor={`${formId}-adresler`} className="text-sm font-bold text-slate-700">
          E-posta Adresleri
        </label>
        <textarea
          ref={box}
          id={`${formId}-adresler`}
          name="emails"
          rows={3}
          autoComplete="off"
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          aria-invalid={answer && !answer.ok ? true : undefined}
          aria-describedby={`${formId}-ipucu${answer ? ` ${messageId}` : ""}`}
          className={`${inputClass(answer && !answer.ok ? answer.text : undefined)} h-auto resize-y py-2 leading-snug`}
          placeholder="ornek@eposta.com, diger@eposta.com"
        />
        <p id={`${formId}-ipucu`} className="mt-1 text-sm text-slate-600">
          {SHARE_HINT}
        </p>
      </div>
      <LoginNotice id={messageId} error={answer && !answer.ok ? answer.text : undefined} notice={answer?.ok ? answer.text : undefined} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className="btn-primary h-11 px-6 max-sm:w-full">
          {busy ? "Gönderiliyor…" : "Paylaş"}
        </button>
        <button type="button" onClick={onCancel} className="btn-secondary h-11 px-6 max-sm:w-full">
          Vazgeç
        </button>
      </div>
    </form>
  );
}
