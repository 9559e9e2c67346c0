/**
 * GET /gorsel/yuklenen/{imageId}-{hash}-{size}.webp: an uploaded catalogue picture in one size (800,
 * 400 or 120; catalogue-images.server.ts). An image's bytes never change (a new picture is a new
 * id, and the hash in the address must match), so it is kept for a year, `immutable`; the ETag
 * answers a browser's revalidation with 304. An unknown id, hash or size: 404, not kept.
 */
import type { Route } from "./+types/gorsel.yuklenen.$file";
import { readUploadedImage } from "#app/domain/catalog/catalogue-images.server";
import { parseUploadedImageFile } from "#app/domain/catalog/image-urls";

const KEPT = "public, max-age=31536000, immutable";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const parsed = parseUploadedImageFile(params.file);
  const image = parsed ? await readUploadedImage(context.db, parsed.imageId, parsed.hash, parsed.size) : null;
  if (!image) return new Response("Görsel bulunamadı", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = { "Cache-Control": KEPT, ETag: image.etag };
  const asked = request.headers.get("if-none-match") ?? "";
  if (asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === image.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), {
    headers: { ...headers, "Content-Type": "image/webp", "Content-Length": String(image.bytes.byteLength) },
  });
}
