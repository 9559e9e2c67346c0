/**
 * The back office's guard (PRODUCT.md: managers only, with a second factor; the sign-in itself is
 * domain/back-office/manager-access.server.ts). `requireManager(request, db, permission)` guards
 * every back-office loader and action:
 *   - no manager session (a visitor, a shop member): 403 `{success: false, reason, loginUrl}`: the
 *     page draws the back office's 403 with 'Yönetim Girişi', a JSON caller gets the JSON;
 *   - a session whose SMS code is not entered yet: a redirect to /yonetim/dogrulama;
 *   - a manager whose role lacks the permission (permissions.ts): 403 'Bu sayfa için yetkiniz yok.'
 * The manager is read from the database on every request (once per request however many loaders
 * ask), so one set inactive, or deleted, is refused at once, and a role change holds at once.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { BACK_OFFICE_LOGIN_REQUIRED, NO_PERMISSION } from "#app/domain/back-office/back-office.messages";
import { loginUrlFor, type Manager, verifyUrlFor } from "#app/domain/back-office/manager-access.server";
import { readManagerSession, type ManagerSession } from "#app/domain/back-office/manager-session.server";
import { can, ROLE_LABELS, type Permission } from "#app/domain/permissions/permissions";
import { NO_STORE } from "#app/lib/cache-control";

type Db = AppLoadContext["db"];

/** What a refusal carries: the JSON a call gets, and what the 403 page draws. */
export type BackOfficeRefusal = { success: false; reason: string; message: string; loginUrl: string | null };

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

function refuse(reason: string, loginUrl: string | null): never {
  throw data({ success: false, reason, message: reason, loginUrl } satisfies BackOfficeRefusal, { status: 403, headers: NO_STORE });
}

/** The request's manager session, read once per request (the layout's and the page's loaders share it). */
const perRequest = new WeakMap<Request, Promise<ManagerSession | null>>();
export function managerSessionOf(request: Request, db: Db): Promise<ManagerSession | null> {
  let session = perRequest.get(request);
  if (!session) {
    session = readManagerSession(db, request.headers.get("cookie"));
    perRequest.set(request, session);
  }
  return session;
}

const withLabel = (session: ManagerSession): Manager => ({
  ...session.manager,
  roleLabel: ROLE_LABELS[session.manager.role],
  sessionId: session.id,
});

/**
 * Every back-office page and call: the verified manager whose role has `permission`; else 403 (or
 * the redirect to the SMS code, see the module comment). `signedIn`: any manager session, verified
 * or not (logging out).
 */
export async function requireManager(request: Request, db: Db, permission: Permission | "signedIn"): Promise<Manager> {
  const session = await managerSessionOf(request, db);
  if (!session) refuse(BACK_OFFICE_LOGIN_REQUIRED, loginUrlFor(here(request)));
  if (permission === "signedIn") return withLabel(session);
  if (!session.verified) throw redirect(verifyUrlFor(here(request)), { headers: NO_STORE });
  if (!can(session.manager, permission)) refuse(NO_PERMISSION, null);
  return withLabel(session);
}

/** The verified manager for the back office's frame (name, role, nav), or null; never refuses. */
export async function backOfficeViewer(request: Request, db: Db): Promise<Manager | null> {
  const session = await managerSessionOf(request, db);
  return session?.verified ? withLabel(session) : null;
}
