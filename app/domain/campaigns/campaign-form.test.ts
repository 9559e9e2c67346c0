/** The back office's campaign form schema: every kind read into its rule, and each Turkish refusal. */
import { describe, expect, it } from "vitest";
import {
  AMOUNT_RULE,
  AREA_RULE,
  BUY_RULE,
  campaignSchema,
  COLOUR_RULE,
  END_AFTER_START,
  END_RULE,
  isShopPath,
  KIND_RULE,
  LINK_RULE,
  MIN_RULE,
  parseIdList,
  PAY_RULE,
  PERCENT_RULE,
  SCOPE_RULE,
  SLUG_RULE,
  SORT_RULE,
  TITLE_RULE,
  typedCampaignValues,
} from "./campaign-form";

const base = {
  title: "Sepette %20 İndirim",
  slug: "",
  description: "Kış ürünlerinde",
  categoryValue: "giyim",
  link: "/kategori/pijama",
  colorFrom: "#F97316",
  colorTo: "#ec4899",
  startsAt: "2026-12-01T00:00",
  endsAt: "2026-12-07T23:59",
  showOnHome: "1",
  sortOrder: "3",
  kind: "basketPercent",
  percent: "20",
};

const errorsOf = (over: Record<string, unknown>) => {
  const r = campaignSchema.safeParse({ ...base, ...over });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the campaign form's schema", () => {
  it("reads each kind into campaign-pricing.ts's rule, money in kuruş, times in Türkiye's time", () => {
    const parsed = campaignSchema.parse(base);
    expect(parsed).toMatchObject({
      slug: "sepette-20-indirim",
      colorFrom: "#f97316",
      showOnHome: true,
      sortOrder: 3,
      kind: { type: "basketPercent", percent: 20 },
    });
    expect(parsed.startsAt.toISOString()).toBe("2026-11-30T21:00:00.000Z");
    expect(parsed.scope).toEqual({ categoryIds: [], brandIds: [], catalogIds: [], productIds: [] });
    expect(campaignSchema.parse({ ...base, kind: "percent", percent: "100" }).kind).toEqual({ type: "percent", percent: 100 });
    expect(campaignSchema.parse({ ...base, kind: "amount", amount: "1.299,90" }).kind).toEqual({ type: "amount", amountKurus: 129_990 });
    expect(campaignSchema.parse({ ...base, kind: "basketAmount", amount: "100", min: "750,00" }).kind).toEqual({
      type: "basketAmount",
      amountKurus: 10_000,
      minKurus: 75_000,
    });
    expect(campaignSchema.parse({ ...base, kind: "buyXPayY", buy: "3", pay: "2" }).kind).toEqual({ type: "buyXPayY", buy: 3, pay: 2 });
    expect(campaignSchema.parse({ ...base, showOnHome: undefined, categoryIds: ["4", "7"], productIds: "12, 40 12" }).scope).toMatchObject({
      categoryIds: [4, 7],
      productIds: [12, 40],
    });
    expect(campaignSchema.parse({ ...base, showOnHome: undefined }).showOnHome).toBe(false);
  });

  it("refuses bad input with the field's Turkish message", () => {
    expect(errorsOf({ title: "  " })).toMatchObject({ title: TITLE_RULE });
    expect(errorsOf({ title: "x".repeat(121) })).toMatchObject({ title: TITLE_RULE });
    expect(errorsOf({ slug: "Büyük Harf" })).toMatchObject({ slug: SLUG_RULE });
    expect(errorsOf({ categoryValue: "all" })).toMatchObject({ categoryValue: AREA_RULE });
    for (const link of ["https://kotu.example", "//kotu.example", "/\\kotu.example", "javascript:alert(1)", "kategori", "/a b"])
      expect(errorsOf({ link }), link).toMatchObject({ link: LINK_RULE });
    expect(errorsOf({ colorTo: "red" })).toMatchObject({ colorTo: COLOUR_RULE });
    expect(errorsOf({ colorFrom: "#fff;background:url(x)" })).toMatchObject({ colorFrom: COLOUR_RULE });
    expect(errorsOf({ endsAt: "" })).toMatchObject({ endsAt: END_RULE });
    expect(errorsOf({ endsAt: "2026-12-01T00:00" })).toMatchObject({ endsAt: END_AFTER_START });
    expect(errorsOf({ endsAt: "2026-11-30T10:00" })).toMatchObject({ endsAt: END_AFTER_START });
    expect(errorsOf({ kind: "free" })).toMatchObject({ kind: KIND_RULE });
    for (const percent of ["0", "101", "12.5", "", "-5", "abc"])
      expect(errorsOf({ percent }), percent).toMatchObject({ percent: PERCENT_RULE });
    for (const amount of ["0", "-10", "", "on", "99999999,00"])
      expect(errorsOf({ kind: "amount", amount }), amount).toMatchObject({ amount: AMOUNT_RULE });
    expect(errorsOf({ kind: "basketAmount", amount: "100", min: "0" })).toMatchObject({ min: MIN_RULE });
    expect(errorsOf({ kind: "buyXPayY", buy: "1", pay: "1" })).toMatchObject({ buy: BUY_RULE });
    expect(errorsOf({ kind: "buyXPayY", buy: "3", pay: "3" })).toMatchObject({ pay: PAY_RULE });
    expect(errorsOf({ kind: "buyXPayY", buy: "3", pay: "0" })).toMatchObject({ pay: PAY_RULE });
    expect(errorsOf({ sortOrder: "10000" })).toMatchObject({ sortOrder: SORT_RULE });
    expect(errorsOf({ brandIds: "1, iki" })).toMatchObject({ brandIds: SCOPE_RULE });
    expect(errorsOf({ catalogIds: Array.from({ length: 201 }, (_, i) => String(i + 1)) })).toMatchObject({ catalogIds: SCOPE_RULE });
  });

  it("keeps hostile input out of the values shown again", () => {
    const typed = typedCampaignValues({ title: "x".repeat(5000), categoryIds: ["1", { a: 1 }, "2"], evil: "<script>", kind: 5 });
    expect(typed.title).toHaveLength(1000);
    expect(typed.categoryIds).toEqual(["1", "2"]);
    expect(typed).not.toHaveProperty("evil");
    expect(typed).not.toHaveProperty("kind");
    expect(parseIdList("0")).toBeNull();
    expect(isShopPath("/kampanyalar?categoryValue=giyim#x")).toBe(true);
  });
});
