/**
 * GET /yonetim/siparisler/disa-aktar?…the list's filters: the filtered orders as a CSV file for
 * Turkish Excel (domain/orders/order-export.server.ts: UTF-8 with BOM, ';', formula-safe cells,
 * streamed a thousand rows at a time, at most 50,000). Permission orders.read; a store manager's
 * file holds their store's orders only. A file, not a page: a refusal is answered here as the
 * back office answers it elsewhere (a short 403 page with the way to the login, or the JSON).
 */
import type { Route } from "./+types/yonetim.siparisler.disa-aktar";
import { requireManager } from "#app/domain/back-office/manager-access.server";
import { storeScope, type BackOfficeHandle } from "#app/domain/back-office/permissions";
import { readOrderQuery } from "#app/domain/orders/order-search";
import { exportFileName, orderCsvStream } from "#app/domain/orders/order-export.server";
import { NO_STORE } from "#app/lib/cache-control";

export const handle = { json: true, permission: "orders.read" } satisfies BackOfficeHandle;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The guard's refusal (a thrown `data(…, 403)`) as an answer of this file route. */
function refusal(request: Request, error: unknown): Response {
  if (error instanceof Response) return error;
  const refused = error as { data?: { reason?: string; loginUrl?: string | null }; init?: { status?: number } } | null;
  const body = refused?.data;
  if (!body || typeof body.reason !== "string") throw error;
  const status = refused?.init?.status ?? 403;
  const headers = new Headers(NO_STORE);
  if ((request.headers.get("accept") ?? "").includes("application/json")) return Response.json(body, { status, headers });
  headers.set("Content-Type", "text/html; charset=utf-8");
  const link = body.loginUrl ? `<a href="${escapeHtml(body.loginUrl)}">Yönetim Girişi</a>` : `<a href="/yonetim">Panele dön</a>`;
  const html = `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Erişim yok | Minik Dünya Yönetim</title></head><body><main><h1>${body.loginUrl ? "Yönetim girişi gerekli" : "Yetkiniz yok"}</h1><p>${escapeHtml(body.reason)}</p><p>${link}</p></main></body></html>`;
  return new Response(html, { status, headers });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  let scope: number | null;
  try {
    scope = storeScope(await requireManager(request, context.db, handle.permission));
  } catch (error) {
    return refusal(request, error);
  }
  const { filters } = readOrderQuery(new URL(request.url).searchParams);
  const headers = new Headers(NO_STORE);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${exportFileName()}"`);
  return new Response(orderCsvStream(context.db, filters, scope), { headers });
}
