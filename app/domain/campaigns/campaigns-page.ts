/**
 * The campaigns page's address and its category filter (spec section 2: "Campaigns page with query
 * categoryValue (all, giyim, bebek, oyuncak)"; PRODUCT.md fixes the route). Client-safe: the page,
 * its links and the sitemap read these.
 *
 * A missing or unknown `categoryValue` is `all`. The value is compared case-insensitively in
 * Turkish ('Giyim', 'OYUNCAK'); anything else ('x', '<script>', a repeated parameter's later
 * values) never reaches a query or the page.
 */
import { href } from "react-router";

/** How many days an ended campaign stays on the page, under 'Sona Eren Kampanyalar'. */
export const ENDED_SHOWN_DAYS = 3;

/** The Gülümseten Fırsat box's anchor on the campaigns page (links from elsewhere may point at it). */
export const SMILE_DEAL_ANCHOR = "gulumseten-firsat";

/** The filter's choices, in the order the page lists them. */
export const CAMPAIGN_CATEGORIES = [
  { value: "all", label: "Tümü" },
  { value: "giyim", label: "Giyim" },
  { value: "bebek", label: "Bebek" },
  { value: "oyuncak", label: "Oyuncak" },
] as const;

export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number]["value"];
/** A campaign's own category (campaigns.category_value): every choice but `all`. */
export type CampaignArea = Exclude<CampaignCategory, "all">;

const VALUES = new Set<string>(CAMPAIGN_CATEGORIES.map((c) => c.value));

export const isCampaignArea = (value: string): value is CampaignArea => value !== "all" && VALUES.has(value);

/** `?categoryValue=` as the page reads it: one of the four values, `all` when missing or unknown. */
export function parseCampaignCategory(raw: string | null | undefined): CampaignCategory {
  const value = (raw ?? "").trim().toLocaleLowerCase("tr-TR");
  return VALUES.has(value) ? (value as CampaignCategory) : "all";
}

export const campaignCategoryLabel = (value: CampaignCategory) => CAMPAIGN_CATEGORIES.find((c) => c.value === value)!.label;

/** A filter link as the page writes it: always with the query, as the spec names it (`?categoryValue=all`). */
export const campaignsPageHref = (category: CampaignCategory) => `${href("/kampanyalar")}?categoryValue=${category}`;

/** The one address of a filtered page for search engines: `/kampanyalar` for all, else with its category. */
export const campaignsCanonicalPath = (category: CampaignCategory) =>
  category === "all" ? href("/kampanyalar") : campaignsPageHref(category);

/** A campaign as the page shows it (campaigns-page.server.ts makes its colours and link safe). */
export type CampaignCard = {
  id: number;
  title: string;
  description: string;
  /** The campaign's category, when it is one of the filter's (else it shows under 'Tümü' only). */
  category: CampaignArea | null;
  /** The big '%30' of a percent campaign (percent, basketPercent), else null. */
  percent: number | null;
  /** The rule in a few words ('Sepette %30 indirim', '3 Al 2 Öde'), or null. */
  badge: string | null;
  /** A path inside the shop. */
  link: string;
  colorFrom: string;
  colorTo: string;
  /** ISO date-time the campaign ends. */
  endsAt: string;
};

export type CampaignsPageData = {
  category: CampaignCategory;
  running: CampaignCard[];
  ended: CampaignCard[];
  /** Running campaigns per filter choice (whatever the chosen one). */
  counts: Record<CampaignCategory, number>;
};
