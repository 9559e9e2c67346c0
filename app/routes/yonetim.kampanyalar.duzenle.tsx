/**
 * /yonetim/kampanyalar/duzenle (permission campaigns.write): a new campaign, or
 * `?id=` one to change. POST intent=preview prices a sample basket with the draft (the shop's own
 * pricing, campaign-admin.server.ts previewCampaign) and shows the form again as typed;
 * intent=save checks the schema (campaign-form.ts, the page ran it too) and saves with one audit
 * row, then goes to the saved campaign's page (a JSON caller gets `{success, message, id}`).
 * A refusal answers 422 (409 for a taken short name, 404 for an unknown id) with every field
 * as typed and each message by its field.
 */
import { data, href, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.kampanyalar.duzenle";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CampaignForm } from "#app/components/back-office/campaign-form";
import { PostNotice } from "#app/components/back-office/fields";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { CAMPAIGN_NOT_FOUND, SAVED, STATUS_LABELS, type CampaignPreview } from "#app/domain/campaigns/campaign-admin";
import { campaignForEdit, categoryChoices, previewCampaign, saveCampaign, scopeLabels } from "#app/domain/campaigns/campaign-admin.server";
import { campaignSchema, parseIdList, typedCampaignValues, type CampaignFormValues } from "#app/domain/campaigns/campaign-form";
import { readBody, validate, wantsJson } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { istanbulInputValue } from "#app/lib/dates";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "campaigns.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Kampanya");

const EMPTY_LABELS = { categoryIds: [], brandIds: [], catalogIds: [], productIds: [] };

/** The campaign asked for (`?id=`), or null for a new one; an unknown or malformed id is 404. */
async function asked(request: Request, db: Route.LoaderArgs["context"]["db"]) {
  const raw = new URL(request.url).searchParams.get("id");
  if (raw == null || raw === "") return null;
  const id = parseId(raw);
  const found = id == null ? null : await campaignForEdit(db, id);
  if (!found) throw data({ success: false, reason: CAMPAIGN_NOT_FOUND, message: CAMPAIGN_NOT_FOUND }, { status: 404, headers: NO_STORE });
  return found;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const [campaign, categories] = await Promise.all([asked(request, context.db), categoryChoices(context.db)]);
  const now = new Date();
  const values: CampaignFormValues = campaign?.values ?? {
    startsAt: istanbulInputValue(now).slice(0, 11) + "00:00",
    endsAt: istanbulInputValue(new Date(now.getTime() + 7 * 86_400_000)).slice(0, 11) + "23:59",
  };
  return data(
    {
      id: campaign?.id ?? null,
      status: campaign ? STATUS_LABELS[campaign.status] : null,
      saved: new URL(request.url).searchParams.get("kaydedildi") === "1",
      values,
      scopeLabels: campaign?.scopeLabels ?? EMPTY_LABELS,
      categories,
    },
    { headers: NO_STORE },
  );
}

type Answer = {
  success: boolean;
  reason: string;
  message: string;
  errors: Record<string, string>;
  values: CampaignFormValues;
  sample: string;
  preview: CampaignPreview | null;
  id: number | null;
  scopeLabels?: Awaited<ReturnType<typeof scopeLabels>>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const campaign = await asked(request, context.db);
  const id = campaign?.id ?? null;
  const body = await readBody(request);
  const values = typedCampaignValues(body);
  const sample = typeof body.sample === "string" ? body.sample.slice(0, 800) : "";
  const answer = (status: number, a: Partial<Answer>) =>
    data<Answer>(
      { success: false, reason: "", message: "", errors: {}, values, sample, preview: null, id, ...a },
      { status, headers: NO_STORE },
    );
  const refuse = (status: number, reason: string, errors: Record<string, string> = {}) =>
    answer(status, { reason, message: reason, errors });
  if (body.intent !== "preview" && body.intent !== "save") return refuse(400, GENERIC_ERROR);
  // The chips of what was typed into the scope (names read by id, a few at most).
  const labels = () =>
    scopeLabels(context.db, {
      categoryIds: [],
      brandIds: parseIdList(body.brandIds) ?? [],
      catalogIds: parseIdList(body.catalogIds) ?? [],
      productIds: parseIdList(body.productIds) ?? [],
    });
  const checked = validate(campaignSchema, body);
  if (!checked.ok)
    return answer(422, { reason: checked.reason, message: checked.reason, errors: checked.errors, scopeLabels: await labels() });
  if (body.intent === "preview") {
    const previewed = await previewCampaign(context.db, id, checked.data, sample);
    if (!previewed.ok)
      return answer(422, {
        reason: previewed.reason,
        message: previewed.reason,
        errors: { sample: previewed.reason },
        scopeLabels: await labels(),
      });
    return answer(200, { success: true, preview: previewed.preview, scopeLabels: await labels() });
  }
  const saved = await saveCampaign(context.db, manager, id, checked.data);
  if (!saved.ok)
    return answer(saved.status, {
      reason: saved.reason,
      message: saved.reason,
      errors: saved.field ? { [saved.field]: saved.reason } : {},
      scopeLabels: await labels(),
    });
  if (wantsJson(request)) return answer(200, { success: true, message: SAVED, id: saved.id });
  throw redirect(`${href("/yonetim/kampanyalar/duzenle")}?id=${saved.id}&kaydedildi=1`, { headers: NO_STORE });
}

export default function CampaignEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { id, status, saved, categories } = loaderData;
  const title = id == null ? "Yeni kampanya" : `Kampanya #${id}`;
  return (
    <>
      <BackOfficeHeading
        title={title}
        intro={status ? `Durum: ${status}` : "Kampanya kaydedilince planlanan başlangıçta kendiliğinden yayına girer."}
      />
      <p className="-mt-4 mb-4 text-sm">
        <a href={href("/yonetim/kampanyalar")} className="font-bold text-brand-700 hover:underline">
          ← Kampanyalar
        </a>
      </p>
      {saved && !actionData && <PostNotice success text={SAVED} />}
      {actionData && !actionData.success && <PostNotice success={false} text={actionData.reason} />}
      <CampaignForm
        key={id ?? "yeni"}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        categories={categories}
        scopeLabels={actionData?.scopeLabels ?? loaderData.scopeLabels}
        sample={actionData?.sample ?? ""}
        preview={actionData?.preview ?? null}
        busy={busy}
        isNew={id == null}
      />
    </>
  );
}
