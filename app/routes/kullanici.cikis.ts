/**
 * POST /kullanici/cikis: logs out (the session and its cookie are removed; the member's basket
 * stays with the account). JSON callers get {success: true}; forms go to the home page.
 * GET only goes home: logging out changes state, so it is never a link.
 */
import { href, redirect } from "react-router";
import type { Route } from "./+types/kullanici.cikis";
import { ok, wantsJson } from "#app/lib/api.server";

export async function loader() {
  return redirect(href("/"));
}

export async function action({ request, context }: Route.ActionArgs) {
  await context.session.destroy();
  if (wantsJson(request)) return ok({ reason: "" }, { headers: { "Cache-Control": "no-store" } });
  return redirect(href("/"));
}
