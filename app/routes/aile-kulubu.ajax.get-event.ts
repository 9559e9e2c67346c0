/**
 * GET /aile-kulubu/ajax/get-event/ (spec sections 2, 7): the parents' club's upcoming events, soonest
 * first (at most 50), as the club page shows them.
 * → {success: true, events: [{id, title, description, startsAt (ISO 8601), dateText ('12 Mart 2026
 *   Perşembe'), timeText ('11:00'), day, monthShort, storeName, storeAddress, cityName, capacity,
 *   registeredCount, placesLeft, full, registered}]}
 * With `?id={eventId}` (or `?eventId=`): that one event → {success: true, event}, or 404
 * {success: false, reason: 'Etkinlik bulunamadı.'} for an id that is not a number, no such event or
 * one that is over. `registered` says whether the signed-in member is registered (false for a
 * guest). Never cached (places change with every registration).
 */
import type { Route } from "./+types/aile-kulubu.ajax.get-event";
import { EVENT_NOT_FOUND } from "#app/domain/club/club-events";
import { findUpcomingEvent, listUpcomingEvents } from "#app/domain/club/club-events.server";
import { fail, ok } from "#app/lib/api.server";
import { NO_STORE, noStore } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const asked = query.get("id") ?? query.get("eventId");
  const userId = await context.session.userId();
  if (asked === null) return ok({ events: await listUpcomingEvents(context.db, userId) }, { headers: NO_STORE });
  const id = parseId(asked);
  const event = id == null ? null : await findUpcomingEvent(context.db, id, userId);
  return event ? ok({ event }, { headers: NO_STORE }) : noStore(fail(EVENT_NOT_FOUND, 404));
}
