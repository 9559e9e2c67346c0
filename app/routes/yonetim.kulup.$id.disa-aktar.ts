/**
 * GET /yonetim/kulup/{id}/disa-aktar (permission club.write): the members
 * registered for one club event as a CSV file for Turkish Excel (club-event-export.ts: BOM, ';',
 * formula-safe cells). Personal data: each download writes one audit row (who, which event, how
 * many rows) before the file is handed out (club-admin.server.ts). A store manager gets their
 * store's events only (another is 404). The back office's rule for files (app/http/file-export.server.ts):
 * refusals answered as elsewhere; a prefetch or another site's request is refused (403), so no
 * download happens, and no audit row is written, that the manager did not ask for.
 */
import type { Route } from "./+types/yonetim.kulup.$id.disa-aktar";
import { csvDownload, guardFileExport, refusedFile } from "#app/http/file-export.server";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { EVENT_ADMIN_NOT_FOUND } from "#app/domain/club/club-admin.messages";
import { exportClubEventRegistrations } from "#app/domain/club/club-admin.server";
import { registrationsCsv, registrationsFileName } from "#app/domain/club/club-event-export";
import { parseId } from "#app/lib/ids";

export const handle = { json: true, permission: "club.write" } satisfies BackOfficeHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const manager = await guardFileExport(request, context.db, handle.permission);
  if (manager instanceof Response) return manager;
  const id = parseId(params.id);
  const file = id == null ? null : await exportClubEventRegistrations(context.db, manager, id);
  if (!file) return refusedFile(request, 404, EVENT_ADMIN_NOT_FOUND);
  return csvDownload(registrationsFileName(file.event.id), registrationsCsv(file.rows));
}
