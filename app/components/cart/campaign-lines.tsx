/**
 * The campaigns applied to a basket or an order, each its own line under the products:
 * the campaign's title and what it takes off. Used by the basket, the mini-basket, checkout and the
 * order summary, so every page words a campaign line the same way.
 */
import { formatMoney, type Kurus } from "#app/lib/money";

export type CampaignLineView = { id: number; title: string; discountKurus: Kurus };

export function CampaignLines({ campaigns, className = "" }: { campaigns: CampaignLineView[]; className?: string }) {
  return campaigns.map((c) => (
    <div key={c.id} className={`flex justify-between gap-4 ${className}`} data-testid="campaign-line">
      <dt className="font-semibold text-emerald-800">{c.title}</dt>
      <dd className="shrink-0 font-bold whitespace-nowrap text-emerald-700">−{formatMoney(c.discountKurus)}</dd>
    </div>
  ));
}

/** Why a discount went away (a campaign ended while its items waited in the basket). */
export function CampaignNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-semibold text-amber-900"
      data-testid="campaign-notice"
    >
      {notices.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  );
}
