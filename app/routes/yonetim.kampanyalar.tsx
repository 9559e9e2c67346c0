/**
 * /yonetim/kampanyalar (permission campaigns.write): the campaigns running now
 * (in the shop's order), the scheduled ones (soonest first) and the ended ones (latest first),
 * at most 100 of each (campaign-admin.server.ts), each with its rule, window in Türkiye's time,
 * 'Düzenle' and, unless it has ended, 'Şimdi Bitir' (POST intent=end, one audit row: a running
 * campaign ends now, a scheduled one never starts). The form itself is /yonetim/kampanyalar/duzenle.
 */
import { data, href, Link, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.kampanyalar";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { EndNowForm, PostNotice } from "#app/components/back-office/fields";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { ENDED, STATUS_LABELS, type CampaignListItem, type CampaignStatus } from "#app/domain/campaigns/campaign-admin";
import { endCampaign, listCampaigns } from "#app/domain/campaigns/campaign-admin.server";
import { readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { TR_DATE_TIME } from "#app/lib/dates";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "campaigns.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Kampanyalar");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  return data({ campaigns: await listCampaigns(context.db) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const body = await readBody(request);
  const id = parseId(body.id);
  if (body.intent !== "end" || id == null)
    return data({ success: false, reason: GENERIC_ERROR, message: GENERIC_ERROR }, { status: 400, headers: NO_STORE });
  const ended = await endCampaign(context.db, manager, id);
  return ended.ok
    ? data({ success: true, reason: "", message: ENDED }, { headers: NO_STORE })
    : data({ success: false, reason: ended.reason, message: ended.reason }, { status: ended.status, headers: NO_STORE });
}

const GROUPS: { status: CampaignStatus; title: string; empty: string }[] = [
  { status: "running", title: "Yayında", empty: "Şu an yayında kampanya yok." },
  { status: "scheduled", title: "Planlananlar", empty: "Planlanmış kampanya yok." },
  { status: "ended", title: "Sona erenler", empty: "Sona eren kampanya yok." },
];

const BADGE: Record<CampaignStatus, string> = {
  running: "bg-emerald-50 text-emerald-800",
  scheduled: "bg-sky-50 text-sky-800",
  ended: "bg-slate-200 text-slate-700",
};

export default function CampaignsAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <BackOfficeHeading
        title="Kampanyalar"
        intro="Sepeti fiyatlayan kampanyalar. Değişiklik sepete ve ödemeye hemen, ürün sayfalarına birkaç saniye içinde yansır."
      />
      {actionData && <PostNotice success={actionData.success} text={actionData.success ? actionData.message : actionData.reason} />}
      <p className="mb-6">
        <Link to={href("/yonetim/kampanyalar/duzenle")} className="btn-primary h-11 px-6">
          Yeni Kampanya
        </Link>
      </p>
      {GROUPS.map((g) => (
        <section key={g.status} aria-labelledby={`grup-${g.status}`} className="mb-8">
          <h2 id={`grup-${g.status}`} className="mb-3 text-lg font-extrabold text-ink">
            {g.title} ({loaderData.campaigns[g.status].length})
          </h2>
          {loaderData.campaigns[g.status].length === 0 ? (
            <BackOfficeCard>
              <p className="text-sm text-slate-600">{g.empty}</p>
            </BackOfficeCard>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={g.title}>
              {loaderData.campaigns[g.status].map((c) => (
                <CampaignRow key={c.id} campaign={c} busy={busy} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

function CampaignRow({ campaign: c, busy }: { campaign: CampaignListItem; busy: boolean }) {
  return (
    <li className={`rounded-2xl border border-slate-200 p-4 shadow-sm ${c.status === "ended" ? "bg-slate-100" : "bg-white"}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-extrabold break-words text-ink">{c.title}</p>
          <p className="text-sm text-slate-700">
            {c.rule} · {c.kindLabel} · {c.categoryValue}
            {c.showOnHome ? " · ana sayfada" : ""} · sıra {c.sortOrder}
          </p>
          <p className="text-sm text-slate-700">
            <time dateTime={c.startsAt}>{TR_DATE_TIME.format(new Date(c.startsAt))}</time> –{" "}
            <time dateTime={c.endsAt}>{TR_DATE_TIME.format(new Date(c.endsAt))}</time>
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${BADGE[c.status]}`}>{STATUS_LABELS[c.status]}</span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Link
          to={`${href("/yonetim/kampanyalar/duzenle")}?id=${c.id}`}
          className="btn-secondary h-10 px-4 text-sm"
          aria-label={`Düzenle: ${c.title}`}
        >
          Düzenle
        </Link>
        {c.status !== "ended" && <EndNowForm field="id" value={c.id} label={c.title} busy={busy} />}
      </div>
    </li>
  );
}
