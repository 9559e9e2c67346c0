/**
 * What the campaigns page (/kampanyalar) shows: the campaigns running now
 * (started, not ended: from startsAt up to, not including, endsAt, as campaign-pricing.ts counts
 * them), in their order (sortOrder, then the one ending first), filtered by category; how many run
 * in each category (the filter's counts); and, below them, the campaigns that ended in the last
 * ENDED_SHOWN_DAYS days, newest end first, so a shopper who comes from an older message or link
 * reads 'Kampanya Sona Erdi' instead of wondering where it went. A campaign that has not started
 * is never shown (no surprise leaks early).
 *
 * One read of at most MAX_READ small rows on campaigns_ends_idx; no catalogue scan. Everything a
 * page prints from a row is made safe here: colours only as hex, the link only as a path inside
 * the shop (anything else points to the campaigns page itself).
 */
import { href } from "react-router";
import { and, asc, gt, lte } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { campaigns } from "#app/db/schema";
import { formatMoney } from "#app/lib/money";
import { ENDED_SHOWN_DAYS, isCampaignArea, type CampaignCard, type CampaignCategory, type CampaignsPageData } from "./campaigns-page";

export const ENDED_SHOWN_MAX = 6;
const DAY_MS = 86_400_000;
/** A shop runs tens of campaigns at a time, not hundreds. */
const MAX_READ = 200;

type Row = typeof campaigns.$inferSelect;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
export const safeColour = (value: string, fallback: string) => (HEX_COLOUR.test(value.trim()) ? value.trim() : fallback);

/**
 * A link the page may print: a path of this shop ('/kategori/pijama', with its query), never another
 * site. '//evil.example' and '/\evil.example' (which browsers read as '//evil.example'), a scheme
 * ('javascript:', 'https:') or a control character all become the campaigns page.
 */
export function safeShopPath(value: string): string {
  if (!value.startsWith("/") || /^\/[/\\]/.test(value) || /[\\\s\p{Cc}]/u.test(value)) return href("/kampanyalar");
  const base = "http://shop.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return href("/kampanyalar");
  }
  return url.origin === base ? url.pathname + url.search + url.hash : href("/kampanyalar");
}

/** The campaign's rule in a few words (campaign-pricing.ts's kinds), for the card's badge. */
export function campaignRuleBadge(
  row: Pick<Row, "kind" | "discountPercent" | "amountKurus" | "minKurus" | "buyCount" | "payCount">,
): string | null {
  const percent = row.discountPercent > 0 ? `%${row.discountPercent}` : null;
  switch (row.kind) {
    case "percent":
      return percent && `${percent} indirim`;
    case "basketPercent":
      return percent && `Sepette ${percent} indirim`;
    case "amount":
      return row.amountKurus > 0 ? `Üründe ${formatMoney(row.amountKurus)} indirim` : null;
    case "buyXPayY":
      return row.buyCount > row.payCount && row.payCount > 0 ? `${row.buyCount} Al ${row.payCount} Öde` : null;
    case "basketAmount":
      if (row.amountKurus <= 0) return null;
      return row.minKurus > 0
        ? `${formatMoney(row.minKurus)} üzerine ${formatMoney(row.amountKurus)} indirim`
        : `Sepette ${formatMoney(row.amountKurus)} indirim`;
    default:
      return percent && `${percent} indirim`;
  }
}

function card(row: Row): CampaignCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: isCampaignArea(row.categoryValue) ? row.categoryValue : null,
    percent:
      (row.kind === "percent" || row.kind === "basketPercent") && row.discountPercent > 0 ? Math.min(100, row.discountPercent) : null,
    badge: campaignRuleBadge(row),
    link: safeShopPath(row.link),
    colorFrom: safeColour(row.colorFrom, "#f97316"),
    colorTo: safeColour(row.colorTo, "#ec4899"),
    endsAt: row.endsAt.toISOString(),
  };
}

/** The page's campaigns at `now` for the chosen category. */
export async function loadCampaignsPage(db: Db, category: CampaignCategory, now = new Date()): Promise<CampaignsPageData> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(lte(campaigns.startsAt, now), gt(campaigns.endsAt, new Date(now.getTime() - ENDED_SHOWN_DAYS * DAY_MS))))
    .orderBy(asc(campaigns.sortOrder), asc(campaigns.endsAt), asc(campaigns.id))
    .limit(MAX_READ);
  const counts: Record<CampaignCategory, number> = { all: 0, giyim: 0, bebek: 0, oyuncak: 0 };
  const running: CampaignCard[] = [];
  const ended: CampaignCard[] = [];
  for (const row of rows) {
    const isRunning = row.endsAt.getTime() > now.getTime();
    const area = isCampaignArea(row.categoryValue) ? row.categoryValue : null;
    if (isRunning) {
      counts.all++;
      if (area) counts[area]++;
    }
    if (category !== "all" && area !== category) continue;
    (isRunning ? running : ended).push(card(row));
  }
  ended.sort((a, b) => (a.endsAt < b.endsAt ? 1 : a.endsAt > b.endsAt ? -1 : a.id - b.id));
  return { category, running, ended: ended.slice(0, ENDED_SHOWN_MAX), counts };
}
