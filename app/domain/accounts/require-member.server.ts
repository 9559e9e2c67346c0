/**
 * Member pages (spec section 6): every account page checks the session on the server. A guest
 * is sent to the login page and comes back afterwards; the member's id comes only from the
 * session, never from what the browser sends.
 *
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const userId = await requireMember(request, context.session);
 *     …
 */
import { redirect } from "react-router";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { loginUrlReturningTo } from "#app/lib/login-url";

export async function requireMember(request: Request, session: SessionHandle): Promise<number> {
  const userId = await session.userId();
  if (userId == null) {
    const url = new URL(request.url);
    throw redirect(loginUrlReturningTo(`${url.pathname}${url.search}`));
  }
  return userId;
}
