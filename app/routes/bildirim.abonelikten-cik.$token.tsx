/**
 * /bildirim/abonelikten-cik/{token}: leaving the shop's commercial e-mail
 * (domain/notifications/unsubscribe.server.ts). The page asks for one press (opening the link
 * changes nothing: mail scanners open every link); a POST withdraws, whether the page's button or a
 * mail provider's RFC 8058 one-click (`List-Unsubscribe=One-Click`, no cookie, no Origin).
 * A token the shop did not make is a 404 that says nothing about any member.
 */
import { data, Form, href, Link, useNavigation } from "react-router";
import type { Route } from "./+types/bildirim.abonelikten-cik.$token";
import { LoginCard, LoginNotice } from "#app/components/account/login-card";
import { unsubscribe, unsubscribeState } from "#app/domain/notifications/unsubscribe.server";
import { ALREADY_UNSUBSCRIBED, UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from "#app/domain/notifications/unsubscribe.messages";

/** The token is in the address: no-store, and never sent on as a Referer. */
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export const meta: Route.MetaFunction = () => [{ title: "E-posta Aboneliği | Minik Dünya" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await unsubscribeState(context.db, params.token);
  if (!state.found) return data({ found: false, subscribed: false, done: false }, { status: 404 });
  return { found: true, subscribed: state.subscribed, done: false };
}

export async function action({ params, context }: Route.ActionArgs) {
  const done = await unsubscribe(context.db, params.token);
  return data({ found: done, subscribed: false, done }, { status: done ? 200 : 404 });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <LoginCard
      title="E-posta Aboneliği"
      intro="Kampanya, indirim ve etkinlik duyurularımız yalnızca izin veren üyelerimize gönderilir."
      footer={
        <Link to={href("/kullanici/profil")} className="font-extrabold text-brand-700 hover:underline">
          Üyelik Bilgilerim sayfasına git
        </Link>
      }
    >
      <div className="mt-6 space-y-4">
        {!state.found ? (
          <LoginNotice error={UNSUBSCRIBE_LINK_INVALID} />
        ) : state.done ? (
          <LoginNotice notice={UNSUBSCRIBED} />
        ) : !state.subscribed ? (
          <LoginNotice notice={ALREADY_UNSUBSCRIBED} />
        ) : (
          <Form method="post" className="space-y-4">
            <p className="text-sm text-slate-700">
              Kampanya, indirim ve etkinlik e-postalarımızı artık almak istemiyorsanız aboneliğinizi sonlandırın. Siparişleriniz,
              kargolarınız ve hesabınızla ilgili bilgilendirmeler gelmeye devam eder.
            </p>
            <button type="submit" name="List-Unsubscribe" value="One-Click" disabled={busy} className="btn-primary h-12 w-full px-6">
              Abonelikten çık
            </button>
          </Form>
        )}
      </div>
    </LoginCard>
  );
}
