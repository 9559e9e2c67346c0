/**
 * Campaign arithmetic (campaigns that really discount): what a set of campaign
 * rules takes off a basket, in integer kuruş, as one applied line per campaign. Pure: the basket,
 * the checkout, the order, the contract and the invoice will all price with this one function (the
 * rules read from the database at the moment of payment); tested with property tests.
 *
 * A campaign has a scope (categories, brands, catalogue items, variants; all of them empty: the
 * whole shop), a time window (a campaign applies from startsAt up to, not including, endsAt) and
 * a kind:
 *   - percent:        X % off each unit in scope (the price lists and product pages show);
 *   - amount:         X TL off each unit in scope (never below zero);
 *   - basketPercent:  'sepette %X': X % off the scope's lines, in the basket;
 *   - buyXPayY:       'X al Y öde': of every X units in scope, the X − Y cheapest are free;
 *   - basketAmount:   X TL off once the scope's lines reach a total.
 * Decisions:
 *   - A unit gets at most one per-unit price (percent or amount): the one that takes off the most.
 *     Basket campaigns then work on what the lines cost after it, one after another in the order
 *     given (the caller's: the campaigns' own order), each on what is left, so no line goes below
 *     zero and no campaign takes more than its lines still cost.
 *   - Per-unit discounts are rounded per unit (half up), so the price a listing shows times the
 *     quantity is what the basket charges. A basket campaign's amount is shared out over its lines
 *     in proportion to what they cost (largest remainder), so a return can give back a line's share.
 *   - A campaign that takes nothing is not listed.
 */

export type CampaignScope = { categoryIds?: number[]; brandIds?: number[]; catalogIds?: number[]; productIds?: number[] };

export type CampaignKind =
  | { type: "percent"; percent: number }
  | { type: "amount"; amountKurus: number }
  | { type: "basketPercent"; percent: number }
  | { type: "buyXPayY"; buy: number; pay: number }
  | { type: "basketAmount"; minKurus: number; amountKurus: number };

export type CampaignRule = { id: number; title: string; scope: CampaignScope; kind: CampaignKind; startsAt: Date; endsAt: Date };

export type PricingLine = {
  key: string;
  productId: number;
  catalogId: number;
  categoryId: number;
  brandId: number;
  unitPriceKurus: number;
  quantity: number;
};

export type AppliedCampaign = { campaignId: number; title: string; discountKurus: number };

export type PricedCampaignLine = {
  key: string;
  /** The unit price after the per-unit campaign (what listings show). */
  unitPriceKurus: number;
  /** Before any campaign. */
  listTotalKurus: number;
  /** What the campaigns took off this line, per campaign id. */
  discounts: Record<number, number>;
  /** What the line costs after every campaign (never below zero). */
  totalKurus: number;
};

export type CampaignPricing = {
  lines: PricedCampaignLine[];
  applied: AppliedCampaign[];
  listTotalKurus: number;
  discountKurus: number;
  totalKurus: number;
};

/** Whether the campaign is running at `now` (from startsAt, up to but not including endsAt). */
export const isRunning = (c: Pick<CampaignRule, "startsAt" | "endsAt">, now: Date) =>
  c.startsAt.getTime() <= now.getTime() && now.getTime() < c.endsAt.getTime();

/** Whether a line falls in the scope (an empty scope is the whole shop; several lists must all match). */
export function inScope(scope: CampaignScope, line: Pick<PricingLine, "productId" | "catalogId" | "categoryId" | "brandId">): boolean {
  const has = (ids: number[] | undefined, id: number) => !ids?.length || ids.includes(id);
  return (
    has(scope.categoryIds, line.categoryId) &&
    has(scope.brandIds, line.brandId) &&
    has(scope.catalogIds, line.catalogId) &&
    has(scope.productIds, line.productId)
  );
}

/** A unit's discount under a per-unit campaign (half up, never more than the price). */
export function unitDiscount(kind: CampaignKind, unitPriceKurus: number): number {
  if (kind.type === "percent") return Math.min(unitPriceKurus, Math.floor((unitPriceKurus * clampPercent(kind.percent) + 50) / 100));
  if (kind.type === "amount") return Math.min(unitPriceKurus, Math.max(0, Math.floor(kind.amountKurus)));
  return 0;
}

const clampPercent = (p: number) => Math.min(100, Math.max(0, Math.floor(p)));
const isPerUnit = (k: CampaignKind) => k.type === "percent" || k.type === "amount";

/** `amount` shared out over `weights` in proportion (largest remainder), each share at most its weight. */
export function shareOut(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const take = Math.min(amount, total);
  const exact = weights.map((w) => (take * w) / total);
  const shares = exact.map(Math.floor);
  let left = take - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i] < weights[i]) {
      shares[i]++;
      left--;
    }
  }
  return shares;
}

/** Prices the lines with the campaigns running at `now`. */
export function priceWithCampaigns(lines: PricingLine[], campaigns: CampaignRule[], now: Date): CampaignPricing {
  const running = campaigns.filter((c) => isRunning(c, now));
  const discounts = lines.map(() => ({}) as Record<number, number>);
  const add = (i: number, id: number, kurus: number) => {
    if (kurus > 0) discounts[i][id] = (discounts[i][id] ?? 0) + kurus;
  };

  // 1. Per unit: the best running percent/amount campaign of each line.
  const unitPrices = lines.map((line, i) => {
    let best: { id: number; off: number } | null = null;
    for (const c of running) {
      if (!isPerUnit(c.kind) || !inScope(c.scope, line)) continue;
      const off = unitDiscount(c.kind, line.unitPriceKurus);
      if (off > 0 && (!best || off > best.off)) best = { id: c.id, off };
    }
    if (best) add(i, best.id, best.off * line.quantity);
    return line.unitPriceKurus - (best?.off ?? 0);
  });
  const left = lines.map((line, i) => unitPrices[i] * line.quantity);

  // 2. Basket campaigns, in order, each on what the lines still cost.
  for (const c of running) {
    if (isPerUnit(c.kind)) continue;
    const idx = lines.map((l, i) => i).filter((i) => inScope(c.scope, lines[i]) && left[i] > 0);
    if (idx.length === 0) continue;
    const shares = basketShares(
      c.kind,
      idx.map((i) => ({
        unitKurus: lines[i].quantity > 0 ? left[i] / lines[i].quantity : 0,
        quantity: lines[i].quantity,
        leftKurus: left[i],
      })),
    );
    idx.forEach((i, n) => {
      const take = Math.min(left[i], shares[n]);
      left[i] -= take;
      add(i, c.id, take);
    });
  }

  const priced = lines.map((line, i) => ({
    key: line.key,
    unitPriceKurus: unitPrices[i],
    listTotalKurus: line.unitPriceKurus * line.quantity,
    discounts: discounts[i],
    totalKurus: left[i],
  }));
  const applied = campaigns
    .map((c) => ({ campaignId: c.id, title: c.title, discountKurus: priced.reduce((s, l) => s + (l.discounts[c.id] ?? 0), 0) }))
    .filter((a) => a.discountKurus > 0);
  const listTotalKurus = priced.reduce((s, l) => s + l.listTotalKurus, 0);
  const totalKurus = priced.reduce((s, l) => s + l.totalKurus, 0);
  return { lines: priced, applied, listTotalKurus, discountKurus: listTotalKurus - totalKurus, totalKurus };
}

type ScopeLine = { unitKurus: number; quantity: number; leftKurus: number };

/** What a basket campaign takes from each of its lines (before clamping to what they still cost). */
function basketShares(kind: CampaignKind, lines: ScopeLine[]): number[] {
  const total = lines.reduce((s, l) => s + l.leftKurus, 0);
  switch (kind.type) {
    case "basketPercent":
      return shareOut(
        Math.floor((total * clampPercent(kind.percent) + 50) / 100),
        lines.map((l) => l.leftKurus),
      );
    case "basketAmount":
      return total >= kind.minKurus
        ? shareOut(
            Math.max(0, Math.floor(kind.amountKurus)),
            lines.map((l) => l.leftKurus),
          )
        : lines.map(() => 0);
    case "buyXPayY": {
      const buy = Math.floor(kind.buy);
      const pay = Math.floor(kind.pay);
      if (buy < 2 || pay < 1 || pay >= buy) return lines.map(() => 0);
      // Every unit, cheapest first: of each `buy` units the `buy − pay` cheapest are free.
      const units = lines
        .flatMap((l, i) => Array.from({ length: l.quantity }, () => ({ i, kurus: l.unitKurus })))
        .sort((a, b) => a.kurus - b.kurus || a.i - b.i);
      const freeCount = Math.floor(units.length / buy) * (buy - pay);
      const shares = lines.map(() => 0);
      for (const u of units.slice(0, freeCount)) shares[u.i] += u.kurus;
      return shares.map((s, i) => Math.min(Math.round(s), lines[i].leftKurus));
    }
    default:
      return lines.map(() => 0);
  }
}
