/**
 * /yonetim/yoneticiler: the back office's managers (permission managers.write,
 * owners): the list, a new manager (e-mail, name, phone for the SMS code, role, the store of a
 * store manager, a first password by the shop's rule), a role change, deactivating and
 * reactivating, a new password for a manager who forgot theirs (their sessions end), 'Kilidi aç'
 * for a manager locked by wrong SMS codes. POST `intent=create|role|active|password|unlock`; each
 * change leaves one audit row, never the password. A JSON caller gets `{success, reason, errors}`.
 */
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.yoneticiler";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { PostNotice } from "#app/components/back-office/fields";
import { ManagerList, NewManagerForm, type NewManagerValues } from "#app/components/back-office/manager-forms";
import {
  MANAGER_ACTIVATED,
  MANAGER_CREATED,
  MANAGER_DEACTIVATED,
  newManagerSchema,
  PASSWORD_SET,
  passwordResetSchema,
  ROLE_SAVED,
  roleChangeSchema,
} from "#app/domain/back-office/manager.schema";
import { MANAGER_UNLOCKED } from "#app/domain/back-office/back-office.messages";
import {
  changeManagerRole,
  createManager,
  listManagers,
  setManagerActive,
  setManagerPassword,
  storeChoices,
  unlockManager,
  type ManagerChange,
} from "#app/domain/back-office/managers.server";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { readBody, validate } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "managers.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Yöneticiler");

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const [managers, stores] = await Promise.all([listManagers(context.db), storeChoices(context.db)]);
  return data({ selfId: manager.id, managers, stores }, { headers: NO_STORE });
}

type Answer = { success: boolean; reason: string; message: string; errors: Record<string, string>; values: NewManagerValues };

const text = (v: unknown) => (typeof v === "string" ? v : "");

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const body = await readBody(request);
  const answer = (result: ManagerChange, done: string, values: NewManagerValues = {}) =>
    data<Answer>(
      result.ok
        ? { success: true, reason: "", message: done, errors: {}, values: {} }
        : {
            success: false,
            reason: result.reason,
            message: result.reason,
            errors: result.field ? { [result.field]: result.reason } : {},
            values,
          },
      { status: result.ok ? 200 : 422, headers: NO_STORE },
    );
  if (body.intent === "create") {
    const values: NewManagerValues = {
      email: text(body.email),
      name: text(body.name),
      phone: text(body.phone),
      role: text(body.role),
      storeId: text(body.storeId),
    };
    const checked = validate(newManagerSchema, body);
    if (!checked.ok)
      return data<Answer>(
        { success: false, reason: checked.reason, message: checked.reason, errors: checked.errors, values },
        { status: 422, headers: NO_STORE },
      );
    return answer(await createManager(context.db, manager, checked.data), MANAGER_CREATED, values);
  }
  const id = parseId(body.id);
  if (id != null && body.intent === "role") {
    const checked = validate(roleChangeSchema, body);
    if (!checked.ok)
      return data<Answer>(
        { success: false, reason: checked.reason, message: checked.reason, errors: {}, values: {} },
        { status: 422, headers: NO_STORE },
      );
    return answer(await changeManagerRole(context.db, manager, id, checked.data), ROLE_SAVED);
  }
  if (id != null && body.intent === "active") {
    const active = body.active === "1";
    return answer(await setManagerActive(context.db, manager, id, active), active ? MANAGER_ACTIVATED : MANAGER_DEACTIVATED);
  }
  if (id != null && body.intent === "unlock") return answer(await unlockManager(context.db, manager, id), MANAGER_UNLOCKED);
  if (id != null && body.intent === "password") {
    const checked = validate(passwordResetSchema, body);
    if (!checked.ok)
      return data<Answer>(
        { success: false, reason: checked.reason, message: checked.reason, errors: { [`password-${id}`]: checked.reason }, values: {} },
        { status: 422, headers: NO_STORE },
      );
    return answer(await setManagerPassword(context.db, manager, id, checked.data.password), PASSWORD_SET);
  }
  return data<Answer>(
    { success: false, reason: GENERIC_ERROR, message: GENERIC_ERROR, errors: {}, values: {} },
    { status: 400, headers: NO_STORE },
  );
}

export default function ManagersPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { managers, stores, selfId } = loaderData;
  return (
    <>
      <BackOfficeHeading title="Yöneticiler" intro="Yönetim paneline kimin girebileceği ve ne yapabileceği." />
      {actionData && <PostNotice success={actionData.success} text={actionData.success ? actionData.message : actionData.reason} />}
      <BackOfficeCard className="mb-6">
        <h2 className="mb-4 text-lg font-extrabold text-ink">Yeni yönetici</h2>
        {/* A new form after a success: the fields start empty. */}
        <NewManagerForm
          key={actionData?.success ? `ok-${managers.length}` : "form"}
          stores={stores}
          values={actionData?.success ? {} : (actionData?.values ?? {})}
          errors={actionData?.errors ?? {}}
          busy={busy}
        />
      </BackOfficeCard>
      <h2 className="mb-3 text-lg font-extrabold text-ink">Yöneticiler ({managers.length})</h2>
      <ManagerList managers={managers} stores={stores} selfId={selfId} busy={busy} errors={actionData?.errors ?? {}} />
    </>
  );
}
