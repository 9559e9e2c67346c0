/** GET /sitemap-pages.xml: the home page, every category, the legal texts and the cookie policy. */
import type { Route } from "./+types/sitemap-pages[.]xml";
import { shopOrigin } from "#app/domain/seo/canonical";
import { XML_HEADERS, pagesSitemap } from "#app/domain/seo/sitemap.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return new Response(await pagesSitemap(context.db, shopOrigin(request)), { headers: XML_HEADERS });
}
