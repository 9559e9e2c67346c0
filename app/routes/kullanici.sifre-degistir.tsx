/**
 * /kullanici/sifre-degistir (spec sections 2, 5): current password, new password and its repeat,
 * with the spec's two messages word for word. A wrong current password counts in the member's
 * login throttle; a change ends the member's other sessions and keeps this one.
 * Form or JSON (Accept: application/json → {success, reason, message, errors}).
 */
import { data } from "react-router";
import type { Route } from "./+types/kullanici.sifre-degistir";
import { AccountShell } from "#app/components/account/account-shell";
import { PasswordChangeForm, type PasswordChangeAnswer } from "#app/components/account/password-change-form";
import { PASSWORD_CHANGED, passwordChangeSchema } from "#app/domain/accounts/profile.schema";
import { changePassword } from "#app/domain/accounts/profile.server";
import { readBody, validate } from "#app/lib/api.server";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Şifre Değiştir | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context.session);
  return data(null, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await requireMember(request, context.session);
  const body = await readBody(request);
  const v = validate(passwordChangeSchema, {
    currentPassword: body.currentPassword,
    password: body.password,
    passwordRepeat: body.passwordRepeat,
  });
  if (!v.ok) return data<PasswordChangeAnswer>({ success: false, reason: v.reason, message: v.reason, errors: v.errors }, { status: 422 });
  const keepSessionId = (await context.session.get())?.id ?? null;
  const result = await changePassword(context.db, {
    userId,
    currentPassword: v.data.currentPassword,
    newPassword: v.data.password,
    ip: context.ip,
    keepSessionId,
  });
  if (!result.ok)
    return data<PasswordChangeAnswer>(
      { success: false, reason: result.reason, message: result.reason, errors: { currentPassword: result.reason } },
      { status: 403 },
    );
  return data<PasswordChangeAnswer>({ success: true, reason: "", message: PASSWORD_CHANGED, errors: {} });
}

export default function ChangePasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <AccountShell title="Şifre Değiştir" active="sifre-degistir">
      <PasswordChangeForm answer={actionData} />
    </AccountShell>
  );
}
