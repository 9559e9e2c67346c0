/**
 * GET /kullanici/kisisel-verilerim/indir: everything the shop holds about the signed-in member as a
 * JSON file (KVKK 6698 art. 11, and the portability the law's guidance asks for: machine-readable),
 * the same data as the page /kullanici/kisisel-verilerim. Members only (a guest goes to the login
 * page); the member comes from the session, never from the address. Each download writes an audit
 * row (by id); a prefetch or another site's request gets no file and writes none. Never cached.
 */
import type { Route } from "./+types/kullanici.kisisel-verilerim.indir";
import { collectMemberData, recordDataDownload } from "#app/domain/members/member-data.server";
import { requireMember } from "#app/http/require-member.server";
import { NO_STORE, PRIVATE_NO_STORE } from "#app/lib/cache-control";
import { refusedGet } from "#app/lib/cross-site.server";
import { GENERIC_ERROR } from "#app/lib/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  if (refusedGet(request)) return new Response(GENERIC_ERROR, { status: 403, headers: NO_STORE });
  const held = await collectMemberData(context.db, userId);
  if (!held) return new Response(GENERIC_ERROR, { status: 404, headers: NO_STORE });
  await recordDataDownload(context.db, userId);
  return new Response(JSON.stringify(held, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="minik-dunya-kisisel-verilerim-${held.generatedAt.slice(0, 10)}.json"`,
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
