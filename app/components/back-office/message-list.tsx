/**
 * /yonetim/bildirimler's parts: the filter form (a GET form: works without JavaScript, every filter
 * in the address, so the dashboard can link to the failed ones), 'Başarısızların tümünü yeniden
 * gönder' for the failed messages of the filter, and the messages, newest first: a table from
 * 768 px, cards below it, each failed one with its 'Yeniden gönder'. The recipient comes masked;
 * no body, no subject.
 */
import { Form, href } from "react-router";
import type { MessageListRow } from "#app/domain/notifications/message-admin.server";
import { Filter, FilterButtons, type Choice } from "./audit-list";
import { Badge } from "./checked-form";
import { ListTable } from "./list-table";

/** The filters as the form sends them (the address's values). */
export type MessageFilterValues = { durum: string; kanal: string; tur: string; baslangic: string; bitis: string };

export function MessageFilterForm({
  values,
  choices,
}: {
  values: MessageFilterValues;
  choices: { states: Choice[]; channels: Choice[]; kinds: Choice[] };
}) {
  return (
    <Form method="get" role="search" aria-label="Bildirimleri filtrele" className="grid gap-3 md:grid-cols-3">
      <Filter id="bildirim-durum" name="durum" label="Durum" value={values.durum} choices={choices.states} all="Tüm durumlar" />
      <Filter id="bildirim-kanal" name="kanal" label="Kanal" value={values.kanal} choices={choices.channels} all="Tüm kanallar" />
      <Filter id="bildirim-tur" name="tur" label="Tür" value={values.tur} choices={choices.kinds} all="Tüm türler" />
      <Filter id="bildirim-baslangic" name="baslangic" label="Başlangıç tarihi" value={values.baslangic} type="date" />
      <Filter id="bildirim-bitis" name="bitis" label="Bitiş tarihi" value={values.bitis} type="date" />
      <FilterButtons clearTo={href("/yonetim/bildirimler")} className="self-end" />
    </Form>
  );
}

/** 'Başarısızların tümünü yeniden gönder': the failed messages of the filter (its state aside), posted with the filter. */
export function ResendFailedForm({
  values,
  count,
  capped,
  filtered,
  busy,
}: {
  values: MessageFilterValues;
  count: number;
  capped: boolean;
  filtered: boolean;
  busy: boolean;
}) {
  const many = `${count.toLocaleString("tr-TR")}${capped ? "+" : ""}`;
  return (
    <Form
      method="post"
      aria-label="Başarısız mesajları yeniden gönder"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-bold text-red-900">
        {filtered ? `Bu filtreye uyan ${many} gönderilemeyen mesaj var.` : `${many} gönderilemeyen mesaj var.`}
      </p>
      <input type="hidden" name="intent" value="resendFailed" />
      {(["kanal", "tur", "baslangic", "bitis"] as const).map((name) =>
        values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null,
      )}
      <button type="submit" disabled={busy} className="btn-primary h-11 shrink-0 px-5 text-sm">
        Başarısızların tümünü yeniden gönder
      </button>
    </Form>
  );
}

function StateBadge({ row }: { row: MessageListRow }) {
  const tone = row.state === "sent" ? "green" : row.state === "failed" ? "red" : "amber";
  return <Badge tone={tone}>{row.stateLabel}</Badge>;
}

/** When it went, when it is tried next, or when it was given up. */
function When({ row }: { row: MessageListRow }) {
  const line = row.sentText
    ? `Gönderildi: ${row.sentText}`
    : row.nextTryText
      ? `Sonraki deneme: ${row.nextTryText}`
      : row.givenUpText
        ? `Son deneme: ${row.givenUpText}`
        : null;
  return line ? <span className="mt-1 block text-xs text-slate-600">{line}</span> : null;
}

function ResendOne({ row, busy }: { row: MessageListRow; busy: boolean }) {
  if (row.state !== "failed") return null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="id" value={row.id} />
      <button type="submit" disabled={busy} className="btn-secondary h-10 px-4 text-sm whitespace-nowrap">
        Yeniden gönder<span className="sr-only"> (#{row.id})</span>
      </button>
    </Form>
  );
}

function LastError({ text }: { text: string | null }) {
  return text ? <span className="font-mono text-xs break-words text-red-800">{text}</span> : <span className="text-slate-500">—</span>;
}

export function MessageRows({ rows, busy }: { rows: MessageListRow[]; busy: boolean }) {
  return (
    <>
      <ListTable
        caption="Giden mesajlar, en yenisi üstte"
        headings={["Oluşturma", "Tür", "Alıcı", "Durum", "Deneme", "Son hata", "İşlem"]}
        right={["Deneme"]}
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 text-slate-700">
              <time dateTime={r.createdAt} className="block whitespace-nowrap">
                {r.createdText}
              </time>
              <span className="text-xs text-slate-500">#{r.id}</span>
            </td>
            <th scope="row" className="px-3 py-2 font-semibold text-ink">
              {r.kindLabel}
            </th>
            <td className="px-3 py-2">
              <span className="block text-xs font-bold text-slate-600">{r.channelLabel}</span>
              <span className="block font-mono text-sm whitespace-nowrap text-ink">{r.recipient}</span>
            </td>
            <td className="px-3 py-2">
              <StateBadge row={r} />
              <When row={r} />
            </td>
            <td className="px-3 py-2 text-right font-bold text-ink">{r.tries}</td>
            <td className="max-w-64 px-3 py-2">
              <LastError text={r.lastError} />
            </td>
            <td className="px-3 py-2">
              <ResendOne row={r} busy={busy} />
            </td>
          </tr>
        ))}
      </ListTable>
      <ol className="flex flex-col gap-3 md:hidden" aria-label="Giden mesajlar">
        {rows.map((r) => (
          <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="font-extrabold break-words text-ink">{r.kindLabel}</span>
              <StateBadge row={r} />
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {r.channelLabel} · <span className="font-mono break-all">{r.recipient}</span>
            </p>
            <p className="mt-1 text-xs text-slate-600">
              #{r.id} · <time dateTime={r.createdAt}>{r.createdText}</time> · {r.tries} deneme
            </p>
            <When row={r} />
            {r.lastError && (
              <p className="mt-2 rounded-xl bg-red-50 p-2">
                <LastError text={r.lastError} />
              </p>
            )}
            {r.state === "failed" && (
              <div className="mt-3">
                <ResendOne row={r} busy={busy} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
