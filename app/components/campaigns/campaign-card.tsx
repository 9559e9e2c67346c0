/**
 * One campaign on /kampanyalar: a band in its colours (category, rule badge, title, countdown, the
 * big percent of a percent campaign), then its description and the link to its products. A
 * campaign that has ended (listed under 'Sona Eren Kampanyalar', or run out while the page is open)
 * turns grey and says 'Kampanya Sona Erdi'.
 */
import { Link } from "react-router";
import { ChevronRightIcon } from "#app/components/icons";
import { campaignEndLabel } from "#app/components/home/campaign-end-label";
import { campaignCategoryLabel, type CampaignCard as Campaign } from "#app/domain/campaigns/campaigns-page";
import { campaignBackground } from "./campaign-background";
import { CampaignCountdown } from "./campaign-countdown";

export function CampaignCard({ campaign, now }: { campaign: Campaign; now: Date }) {
  const label = campaignEndLabel(new Date(campaign.endsAt), now);
  const headingId = `kampanya-${campaign.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-ended={label.ended ? "true" : undefined}
      className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div
        className={`relative min-h-40 overflow-hidden px-5 pt-5 pb-6 text-white ${label.ended ? "grayscale" : ""}`}
        style={{ background: campaignBackground(campaign.colorFrom, campaign.colorTo) }}
      >
        {/* Decoration, and a light shade over the (already readable) colours. */}
        <span aria-hidden="true" className="absolute -top-12 -right-10 size-40 rounded-full bg-white/15" />
        <span aria-hidden="true" className="absolute -bottom-16 left-1/3 size-32 rounded-full bg-white/10" />
        <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-tr from-slate-900/35 via-slate-900/10 to-transparent" />
        <div className="relative flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap gap-2 text-xs font-bold">
              {campaign.category && (
                <span className="rounded-full bg-slate-900/30 px-3 py-1">{campaignCategoryLabel(campaign.category)}</span>
              )}
              {campaign.badge && <span className="rounded-full bg-white px-3 py-1 text-ink">{campaign.badge}</span>}
            </p>
            <h3 id={headingId} className="mt-3 text-xl leading-tight font-black [text-shadow:0_1px_3px_rgb(15_23_42/0.45)] md:text-2xl">
              {campaign.title}
            </h3>
            <div className="mt-4">
              <CampaignCountdown label={label} endsAt={campaign.endsAt} />
            </div>
          </div>
          {campaign.percent != null && (
            <p
              aria-hidden="true"
              className="flex size-20 shrink-0 rotate-6 flex-col items-center justify-center rounded-full bg-white text-ink shadow-lg"
            >
              <span className="text-2xl leading-none font-black">%{campaign.percent}</span>
              <span className="text-[11px] font-extrabold text-slate-600">indirim</span>
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        {campaign.description && <p className="text-[15px] leading-relaxed text-slate-700">{campaign.description}</p>}
        <div className="mt-auto">
          <Link to={campaign.link} className={label.ended ? "btn-secondary h-11 px-5 text-sm" : "btn-primary h-11 px-5 text-sm"}>
            {label.ended ? "Ürünlere Göz At" : "Kampanyaya Git"}
            <span className="sr-only">: {campaign.title}</span>
            <ChevronRightIcon size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Cards in rows: one on a phone, two from 768 px, three from 1024 px. */
export function CampaignGrid({ campaigns, now }: { campaigns: Campaign[]; now: Date }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="flex">
          <CampaignCard campaign={campaign} now={now} />
        </li>
      ))}
    </ul>
  );
}
