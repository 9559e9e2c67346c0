import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceWithCampaigns, shareOut, type CampaignKind, type CampaignRule, type PricingLine } from "./campaign-pricing";

const NOW = new Date("2026-11-25T12:00:00Z");
const OPEN = { startsAt: new Date("2026-11-01T00:00:00Z"), endsAt: new Date("2026-12-01T00:00:00Z") };
const rule = (id: number, kind: CampaignKind, scope: CampaignRule["scope"] = {}, window = OPEN): CampaignRule => ({
  id,
  title: `Kampanya ${id}`,
  scope,
  kind,
  ...window,
});
const line = (key: string, unitPriceKurus: number, quantity = 1, over: Partial<PricingLine> = {}): PricingLine => ({
  key,
  productId: Number(key.replace(/\D/g, "")) || 1,
  catalogId: 1,
  categoryId: 1,
  brandId: 1,
  unitPriceKurus,
  quantity,
  ...over,
});

const kindArb: fc.Arbitrary<CampaignKind> = fc.oneof(
  fc.record({ type: fc.constant("percent" as const), percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ type: fc.constant("amount" as const), amountKurus: fc.integer({ min: 0, max: 200_000 }) }),
  fc.record({ type: fc.constant("basketPercent" as const), percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ type: fc.constant("buyXPayY" as const), buy: fc.integer({ min: 2, max: 5 }), pay: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    type: fc.constant("basketAmount" as const),
    minKurus: fc.integer({ min: 0, max: 500_000 }),
    amountKurus: fc.integer({ min: 0, max: 500_000 }),
  }),
);
const linesArb = fc.array(
  fc.record({
    unitPriceKurus: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    categoryId: fc.integer({ min: 1, max: 3 }),
    brandId: fc.integer({ min: 1, max: 3 }),
  }),
  { minLength: 0, maxLength: 8 },
);
const campaignsArb = fc.array(fc.record({ kind: kindArb, categoryId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }) }), {
  maxLength: 5,
});

describe("priceWithCampaigns", () => {
  it("never makes a line negative, and its totals are the sum of its lines and of its campaigns", () => {
    fc.assert(
      fc.property(linesArb, campaignsArb, (rawLines, rawCampaigns) => {
        const lines = rawLines.map((l, i) =>
          line(`p${i + 1}`, l.unitPriceKurus, l.quantity, { categoryId: l.categoryId, brandId: l.brandId, productId: i + 1 }),
        );
        const campaigns = rawCampaigns.map((c, i) => rule(i + 1, c.kind, c.categoryId ? { categoryIds: [c.categoryId] } : {}));
        const priced = priceWithCampaigns(lines, campaigns, NOW);
        for (const l of priced.lines) {
          expect(Number.isInteger(l.totalKurus)).toBe(true);
          expect(l.totalKurus).toBeGreaterThanOrEqual(0);
          expect(l.totalKurus).toBeLessThanOrEqual(l.listTotalKurus);
          expect(l.listTotalKurus - l.totalKurus).toBe(Object.values(l.discounts).reduce((a, b) => a + b, 0));
        }
        expect(priced.totalKurus).toBe(priced.lines.reduce((s, l) => s + l.totalKurus, 0));
        expect(priced.discountKurus).toBe(priced.applied.reduce((s, a) => s + a.discountKurus, 0));
        expect(priced.listTotalKurus - priced.discountKurus).toBe(priced.totalKurus);
        for (const a of priced.applied) expect(a.discountKurus).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("gives the cheapest item free in '3 al 2 öde' on mixed prices, one per three", () => {
    const three = priceWithCampaigns(
      [line("p1", 10_000), line("p2", 5_000), line("p3", 8_000)],
      [rule(1, { type: "buyXPayY", buy: 3, pay: 2 })],
      NOW,
    );
    expect(three.applied).toEqual([{ campaignId: 1, title: "Kampanya 1", discountKurus: 5_000 }]);
    expect(three.lines.find((l) => l.key === "p2")!.totalKurus).toBe(0);
    expect(three.totalKurus).toBe(18_000);
    // Seven units: two groups of three, the two cheapest units free; the seventh pays.
    const seven = priceWithCampaigns([line("p1", 1_000, 4), line("p2", 3_000, 3)], [rule(1, { type: "buyXPayY", buy: 3, pay: 2 })], NOW);
    expect(seven.discountKurus).toBe(2_000);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 3, maxLength: 12 }), (prices) => {
        const priced = priceWithCampaigns(
          prices.map((p, i) => line(`p${i + 1}`, p)),
          [rule(1, { type: "buyXPayY", buy: 3, pay: 2 })],
          NOW,
        );
        const cheapest = [...prices].sort((a, b) => a - b).slice(0, Math.floor(prices.length / 3));
        expect(priced.discountKurus).toBe(cheapest.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("takes 'sepette %30' off the scope's lines only, as its own campaign line", () => {
    const pyjamas = { categoryIds: [7] };
    const priced = priceWithCampaigns(
      [line("p1", 29_990, 2, { categoryId: 7 }), line("p2", 15_000, 1, { categoryId: 2 })],
      [rule(1, { type: "basketPercent", percent: 30 }, pyjamas)],
      NOW,
    );
    expect(priced.applied).toEqual([{ campaignId: 1, title: "Kampanya 1", discountKurus: 17_994 }]);
    expect(priced.lines.map((l) => l.totalKurus)).toEqual([59_980 - 17_994, 15_000]);
  });

  it("gives each unit the best per-unit price, shown per unit, and basket campaigns work on what is left", () => {
    const priced = priceWithCampaigns(
      [line("p1", 10_000, 3)],
      [
        rule(1, { type: "percent", percent: 10 }),
        rule(2, { type: "amount", amountKurus: 2_500 }),
        rule(3, { type: "basketAmount", minKurus: 20_000, amountKurus: 1_000 }),
      ],
      NOW,
    );
    expect(priced.lines[0].unitPriceKurus).toBe(7_500);
    expect(priced.applied).toEqual([
      { campaignId: 2, title: "Kampanya 2", discountKurus: 7_500 },
      { campaignId: 3, title: "Kampanya 3", discountKurus: 1_000 },
    ]);
    expect(priced.totalKurus).toBe(21_500);
    // Under the basket total: the amount campaign does not apply.
    expect(
      priceWithCampaigns([line("p1", 10_000)], [rule(3, { type: "basketAmount", minKurus: 20_000, amountKurus: 1_000 })], NOW)
        .discountKurus,
    ).toBe(0);
  });

  it("applies a campaign from its start up to its end, not after", () => {
    const ending = rule(1, { type: "percent", percent: 50 }, {}, { startsAt: new Date("2026-11-01T00:00:00Z"), endsAt: NOW });
    expect(priceWithCampaigns([line("p1", 10_000)], [ending], new Date(NOW.getTime() - 1)).totalKurus).toBe(5_000);
    expect(priceWithCampaigns([line("p1", 10_000)], [ending], NOW).totalKurus).toBe(10_000);
    const later = rule(
      2,
      { type: "percent", percent: 50 },
      {},
      { startsAt: new Date(NOW.getTime() + 1), endsAt: new Date("2027-01-01T00:00:00Z") },
    );
    expect(priceWithCampaigns([line("p1", 10_000)], [later], NOW).applied).toEqual([]);
  });
});

describe("shareOut", () => {
  it("shares an amount in proportion, to the kuruş, never more than a weight", () => {
    expect(shareOut(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(shareOut(1_000, [300, 100])).toEqual([300, 100]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 10 }),
        (amount, weights) => {
          const shares = shareOut(amount, weights);
          const total = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(amount, total));
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(weights[i]);
          });
        },
      ),
    );
  });
});
