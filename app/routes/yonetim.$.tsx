/**
 * Any /yonetim address without a page: 'Sayfa bulunamadı' inside the back office's frame, to a
 * signed-in manager only; anyone else gets the back office's 403 (no telling which pages exist).
 */
import { data } from "react-router";
import type { Route } from "./+types/yonetim.$";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { BACK_OFFICE_PAGE_NOT_FOUND } from "#app/domain/back-office/back-office.messages";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { NO_STORE } from "#app/lib/cache-control";
import { NOT_FOUND_TITLE } from "#app/lib/messages";
import { requireManager, type BackOfficeRefusal } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "dashboard" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta(NOT_FOUND_TITLE);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  throw data(
    { success: false, reason: BACK_OFFICE_PAGE_NOT_FOUND, message: BACK_OFFICE_PAGE_NOT_FOUND, loginUrl: null } satisfies BackOfficeRefusal,
    { status: 404, headers: NO_STORE },
  );
}

export default function BackOfficeNotFound() {
  return null;
}
