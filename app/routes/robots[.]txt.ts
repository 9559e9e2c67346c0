/** GET /robots.txt: allow everything public, keep robots out of private areas, point to the sitemap. */
import type { Route } from "./+types/robots[.]txt";
import { shopOrigin } from "#app/domain/seo/canonical";
import { robotsTxt } from "#app/domain/seo/robots";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(shopOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
