/**
 * /kullanici/alarmlarim: Alarmlarım: the member's price and stock alerts, each
 * with where its variant stands and 'Kaldır', and the favourites that changed since they were
 * marked. Members only (a guest goes to the login), never cached or indexed. POST productId and
 * alertType removes that alert of the member (nobody else's: the member comes from the session).
 */
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/kullanici.alarmlarim";
import { AccountShell } from "#app/components/account/account-shell";
import { AlertsList } from "#app/components/member-lists/alerts-list";
import { favouriteChanges, memberAlerts } from "#app/domain/member-lists/alerts.server";
import { setAlert } from "#app/domain/member-lists/product-buttons.server";
import { readBody } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { NO_STORE } from "#app/lib/cache-control";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Alarmlarım | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  const [alerts, changes] = await Promise.all([memberAlerts(context.db, userId), favouriteChanges(context.db, userId)]);
  return data({ alerts, changes }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await requireMember(request, context.session);
  const body = await readBody(request);
  const productId = parseId(body.productId);
  const alertType = body.alertType === "price" || body.alertType === "stock" ? body.alertType : null;
  if (productId == null || !alertType) return data({ message: "" }, { status: 422, headers: NO_STORE });
  const outcome = await setAlert(context.db, userId, productId, alertType, "remove");
  return data({ message: outcome.ok ? outcome.message : outcome.reason }, { headers: NO_STORE });
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <AccountShell title="Alarmlarım" active="alarmlarim">
      {actionData?.message && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 text-sm font-bold text-green-800">
          {actionData.message}
        </p>
      )}
      <AlertsList alerts={loaderData.alerts} changes={loaderData.changes} busy={busy} />
    </AccountShell>
  );
}
