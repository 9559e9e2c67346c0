/**
 * Campaign rules as the database holds them: read into campaign-pricing.ts's
 * CampaignRule, and the one place that prices a set of lines with them.
 *
 * - `readCampaignBook` reads the rules fresh: the basket, the checkout and the pay call price with
 *   what the database says at that moment (a campaign that ended while an item waited in the
 *   basket no longer applies). `cachedCampaignBook` keeps that read for a few seconds per process
 *   for listing and product pages, which show a per-unit campaign's price on many items.
 * - A category in a rule's scope covers the categories under it too (the cached category tree).
 * - The book also holds the campaigns that ended in the last days, so the basket can say why a
 *   discount went away (endedCampaignNotices).
 * - Nothing here scans the catalogue: one read of at most MAX_RULES small rows (campaigns_ends_idx).
 */
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { queryRows, type Db, type Reader } from "#app/db/client.server";
import { campaigns, products } from "#app/db/schema";
import { cachedRead } from "#app/db/read-cache.server";
import { descendantIds, loadCategoryTree, type CategoryTree } from "#app/domain/categories/categories.server";
import {
  inScope,
  isRunning,
  priceWithCampaigns,
  type CampaignKind,
  type CampaignPricing,
  type CampaignRule,
  type PricingLine,
} from "./campaign-pricing";

/** How long an ended campaign is still explained in the basket. */
const ENDED_EXPLAINED_MS = 14 * 86_400_000;
/** The most rules read (running and recently ended); a shop runs tens, not thousands. */
const MAX_RULES = 500;
/** How long listing and product pages reuse a read. */
const CACHE_MS = 10_000;

export type CampaignBook = { rules: CampaignRule[]; at: Date };

type Row = typeof campaigns.$inferSelect;

function kindOf(row: Row): CampaignKind | null {
  switch (row.kind) {
    case "percent":
      return { type: "percent", percent: row.discountPercent };
    case "amount":
      return { type: "amount", amountKurus: row.amountKurus };
    case "basketPercent":
      return { type: "basketPercent", percent: row.discountPercent };
    case "buyXPayY":
      return { type: "buyXPayY", buy: row.buyCount, pay: row.payCount };
    case "basketAmount":
      return { type: "basketAmount", minKurus: row.minKurus, amountKurus: row.amountKurus };
    default:
      return null;
  }
}

/** A stored campaign as the pricing reads it (its categories widened to the ones under them); null for an unknown kind. */
export function toRule(row: Row, tree: CategoryTree): CampaignRule | null {
  const kind = kindOf(row);
  if (!kind) return null;
  const categoryIds = row.categoryIds.length ? [...new Set(row.categoryIds.flatMap((id) => descendantIds(tree, id)))] : undefined;
  return {
    id: row.id,
    title: row.title,
    kind,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    scope: {
      categoryIds,
      brandIds: row.brandIds.length ? row.brandIds : undefined,
      catalogIds: row.catalogIds.length ? row.catalogIds : undefined,
      productIds: row.productIds.length ? row.productIds : undefined,
    },
  };
}

/**
 * The rules running at `now` and those ended in the last days, in the campaigns' own order
 * (sortOrder, then id): basket campaigns apply one after another in it. `runner` may be the order's
 * transaction (the category tree is then read before it: loadCategoryTree).
 */
export async function readCampaignRules(runner: Reader, tree: CategoryTree, now = new Date()): Promise<CampaignBook> {
  const rows = await runner
    .select()
    .from(campaigns)
    .where(and(lte(campaigns.startsAt, now), gt(campaigns.endsAt, new Date(now.getTime() - ENDED_EXPLAINED_MS))))
    .orderBy(asc(campaigns.sortOrder), asc(campaigns.id))
    .limit(MAX_RULES);
  return { rules: rows.map((r) => toRule(r, tree)).filter((r): r is CampaignRule => r != null), at: now };
}

/** readCampaignRules on the shop's database (the rules fresh, the category tree cached). */
export async function readCampaignBook(db: Db, now = new Date()): Promise<CampaignBook> {
  return readCampaignRules(db, await loadCategoryTree(db), now);
}

/** readCampaignBook reused for a few seconds (listing and product pages; never the basket or payment). */
export const cachedCampaignBook: (db: Db) => Promise<CampaignBook> = cachedRead(CACHE_MS, (db) => readCampaignBook(db));

/** Prices lines with the book's rules running at `now` (the book's read time unless told). */
export function priceLines(lines: PricingLine[], book: CampaignBook, now = book.at): CampaignPricing {
  return priceWithCampaigns(lines, book.rules, now);
}

/** What one unit costs under the best running per-unit campaign (listing and product prices); the price itself when none applies. */
export function campaignUnitPrice(line: Omit<PricingLine, "key" | "quantity">, book: CampaignBook, now = new Date()): number {
  return priceWithCampaigns([{ ...line, key: "", quantity: 1 }], book.rules.filter(isUnitRule), now).lines[0].unitPriceKurus;
}

/** Percent or amount off each unit: the rules a listing or product price shows. */
const isUnitRule = (r: CampaignRule) => r.kind.type === "percent" || r.kind.type === "amount";

/**
 * Why a discount went away: campaigns that ended after a line was put in the basket and before
 * `now`, and whose scope covers that line. One Turkish sentence per campaign.
 */
export function endedCampaignNotices(
  lines: (Omit<PricingLine, "key" | "unitPriceKurus" | "quantity"> & { addedAt: Date })[],
  book: CampaignBook,
  now = book.at,
): string[] {
  const ended = book.rules.filter(
    (r) => r.endsAt.getTime() <= now.getTime() && lines.some((l) => l.addedAt.getTime() < r.endsAt.getTime() && inScope(r.scope, l)),
  );
  return ended.map(campaignEndedNotice);
}

export const campaignEndedNotice = (c: Pick<CampaignRule, "title">) =>
  `"${c.title}" kampanyası sona erdi; sepetinizdeki ilgili ürünlere artık uygulanmıyor.`;

type ListedItem = { id: number; categoryId: number; brandId: number; priceKurus: number };

/**
 * What each catalogue item's listing card shows as its price under the per-unit campaigns running
 * at the book's time (the listing index sorts and filters by it, so cards, 'Fiyat (artan)' and the
 * price range agree): the lowest a unit of any of its active variants costs. Only items a campaign
 * changes are in the answer. A campaign on whole items, brands or categories gives its lowest price
 * on the item's cheapest variant (a percent or amount off never reverses two prices' order); one on
 * single variants is worked out on those variants' own prices, read here (at most the rules' lists).
 */
export async function listingCampaignPrices(db: Db, items: ListedItem[], book: CampaignBook): Promise<Map<number, number>> {
  const rules = book.rules.filter((r) => isUnitRule(r) && isRunning(r, book.at));
  const out = new Map<number, number>();
  if (rules.length === 0) return out;
  const unit = (line: Omit<PricingLine, "key" | "quantity">) =>
    priceWithCampaigns([{ ...line, key: "", quantity: 1 }], rules, book.at).lines[0].unitPriceKurus;
  const byId = new Map<number, ListedItem>();
  for (const it of items) {
    byId.set(it.id, it);
    if (it.priceKurus <= 0) continue;
    // productId 0: no variant, so rules on single variants leave it alone.
    const price = unit({ productId: 0, catalogId: it.id, categoryId: it.categoryId, brandId: it.brandId, unitPriceKurus: it.priceKurus });
    if (price < it.priceKurus) out.set(it.id, price);
  }
  const variantIds = [...new Set(rules.flatMap((r) => r.scope.productIds ?? []))];
  if (variantIds.length) {
    const variants = await db
      .select({ id: products.id, catalogId: products.catalogId, priceKurus: products.priceKurus })
      .from(products)
      .where(and(inArray(products.id, variantIds), eq(products.status, "active")));
    for (const v of variants) {
      const it = byId.get(v.catalogId);
      if (!it || v.priceKurus <= 0) continue;
      const price = unit({
        productId: v.id,
        catalogId: it.id,
        categoryId: it.categoryId,
        brandId: it.brandId,
        unitPriceKurus: v.priceKurus,
      });
      if (price < (out.get(it.id) ?? it.priceKurus)) out.set(it.id, price);
    }
  }
  return out;
}

/**
 * A fingerprint of the per-unit campaigns running now (their whole rows): the listing index is
 * built again when it changes (a campaign starts, ends or is edited), as when the catalogue does.
 */
export async function runningUnitCampaignsSignature(db: Db): Promise<string> {
  const [row] = await queryRows<{ s: string | null }>(
    db,
    sql`SELECT md5(coalesce(string_agg(row_to_json(c)::text, '|' ORDER BY c.id), '')) AS s
        FROM campaigns c WHERE c.kind IN ('percent', 'amount') AND c.starts_at <= now() AND c.ends_at > now()`,
  );
  return row?.s ?? "";
}
