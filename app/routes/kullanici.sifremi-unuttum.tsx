/**
 * /kullanici/sifremi-unuttum (spec sections 2, 5): e-mail or phone (a numeric identifier gets its
 * leading 0); a single-use 30-minute link goes to the outbox. The same answer whether or not the
 * account exists. Form or JSON (Accept: application/json → {success, reason, message}).
 * A solved captcha (`altcha`) is needed: the link may go out by SMS (spec: captcha before SMS).
 */
import { data, Form, href, Link, useNavigation } from "react-router";
import type { Route } from "./+types/kullanici.sifremi-unuttum";
import { LoginCard, LoginIdentifierInput, LoginNotice } from "#app/components/account/login-card";
import { requestPasswordReset } from "#app/domain/accounts/password-reset.server";
import { RESET_IDENTIFIER_REQUIRED, RESET_SENT } from "#app/domain/accounts/password-reset.messages";
import { captchaOf, spendCaptcha } from "#app/domain/captcha/captcha.server";
import { CaptchaField } from "#app/components/form/captcha-field";
import { fail, ok, readBody, wantsJson } from "#app/lib/api.server";
import { publicOrigin } from "#app/lib/public-url.server";

export const meta: Route.MetaFunction = () => [{ title: "Şifremi Unuttum | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const json = wantsJson(request);
  const body = await readBody(request);
  const identifier = typeof body.identifier === "string" ? body.identifier.trim().slice(0, 254) : "";
  if (!identifier) return json ? fail(RESET_IDENTIFIER_REQUIRED, 422) : data({ error: RESET_IDENTIFIER_REQUIRED, sent: false, identifier });
  const captcha = await spendCaptcha(context.db, captchaOf(body));
  if (!captcha.ok) return json ? fail(captcha.reason, captcha.status) : data({ error: captcha.reason, sent: false, identifier });
  await requestPasswordReset(context.db, { identifier, ip: context.ip, origin: publicOrigin() });
  return json ? ok({ reason: "", message: RESET_SENT }) : data({ error: undefined, sent: true, identifier });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const sent = Boolean(actionData && "sent" in actionData && actionData.sent);
  return (
    <LoginCard
      title="Şifremi Unuttum"
      intro="Üyeliğinizde kayıtlı e-posta adresinizi veya cep telefonu numaranızı yazın; şifre yenileme bağlantısını gönderelim."
      footer={
        <Link to={href("/kullanici/kullanici-giris")} className="font-extrabold text-brand-700 hover:underline">
          Giriş sayfasına dön
        </Link>
      }
    >
      <Form method="post" className="mt-6 space-y-4">
        <LoginNotice error={error} notice={sent ? RESET_SENT : undefined} />
        <LoginIdentifierInput
          id="reset-identifier"
          defaultValue={actionData && "identifier" in actionData ? actionData.identifier : ""}
          invalid={Boolean(error)}
        />
        {/* A new one for every answer: a solution is used once. */}
        <CaptchaField key={busy ? "sending" : "ready"} />
        <button type="submit" className="btn-primary h-12 w-full text-base" disabled={busy}>
          Bağlantı Gönder
        </button>
      </Form>
    </LoginCard>
  );
}
