/**
 * /yonetim/kargo/duzenle (permission settings.write): a new shipping company, or
 * `?id=` one to change (its code stays as it was given). POST checks the schema (carrier-form.ts,
 * the page ran it too) and saves with one audit row (carrier-admin.server.ts: never the last
 * active carrier off, nor the last active one taking cards), then goes to the saved carrier's form;
 * a JSON caller gets `{success, message, id}`. A refusal answers 422 (409 a taken code or a carrier
 * checkout cannot do without, 404 an unknown one) with every field as typed.
 */
import { data, href, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.kargo.duzenle";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { carrierEditHref, CarrierForm } from "#app/components/back-office/carrier-views";
import { BackLink } from "#app/components/back-office/form-parts";
import { PostNotice } from "#app/components/back-office/fields";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { carrierForEdit, saveCarrier, type CarrierRow } from "#app/domain/shipping/carrier-admin.server";
import { carrierSchema, typedCarrierValues, type CarrierFormValues } from "#app/domain/shipping/carrier-form";
import { CARRIER_NOT_FOUND, CARRIER_SAVED } from "#app/domain/shipping/messages";
import { readBody, validate, wantsJson } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { liraInput } from "#app/lib/money";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "settings.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Kargo firması");

/** The carrier asked for (`?id=`), else 404; null for a new one. */
async function asked(request: Request, db: Route.LoaderArgs["context"]["db"]): Promise<CarrierRow | null> {
  const raw = new URL(request.url).searchParams.get("id");
  if (raw == null || raw === "") return null;
  const id = parseId(raw);
  const row = id == null ? null : await carrierForEdit(db, id);
  if (!row)
    throw data(
      { success: false, reason: CARRIER_NOT_FOUND, message: CARRIER_NOT_FOUND, loginUrl: null },
      { status: 404, headers: NO_STORE },
    );
  return row;
}

const formValues = (row: CarrierRow): CarrierFormValues => ({
  code: row.code,
  title: row.title,
  name: row.name,
  description: row.description,
  salePriceKurus: liraInput(row.salePriceKurus),
  serviceFeeKurus: liraInput(row.serviceFeeKurus),
  paymentMethods: row.paymentMethods,
  trackingUrl: row.trackingUrl,
  active: row.active ? "1" : "",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const carrier = await asked(request, context.db);
  const values: CarrierFormValues = carrier
    ? formValues(carrier)
    : { salePriceKurus: "49,90", serviceFeeKurus: "0,00", paymentMethods: ["creditCard", "moneyOrder", "bkmExpress"], active: "1" };
  return data(
    { id: carrier?.id ?? null, title: carrier?.title ?? null, saved: new URL(request.url).searchParams.get("kaydedildi") === "1", values },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const carrier = await asked(request, context.db);
  const body = await readBody(request);
  // A change keeps its code, whatever the form sends.
  if (carrier) body.code = carrier.code;
  const values = typedCarrierValues(body);
  const checked = validate(carrierSchema, body);
  const result = checked.ok ? await saveCarrier(context.db, manager, carrier?.id ?? null, checked.data) : null;
  if (result?.ok) {
    if (wantsJson(request))
      return data({ success: true, reason: "", message: CARRIER_SAVED, id: result.id, errors: {}, values }, { headers: NO_STORE });
    throw redirect(`${carrierEditHref(result.id)}&kaydedildi=1`, { headers: NO_STORE });
  }
  const reason = checked.ok ? result!.reason : checked.reason;
  const errors = checked.ok ? (result && !result.ok && result.field ? { [result.field]: result.reason } : {}) : checked.errors;
  const status = checked.ok && result && !result.ok ? result.status : 422;
  return data({ success: false, reason, message: reason, id: carrier?.id ?? null, errors, values }, { status, headers: NO_STORE });
}

export default function CarrierEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { id, title, saved } = loaderData;
  return (
    <>
      <BackLink to={href("/yonetim/kargo")} label="Kargo Firmaları" />
      <BackOfficeHeading title={title ?? "Yeni kargo firması"} intro="Ödeme sayfası bu bilgileri bir sonraki istekte kullanır." />
      {saved && !actionData && <PostNotice success text={CARRIER_SAVED} />}
      {actionData && !actionData.success && <PostNotice success={false} text={actionData.reason} />}
      <CarrierForm
        key={`${id ?? "yeni"}-${actionData ? "gonderildi" : "ilk"}`}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        busy={busy}
        isNew={id == null}
      />
    </>
  );
}
