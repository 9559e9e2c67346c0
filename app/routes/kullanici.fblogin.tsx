/**
 * /kullanici/fblogin: social login (spec section 2). With Facebook configured (FACEBOOK_APP_ID,
 * FACEBOOK_APP_SECRET) it goes to Facebook with a state kept in the session and signs the member
 * in on the way back; without it the page says the option is unavailable (404: the option does not exist here).
 */
import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/kullanici.fblogin";
import { LoginCard, LoginNotice } from "#app/components/account/login-card";
import { runSocialLogin, socialProviders } from "#app/domain/accounts/social-login.server";

export const meta: Route.MetaFunction = () => [{ title: "Facebook ile Giriş | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await runSocialLogin(
    { db: context.db, session: context.session, provider: socialProviders().get("facebook") },
    new URL(request.url),
  );
  if ("redirect" in outcome) throw redirect(outcome.redirect, { headers: { "Cache-Control": "no-store" } });
  return data(
    { message: outcome.message, register: Boolean(outcome.register) },
    { status: outcome.status, headers: { "Cache-Control": "no-store" } },
  );
}

export default function FacebookLoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <LoginCard
      title="Facebook ile Giriş"
      crumb="Giriş Yap"
      intro="E-posta adresiniz veya cep telefonunuzla her zaman giriş yapabilirsiniz."
      footer={
        <span className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          <Link to={href("/kullanici/kullanici-giris")} className="font-extrabold text-brand-700 hover:underline">
            Giriş sayfasına dön
          </Link>
          {loaderData.register ? (
            <Link to={href("/kullanici/kayit")} className="font-extrabold text-brand-700 hover:underline">
              Üye Ol
            </Link>
          ) : null}
        </span>
      }
    >
      <div className="mt-6">
        <LoginNotice error={loaderData.message} />
      </div>
    </LoginCard>
  );
}
