/** GET /sitemap-pages.xml: the home page, every category, the legal texts and the cookie policy. */
import type { Route } from "./+types/sitemap-pages[.]xml";
import { publicOrigin } from "#app/lib/public-url.server";
import { XML_HEADERS, pagesSitemap } from "#app/domain/seo/sitemap.server";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await pagesSitemap(context.db, publicOrigin()), { headers: XML_HEADERS });
}
