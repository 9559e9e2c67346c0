/**
 * /kullanici/eposta-dogrula/{token}: the e-mail verification link (spec section 2). Opening a valid
 * link once sets email_verified_at; a reused or expired link says so.
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/kullanici.eposta-dogrula.$token";
import { LoginCard, LoginNotice } from "#app/components/account/login-card";
import { EMAIL_VERIFIED, VERIFICATION_LINK_INVALID, verifyEmail } from "#app/domain/accounts/email-verification.server";

export const meta: Route.MetaFunction = () => [{ title: "E-posta Doğrulama | Minik Dünya" }, { name: "robots", content: "noindex" }];

/** The token is in the address: no-store, and never sent on as a Referer. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const verified = await verifyEmail(context.db, params.token);
  return data(
    { verified, message: verified ? EMAIL_VERIFIED : VERIFICATION_LINK_INVALID },
    { status: verified ? 200 : 410, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  return (
    <LoginCard
      title="E-posta Doğrulama"
      intro="Üyeliğinize kayıtlı e-posta adresinin size ait olduğunu doğruluyoruz."
      footer={
        <Link to={href("/kullanici/profil")} className="font-extrabold text-brand-700 hover:underline">
          Üyelik Bilgilerim sayfasına git
        </Link>
      }
    >
      <div className="mt-6">
        <LoginNotice
          error={loaderData.verified ? undefined : loaderData.message}
          notice={loaderData.verified ? loaderData.message : undefined}
        />
      </div>
    </LoginCard>
  );
}
