/** GET /robots.txt: allow everything public, keep robots out of private areas, point to the sitemap. */
import { publicOrigin } from "#app/lib/public-url.server";
import { robotsTxt } from "#app/domain/seo/robots";

export function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
