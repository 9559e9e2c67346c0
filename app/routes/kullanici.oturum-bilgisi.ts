/**
 * GET /kullanici/oturum-bilgisi → {success: true, user: {firstname} | null, cartCount}
 *
 * What the header shows of the visitor (who is signed in, units in the basket). Pages are the same
 * for every visitor and served from the page cache (server/page-cache.ts); a visitor with a
 * session asks for this after the page loads (app/components/layout/visitor-state.tsx). Never cached.
 */
import type { Route } from "./+types/kullanici.oturum-bilgisi";
import { visitorSummary } from "#app/domain/accounts/visitor-summary.server";
import { ok } from "#app/lib/api.server";

export async function loader({ context }: Route.LoaderArgs) {
  return ok(await visitorSummary(context.db, context.session), { headers: { "Cache-Control": "no-store" } });
}
