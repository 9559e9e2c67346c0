/**
 * GET /yonetim/siparisler/disa-aktar?…the list's filters: the filtered orders as a CSV file for
 * Turkish Excel (domain/orders/order-export.server.ts: UTF-8 with BOM, ';', formula-safe cells,
 * streamed a thousand rows at a time, at most 50,000). Permission orders.read; a store manager's
 * file holds their store's orders only. A file, not a page: a refusal is answered here as the
 * back office answers it elsewhere (a short 403 page with the way to the login, or the JSON).
 */
import type { Route } from "./+types/yonetim.siparisler.disa-aktar";
import { fileRouteRefusal } from "#app/domain/back-office/file-refusal.server";
import { requireManager } from "#app/domain/back-office/manager-access.server";
import { storeScope, type BackOfficeHandle } from "#app/domain/back-office/permissions";
import { readOrderQuery } from "#app/domain/orders/order-search";
import { exportFileName, orderCsvStream } from "#app/domain/orders/order-export.server";
import { NO_STORE } from "#app/lib/cache-control";

export const handle = { json: true, permission: "orders.read" } satisfies BackOfficeHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  let scope: number | null;
  try {
    scope = storeScope(await requireManager(request, context.db, handle.permission));
  } catch (error) {
    return fileRouteRefusal(request, error);
  }
  const { filters } = readOrderQuery(new URL(request.url).searchParams);
  const headers = new Headers(NO_STORE);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${exportFileName()}"`);
  return new Response(orderCsvStream(context.db, filters, scope), { headers });
}
