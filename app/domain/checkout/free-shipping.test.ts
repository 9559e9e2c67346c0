/**
 * One free-shipping rule (pricing/totals.ts shipsFree, shippingFor): the basket (cartTotals), the
 * checkout's carriers list (carrierJson, the same call the checkout page's list makes) and the order
 * (computeTotals) agree on every basket near the threshold — with campaigns, with gift cards (which
 * ship nothing and count for nothing), and with carriers that have their own prices.
 */
import { describe, expect, it } from "vitest";
import { cartTotals } from "#app/domain/cart/cart-view.server";
import { computeTotals, shippedGoodsKurus, shipsFree, type PricedLine } from "#app/domain/pricing/totals";
import { SHOP_SETTING_DEFAULTS } from "#app/domain/settings/shop-settings";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { carrierJson, type Carrier } from "./checkout-quote.server";

const line = (unitPriceKurus: number, quantity: number, extra: Partial<PricedLine> = {}): PricedLine => ({
  unitPriceKurus,
  originalUnitPriceKurus: unitPriceKurus,
  quantity,
  vatRate: 10,
  ...extra,
});

const BASKETS: Record<string, { lines: PricedLine[]; campaignKurus?: number }> = {
  "under the threshold": { lines: [line(12_990, 2)] },
  "exactly at the threshold": { lines: [line(25_000, 2)] },
  "over it before campaigns, under it after": { lines: [line(30_000, 2, { campaignDiscountKurus: 18_000 })], campaignKurus: 18_000 },
  "over it after campaigns": { lines: [line(40_000, 2, { campaignDiscountKurus: 10_000 })], campaignKurus: 10_000 },
  "goods under it, a gift card taking the total over": { lines: [line(30_000, 1), line(25_000, 1, { digital: true })] },
  "goods over it beside a gift card": { lines: [line(55_000, 1), line(10_000, 1, { digital: true })] },
  "gift cards alone": { lines: [line(60_000, 1, { digital: true })] },
};

const carrier = (code: string, salePriceKurus: number, serviceFeeKurus = 0): Carrier =>
  ({
    id: code.length,
    code,
    title: code,
    name: code,
    description: "",
    salePriceKurus,
    serviceFeeKurus,
    paymentMethods: ["creditCard"],
  }) as unknown as Carrier;
/** Carriers with their own prices, one dearer and one cheaper than the standard fee (49,90 TL). */
const CARRIERS = [carrier("yurtici", 5_990, 500), carrier("aras", 3_990)];

const SETTINGS: Record<string, ShopSettings> = {
  "the shop's defaults": { ...SHOP_SETTING_DEFAULTS },
  "a lower threshold and fee": { ...SHOP_SETTING_DEFAULTS, freeShippingThresholdKurus: 30_000, shippingKurus: 2_990 },
};

const order = (lines: PricedLine[], settings: ShopSettings, carrierPriceKurus: number | null) =>
  computeTotals({
    lines,
    deliveryType: "myAddress",
    carrierPriceKurus,
    carrierMethods: ["creditCard"],
    paymentType: "creditCard",
    settings,
    jokerPoints: 0,
    voucherBalanceKurus: 0,
  });

describe("free shipping: the basket, the carriers list and the order agree", () => {
  for (const [settingsName, settings] of Object.entries(SETTINGS)) {
    for (const [basketName, { lines, campaignKurus = 0 }] of Object.entries(BASKETS)) {
      it(`${basketName}, with ${settingsName}`, () => {
        const productsKurus = lines.reduce((sum, l) => sum + l.unitPriceKurus * l.quantity, 0);
        const shipped = shippedGoodsKurus(lines);
        const basket = cartTotals(
          productsKurus,
          settings,
          shipped,
          campaignKurus ? [{ id: 1, title: "Kampanya", discountKurus: campaignKurus }] : [],
        );
        const free = shipsFree(shipped, settings);
        // The basket's words: free (nothing left to reach) or the standard fee, as the order without a carrier.
        expect(basket.remainingKurus === 0).toBe(free);
        expect(basket.shippingKurus).toBe(order(lines, settings, null).shippingKurus);
        for (const c of CARRIERS) {
          const charged = order(lines, settings, c.salePriceKurus + c.serviceFeeKurus).shippingKurus;
          // The list shows the price the order charges with that carrier …
          expect(Math.round(carrierJson(c, shipped, settings).salePrice * 100), c.code).toBe(charged);
          // … and the basket says "free" exactly when every carrier is free.
          expect(charged === 0, c.code).toBe(basket.shippingKurus === 0);
          if (shipped > 0 && !free) expect(charged, c.code).toBe(c.salePriceKurus + c.serviceFeeKurus);
        }
      });
    }
  }

  it("gift cards alone ship nothing, and count for nothing towards the threshold", () => {
    const settings = SETTINGS["the shop's defaults"];
    expect(shippedGoodsKurus(BASKETS["gift cards alone"].lines)).toBe(0);
    expect(order(BASKETS["gift cards alone"].lines, settings, 5_990).shippingKurus).toBe(0);
    expect(order(BASKETS["goods under it, a gift card taking the total over"].lines, settings, 5_990).shippingKurus).toBe(5_990);
    expect(
      Math.round(
        carrierJson(CARRIERS[0], shippedGoodsKurus(BASKETS["goods under it, a gift card taking the total over"].lines), settings)
          .salePrice * 100,
      ),
    ).toBe(6_490);
  });
});
