/**
 * /yonetim/bildirimler: the messages the shop sends (permission notifications.write), newest
 * first, 50 a page ('Daha eski mesajlar' by keyset, `?once=`), filtered by state, channel, kind and
 * a date range (a GET form, `?durum=&kanal=&tur=&baslangic=&bitis=`). Each row: channel, the
 * recipient masked, kind, state, tries, last error, created / sent / next or last try; never the
 * body or the subject (domain/notifications/message-admin.server.ts). POST `intent`:
 *   - `resend` with `id`: a failed message back to pending (404 unknown, 409 not failed);
 *   - `resendFailed` with the filter's `kanal`, `tur`, `baslangic`, `bitis`: every failed message of it.
 * Each message resent leaves one audit row; a JSON caller gets `{success, reason, message}`.
 */
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.bildirimler";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { ResultNotice } from "#app/components/back-office/checked-form";
import { KeysetNav } from "#app/components/back-office/keyset-nav";
import { MessageFilterForm, MessageRows, ResendFailedForm } from "#app/components/back-office/message-list";
import { forgetDashboard } from "#app/domain/back-office/dashboard.server";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import {
  MESSAGE_FILTER_CHOICES,
  messageQueryString,
  readMessageQuery,
  RESENT_ONE,
  resentMany,
} from "#app/domain/notifications/message-admin";
import { COUNT_CAP, failedCount, messagePage, resendFailed, resendMessage } from "#app/domain/notifications/message-admin.server";
import { readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "notifications.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Bildirimler");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const search = new URL(request.url).searchParams;
  const { filters, before } = readMessageQuery(search);
  const takesFailed = filters.state === "" || filters.state === "failed";
  const [page, failed] = await Promise.all([messagePage(context.db, filters, before), takesFailed ? failedCount(context.db, filters) : 0]);
  // The form's values are the address's: read back from the filters, so anything unknown is dropped.
  const values = Object.fromEntries(new URLSearchParams(messageQueryString(filters)));
  return data(
    {
      values: { durum: "", kanal: "", tur: "", baslangic: "", bitis: "", ...values },
      filtered: Boolean(filters.channel || filters.kind || filters.from || filters.to),
      rows: page.rows,
      older: page.older != null ? messageQueryString(filters, page.older) : null,
      newest: before != null ? messageQueryString(filters) || "?" : null,
      failed: { count: failed, capped: failed >= COUNT_CAP },
      choices: MESSAGE_FILTER_CHOICES,
    },
    { headers: NO_STORE },
  );
}

type Answer = { success: boolean; reason: string; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const body = await readBody(request);
  const answer = (status: number, a: Partial<Answer>) =>
    data<Answer>({ success: false, reason: "", message: "", ...a }, { status, headers: NO_STORE });
  if (body.intent === "resend") {
    const id = parseId(body.id);
    if (id == null) return answer(400, { reason: GENERIC_ERROR, message: GENERIC_ERROR });
    const result = await resendMessage(context.db, manager, id);
    if (!result.ok) return answer(result.status, { reason: result.reason, message: result.reason });
    forgetDashboard(context.db);
    return answer(200, { success: true, message: RESENT_ONE });
  }
  if (body.intent === "resendFailed") {
    const params = new URLSearchParams();
    for (const name of ["kanal", "tur", "baslangic", "bitis"]) if (typeof body[name] === "string") params.set(name, body[name]);
    const count = await resendFailed(context.db, manager, readMessageQuery(params).filters);
    forgetDashboard(context.db);
    return answer(200, { success: true, message: resentMany(count) });
  }
  return answer(400, { reason: GENERIC_ERROR, message: GENERIC_ERROR });
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, filtered, rows, older, newest, failed, choices } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <BackOfficeHeading
        title="Bildirimler"
        intro="Mağazanın gönderdiği e-posta ve SMS'ler, en yenisi üstte. Alıcılar gizlenir; mesajların içeriği gösterilmez."
      />
      <ResultNotice result={actionData} />
      <BackOfficeCard className="mb-6">
        <MessageFilterForm values={values} choices={choices} />
      </BackOfficeCard>
      {failed.count > 0 && <ResendFailedForm values={values} count={failed.count} capped={failed.capped} filtered={filtered} busy={busy} />}
      {rows.length === 0 ? <p className="text-slate-700">Bu filtrelere uyan mesaj yok.</p> : <MessageRows rows={rows} busy={busy} />}
      <KeysetNav
        label="Mesaj sayfaları"
        newer={newest ? { to: newest, text: "En yeniler" } : null}
        older={older ? { to: older, text: "Daha eski mesajlar" } : null}
      />
    </>
  );
}
