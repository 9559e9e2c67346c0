/**
 * /yonetim/magazalar/duzenle (permission stores.write): a new store (owners) or
 * `?id=` one to change. A store manager opens and saves only their own store: any other id is
 * 404, as an unknown one (store-admin.server.ts). POST checks the schema (store-form.ts, the page
 * ran it too), saves with one audit row, and goes to the saved store's form; a JSON caller gets
 * `{success, message, id, sefUrl}`. A refusal answers 422 (409 for a taken code or address name)
 * with every field as typed and the chosen city's districts.
 */
import { data, href, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.magazalar.duzenle";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { PostNotice } from "#app/components/back-office/fields";
import { StoreForm } from "#app/components/back-office/store-form";
import { can, type BackOfficeHandle } from "#app/domain/permissions/permissions";
import {
  cityChoices,
  districtChoices,
  saveStore,
  STORE_CREATE_DENIED,
  STORE_NOT_FOUND_ADMIN,
  storeForEdit,
  storeFormValues,
} from "#app/domain/stores/store-admin.server";
import { storeSchema, typedStoreValues, type StoreFormValues } from "#app/domain/stores/store-form";
import { readBody, validate, wantsJson } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "stores.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Mağaza");

const SAVED = "Mağaza kaydedildi.";
const refusal = (status: number, reason: string) => data({ success: false, reason, message: reason }, { status, headers: NO_STORE });

/** The store asked for (`?id=`) if this manager may edit it, else 404; null for a new one (owners only, else 403). */
async function asked(request: Request, db: Route.LoaderArgs["context"]["db"], manager: Awaited<ReturnType<typeof requireManager>>) {
  const raw = new URL(request.url).searchParams.get("id");
  if (raw == null || raw === "") {
    if (!can(manager, "stores.write", { storeId: null })) throw refusal(403, STORE_CREATE_DENIED);
    return null;
  }
  const id = parseId(raw);
  const row = id == null ? null : await storeForEdit(db, manager, id);
  if (!row) throw refusal(404, STORE_NOT_FOUND_ADMIN);
  return row;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const store = await asked(request, context.db, manager);
  // A new store: the form's own defaults (type 'Mağaza'), pickup and active ticked.
  const values: StoreFormValues = store ? storeFormValues(store) : { openingHours: "10:00 - 22:00", pickupAvailable: "1", active: "1" };
  const [cities, districts] = await Promise.all([cityChoices(context.db), districtChoices(context.db, store?.cityId ?? null)]);
  return data(
    {
      id: store?.id ?? null,
      name: store?.name ?? null,
      pageUrl: store?.active ? href("/magaza/:sefUrl", { sefUrl: encodeURIComponent(store.sefUrl) }) : null,
      saved: new URL(request.url).searchParams.get("kaydedildi") === "1",
      values,
      cities,
      districts,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const store = await asked(request, context.db, manager);
  const body = await readBody(request);
  const values = typedStoreValues(body);
  const checked = validate(storeSchema, body);
  const result = checked.ok ? await saveStore(context.db, manager, store?.id ?? null, checked.data) : null;
  if (result?.ok) {
    if (wantsJson(request))
      return data(
        { success: true, reason: "", message: SAVED, id: result.id, sefUrl: result.sefUrl, errors: {}, values, districts: [] },
        { headers: NO_STORE },
      );
    throw redirect(`${href("/yonetim/magazalar/duzenle")}?id=${result.id}&kaydedildi=1`, { headers: NO_STORE });
  }
  const reason = checked.ok ? result!.reason : checked.reason;
  const errors = checked.ok ? (result && !result.ok && result.field ? { [result.field]: result.reason } : {}) : checked.errors;
  const status = checked.ok && result && !result.ok ? result.status : 422;
  const districts = await districtChoices(context.db, parseId(values.cityId, 81));
  return data(
    { success: false, reason, message: reason, id: store?.id ?? null, sefUrl: null, errors, values, districts },
    { status, headers: NO_STORE },
  );
}

export default function StoreEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { id, name, pageUrl, saved, cities } = loaderData;
  return (
    <>
      <BackOfficeHeading
        title={name ?? "Yeni mağaza"}
        intro={
          pageUrl ? (
            <a href={pageUrl} className="font-bold text-brand-700 hover:underline">
              Mağaza sayfasını aç
            </a>
          ) : undefined
        }
      />
      <p className="-mt-4 mb-4 text-sm">
        <a href={href("/yonetim/magazalar")} className="font-bold text-brand-700 hover:underline">
          ← Mağazalar
        </a>
      </p>
      {saved && !actionData && <PostNotice success text={SAVED} />}
      {actionData && !actionData.success && <PostNotice success={false} text={actionData.reason} />}
      <StoreForm
        key={`${id ?? "yeni"}-${actionData ? "gonderildi" : "ilk"}`}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        cities={cities}
        districts={actionData?.districts ?? loaderData.districts}
        busy={busy}
        isNew={id == null}
      />
    </>
  );
}
