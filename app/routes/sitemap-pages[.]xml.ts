/** GET /sitemap-pages.xml: the shop's pages other than products (domain/seo/sitemap.server.ts loadPageEntries), the store locator and every active store's page among them. */
import type { Route } from "./+types/sitemap-pages[.]xml";
import { publicOrigin } from "#app/lib/public-url.server";
import { XML_HEADERS, pagesSitemap } from "#app/domain/seo/sitemap.server";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await pagesSitemap(context.db, publicOrigin()), { headers: XML_HEADERS });
}
