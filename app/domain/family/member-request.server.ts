/**
 * Who is asking, for the kid and baby pages and calls (spec sections 6, 7): the member's id from
 * the session; a guest's JSON call gets 401 with 'Bu işlemi gerçekleştirebilmek için giriş yapmanız
 * gerekmektedir.', a guest's page request goes to the login page and comes back to `returnTo`.
 */
import { redirect } from "react-router";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { loginUrlReturningTo } from "#app/lib/login-url";

/** Whether the request is a JSON call (Accept: application/json, as the pages' scripts send). */
export const wantsJson = (request: Request) => (request.headers.get("accept") ?? "").includes("application/json");

/** The member's id; null for a guest's JSON call (answer 401); a guest's page request is redirected to the login page. */
export async function memberOrGuestCall(request: Request, session: SessionHandle, returnTo: string): Promise<number | null> {
  const userId = await session.userId();
  if (userId != null) return userId;
  if (wantsJson(request)) return null;
  throw redirect(loginUrlReturningTo(returnTo));
}
