/**
 * /kullanici/kayit (spec sections 2, 4, 5): the registration form, then the SMS code popup.
 * POST (form or JSON) is step 1: the form and its captcha (`altcha`) are checked, the code is sent by SMS.
 * The names come as `firstname`/`lastname` (the page) or the spec's `name`/`surname` (messages then under those).
 * → {success: true, reason: "", phone: "(532) 555 00 01", remainingSeconds: 300}
 * → {success: false, reason, message, errors: {field: message}, remainingSeconds?}
 * The code goes to POST /kullanici/kayit/dogrula; "Tekrar Gönder" to /kullanici/kayit/kod-gonder.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/kullanici.kayit";
import { RegistrationPage } from "#app/components/account/registration-page";
import { safeRedirectUrl } from "#app/lib/login-url";
import { startRegistration } from "#app/domain/accounts/registration.server";
import { methodNotAllowed, readBody, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { codeAnswer } from "#app/http/code-answer.server";

export const meta: Route.MetaFunction = () => [
  { title: "Üye Ol | Minik Dünya" },
  {
    name: "description",
    content: "Minik Dünya'ya üye olun: siparişlerinizi takip edin, adreslerinizi kaydedin, kampanyalardan haberdar olun.",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectUrl = safeRedirectUrl(new URL(request.url).searchParams.get("redirectUrl") ?? undefined);
  if ((await context.session.userId()) !== null) throw redirect(redirectUrl);
  return { redirectUrl };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  return codeAnswer(await startRegistration(context.db, context.session, await readBody(request), context.ip));
}

export default function Registration({ loaderData }: Route.ComponentProps) {
  return <RegistrationPage redirectUrl={loaderData.redirectUrl} />;
}
