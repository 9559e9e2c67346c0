/**
 * Member pages (spec section 6): every account page checks the session on the server. A guest
 * is sent to the login page and comes back afterwards; the member's id comes only from the
 * session, never from what the browser sends.
 *
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const userId = await requireMember(request, context.session);
 *     …
 *
 * A page that is also a JSON call (the kid and baby pages, the gift lists: Accept:
 * application/json) asks `memberOrJsonGuest` instead: a guest's JSON call gets null, and the route
 * answers 401 with the login message in its own shape; a guest's page request still goes to the
 * login page. JSON-only calls use member-call.server.ts.
 */
import { redirect } from "react-router";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { wantsJson } from "#app/lib/api.server";

/** The page asked, as the login page's way back (`/kullanici/profil?x=1`). */
const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The member's id; a guest is redirected to the login page, coming back to `returnTo` (default: this page). */
export async function requireMember(request: Request, session: SessionHandle, returnTo = here(request)): Promise<number> {
  const userId = await session.userId();
  if (userId == null) throw redirect(loginUrlReturningTo(returnTo));
  return userId;
}

/** The member's id; null for a guest's JSON call (answer 401); a guest's page request is redirected as requireMember does. */
export async function memberOrJsonGuest(request: Request, session: SessionHandle, returnTo = here(request)): Promise<number | null> {
  if (wantsJson(request)) return session.userId();
  return requireMember(request, session, returnTo);
}
