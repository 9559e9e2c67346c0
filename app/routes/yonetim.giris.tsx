/**
 * /yonetim/giris: the back office's login, apart from the shop's: e-mail and
 * password in a plain POST form (works without JavaScript), the captcha once a login from here or
 * on that e-mail failed, the shop's throttling on keys of its own. A right password starts an
 * unverified back-office session (cookie `md_yonetim`), sends the SMS code and goes on to
 * /yonetim/dogrulama with `redirectUrl` (a /yonetim page; the panel by default). A manager whose
 * session is already verified goes straight there. A manager locked by wrong SMS codes is told so
 * after the right password (no session, no SMS); the code page sends one locked there back here
 * with `?kilit=1`, which says the same. Never cached, never indexed.
 */
import { data, Form, redirect, redirectDocument, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.giris";
import { accountFieldClass, LoginNotice } from "#app/components/account/login-card";
import { PasswordInput } from "#app/components/account/password-input";
import { BackOfficeCard } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CaptchaField } from "#app/components/form/captcha-field";
import { LOGGED_OUT } from "#app/domain/back-office/back-office.messages";
import {
  backOfficeTarget,
  LOCKED_PARAM,
  managerLoginNeedsCaptcha,
  signInManager,
  verifyUrlFor,
} from "#app/domain/back-office/manager-access.server";
import { MANAGER_LOCKED } from "#app/domain/back-office/manager-lock.server";
import { captchaOf } from "#app/domain/captcha/captcha.server";
import { readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { managerSessionOf } from "#app/http/require-manager.server";

export const meta = backOfficeMeta("Yönetim Girişi");

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const redirectUrl = backOfficeTarget(search.get("redirectUrl"));
  const session = await managerSessionOf(request, context.db);
  if (session?.verified) throw redirectDocument(redirectUrl, { headers: NO_STORE });
  const captcha = await managerLoginNeedsCaptcha(context.db, context.ip);
  return data(
    {
      redirectUrl,
      captcha,
      notice: search.get("cikis") === "1" ? LOGGED_OUT : undefined,
      locked: search.get(LOCKED_PARAM) === "1" ? MANAGER_LOCKED : undefined,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  const email = typeof body.email === "string" ? body.email.trim().slice(0, 254) : "";
  const redirectUrl = backOfficeTarget(body.redirectUrl);
  const signedIn = await signInManager(context.db, {
    email,
    password: typeof body.password === "string" ? body.password : "",
    ip: context.ip,
    captcha: captchaOf(body),
    userAgent: request.headers.get("user-agent"),
  });
  if (!signedIn.ok)
    return data(
      { error: signedIn.reason, locked: Boolean(signedIn.locked), email, captcha: signedIn.captcha, answeredAt: Date.now() },
      { headers: NO_STORE },
    );
  return redirect(verifyUrlFor(redirectUrl), { headers: { ...NO_STORE, "Set-Cookie": signedIn.cookie } });
}

export default function BackOfficeLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const error = actionData?.error ?? loaderData.locked;
  // A lock is no typing mistake: the fields are not marked wrong.
  const invalid = Boolean(actionData?.error) && !actionData?.locked;
  const showCaptcha = loaderData.captcha || Boolean(actionData?.captcha);
  // Each refusal starts the password and the captcha afresh; the e-mail stays.
  const attempt = actionData?.answeredAt ?? 0;
  return (
    <div className="mx-auto max-w-md py-4 md:py-10">
      <BackOfficeCard>
        <h1 className="text-2xl font-black text-ink">Yönetim Girişi</h1>
        <p className="mt-1 text-sm text-slate-600">
          Minik Dünya yönetim paneline yönetici hesabınızla girin. Ardından telefonunuza bir doğrulama kodu gönderilir.
        </p>
        <Form method="post" replace className="mt-6 space-y-4" aria-describedby={error ? "yonetim-giris-hata" : undefined}>
          <input type="hidden" name="redirectUrl" value={loaderData.redirectUrl} />
          <LoginNotice id="yonetim-giris-hata" error={error} notice={error ? undefined : loaderData.notice} />
          <div>
            <label htmlFor="yonetim-eposta" className="mb-1.5 block text-sm font-bold text-ink">
              E-posta
            </label>
            <input
              id="yonetim-eposta"
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
              defaultValue={actionData?.email ?? ""}
              aria-invalid={invalid || undefined}
              className={accountFieldClass(invalid)}
            />
          </div>
          <PasswordInput
            key={`sifre-${attempt}`}
            id="yonetim-sifre"
            name="password"
            label="Şifre"
            autoComplete="current-password"
            invalid={invalid}
            className={accountFieldClass(invalid)}
          />
          {showCaptcha && <CaptchaField key={`captcha-${attempt}`} />}
          <button type="submit" className="btn-primary h-12 w-full text-base" disabled={busy}>
            Giriş Yap
          </button>
        </Form>
      </BackOfficeCard>
    </div>
  );
}
