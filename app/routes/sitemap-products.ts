/**
 * GET /sitemap-products-{n}.xml: product pages of active items, 40,000 each (n from 1). Registered
 * once per n in app/routes.ts (React Router has no partial-segment parameters); n is read from the path.
 */
import type { Route } from "./+types/sitemap-products";
import { publicOrigin } from "#app/lib/public-url.server";
import { XML_HEADERS, productSitemap } from "#app/domain/seo/sitemap.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const n = Number(/\/sitemap-products-(\d+)\.xml$/.exec(new URL(request.url).pathname)?.[1]);
  const xml = await productSitemap(context.db, publicOrigin(), n);
  if (xml === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: XML_HEADERS });
}
