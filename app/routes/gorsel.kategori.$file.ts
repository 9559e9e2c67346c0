/** GET /gorsel/kategori/{slug}.svg: a category's generated tile picture. */
import type { Route } from "./+types/gorsel.kategori.$file";
import { categoryImageSvg, IMAGE_HEADERS, parseCategoryImageFile } from "#app/domain/catalog/images.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = parseCategoryImageFile(params.file);
  const svg = slug ? await categoryImageSvg(context.db, slug) : null;
  if (svg === null) return new Response("Görsel bulunamadı", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(svg, { headers: IMAGE_HEADERS });
}
