/**
 * /yonetim/katalog/yeni: a new catalogue item with its first variant (permission
 * catalogue.write). The same form and rules as /yonetim/katalog/{id}; a saved item opens its own
 * page (a JSON caller gets `{success, message, id}`).
 */
import { data, href, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.katalog.yeni";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CatalogueItemForm, itemFormValues, type FormValues } from "#app/components/back-office/catalogue-item-form";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { catalogueChoices, saveCatalogueItem } from "#app/domain/catalog/catalogue-editor.server";
import { readCatalogueItemForm } from "#app/domain/catalog/catalogue-item.schema";
import { readBody, typedValues, wantsJson } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "catalogue.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Yeni ürün");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  return data({ choices: await catalogueChoices(context.db) }, { headers: NO_STORE });
}

type Answer = { success: boolean; reason: string; message: string; errors: Record<string, string>; values: FormValues; id?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const body = await readBody(request);
  const values = typedValues(body);
  const checked = readCatalogueItemForm(body);
  if (!checked.ok)
    return data<Answer>(
      { success: false, reason: checked.reason, message: checked.reason, errors: checked.errors, values },
      { status: 422, headers: NO_STORE },
    );
  const saved = await saveCatalogueItem(context.db, manager, null, checked.data);
  if (!saved.ok)
    return data<Answer>(
      { success: false, reason: saved.reason, message: saved.reason, errors: saved.errors, values },
      { status: saved.status === 404 ? 422 : saved.status, headers: NO_STORE },
    );
  if (wantsJson(request))
    return data<Answer>(
      { success: true, reason: "", message: "Ürün eklendi.", errors: {}, values: {}, id: saved.id },
      { headers: NO_STORE },
    );
  throw redirect(`${href("/yonetim/katalog/:id", { id: String(saved.id) })}?kaydedildi=1`, { headers: NO_STORE });
}

export default function NewCatalogueItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const failed = actionData && !actionData.success;
  return (
    <>
      <BackOfficeHeading title="Yeni ürün" intro="Ürünü ilk varyantıyla ekleyin; diğer varyantları kaydettikten sonra ekleyebilirsiniz." />
      {failed && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          {actionData.reason}
        </p>
      )}
      <CatalogueItemForm
        item={null}
        values={failed ? actionData.values : itemFormValues(null)}
        errors={failed ? actionData.errors : {}}
        choices={loaderData.choices}
        busy={busy}
      />
    </>
  );
}
