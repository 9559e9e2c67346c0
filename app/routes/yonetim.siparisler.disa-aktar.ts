/**
 * GET /yonetim/siparisler/disa-aktar?…the list's filters: the filtered orders as a CSV file for
 * Turkish Excel (domain/orders/order-export.server.ts: UTF-8 with BOM, ';', formula-safe cells,
 * streamed a thousand rows at a time, at most 50,000). Permission orders.read; a store manager's
 * file holds their store's orders only. The back office's rule for files (app/http/file-export.server.ts):
 * refusals answered as elsewhere, a prefetch or another site's request refused, one audit row per
 * download (with the filters) written before the file goes out.
 */
import type { Route } from "./+types/yonetim.siparisler.disa-aktar";
import { csvDownload, guardFileExport } from "#app/http/file-export.server";
import { storeScope, type BackOfficeHandle } from "#app/domain/permissions/permissions";
import { readOrderQuery } from "#app/domain/orders/order-search";
import { exportFileName, orderCsvStream, recordOrderExport } from "#app/domain/orders/order-export.server";

export const handle = { json: true, permission: "orders.read" } satisfies BackOfficeHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await guardFileExport(request, context.db, handle.permission);
  if (manager instanceof Response) return manager;
  const scope = storeScope(manager);
  const { filters } = readOrderQuery(new URL(request.url).searchParams);
  await recordOrderExport(context.db, manager, filters);
  return csvDownload(exportFileName(), orderCsvStream(context.db, filters, scope));
}
