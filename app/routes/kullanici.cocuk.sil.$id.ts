/**
 * /kullanici/cocuk/sil/{id} (spec sections 2, 7, 8): deletes one of the member's kids, 'Çocuk silindi.'.
 *   POST (the kid page's call) and GET (the spec's route). A JSON call (Accept: application/json)
 *   answers {success, reason, message}; otherwise the answer is a redirect back to
 *   /kullanici/cocuk-bilgilerim, which shows the notice.
 *   Another member's kid, or an id that is not a number, is 'Çocuk bulunamadı.' (404) and nothing
 *   changes. A guest's JSON call gets 401 (login required); a guest's page request goes to the login page.
 *   GET changes state, so it is refused (403) when the browser says it comes from another site
 *   (Sec-Fetch-Site / Origin, as for every POST) and when it is only a prefetch.
 */
import { href, redirect } from "react-router";
import type { Route } from "./+types/kullanici.cocuk.sil.$id";
import { KID_NOT_FOUND } from "#app/domain/family/kid.schema";
import { deleteKid } from "#app/domain/family/kids.server";
import { fail, methodNotAllowed, ok, wantsJson } from "#app/lib/api.server";
import { refusedGet } from "#app/lib/cross-site.server";
import { NO_STORE, noStore } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR, LOGIN_REQUIRED } from "#app/lib/messages";
import { memberOrJsonGuest } from "#app/http/require-member.server";

async function remove(request: Request, context: Route.LoaderArgs["context"], rawId: string | undefined): Promise<Response> {
  const userId = await memberOrJsonGuest(request, context.session, href("/kullanici/cocuk-bilgilerim"));
  if (userId == null) return noStore(fail(LOGIN_REQUIRED, 401));
  const id = parseId(rawId);
  const result = id == null ? ({ ok: false, reason: KID_NOT_FOUND, status: 404 } as const) : await deleteKid(context.db, userId, id);
  if (wantsJson(request))
    return result.ok ? ok({ reason: "", message: result.message }, { headers: NO_STORE }) : noStore(fail(result.reason, result.status));
  return redirect(`${href("/kullanici/cocuk-bilgilerim")}?bildirim=${result.ok ? "silindi" : "bulunamadi"}`, { headers: NO_STORE });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (request.method !== "GET") return methodNotAllowed(GENERIC_ERROR, "GET, POST");
  if (refusedGet(request)) return noStore(fail(GENERIC_ERROR, 403));
  return remove(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(GENERIC_ERROR, "GET, POST");
  return remove(request, context, params.id);
}
