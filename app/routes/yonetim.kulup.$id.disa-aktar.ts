/**
 * GET /yonetim/kulup/{id}/disa-aktar (issue 17, item 4; permission club.write): the members
 * registered for one club event as a CSV file for Turkish Excel (club-event-export.ts: BOM, ';',
 * formula-safe cells). Personal data: each download writes one audit row (who, which event, how
 * many rows) before the file is handed out (club-admin.server.ts). A store manager gets their
 * store's events only (another is 404). A file, not a page: refusals are answered as the back
 * office's file routes answer them; a prefetch or another site's request is refused (403), so no
 * download happens, and no audit row is written, that the manager did not ask for.
 */
import type { Route } from "./+types/yonetim.kulup.$id.disa-aktar";
import { fileRouteRefusal } from "#app/domain/back-office/file-refusal.server";
import { requireManager, type Manager } from "#app/domain/back-office/manager-access.server";
import type { BackOfficeHandle } from "#app/domain/back-office/permissions";
import { EVENT_ADMIN_NOT_FOUND } from "#app/domain/club/club-admin.messages";
import { exportClubEventRegistrations } from "#app/domain/club/club-admin.server";
import { registrationsCsv, registrationsFileName } from "#app/domain/club/club-event-export";
import { NO_STORE } from "#app/lib/cache-control";
import { refusedGet } from "#app/lib/cross-site.server";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";

export const handle = { json: true, permission: "club.write" } satisfies BackOfficeHandle;

const refused = (request: Request, status: number, reason: string) => fileRouteRefusal(request, { data: { reason, loginUrl: null }, init: { status } });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  let manager: Manager;
  try {
    manager = await requireManager(request, context.db, handle.permission);
  } catch (error) {
    return fileRouteRefusal(request, error);
  }
  if (refusedGet(request)) return refused(request, 403, GENERIC_ERROR);
  const id = parseId(params.id);
  const file = id == null ? null : await exportClubEventRegistrations(context.db, manager, id);
  if (!file) return refused(request, 404, EVENT_ADMIN_NOT_FOUND);
  const headers = new Headers(NO_STORE);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${registrationsFileName(file.event.id)}"`);
  return new Response(registrationsCsv(file.rows), { headers });
}
