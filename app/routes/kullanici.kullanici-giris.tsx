/**
 * /kullanici/kullanici-giris (spec sections 2, 4, 5, 7, 8): the login page. GET renders the form with
 * a one-time secretId (also to a signed-in member: logging in as someone else is allowed); POST logs in (form or JSON; with Accept: application/json the answer is
 * {success, reason, redirectUrl}, sent as JSON by app/entry.server.tsx). The password arrives encrypted (see app/lib/login-encryption.ts);
 * a plain password is only taken from a same-origin request (browsers without crypto.subtle).
 * After a failed login the form shows the captcha and the next POST needs its solution (`altcha`);
 * every refusal answers `captcha: true` then, and the page also shows it from the start to an
 * address that failed lately.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/kullanici.kullanici-giris";
import { LoginForm } from "#app/components/account/login-form";
import {
  authenticate,
  isSameOriginRequest,
  LOGIN_FAILED,
  loginNeedsCaptcha,
  safeRedirectUrl,
  signIn,
} from "#app/domain/accounts/login.server";
import { consumeLoginSecret, decryptWithPrivateKey, issueLoginSecret, SECRET_EXPIRED } from "#app/domain/accounts/login-secret.server";
import { RESET_DONE } from "#app/domain/accounts/password-reset.server";
import { captchaOf } from "#app/domain/captcha/captcha.server";
import { fail, ok, readBody, wantsJson } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

const text = (v: unknown) => (typeof v === "string" ? v : "");

export const meta: Route.MetaFunction = () => [{ title: "Giriş Yap | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // ?redirectUrl= first, else where checkout asked to come back to (POST /payment/set-next-url).
  const asked = new URL(request.url).searchParams.get("redirectUrl") ?? (await context.session.get())?.data?.nextUrl;
  const redirectUrl = safeRedirectUrl(asked);
  const secret = await issueLoginSecret(context.session);
  const notice = new URL(request.url).searchParams.get("sifre") === "yenilendi" ? RESET_DONE : undefined;
  const captcha = await loginNeedsCaptcha(context.db, context.ip);
  return data({ secret, redirectUrl, notice, captcha }, { headers: NO_STORE });
}

/** The password the visitor typed, or why it cannot be read. */
async function readPassword(request: Request, body: Record<string, unknown>, session: Route.ActionArgs["context"]["session"]) {
  const privateKey = await consumeLoginSecret(session, text(body.secretId));
  if (!privateKey) return { ok: false as const, reason: SECRET_EXPIRED };
  if (body.clientKey !== undefined || body.iv !== undefined) {
    const plain = decryptWithPrivateKey(
      privateKey,
      { clientKey: text(body.clientKey), iv: text(body.iv), password: text(body.password) },
      text(body.secretId),
    );
    return plain === null ? { ok: false as const, reason: LOGIN_FAILED } : { ok: true as const, password: plain };
  }
  if (!isSameOriginRequest(request)) return { ok: false as const, reason: LOGIN_FAILED };
  return { ok: true as const, password: text(body.password) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const json = wantsJson(request);
  const body = await readBody(request);
  const identifier = text(body.identifier ?? body.email).trim();
  const redirectUrl = safeRedirectUrl(body.redirectUrl);
  const refuse = (reason: string, captcha: boolean) =>
    json
      ? fail(reason, 200, { redirectUrl: null, captcha })
      : data({ error: reason, identifier, captcha, answeredAt: Date.now() }, { headers: NO_STORE });

  const password = await readPassword(request, body, context.session);
  if (!password.ok) return refuse(password.reason, await loginNeedsCaptcha(context.db, context.ip));
  const result = await authenticate(context.db, { identifier, password: password.password, ip: context.ip, captcha: captchaOf(body) });
  if (!result.ok) return refuse(result.reason, result.captcha);
  await signIn(context.db, context.session, result.userId);
  return json ? ok({ reason: "", redirectUrl }, { headers: NO_STORE }) : redirect(redirectUrl);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && "error" in actionData ? actionData : undefined;
  return (
    <LoginForm
      secret={loaderData.secret}
      redirectUrl={loaderData.redirectUrl}
      error={failed?.error}
      notice={failed ? undefined : loaderData.notice}
      identifier={failed?.identifier}
      answeredAt={failed?.answeredAt}
      captcha={loaderData.captcha || Boolean(failed?.captcha)}
    />
  );
}
