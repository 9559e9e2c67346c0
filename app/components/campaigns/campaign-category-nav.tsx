/**
 * The campaigns page's filter: 'Tümü, Giyim, Bebek, Oyuncak' as plain links with the query
 * (`?categoryValue=…`), so it works without JavaScript; the current one is marked aria-current.
 * Each shows how many campaigns run in it. Four equal boxes on a phone, pills from 768 px.
 */
import { Link } from "react-router";
import { CAMPAIGN_CATEGORIES, campaignsPageHref, type CampaignCategory } from "#app/domain/campaigns/campaigns-page";

export function CampaignCategoryNav({ current, counts }: { current: CampaignCategory; counts: Record<CampaignCategory, number> }) {
  return (
    <nav aria-label="Kampanya kategorileri">
      <ul className="grid grid-cols-4 gap-2 md:flex md:flex-wrap">
        {CAMPAIGN_CATEGORIES.map(({ value, label }) => {
          const active = value === current;
          return (
            <li key={value}>
              <Link
                to={campaignsPageHref(value)}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`flex h-full flex-col items-center justify-center gap-1 rounded-2xl border px-1 py-2 text-sm font-extrabold transition-colors md:h-11 md:flex-row md:gap-2 md:rounded-full md:px-5 md:py-0 md:text-[15px] ${
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700"
                }`}
              >
                {label}
                <span
                  className={`min-w-6 rounded-full px-1.5 text-center text-xs leading-5 font-extrabold ${active ? "bg-white/25 text-white" : "bg-slate-100 text-slate-600"}`}
                >
                  <span className="sr-only">(</span>
                  {counts[value]}
                  <span className="sr-only"> kampanya)</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
