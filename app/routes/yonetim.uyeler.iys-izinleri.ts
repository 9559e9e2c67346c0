/**
 * GET /yonetim/uyeler/iys-izinleri[?baslangic=YYYY-MM-DD&bitis=YYYY-MM-DD]: every commercial-message
 * consent given or withdrawn in the range (Türkiye's days, both included; none: all), as İYS takes
 * them (domain/notifications/iys-export.server.ts), a JSON file. Permission members.read. The back
 * office's rule for files (app/http/file-export.server.ts): refusals answered as elsewhere, a
 * prefetch or another site's request refused, one audit row per download written before it goes out.
 */
import type { Route } from "./+types/yonetim.uyeler.iys-izinleri";
import { fileDownload, guardFileExport } from "#app/http/file-export.server";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { iysDay, iysFileName, iysJsonStream, recordIysExport } from "#app/domain/notifications/iys-export.server";

export const handle = { json: true, permission: "members.read" } satisfies BackOfficeHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await guardFileExport(request, context.db, handle.permission);
  if (manager instanceof Response) return manager;
  const query = new URL(request.url).searchParams;
  const range = { from: iysDay(query.get("baslangic")), to: iysDay(query.get("bitis")) };
  await recordIysExport(context.db, manager, range);
  return fileDownload(iysFileName(), iysJsonStream(context.db, range), "application/json; charset=utf-8");
}
