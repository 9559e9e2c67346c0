/** GET /gorsel/urun/{catalogId}-{index}.svg: a catalogue item's generated picture (index 0..3). */
import type { Route } from "./+types/gorsel.urun.$file";
import { IMAGE_HEADERS, parseProductImageFile, productImageSvg } from "#app/domain/catalog/images.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = parseProductImageFile(params.file);
  const svg = parsed ? await productImageSvg(context.db, parsed.catalogId, parsed.index) : null;
  if (svg === null) return new Response("Görsel bulunamadı", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(svg, { headers: IMAGE_HEADERS });
}
