/**
 * GET /__dev/outbox (demo mode only): every SMS and e-mail the shop "sent", newest first, as JSON
 * `[{channel, to, subject, body, createdAt}]`. The readable page is /__dev/giden-kutusu.
 */
import type { Route } from "./+types/__dev.outbox";
import { listOutbox } from "#app/domain/notifications/messages.server";

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.demo) return Response.json({ success: false, reason: "Sayfa bulunamadı" }, { status: 404 });
  return Response.json(await listOutbox(context.db), { headers: { "Cache-Control": "no-store" } });
}
