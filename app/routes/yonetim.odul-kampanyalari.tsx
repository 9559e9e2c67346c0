/**
 * /yonetim/odul-kampanyalari (permission campaigns.write): the reward
 * campaigns members pick from (running, then ended), a form for a new one or `?kod=` one to change
 * (code, description, multiplier, amount in TL, ratio, end in Türkiye's time), and 'Şimdi Bitir'.
 * POST intent=save|end; each change one audit row (reward-admin.server.ts). A refusal answers 422
 * (409 a taken code, 404 an unknown one) with what was typed.
 */
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.odul-kampanyalari";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { EndNowForm, PostNotice, TextField } from "#app/components/back-office/fields";
import { useSchemaCheck } from "#app/components/back-office/use-schema-check";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import {
  endRewardCampaign,
  listRewardCampaigns,
  REWARD_NOT_FOUND,
  saveRewardCampaign,
  type RewardListItem,
} from "#app/domain/rewards/reward-admin.server";
import { rewardSchema, type RewardFormValues } from "#app/domain/rewards/reward-form";
import { readBody, validate, wantsJson } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { istanbulInputValue, TR_DATE_TIME } from "#app/lib/dates";
import { GENERIC_ERROR } from "#app/lib/messages";
import { formatMoney, liraInput } from "#app/lib/money";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "campaigns.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Ödül Kampanyaları");

const valuesOf = (r: RewardListItem): RewardFormValues => ({
  code: r.code,
  description: r.description,
  multiplier: String(r.multiplier),
  amountKurus: liraInput(r.amountKurus),
  ratio: String(r.ratio),
  endsAt: istanbulInputValue(r.endsAt),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const search = new URL(request.url).searchParams;
  const lists = await listRewardCampaigns(context.db);
  const code = search.get("kod");
  const editing = code ? [...lists.running, ...lists.ended].find((r) => r.code === code) : null;
  if (code && !editing)
    throw data({ success: false, reason: REWARD_NOT_FOUND, message: REWARD_NOT_FOUND }, { status: 404, headers: NO_STORE });
  return data(
    {
      ...lists,
      editing: editing?.code ?? null,
      values: editing ? valuesOf(editing) : { multiplier: "1", endsAt: istanbulInputValue(new Date(Date.now() + 30 * 86_400_000)) },
      saved: search.get("kaydedildi") === "1",
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const body = await readBody(request);
  const code = new URL(request.url).searchParams.get("kod");
  const values: RewardFormValues = Object.fromEntries(
    ["code", "description", "multiplier", "amountKurus", "ratio", "endsAt"].map((k) => [
      k,
      typeof body[k] === "string" ? (body[k] as string).slice(0, 400) : "",
    ]),
  );
  const json = wantsJson(request);
  const refuse = (status: number, reason: string, errors: Record<string, string> = {}) =>
    data({ success: false, reason, message: reason, errors, values }, { status, headers: NO_STORE });
  if (body.intent === "end" && typeof body.code === "string") {
    const ended = await endRewardCampaign(context.db, manager, body.code.slice(0, 40));
    return ended.ok
      ? data(
          { success: true, reason: "", message: "Ödül kampanyası sona erdirildi.", errors: {}, values: {} as RewardFormValues },
          { headers: NO_STORE },
        )
      : refuse(ended.status, ended.reason);
  }
  if (body.intent !== "save") return refuse(400, GENERIC_ERROR);
  // A change keeps its code, whatever the form sends.
  const checked = validate(rewardSchema, code ? { ...body, code } : body);
  if (!checked.ok) return refuse(422, checked.reason, checked.errors);
  const saved = await saveRewardCampaign(context.db, manager, code, checked.data);
  if (!saved.ok) return refuse(saved.status, saved.reason, saved.field ? { [saved.field]: saved.reason } : {});
  if (json)
    return data(
      { success: true, reason: "", message: "Ödül kampanyası kaydedildi.", errors: {}, values: {} as RewardFormValues },
      { headers: NO_STORE },
    );
  throw redirect(`${href("/yonetim/odul-kampanyalari")}?kaydedildi=1`, { headers: NO_STORE });
}

export default function RewardCampaignsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { running, ended, editing, saved } = loaderData;
  const { errors, onSubmit } = useSchemaCheck(rewardSchema, actionData?.errors);
  const values: RewardFormValues = actionData && !actionData.success ? actionData.values : loaderData.values;
  const field = { idPrefix: "odul", errors };
  return (
    <>
      <BackOfficeHeading
        title="Ödül kampanyaları"
        intro="Üyelerin Joker Puanlarım'da seçtiği kampanyalar: seçen üyenin sonraki siparişleri bu kurala göre puan kazanır."
      />
      {saved && !actionData && <PostNotice success text="Ödül kampanyası kaydedildi." />}
      {actionData && <PostNotice success={actionData.success} text={actionData.success ? actionData.message : actionData.reason} />}
      <BackOfficeCard className="mb-6">
        <h2 className="mb-4 text-lg font-extrabold text-ink">{editing ? `Düzenle: ${editing}` : "Yeni ödül kampanyası"}</h2>
        <Form
          key={editing ?? "yeni"}
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-label={editing ? "Ödül kampanyasını düzenle" : "Yeni ödül kampanyası"}
          className="grid gap-3 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value="save" />
          <TextField {...field} name="code" label="Kod" value={values.code} maxLength={40} readOnly={Boolean(editing)} required />
          <TextField {...field} name="endsAt" label="Bitiş (Türkiye saati)" type="datetime-local" value={values.endsAt} required />
          <TextField
            {...field}
            name="description"
            label="Açıklama"
            value={values.description}
            maxLength={300}
            required
            className="sm:col-span-2"
          />
          <TextField {...field} name="multiplier" label="Puan çarpanı (1–10)" value={values.multiplier} inputMode="numeric" maxLength={2} />
          <TextField
            {...field}
            name="ratio"
            label="Ödenenin yüzdesi kadar puan (%)"
            value={values.ratio}
            inputMode="numeric"
            maxLength={3}
          />
          <TextField
            {...field}
            name="amountKurus"
            label="500 TL üzeri siparişe puan (TL)"
            value={values.amountKurus}
            inputMode="decimal"
            maxLength={12}
          />
          <div className="flex items-end gap-3">
            <button type="submit" className="btn-primary h-11 px-6" disabled={busy}>
              Kaydet
            </button>
            {editing && (
              <Link to={href("/yonetim/odul-kampanyalari")} className="btn-secondary h-11 px-5">
                Vazgeç
              </Link>
            )}
          </div>
        </Form>
      </BackOfficeCard>
      {(
        [
          ["Yayında", running],
          ["Sona erenler", ended],
        ] as const
      ).map(([title, list]) => (
        <section key={title} className="mb-8" aria-label={title}>
          <h2 className="mb-3 text-lg font-extrabold text-ink">
            {title} ({list.length})
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={title}>
            {list.map((r) => (
              <li key={r.code} className={`rounded-2xl border border-slate-200 p-4 shadow-sm ${r.running ? "bg-white" : "bg-slate-100"}`}>
                <p className="font-extrabold text-ink">{r.code}</p>
                <p className="text-sm text-slate-700">{r.description}</p>
                <p className="text-sm text-slate-700">
                  ×{r.multiplier} · %{r.ratio} · {formatMoney(r.amountKurus)} · bitiş{" "}
                  <time dateTime={r.endsAt}>{TR_DATE_TIME.format(new Date(r.endsAt))}</time>
                </p>
                <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                  <Link
                    to={`${href("/yonetim/odul-kampanyalari")}?kod=${encodeURIComponent(r.code)}`}
                    className="btn-secondary h-10 px-4 text-sm"
                    aria-label={`Düzenle: ${r.code}`}
                  >
                    Düzenle
                  </Link>
                  {r.running && <EndNowForm field="code" value={r.code} label={r.code} busy={busy} />}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
