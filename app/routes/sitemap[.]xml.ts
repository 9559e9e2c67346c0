/** GET /sitemap.xml: all addresses when they fit in one sitemap, else a sitemap index (see domain/seo/sitemap.server.ts). */
import type { Route } from "./+types/sitemap[.]xml";
import { publicOrigin } from "#app/lib/public-url.server";
import { XML_HEADERS, mainSitemap } from "#app/domain/seo/sitemap.server";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await mainSitemap(context.db, publicOrigin()), { headers: XML_HEADERS });
}
