/**
 * GET /aile-kulubu/ajax/event-registration/{eventId} (spec section 7): registers the signed-in member
 * for a club event (domain/club/club-events.server.ts: once, within the capacity, only while it is
 * to come). → {success, message} (and `reason` on a refusal, `event`: the event as it stands now):
 *   200 'Etkinlik kaydınız alındı. …';
 *   401 'Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.' (a guest);
 *   404 'Etkinlik bulunamadı.' (not a number, or no such event);
 *   409 'Bu etkinliğe zaten kayıtlısınız.', 'Üzgünüz, bu etkinliğin kontenjanı dolmuştur.',
 *       'Bu etkinliğin tarihi geçtiği için kayıt alınamıyor.'.
 * A browser's page request (Accept: text/html without JSON: the 'Katıl' form without JavaScript) is
 * sent back to the club's events tab with `?katilim={outcome}`, a guest to the login page and back.
 * The spec fixes GET for a call that changes something: so it is refused (403) when the browser says
 * it comes from another site or is only a prefetch (lib/cross-site.server.ts), and never cached.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/aile-kulubu.ajax.event-registration.$eventId";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { EVENT_NOT_FOUND, type RegistrationOutcome } from "#app/domain/club/club-events";
import { registerForEvent } from "#app/domain/club/club-events.server";
import { clubTabUrl } from "#app/domain/club/club-tabs";
import { fail, methodNotAllowed, ok, wantsJson } from "#app/lib/api.server";
import { NO_STORE, noStore } from "#app/lib/cache-control";
import { refusedGet } from "#app/lib/cross-site.server";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR, LOGIN_REQUIRED } from "#app/lib/messages";

/** A browser opening the address as a page (no JavaScript), not a script's call. */
const asPage = (request: Request) => (request.headers.get("accept") ?? "").includes("text/html") && !wantsJson(request);

const backToEvents = (outcome: RegistrationOutcome, eventId: number | null) =>
  redirect(`${clubTabUrl("etkinlikler")}&katilim=${outcome}${eventId ? `#etkinlik-${eventId}` : ""}`, { headers: NO_STORE });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (request.method !== "GET") return methodNotAllowed(GENERIC_ERROR, "GET");
  if (refusedGet(request)) return noStore(fail(GENERIC_ERROR, 403));
  const page = asPage(request);
  const userId = await context.session.userId();
  if (userId == null)
    return page ? redirect(loginUrlReturningTo(clubTabUrl("etkinlikler")), { headers: NO_STORE }) : noStore(fail(LOGIN_REQUIRED, 401));
  const eventId = parseId(params.eventId);
  if (eventId == null) return page ? backToEvents("yok", null) : noStore(fail(EVENT_NOT_FOUND, 404));
  const result = await registerForEvent(context.db, userId, eventId);
  if (page) return backToEvents(result.ok ? "alindi" : result.code, eventId);
  if (!result.ok) return noStore(fail(result.reason, result.status, { event: result.event }));
  return ok({ message: result.message, event: result.event }, { headers: NO_STORE });
}
