/**
 * /kullanici/cocuk-bilgilerim: Çocuk Bilgilerim (spec sections 2, 3, 5, 7). The member's kids (at
 * most 4), each saved on its own: POST {id?, name, gender?, day, month, year, slot?} adds a kid (no
 * id) or updates one of the member's own. Form or JSON (Accept: application/json →
 * {success, reason, message, errors, values, slot, kid}); 422 'Lütfen Çocuk Bilgilerini Eksiksiz
 * Doldurunuz', 409 'En fazla 4 çocuk bilgisi ekleyebilirsiniz.', 404 'Çocuk bulunamadı.' for an id
 * that is not the member's, 401 for a guest's JSON call. Deletion: /kullanici/cocuk/sil/{id}.
 */
import { data, href } from "react-router";
import type { Route } from "./+types/kullanici.cocuk-bilgilerim";
import { AccountShell } from "#app/components/account/account-shell";
import { KidsManager, type KidAnswer } from "#app/components/family/kids-manager";
import { todayInTurkey } from "#app/lib/birth-date";
import { KID_DELETED, KID_NOT_FOUND, kidValues, validateKid, type KidValues } from "#app/domain/family/kid.schema";
import { addKid, listKids, updateKid } from "#app/domain/family/kids.server";
import { readBody } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { NO_STORE } from "#app/lib/cache-control";
import { memberOrJsonGuest } from "#app/http/require-member.server";

/** After a deletion without JavaScript the page says how it went (`?bildirim=silindi|bulunamadi`). */
const NOTICES = {
  silindi: { type: "success", message: KID_DELETED },
  bulunamadi: { type: "error", message: KID_NOT_FOUND },
} as const;

export const meta: Route.MetaFunction = () => [{ title: "Çocuk Bilgilerim | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // A guest's JSON call (also the loaders' run after a guest's JSON post) is 401, not a redirect.
  const userId = await memberOrJsonGuest(request, context.session, href("/kullanici/cocuk-bilgilerim"));
  if (userId == null) throw data({ success: false, reason: LOGIN_REQUIRED, message: LOGIN_REQUIRED }, { status: 401, headers: NO_STORE });
  const kids = await listKids(context.db, userId);
  const query = new URL(request.url).searchParams;
  const notice = NOTICES[query.get("bildirim") as keyof typeof NOTICES] ?? null;
  const confirmId = parseId(query.get("sil"));
  return data(
    {
      kids,
      today: todayInTurkey(),
      notice,
      confirmId: kids.some((k) => k.id === confirmId) ? confirmId : null,
      wantsSlot: query.get("yeni") === "1",
    },
    { headers: NO_STORE },
  );
}

const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 100) : typeof v === "number" && Number.isFinite(v) ? String(v) : "");

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await memberOrJsonGuest(request, context.session, href("/kullanici/cocuk-bilgilerim"));
  const body = await readBody(request);
  const values: KidValues = {
    name: text(body.name),
    gender: text(body.gender),
    day: text(body.day),
    month: text(body.month),
    year: text(body.year),
  };
  const rawId = text(body.id);
  const id = rawId ? parseId(rawId) : null;
  const slot = /^(cocuk|yeni)-\d{1,10}$/.test(text(body.slot)) ? text(body.slot) : id ? `cocuk-${id}` : "yeni-1";
  const refuse = (reason: string, status: number, errors: KidAnswer["errors"] = {}) =>
    data<KidAnswer>({ success: false, reason, message: reason, errors, values, slot }, { status, headers: NO_STORE });

  if (userId == null) return refuse(LOGIN_REQUIRED, 401);
  if (rawId && id == null) return refuse(KID_NOT_FOUND, 404);
  const v = validateKid(values);
  if (!v.ok) return refuse(v.reason, 422, v.errors);
  const result = id ? await updateKid(context.db, userId, id, v.data) : await addKid(context.db, userId, v.data);
  if (!result.ok) return refuse(result.reason, result.status);
  return data<KidAnswer>(
    { success: true, reason: "", message: result.message, errors: {}, values: kidValues(result.kid), slot, kid: result.kid },
    { headers: NO_STORE },
  );
}

export default function KidsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountShell title="Çocuk Bilgilerim" active="cocuk-bilgilerim">
      <KidsManager
        kids={loaderData.kids}
        today={loaderData.today}
        answer={actionData}
        notice={loaderData.notice ?? undefined}
        confirmId={loaderData.confirmId}
        wantsSlot={loaderData.wantsSlot}
        pagePath={href("/kullanici/cocuk-bilgilerim")}
        deletePath={(id) => href("/kullanici/cocuk/sil/:id", { id: String(id) })}
      />
    </AccountShell>
  );
}
