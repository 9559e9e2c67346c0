/**
 * /yonetim/dogrulama: the back office's second factor. After the right
 * password (/yonetim/giris) the code has gone to the manager's phone by SMS (in demo mode read at
 * /__dev/outbox); typed here ('Doğrula'), it verifies the session under a new cookie, records the
 * login in the audit log and goes on to `redirectUrl` (a /yonetim page). 'Kodu tekrar gönder'
 * sends a new one once the last has run out. Without a back-office session: the login. Too many
 * wrong codes lock the manager (manager-lock.server.ts): the session ends and the login says so.
 * Works as a plain form. Never cached, never indexed.
 */
import { data, Form, href, redirect, redirectDocument, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.dogrulama";
import { BackOfficeCard } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CODE_LENGTH } from "#app/domain/accounts/verification-codes.messages";
import { NO_MANAGER_PHONE } from "#app/domain/back-office/back-office.messages";
import {
  backOfficeTarget,
  LOCKED_PARAM,
  loginUrlFor,
  sendManagerCode,
  verifyManagerCode,
} from "#app/domain/back-office/manager-access.server";
import { clearedManagerCookie } from "#app/domain/back-office/manager-session.server";
import { readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { hiddenPhone } from "#app/lib/phone";
import { managerSessionOf } from "#app/http/require-manager.server";

export const meta = backOfficeMeta("Yönetim Doğrulaması");

/** The unverified session, or the way to the login (a verified one goes on). */
async function pendingSession(request: Request, db: Route.LoaderArgs["context"]["db"], redirectUrl: string) {
  const session = await managerSessionOf(request, db);
  if (!session) throw redirect(loginUrlFor(redirectUrl), { headers: NO_STORE });
  if (session.verified) throw redirectDocument(redirectUrl, { headers: NO_STORE });
  return session;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectUrl = backOfficeTarget(new URL(request.url).searchParams.get("redirectUrl"));
  const session = await pendingSession(request, context.db, redirectUrl);
  const phone = session.manager.phone;
  return data({ phone: phone ? hiddenPhone(phone) : null, noPhone: phone ? null : NO_MANAGER_PHONE, redirectUrl }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const redirectUrl = backOfficeTarget(body.redirectUrl);
  const session = await pendingSession(request, context.db, redirectUrl);
  if (body.intent === "send") {
    const sent = await sendManagerCode(context.db, session.manager);
    return data(sent.ok ? { sent: sent.message, error: "" } : { sent: "", error: sent.reason }, { headers: NO_STORE });
  }
  const checked = await verifyManagerCode(context.db, session, typeof body.code === "string" ? body.code : "");
  if (checked.ok) return redirectDocument(redirectUrl, { headers: { ...NO_STORE, "Set-Cookie": checked.cookie } });
  if (checked.locked)
    return redirectDocument(`${href("/yonetim/giris")}?${LOCKED_PARAM}=1`, {
      headers: { ...NO_STORE, "Set-Cookie": clearedManagerCookie() },
    });
  return data({ sent: "", error: checked.reason }, { status: 400, headers: NO_STORE });
}

export default function BackOfficeVerification({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const error = actionData?.error || loaderData.noPhone;
  return (
    <div className="mx-auto max-w-md py-4 md:py-10">
      <BackOfficeCard>
        <h1 className="text-2xl font-black text-ink">Giriş doğrulaması</h1>
        <p className="mt-2 text-slate-700">
          {loaderData.phone ? (
            <>
              <strong>{loaderData.phone}</strong> numaralı telefonunuza gönderilen {CODE_LENGTH} haneli doğrulama kodunu girin.
            </>
          ) : (
            "Telefonunuza gönderilen doğrulama kodunu girin."
          )}
        </p>
        {actionData?.sent && (
          <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800">
            {actionData.sent}
          </p>
        )}
        <Form method="post" className="mt-5 flex flex-col gap-3">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="redirectUrl" value={loaderData.redirectUrl} />
          <label htmlFor="yonetim-kod" className="text-sm font-bold text-ink">
            Doğrulama kodu
          </label>
          <input
            id="yonetim-kod"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            pattern="\d*"
            required
            className="h-12 w-40 rounded-xl border-2 border-slate-200 px-3 text-lg tracking-widest focus:border-brand-500"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "yonetim-kod-hata" : undefined}
          />
          {error && (
            <p id="yonetim-kod-hata" role="alert" className="text-sm font-bold text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary h-12 w-full text-base" disabled={busy}>
            Doğrula
          </button>
        </Form>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm">
          <Form method="post">
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="redirectUrl" value={loaderData.redirectUrl} />
            <button type="submit" className="font-bold text-brand-700 hover:underline" disabled={busy}>
              Kodu tekrar gönder
            </button>
          </Form>
          <Form method="post" action={href("/yonetim/cikis")} reloadDocument>
            <button type="submit" className="font-bold text-slate-600 hover:underline">
              Vazgeç
            </button>
          </Form>
        </div>
      </BackOfficeCard>
    </div>
  );
}
