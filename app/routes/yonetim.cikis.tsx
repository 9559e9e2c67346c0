/**
 * /yonetim/cikis: the back office's log-out. POST (the frame's 'Çıkış', the
 * verification page's 'Vazgeç') ends the back-office session, records the logout of a verified
 * one in the audit log, removes the cookie and goes to the login. GET shows the same button. Any
 * manager session may log out, verified or not; anyone else gets 403.
 */
import { data, Form, href, redirectDocument } from "react-router";
import type { Route } from "./+types/yonetim.cikis";
import { BackOfficeCard } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { signOutManager } from "#app/domain/back-office/manager-access.server";
import { clearedManagerCookie } from "#app/domain/back-office/manager-session.server";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "signedIn" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Çıkış");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  return data({}, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  await signOutManager(context.db, manager);
  return redirectDocument(`${href("/yonetim/giris")}?cikis=1`, { headers: { ...NO_STORE, "Set-Cookie": clearedManagerCookie() } });
}

export default function LogoutPage() {
  return (
    <div className="mx-auto max-w-md py-4 md:py-10">
      <BackOfficeCard>
        <h1 className="text-2xl font-black text-ink">Çıkış</h1>
        <p className="mt-2 text-slate-700">Yönetim panelinden çıkmak için aşağıdaki düğmeye basın.</p>
        <Form method="post" reloadDocument className="mt-5">
          <button type="submit" className="btn-primary h-12 w-full text-base">
            Çıkış Yap
          </button>
        </Form>
      </BackOfficeCard>
    </div>
  );
}
