/**
 * /kullanici/sifre-yenile/{token}: the password-reset link. A valid, unused link within 30 minutes
 * shows 'Yeni Şifre' and 'Yeni Şifre Tekrarı' (spec section 5's rule and messages); success ends
 * the account's sessions and goes to the login page. Form or JSON.
 */
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/kullanici.sifre-yenile.$token";
import { accountFieldClass, LoginCard, LoginNotice } from "#app/components/account/login-card";
import { PasswordInput } from "#app/components/account/password-input";
import { isResetTokenValid, resetPassword } from "#app/domain/accounts/password-reset.server";
import { RESET_DONE, RESET_LINK_INVALID } from "#app/domain/accounts/password-reset.messages";
import { fail, ok, readBody, validate, wantsJson } from "#app/lib/api.server";
import { password, PASSWORD_MISMATCH } from "#app/lib/validation";

const schema = z
  .object({ password: password(), passwordRepeat: z.string({ error: PASSWORD_MISMATCH }) })
  .refine((v) => v.password === v.passwordRepeat, { error: PASSWORD_MISMATCH, path: ["passwordRepeat"] });

export const meta: Route.MetaFunction = () => [{ title: "Şifre Yenile | Minik Dünya" }, { name: "robots", content: "noindex" }];

/** The token is in the address: no-store, and never sent on as a Referer. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  return data(
    { valid: await isResetTokenValid(context.db, params.token) },
    { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const json = wantsJson(request);
  const v = validate(schema, await readBody(request));
  if (!v.ok) return json ? fail(v.reason, 422, { errors: v.errors }) : data({ error: v.reason });
  if (!(await resetPassword(context.db, params.token, v.data.password)))
    return json ? fail(RESET_LINK_INVALID, 410) : data({ error: RESET_LINK_INVALID });
  await context.session.destroy();
  return json
    ? ok({ reason: "", message: RESET_DONE, redirectUrl: `${href("/kullanici/kullanici-giris")}?sifre=yenilendi` })
    : redirect(`${href("/kullanici/kullanici-giris")}?sifre=yenilendi`);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const footer = (
    <Link to={href("/kullanici/sifremi-unuttum")} className="font-extrabold text-brand-700 hover:underline">
      Yeni bağlantı iste
    </Link>
  );
  if (!loaderData.valid && !error) {
    return (
      <LoginCard title="Şifre Yenile" intro="Yeni şifrenizi belirleyin." footer={footer}>
        <div className="mt-6">
          <LoginNotice error={RESET_LINK_INVALID} />
        </div>
      </LoginCard>
    );
  }
  return (
    <LoginCard title="Şifre Yenile" intro="En az 7 karakter, harf ve rakam içeren yeni şifrenizi belirleyin." footer={footer}>
      <Form method="post" className="mt-6 space-y-4">
        <LoginNotice error={error} />
        <PasswordInput
          key={`a-${error ?? ""}`}
          id="reset-password"
          name="password"
          label="Yeni Şifre"
          autoComplete="new-password"
          minLength={7}
          invalid={Boolean(error)}
          className={accountFieldClass(Boolean(error))}
        />
        <PasswordInput
          key={`b-${error ?? ""}`}
          id="reset-password-repeat"
          name="passwordRepeat"
          label="Yeni Şifre Tekrarı"
          autoComplete="new-password"
          minLength={7}
          invalid={Boolean(error)}
          className={accountFieldClass(Boolean(error))}
        />
        <button type="submit" className="btn-primary h-12 w-full text-base" disabled={busy}>
          Şifremi Güncelle
        </button>
      </Form>
    </LoginCard>
  );
}
