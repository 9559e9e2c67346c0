/**
 * /yonetim/dogrulama: the back office's second factor (manager-access.server.ts). A signed-in
 * manager asks for a code ('Kod Gönder', sent by SMS to their phone) and types it ('Doğrula'); the
 * session is then the back office's for 12 hours and goes on to `redirectUrl` (a /yonetim page).
 * Works as a plain form. Never cached, never indexed.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.dogrulama";
import { BackOfficeShell } from "#app/components/back-office/back-office-shell";
import { requireSignedInManager, sendManagerCode, verifyManagerCode } from "#app/domain/back-office/manager-access.server";
import { CODE_LENGTH } from "#app/domain/accounts/verification-codes.messages";
import { readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

export const meta: Route.MetaFunction = () => [{ title: "Yönetim Doğrulaması | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireSignedInManager(request, context.db, context.session);
  const redirectUrl = new URL(request.url).searchParams.get("redirectUrl") ?? "/yonetim/yorumlar";
  return data({ phone: manager.maskedPhone, redirectUrl }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireSignedInManager(request, context.db, context.session);
  const body = await readBody(request);
  if (body.intent === "send") {
    const sent = await sendManagerCode(context.db, manager, context.ip);
    return data(sent.ok ? { sent: sent.message, error: "" } : { sent: "", error: sent.reason }, { headers: NO_STORE });
  }
  const checked = await verifyManagerCode(context.db, context.session, manager, typeof body.code === "string" ? body.code : "", body.redirectUrl);
  if (checked.ok) return redirect(checked.to);
  return data({ sent: "", error: checked.reason }, { status: 400, headers: NO_STORE });
}

export default function BackOfficeVerification({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <BackOfficeShell title="Giriş doğrulaması">
      <div className="max-w-md rounded-2xl border border-slate-200 p-5">
        <p className="text-slate-700">
          Yönetim paneline girmek için {loaderData.phone ? <strong>{loaderData.phone}</strong> : "telefonunuza"} numaralı telefonunuza gönderilecek
          doğrulama kodunu girin.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="send" />
          <button type="submit" className="btn-secondary h-11 px-5" disabled={busy}>
            Kod Gönder
          </button>
        </Form>
        {actionData?.sent && (
          <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm font-bold text-green-800">
            {actionData.sent}
          </p>
        )}
        <Form method="post" className="mt-5 flex flex-col gap-3">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="redirectUrl" value={loaderData.redirectUrl} />
          <label htmlFor="back-office-code" className="text-sm font-bold text-slate-700">
            Doğrulama kodu
          </label>
          <input
            id="back-office-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            pattern="\d*"
            className="h-12 w-40 rounded-xl border-2 border-slate-200 px-3 text-lg tracking-widest"
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "back-office-code-error" : undefined}
          />
          {actionData?.error && (
            <p id="back-office-code-error" role="alert" className="text-sm font-bold text-red-700">
              {actionData.error}
            </p>
          )}
          <button type="submit" className="btn-primary h-12 w-full text-base" disabled={busy}>
            Doğrula
          </button>
        </Form>
      </div>
    </BackOfficeShell>
  );
}
