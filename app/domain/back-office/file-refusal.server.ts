/**
 * The guard's refusal for a back-office file route (a CSV download: no page, no layout): the
 * thrown `data(…, 403)` of requireManager answered as the back office answers it elsewhere, a short
 * 403 page with the way to the login (or back to the panel), or the JSON a call gets. Anything
 * else thrown (a redirect to the SMS code is a Response) goes on as it is.
 */
import { NO_STORE } from "#app/lib/cache-control";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function fileRouteRefusal(request: Request, error: unknown): Response {
  if (error instanceof Response) return error;
  const refused = error as { data?: { reason?: string; loginUrl?: string | null }; init?: { status?: number } } | null;
  const body = refused?.data;
  if (!body || typeof body.reason !== "string") throw error;
  const status = refused?.init?.status ?? 403;
  const headers = new Headers(NO_STORE);
  if ((request.headers.get("accept") ?? "").includes("application/json")) return Response.json(body, { status, headers });
  headers.set("Content-Type", "text/html; charset=utf-8");
  const link = body.loginUrl ? `<a href="${escapeHtml(body.loginUrl)}">Yönetim Girişi</a>` : `<a href="/yonetim">Panele dön</a>`;
  const title = body.loginUrl ? "Yönetim girişi gerekli" : status === 404 ? "Bulunamadı" : "Yetkiniz yok";
  const html = `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Erişim yok | Minik Dünya Yönetim</title></head><body><main><h1>${title}</h1><p>${escapeHtml(body.reason)}</p><p>${link}</p></main></body></html>`;
  return new Response(html, { status, headers });
}
