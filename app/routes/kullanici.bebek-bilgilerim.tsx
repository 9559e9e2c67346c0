/**
 * /kullanici/bebek-bilgilerim: Bebek Bilgilerim (spec sections 2, 3, 5). The member's baby: its
 * birth date or expected birth date. POST {intent: save, day, month, year} saves it (from 3 years
 * ago up to 10 months ahead), {intent: clear} removes it. Form or JSON (Accept: application/json →
 * {success, reason, message, errors, values, baby}); 422 with the Turkish message for a bad date,
 * 401 for a guest's JSON call.
 */
import { data, href } from "react-router";
import type { Route } from "./+types/kullanici.bebek-bilgilerim";
import { AccountShell } from "#app/components/account/account-shell";
import { BabyForm, type BabyAnswer } from "#app/components/family/baby-form";
import { BABY_CLEARED, BABY_SAVED, EMPTY_BABY, validateBaby, type BabyValues } from "#app/domain/family/baby.schema";
import { clearBaby, loadBaby, saveBaby } from "#app/domain/family/baby.server";
import { todayInTurkey } from "#app/lib/birth-date";
import { readBody } from "#app/lib/api.server";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { NO_STORE } from "#app/lib/cache-control";
import { memberOrJsonGuest } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Bebek Bilgilerim | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // A guest's JSON call (also the loaders' run after a guest's JSON post) is 401, not a redirect.
  const userId = await memberOrJsonGuest(request, context.session, href("/kullanici/bebek-bilgilerim"));
  if (userId == null) throw data({ success: false, reason: LOGIN_REQUIRED, message: LOGIN_REQUIRED }, { status: 401, headers: NO_STORE });
  return data({ baby: await loadBaby(context.db, userId), today: todayInTurkey() }, { headers: NO_STORE });
}

const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 10) : typeof v === "number" && Number.isFinite(v) ? String(v) : "");

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await memberOrJsonGuest(request, context.session, href("/kullanici/bebek-bilgilerim"));
  const body = await readBody(request);
  const values: BabyValues = { day: text(body.day), month: text(body.month), year: text(body.year) };
  const answer = (a: Omit<BabyAnswer, "message"> & { message?: string }, status = 200) =>
    data<BabyAnswer>({ ...a, message: a.message ?? a.reason }, { status, headers: NO_STORE });

  if (userId == null) return answer({ success: false, reason: LOGIN_REQUIRED, errors: {}, values, baby: null }, 401);
  if (body.intent === "clear") {
    await clearBaby(context.db, userId);
    return answer({ success: true, reason: "", message: BABY_CLEARED, errors: {}, values: EMPTY_BABY, baby: null });
  }
  const v = validateBaby(values);
  if (!v.ok) return answer({ success: false, reason: v.reason, errors: v.errors, values, baby: await loadBaby(context.db, userId) }, 422);
  const baby = await saveBaby(context.db, userId, v.data);
  return answer({
    success: true,
    reason: "",
    message: BABY_SAVED,
    errors: {},
    values: { day: String(baby.day), month: String(baby.month), year: String(baby.year) },
    baby,
  });
}

export default function BabyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell title="Bebek Bilgilerim" active="bebek-bilgilerim">
      <BabyForm baby={loaderData.baby} today={loaderData.today} answer={actionData} pagePath={href("/kullanici/bebek-bilgilerim")} />
    </AccountShell>
  );
}
