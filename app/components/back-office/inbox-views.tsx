/**
 * /yonetim/mesajlar's parts: the filter links ('Tümü', 'Yanıt bekleyenler'), the inbox rows, and a
 * message's page: the message as the sender wrote it (as text), the answer with who sent it and
 * when, or the answer form and 'Yanıtsız Kapat'. Plain forms checked with the server's schema.
 */
import { Form, href, Link } from "react-router";
import type { ContactMessageDetail, InboxRow } from "#app/domain/contact/contact-inbox.server";
import { ANSWER_MAX, answerSchema } from "#app/domain/contact/contact-answer.schema";
import { formatPhone } from "#app/lib/phone";
import { DetailRow as Row } from "./back-office-frame";
import { Badge, CheckedForm, TextField } from "./checked-form";

export function InboxFilter({ open }: { open: boolean }) {
  const link = (active: boolean) =>
    `rounded-full border-2 px-4 py-2 text-sm font-bold ${active ? "border-brand-600 bg-brand-50 text-brand-800" : "border-transparent bg-white text-slate-700 shadow-sm hover:bg-slate-100"}`;
  return (
    <nav aria-label="Mesaj filtresi" className="mb-4 flex flex-wrap gap-2">
      <Link to="?" className={link(!open)} aria-current={!open ? "page" : undefined}>
        Tümü
      </Link>
      <Link to="?durum=bekleyen" className={link(open)} aria-current={open ? "page" : undefined}>
        Yanıt bekleyenler
      </Link>
    </nav>
  );
}

export function MessageState({ answered, handled }: { answered: boolean; handled: boolean }) {
  if (answered) return <Badge tone="green">Yanıtlandı</Badge>;
  if (handled) return <Badge tone="grey">Kapatıldı</Badge>;
  return <Badge tone="amber">Yanıt bekliyor</Badge>;
}

export function InboxRows({ rows }: { rows: InboxRow[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Mesajlar">
      {rows.map((m) => (
        <li
          key={m.id}
          className={`rounded-2xl border p-4 shadow-sm ${m.handled ? "border-slate-200 bg-white" : "border-amber-300 bg-white"}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link
              to={href("/yonetim/mesajlar/:id", { id: String(m.id) })}
              className="font-extrabold break-words text-brand-700 hover:underline"
            >
              {m.reference} · {m.subjectLabel}
            </Link>
            <MessageState answered={m.answered} handled={m.handled} />
          </div>
          <p className="text-sm break-words text-slate-700">
            {m.firstName} · {m.email}
          </p>
          <p className="mt-1 text-sm break-words text-ink">{m.excerpt}</p>
          <p className="mt-1 text-xs text-slate-600">{m.dateText}</p>
        </li>
      ))}
    </ul>
  );
}

export function MessageView({ message, memberLink }: { message: ContactMessageDetail; memberLink: boolean }) {
  return (
    <>
      <dl>
        <Row term="Gönderen">
          {message.firstName}
          {message.memberId != null && memberLink && (
            <>
              {" "}
              (
              <Link to={href("/yonetim/uyeler/:id", { id: String(message.memberId) })} className="font-bold text-brand-700 hover:underline">
                üye #{message.memberId}
              </Link>
              )
            </>
          )}
        </Row>
        <Row term="E-posta">{message.email}</Row>
        <Row term="Telefon">{message.phone ? formatPhone(message.phone) : "—"}</Row>
        <Row term="Sipariş No">{message.orderNumber || "—"}</Row>
        <Row term="Konu">{message.subjectLabel}</Row>
        <Row term="Tarih">{message.dateText}</Row>
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-bold text-slate-600">Mesaj</h3>
      <p className="rounded-xl bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-ink">{message.message}</p>
    </>
  );
}

export function AnswerBox({
  message,
  errors,
  values,
  busy,
}: {
  message: ContactMessageDetail;
  errors: Record<string, string>;
  values: Record<string, string>;
  busy: boolean;
}) {
  if (message.answered) {
    return (
      <>
        <p className="mb-2 text-sm text-slate-700">
          {message.answeredBy ?? "Bir yönetici"} {message.answeredText} tarihinde {message.email} adresine yanıtladı:
        </p>
        <p className="rounded-xl bg-emerald-50 p-3 text-sm break-words whitespace-pre-wrap text-ink">{message.answer}</p>
      </>
    );
  }
  return (
    <>
      {message.handled && (
        <p className="mb-3 text-sm text-slate-700">
          {message.handledBy ?? "Bir yönetici"} bu mesajı {message.handledText} tarihinde yanıtsız kapattı. Yine de yanıtlayabilirsiniz.
        </p>
      )}
      <CheckedForm schema={answerSchema} errors={errors} label="Mesajı yanıtla" className="flex flex-col gap-3">
        {(shown) => (
          <>
            <input type="hidden" name="intent" value="answer" />
            <TextField
              id="yanit"
              name="answer"
              label="Yanıtınız"
              rows={8}
              maxLength={ANSWER_MAX}
              defaultValue={values.answer}
              error={shown.answer}
              hint={`“Re: ${message.subjectLabel} (${message.reference})” konusuyla ${message.email} adresine e-postayla gider; “Merhaba ${message.firstName},” ile başlar.`}
            />
            <div>
              <button type="submit" className="btn-primary h-11 px-5" disabled={busy}>
                Yanıtı Gönder
              </button>
            </div>
          </>
        )}
      </CheckedForm>
      {!message.handled && (
        <Form method="post" aria-label="Yanıtsız kapat" className="mt-4 border-t border-slate-100 pt-4">
          <input type="hidden" name="intent" value="handled" />
          <p className="mb-2 text-xs text-slate-600">Yanıt gerekmiyorsa (telefonla çözüldü, istenmeyen mesaj) yanıt göndermeden kapatın.</p>
          <button type="submit" className="btn-secondary h-11 px-5" disabled={busy}>
            Yanıtsız Kapat
          </button>
        </Form>
      )}
    </>
  );
}
