/** GET /kullanici/giris-yapti-mi → {success: true, isLoggedIn} */
import type { Route } from "./+types/kullanici.giris-yapti-mi";
import { ok } from "#app/lib/api.server";

export async function loader({ context }: Route.LoaderArgs) {
  const userId = await context.session.userId();
  return ok({ isLoggedIn: userId !== null }, { headers: { "Cache-Control": "no-store" } });
}
