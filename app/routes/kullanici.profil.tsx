/**
 * /kullanici/profil: Üyelik Bilgilerim (spec sections 2, 5): first and last name, e-mail, gender,
 * checked on the page and again here; the e-mail's verification state with a button that sends a
 * verification link. Form or JSON (Accept: application/json → {success, reason, message, errors}).
 * Under it, İletişim İzinleri: consent to commercial SMS and e-mail, one box each (`intent=consents`:
 * each change recorded with its time and source, domain/notifications/consent.server.ts).
 */
import { data } from "react-router";
import type { Route } from "./+types/kullanici.profil";
import { AccountShell } from "#app/components/account/account-shell";
import { ProfileFormCard, type ProfileAnswer } from "#app/components/account/profile-form";
import { PROFILE_UPDATED, profileSchema } from "#app/domain/accounts/profile.schema";
import { loadProfile, updateProfile } from "#app/domain/accounts/profile.server";
import { readBody, validate } from "#app/lib/api.server";
import { isTicked } from "#app/lib/ticked";
import { ConsentsCard, CONSENTS_INTENT, type ConsentsAnswer } from "#app/components/account/consents-card";
import { marketingChoiceOf, PROFILE_SOURCE, setMarketingChoice } from "#app/domain/notifications/consent.server";
import { CONSENTS_SAVED } from "#app/domain/notifications/consent-texts";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Üyelik Bilgilerim | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  const profile = await loadProfile(context.db, userId);
  if (!profile) throw new Response("Üye bulunamadı", { status: 404 });
  const consents = await marketingChoiceOf(context.db, userId);
  return data({ profile, consents }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await requireMember(request, context.session);
  const body = await readBody(request);
  if (body.intent === CONSENTS_INTENT) {
    const wanted = { sms: isTicked(body.marketingSms), email: isTicked(body.marketingEmail) };
    const choice = await setMarketingChoice(context.db, userId, wanted, { source: PROFILE_SOURCE, ip: context.ip || null });
    return data<ConsentsAnswer>({ success: true, message: CONSENTS_SAVED, choice });
  }
  const values = { firstname: text(body.firstname), lastname: text(body.lastname), email: text(body.email), gender: text(body.gender) };
  const v = validate(profileSchema, values);
  if (!v.ok) return data<ProfileAnswer>({ success: false, reason: v.reason, message: v.reason, errors: v.errors, values }, { status: 422 });
  const result = await updateProfile(context.db, userId, v.data);
  if (!result.ok)
    return data<ProfileAnswer>(
      { success: false, reason: result.reason, message: result.reason, errors: { email: result.reason }, values },
      { status: 409 },
    );
  return data<ProfileAnswer>({ success: true, reason: "", message: PROFILE_UPDATED, errors: {}, values: v.data });
}

const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 300) : "");

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell title="Üyelik Bilgilerim" active="profil">
      <ProfileFormCard
        profile={loaderData.profile}
        answer={actionData && "values" in actionData ? actionData : undefined}
        below={
          <ConsentsCard
            choice={loaderData.consents}
            hasPhone={Boolean(loaderData.profile.phone)}
            answer={actionData && "choice" in actionData ? actionData : undefined}
          />
        }
      />
    </AccountShell>
  );
}
