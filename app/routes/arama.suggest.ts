/**
 * GET /arama/suggest/?term=… (spec section 7, PRODUCT.md): search suggestions for the header's
 * autocomplete → {success, groups: [{type, title, items: [{title, link, image, type, highlight, subtitle?}]}]},
 * groups in the order products, categories, brands, empty ones left out. A term shorter than two
 * characters (after trimming) gives no groups. Answers /arama/suggest and /arama/suggest/ alike.
 */
import type { Route } from "./+types/arama.suggest";
import { ok } from "#app/lib/api.server";
import { GENERIC_ERROR } from "#app/lib/messages";
import { suggest } from "#app/domain/search/suggest.server";
import { logError } from "#app/lib/logger.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const term = new URL(request.url).searchParams.get("term");
  try {
    const groups = await suggest(context.db, term);
    // The same for every shopper: a browser or proxy may keep it for a minute.
    return ok({ groups }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    logError("Arama önerileri hazırlanamadı", error);
    return Response.json(
      { success: false, reason: GENERIC_ERROR, message: GENERIC_ERROR, groups: [] },
      { status: 500, headers: { "Cache-Control": "no-store" } },
    );
  }
}
