/**
 * The back office's layout (/yonetim/*): its own frame in the shop's look
 * (components/back-office/back-office-frame.tsx), never the shop's header and footer. The loader
 * gives the frame the verified manager's name, role and the sections their role may use, or null
 * (a visitor, a member, a manager before the SMS code); it never refuses: each page below guards
 * itself with requireManager and the permission its `handle` declares. A page that refuses (403)
 * is drawn by the boundary here, inside the frame, with nothing of the page.
 */
import { data, isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/yonetim";
import { BackOfficeFrame, type BackOfficeViewer } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { BackOfficeRefusal } from "#app/components/back-office/back-office-refusal";
import { sectionsFor } from "#app/domain/back-office/sections";
import { NO_STORE } from "#app/lib/cache-control";
import { backOfficeViewer, type BackOfficeRefusal as Refused } from "#app/http/require-manager.server";

/** Used when a page below refused or failed (its own meta is not drawn then). */
export const meta = backOfficeMeta("Yönetim");

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await backOfficeViewer(request, context.db);
  const viewer: BackOfficeViewer | null = manager && {
    name: manager.name,
    roleLabel: manager.roleLabel,
    sections: sectionsFor(manager).map(({ to, label }) => ({ to, label })),
  };
  return data({ viewer }, { headers: NO_STORE });
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeFrame viewer={loaderData.viewer}>
      <Outlet />
    </BackOfficeFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/yonetim");
  const refused = isRouteErrorResponse(error) ? (error.data as Partial<Refused> | null) : null;
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return (
    <BackOfficeFrame viewer={layout?.viewer ?? null}>
      <BackOfficeRefusal
        refusal={{
          status: isRouteErrorResponse(error) ? error.status : 500,
          reason: typeof refused?.reason === "string" ? refused.reason : null,
          loginUrl: typeof refused?.loginUrl === "string" ? refused.loginUrl : null,
        }}
      />
    </BackOfficeFrame>
  );
}
