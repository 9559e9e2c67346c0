/**
 * The one rule of every back-office file export (a CSV download: no page, no layout), used by each
 * export route (/yonetim/siparisler/disa-aktar, /yonetim/kulup/{id}/disa-aktar, /yonetim/uyeler/iys-izinleri):
 *   - `guardFileExport`: the manager with the export's permission, else the refusal answered as the
 *     back office answers it elsewhere (a short 403 page with the way to the login, or the JSON a
 *     call gets; the redirect to the SMS code goes on as it is); and a prefetch, a prerender or
 *     another site's request is refused (403, lib/cross-site.server.ts refusedGet), so no file goes
 *     out, and no audit row is written, that the manager did not ask for;
 *   - each download writes one audit row (who, what, how much) before the file is handed out: the
 *     export's own domain function does it, with the export's details;
 *   - `csvDownload`: the file as Turkish Excel opens it, never cached (`fileDownload` for another type).
 */
import { href } from "react-router";
import type { AppLoadContext } from "react-router";
import { NO_STORE } from "#app/lib/cache-control";
import { refusedGet } from "#app/lib/cross-site.server";
import { GENERIC_ERROR } from "#app/lib/messages";
import { wantsJson } from "#app/lib/api.server";
import type { Manager } from "#app/domain/back-office/manager-access.server";
import type { Permission } from "#app/domain/permissions/permissions";
import { requireManager } from "./require-manager.server";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refusal (requireManager's thrown `data(…, 403)`, or one of the export's own) as a file route answers it. */
function fileRouteRefusal(request: Request, error: unknown): Response {
  if (error instanceof Response) return error;
  const refused = error as { data?: { reason?: string; loginUrl?: string | null }; init?: { status?: number } } | null;
  const body = refused?.data;
  if (!body || typeof body.reason !== "string") throw error;
  const status = refused?.init?.status ?? 403;
  const headers = new Headers(NO_STORE);
  if (wantsJson(request)) return Response.json(body, { status, headers });
  headers.set("Content-Type", "text/html; charset=utf-8");
  const link = body.loginUrl ? `<a href="${escapeHtml(body.loginUrl)}">Yönetim Girişi</a>` : `<a href="${href("/yonetim")}">Panele dön</a>`;
  const title = body.loginUrl ? "Yönetim girişi gerekli" : status === 404 ? "Bulunamadı" : "Yetkiniz yok";
  const html = `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Erişim yok | Minik Dünya Yönetim</title></head><body><main><h1>${title}</h1><p>${escapeHtml(body.reason)}</p><p>${link}</p></main></body></html>`;
  return new Response(html, { status, headers });
}

/** An export's own refusal (the file's record is not there: 404). */
export const refusedFile = (request: Request, status: number, reason: string) =>
  fileRouteRefusal(request, { data: { reason, loginUrl: null }, init: { status } });

/** The manager who may download this file now, or the answer that refuses it (see the module comment). */
export async function guardFileExport(request: Request, db: AppLoadContext["db"], permission: Permission): Promise<Manager | Response> {
  let manager: Manager;
  try {
    manager = await requireManager(request, db, permission);
  } catch (error) {
    return fileRouteRefusal(request, error);
  }
  if (refusedGet(request)) return refusedFile(request, 403, GENERIC_ERROR);
  return manager;
}

/** A file to download under this name, of this type, never cached. */
export function fileDownload(fileName: string, body: BodyInit, contentType: string): Response {
  const headers = new Headers(NO_STORE);
  headers.set("Content-Type", contentType);
  headers.set("Content-Disposition", `attachment; filename="${fileName}"`);
  return new Response(body, { headers });
}

/** A CSV file to download under this name, never cached. */
export const csvDownload = (fileName: string, body: BodyInit): Response => fileDownload(fileName, body, "text/csv; charset=utf-8");
